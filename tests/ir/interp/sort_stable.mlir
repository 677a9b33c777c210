// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort with is_stable = true keeps the original order of elements the comparator considers equal: keys with many
// duplicates (and -0.0 == +0.0 under FLOAT compare) carry their original positions as a second operand.
module {
  func.func @main() {
    %k = stablehlo.constant dense<[2, 1, 2, 0, 1, 2, 0, 1, 1, 0]> : tensor<10xi32>
    %p = stablehlo.iota dim = 0 : tensor<10xi32>
    %s:2 = "stablehlo.sort"(%k, %p) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%l0: tensor<i32>, %r0: tensor<i32>, %l1: tensor<i32>, %r1: tensor<i32>):
      %c = stablehlo.compare  LT, %l0, %r0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<10xi32>, tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi32>)
    check.expect_eq_const %s#0, dense<[0, 0, 0, 1, 1, 1, 1, 2, 2, 2]> : tensor<10xi32>
    check.expect_eq_const %s#1, dense<[3, 6, 9, 1, 4, 7, 8, 0, 2, 5]> : tensor<10xi32>
    %z = stablehlo.constant dense<[0.0, -0.0, 1.0, -0.0, 0.0]> : tensor<5xf32>
    %q = stablehlo.iota dim = 0 : tensor<5xi32>
    %t:2 = "stablehlo.sort"(%z, %q) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%l0: tensor<f32>, %r0: tensor<f32>, %l1: tensor<i32>, %r1: tensor<i32>):
      %c = stablehlo.compare  LT, %l0, %r0,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    check.expect_eq_const %t#1, dense<[0, 1, 3, 4, 2]> : tensor<5xi32>
    %tb = stablehlo.bitcast_convert %t#0 : (tensor<5xf32>) -> tensor<5xui32>
    check.expect_eq_const %tb, dense<[0x00000000, 0x80000000, 0x80000000, 0x00000000, 0x3F800000]> : tensor<5xui32>
    return
  }
}
