// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// pad with negative edge padding removes elements, and it applies after interior padding (spec: "negative edge
// padding will remove elements from the interior-padded operand"); a result dimension can become 0.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %a = stablehlo.pad %x, %z, low = [-2], high = [-1], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<2xi32>
    check.expect_eq_const %a, dense<[3, 4]> : tensor<2xi32>
    %b = stablehlo.pad %x, %z, low = [-1], high = [-2], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<6xi32>
    check.expect_eq_const %b, dense<[0, 2, 0, 3, 0, 4]> : tensor<6xi32>
    %c = stablehlo.pad %x, %z, low = [-3], high = [1], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
    check.expect_eq_const %c, dense<[4, 5, 0]> : tensor<3xi32>
    %d = stablehlo.pad %x, %z, low = [-3], high = [-2], interior = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<0xi32>
    check.expect_eq_const %d, dense<> : tensor<0xi32>
    %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %mp = stablehlo.pad %m, %z, low = [1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3x1xi32>
    check.expect_eq_const %mp, dense<[[0], [2], [5]]> : tensor<3x1xi32>
    return
  }
}
