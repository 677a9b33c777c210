// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<4xf16>, %arg1: tensor<f16>, %arg2: tensor<i1>) -> (tensor<2xf16>, tensor<f16>) {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%arg3: tensor<f16>, %arg4: tensor<f16>):
      %2 = func.call @logaddexp(%arg3, %arg4) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }) : (tensor<4xf16>, tensor<f16>) -> tensor<2xf16>
    %1 = "stablehlo.if"(%arg2) ({
      %2 = func.call @logaddexp(%arg1, %arg1) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      stablehlo.return %2 : tensor<f16>
    }, {
      stablehlo.return %arg1 : tensor<f16>
    }) : (tensor<i1>) -> tensor<f16>
    return %0, %1 : tensor<2xf16>, tensor<f16>
  }
  func.func private @logaddexp(%arg0: tensor<f16>, %arg1: tensor<f16>) -> tensor<f16> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f16>
    %1 = stablehlo.subtract %arg0, %arg1 : tensor<f16>
    %2 = stablehlo.abs %1 : tensor<f16>
    %3 = stablehlo.negate %2 : tensor<f16>
    %4 = stablehlo.exponential %3 : tensor<f16>
    %5 = stablehlo.log_plus_one %4 : tensor<f16>
    %6 = stablehlo.add %0, %5 : tensor<f16>
    return %6 : tensor<f16>
  }
}
