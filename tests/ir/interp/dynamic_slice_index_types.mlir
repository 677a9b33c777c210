// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_slice start indices of any integer type: unsigned indices (ui8 200 is large, not negative, so it clamps
// to the end), i8, and mixed-in-range starts on a 3-D operand.
module {
  func.func @main() {
    %v = stablehlo.iota dim = 0 : tensor<5xi16>
    %u = stablehlo.constant dense<200> : tensor<ui8>
    %a = stablehlo.dynamic_slice %v, %u, sizes = [2] : (tensor<5xi16>, tensor<ui8>) -> tensor<2xi16>
    check.expect_eq_const %a, dense<[3, 4]> : tensor<2xi16>
    %one = stablehlo.constant dense<1> : tensor<i8>
    %b = stablehlo.dynamic_slice %v, %one, sizes = [3] : (tensor<5xi16>, tensor<i8>) -> tensor<3xi16>
    check.expect_eq_const %b, dense<[1, 2, 3]> : tensor<3xi16>
    %i = stablehlo.iota dim = 0 : tensor<24xi32>
    %x = stablehlo.reshape %i : (tensor<24xi32>) -> tensor<2x3x4xi32>
    %s0 = stablehlo.constant dense<1> : tensor<ui32>
    %s1 = stablehlo.constant dense<1> : tensor<ui32>
    %s2 = stablehlo.constant dense<2> : tensor<ui32>
    %c = stablehlo.dynamic_slice %x, %s0, %s1, %s2, sizes = [1, 2, 2] : (tensor<2x3x4xi32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> tensor<1x2x2xi32>
    check.expect_eq_const %c, dense<[[[18, 19], [22, 23]]]> : tensor<1x2x2xi32>
    return
  }
}
