// RUN: juxla opt %s --passes=inline
// Inlined effects keep their order; a call without results inlines too.
func.func private @log(%arg0: tensor<3xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.outfeed"(%arg0, %arg1) <{outfeed_config = ""}> : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
func.func private @check(%arg0: tensor<3xf32>) {
  check.expect_almost_eq_const %arg0, dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
  return
}
func.func @main(%arg0: tensor<3xf32>, %arg1: !stablehlo.token) -> !stablehlo.token {
  %0 = call @log(%arg0, %arg1) : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  %1 = call @log(%arg0, %0) : (tensor<3xf32>, !stablehlo.token) -> !stablehlo.token
  call @check(%arg0) : (tensor<3xf32>) -> ()
  return %1 : !stablehlo.token
}
