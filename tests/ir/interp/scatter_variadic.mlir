// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter with two inputs and two updates: the update computation receives (input0, input1, update0, update1) and returns
// both new values (here i32 add and f32 maximum), so one scatter updates two tensors at the same indices.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
    %input2 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %indices3 = stablehlo.constant dense<[[3], [0], [3]]> : tensor<3x1xi32>
    %updates4 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
    %updates5 = stablehlo.constant dense<[0.5, 8.0, 9.0]> : tensor<3xf32>
    %scattered6:2 = "stablehlo.scatter"(%input1, %input2, %indices3, %updates4, %updates5) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>):
      %0 = stablehlo.add %arg0, %arg2 : tensor<i32>
      %1 = stablehlo.maximum %arg1, %arg3 : tensor<f32>
      stablehlo.return %0, %1 : tensor<i32>, tensor<f32>
    }) : (tensor<4xi32>, tensor<4xf32>, tensor<3x1xi32>, tensor<3xi32>, tensor<3xf32>) -> (tensor<4xi32>, tensor<4xf32>)
    check.expect_eq_const %scattered6#0, dense<[12, 20, 30, 44]> : tensor<4xi32>
    check.expect_eq_const %scattered6#1, dense<[8.0, 2.0, 3.0, 9.0]> : tensor<4xf32>
    return
  }
}
