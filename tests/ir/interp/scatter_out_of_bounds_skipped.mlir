// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// scatter updates whose window lies entirely outside the input are skipped. The spec leaves out-of-bounds
// result_index implementation-defined; XLA and the StableHLO reference interpreter both skip such updates.
module {
  func.func @main() {
    %input1 = stablehlo.constant dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi32>
    %indices2 = stablehlo.constant dense<[[7], [-1], [2]]> : tensor<3x1xi32>
    %updates3 = stablehlo.constant dense<[[100, 101], [200, 201], [300, 301]]> : tensor<3x2xi32>
    %scattered4 = "stablehlo.scatter"(%input1, %indices2, %updates3) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      stablehlo.return %arg1 : tensor<i32>
    }) : (tensor<4x2xi32>, tensor<3x1xi32>, tensor<3x2xi32>) -> tensor<4x2xi32>
    check.expect_eq_const %scattered4, dense<[[0, 1], [2, 3], [300, 301], [6, 7]]> : tensor<4x2xi32>
    return
  }
}
