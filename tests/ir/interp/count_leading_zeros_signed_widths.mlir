// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// count_leading_zeros counts within the element width: i8, i16 and i64 (spec example
// [[0, 1], [128, -1]] -> [[64, 63], [56, 0]] in i64).
module {
  func.func @main() {
    %s = stablehlo.constant dense<[[0, 1], [128, -1]]> : tensor<2x2xi64>
    %rs = stablehlo.count_leading_zeros %s : tensor<2x2xi64>
    check.expect_eq_const %rs, dense<[[64, 63], [56, 0]]> : tensor<2x2xi64>
    %a = stablehlo.constant dense<[0, 1, -1, 127, 64, -128]> : tensor<6xi8>
    %ra = stablehlo.count_leading_zeros %a : tensor<6xi8>
    check.expect_eq_const %ra, dense<[8, 7, 0, 1, 1, 0]> : tensor<6xi8>
    %b = stablehlo.constant dense<[0, 255, 32767, -32768]> : tensor<4xi16>
    %rb = stablehlo.count_leading_zeros %b : tensor<4xi16>
    check.expect_eq_const %rb, dense<[16, 8, 1, 0]> : tensor<4xi16>
    %d = stablehlo.constant dense<[4611686018427387904, 9223372036854775807, 4294967296]> : tensor<3xi64>
    %rd = stablehlo.count_leading_zeros %d : tensor<3xi64>
    check.expect_eq_const %rd, dense<[1, 1, 31]> : tensor<3xi64>
    return
  }
}
