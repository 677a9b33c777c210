// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// pad with low, high and interior padding: the spec example ([[1, 2, 3], [4, 5, 6]] with low [0, 1], high [2, 1],
// interior [1, 2] -> 5x9) and a 1-D f32 case with a non-zero padding value.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %y = stablehlo.pad %x, %z, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
    check.expect_eq_const %y, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi32>
    %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %p = stablehlo.constant dense<-0.5> : tensor<f32>
    %w = stablehlo.pad %v, %p, low = [2], high = [1], interior = [3] : (tensor<2xf32>, tensor<f32>) -> tensor<8xf32>
    check.expect_eq_const %w, dense<[-0.5, -0.5, 1.0, -0.5, -0.5, -0.5, 2.0, -0.5]> : tensor<8xf32>
    return
  }
}
