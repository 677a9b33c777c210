// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// iota fills each element with its index along iota_dimension (spec examples on 4x5 i32 for both dimensions),
// and a 2x3x2 tensor along the middle dimension.
module {
  func.func @main() {
    %a = stablehlo.iota dim = 0 : tensor<4x5xi32>
    check.expect_eq_const %a, dense<[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3]]> : tensor<4x5xi32>
    %b = stablehlo.iota dim = 1 : tensor<4x5xi32>
    check.expect_eq_const %b, dense<[[0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]> : tensor<4x5xi32>
    %c = stablehlo.iota dim = 1 : tensor<2x3x2xi64>
    check.expect_eq_const %c, dense<[[[0, 0], [1, 1], [2, 2]], [[0, 0], [1, 1], [2, 2]]]> : tensor<2x3x2xi64>
    return
  }
}
