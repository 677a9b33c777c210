// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_update_slice writes an inner block of a 3-D tensor and leaves everything else; unsigned start indices;
// float bits of the update (-0.0, NaN payload) are copied exactly.
module {
  func.func @main() {
    %x = stablehlo.constant dense<0> : tensor<2x3x3xi8>
    %u = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi8>
    %a = stablehlo.constant dense<1> : tensor<ui16>
    %b = stablehlo.constant dense<1> : tensor<ui16>
    %c = stablehlo.constant dense<0> : tensor<ui16>
    %y = stablehlo.dynamic_update_slice %x, %u, %a, %b, %c : (tensor<2x3x3xi8>, tensor<1x2x2xi8>, tensor<ui16>, tensor<ui16>, tensor<ui16>) -> tensor<2x3x3xi8>
    check.expect_eq_const %y, dense<[[[0, 0, 0], [0, 0, 0], [0, 0, 0]], [[0, 0, 0], [1, 2, 0], [3, 4, 0]]]> : tensor<2x3x3xi8>
    %f = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
    %g = stablehlo.constant dense<[-0.0, 0x7FC00042]> : tensor<2xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %h = stablehlo.dynamic_update_slice %f, %g, %one : (tensor<3xf32>, tensor<2xf32>, tensor<i32>) -> tensor<3xf32>
    %hb = stablehlo.bitcast_convert %h : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %hb, dense<[0x3F800000, 0x80000000, 0x7FC00042]> : tensor<3xui32>
    return
  }
}
