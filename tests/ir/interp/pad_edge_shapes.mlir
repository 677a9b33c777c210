// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// pad of a size-0 operand (interior padding adds nothing between 0 elements), of a rank-0 operand, and with a
// NaN padding value (bits copied).
module {
  func.func @main() {
    %e = stablehlo.constant dense<> : tensor<0xf32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %a = stablehlo.pad %e, %one, low = [1], high = [2], interior = [5] : (tensor<0xf32>, tensor<f32>) -> tensor<3xf32>
    check.expect_eq_const %a, dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
    %s = stablehlo.constant dense<3> : tensor<i8>
    %p = stablehlo.constant dense<0> : tensor<i8>
    %b = stablehlo.pad %s, %p, low = [], high = [], interior = [] : (tensor<i8>, tensor<i8>) -> tensor<i8>
    check.expect_eq_const %b, dense<3> : tensor<i8>
    %v = stablehlo.constant dense<[2.0]> : tensor<1xf32>
    %nan = stablehlo.constant dense<0x7FC00077> : tensor<f32>
    %c = stablehlo.pad %v, %nan, low = [1], high = [0], interior = [4] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cb = stablehlo.bitcast_convert %c : (tensor<2xf32>) -> tensor<2xui32>
    check.expect_eq_const %cb, dense<[0x7FC00077, 0x40000000]> : tensor<2xui32>
    return
  }
}
