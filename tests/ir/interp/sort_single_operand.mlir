// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort of one operand: ascending with an LT comparator, descending with GT, along dimension 1 of a 2-D tensor and
// along dimension 0 (each column sorted independently); integers and f32 without NaN.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[3.0, -1.0, 2.5, 0x7F800000, -7.0, 0.0]> : tensor<6xf32>
    %a = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %c = stablehlo.compare  LT, %l, %r,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<6xf32>) -> tensor<6xf32>
    check.expect_eq_const %a, dense<[-7.0, -1.0, 0.0, 2.5, 3.0, 0x7F800000]> : tensor<6xf32>
    %m = stablehlo.constant dense<[[5, 1, 4], [-2, 9, 0]]> : tensor<2x3xi32>
    %d = "stablehlo.sort"(%m) <{dimension = 1 : i64}> ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %c = stablehlo.compare  GT, %l, %r,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    check.expect_eq_const %d, dense<[[5, 4, 1], [9, 0, -2]]> : tensor<2x3xi32>
    %c0 = "stablehlo.sort"(%m) <{dimension = 0 : i64}> ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %c = stablehlo.compare  LT, %l, %r,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
    check.expect_eq_const %c0, dense<[[-2, 1, 0], [5, 9, 4]]> : tensor<2x3xi32>
    return
  }
}
