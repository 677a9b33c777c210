// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// not on signed integers is bitwise NOT, i.e. -x - 1 (spec example [[1, 2], [3, 4]] -> [[-2, -3], [-4, -5]]),
// at the extremes of i8, i16, i32 and i64.
module {
  func.func @main() {
    %s = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %ns = stablehlo.not %s : tensor<2x2xi32>
    check.expect_eq_const %ns, dense<[[-2, -3], [-4, -5]]> : tensor<2x2xi32>
    %a = stablehlo.constant dense<[0, -1, 127, -128, 0x55]> : tensor<5xi8>
    %na = stablehlo.not %a : tensor<5xi8>
    check.expect_eq_const %na, dense<[-1, 0, -128, 127, -86]> : tensor<5xi8>
    %b = stablehlo.constant dense<[32767, -32768]> : tensor<2xi16>
    %nb = stablehlo.not %b : tensor<2xi16>
    check.expect_eq_const %nb, dense<[-32768, 32767]> : tensor<2xi16>
    %c = stablehlo.constant dense<[0, 2147483647]> : tensor<2xi32>
    %nc = stablehlo.not %c : tensor<2xi32>
    check.expect_eq_const %nc, dense<[-1, -2147483648]> : tensor<2xi32>
    %d = stablehlo.constant dense<[0, -9223372036854775808]> : tensor<2xi64>
    %nd = stablehlo.not %d : tensor<2xi64>
    check.expect_eq_const %nd, dense<[-1, 9223372036854775807]> : tensor<2xi64>
    return
  }
}
