// RUN: juxla opt %s --passes=canonicalize
// Rules reach into while bodies and if branches; the ops they leave unused go too.
func.func @main(%arg0: tensor<i1>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg1) : tensor<i32>, tensor<2x3xf32>
   cond {
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.add %iterArg, %c_1 : tensor<i32>
    %3 = stablehlo.transpose %iterArg_0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.sine %4 : tensor<2x3xf32>
    stablehlo.return %2, %5 : tensor<i32>, tensor<2x3xf32>
  }
  %1 = "stablehlo.if"(%arg0) ({
    %2 = stablehlo.reshape %0#1 : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x2xf32>) -> tensor<6xf32>
    stablehlo.return %3 : tensor<6xf32>
  }, {
    %2 = stablehlo.reshape %arg1 : (tensor<2x3xf32>) -> tensor<6xf32>
    %3 = stablehlo.convert %2 : tensor<6xf32>
    stablehlo.return %3 : tensor<6xf32>
  }) : (tensor<i1>) -> tensor<6xf32>
  return %0#1, %1 : tensor<2x3xf32>, tensor<6xf32>
}
