// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// stablehlo.return of block arguments unchanged: a scatter body returning its update argument (replace), a map body
// returning its second argument, and a sort comparator returning a value computed from both arguments.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %i = stablehlo.constant dense<[[2]]> : tensor<1x1xi32>
    %u = stablehlo.constant dense<[70]> : tensor<1xi32>
    %s = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%old: tensor<i32>, %new: tensor<i32>):
      stablehlo.return %new : tensor<i32>
    }) : (tensor<4xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<4xi32>
    check.expect_eq_const %s, dense<[1, 2, 70, 4]> : tensor<4xi32>
    %y = stablehlo.constant dense<[9, 8, 7, 6]> : tensor<4xi32>
    %m = "stablehlo.map"(%x, %y) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %b : tensor<i32>
    }) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    check.expect_eq %m, %y : tensor<4xi32>
    %so = "stablehlo.sort"(%y) <{dimension = 0 : i64}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare  LT, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xi32>) -> tensor<4xi32>
    check.expect_eq_const %so, dense<[6, 7, 8, 9]> : tensor<4xi32>
    return
  }
}
