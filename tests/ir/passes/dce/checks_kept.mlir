// RUN: juxla opt %s --passes=dce
// Check ops are the point of a test module: they and what they compare stay.
func.func @main() {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %c_0 = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.add %c, %c_0 : tensor<2xi32>
  %1 = stablehlo.subtract %c, %c_0 : tensor<2xi32>
  check.expect_eq_const %0, dense<[4, 6]> : tensor<2xi32>
  return
}
