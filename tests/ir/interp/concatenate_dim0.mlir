// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// concatenate along dimension 0 in operand order (spec example 3x2 ++ 1x2 -> 4x2), with three operands of different sizes.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
    %b = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
    %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    check.expect_eq_const %r, dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi64>
    %x = stablehlo.constant dense<[1.0]> : tensor<1xf32>
    %y = stablehlo.constant dense<[2.0, 3.0, 4.0]> : tensor<3xf32>
    %z = stablehlo.constant dense<[5.0, 6.0]> : tensor<2xf32>
    %c = stablehlo.concatenate %y, %x, %z, dim = 0 : (tensor<3xf32>, tensor<1xf32>, tensor<2xf32>) -> tensor<6xf32>
    check.expect_eq_const %c, dense<[2.0, 3.0, 4.0, 1.0, 5.0, 6.0]> : tensor<6xf32>
    return
  }
}
