// RUN: juxla opt %s --passes=cse
// EXIT: 1
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %missing : tensor<2xf32>
  return %0 : tensor<2xf32>
}
