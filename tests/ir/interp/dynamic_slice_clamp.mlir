// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_slice clamps each start index to [0, dim - slice_size] (spec): the spec example with starts (-1, 3) reads
// the top-right 2x2 block; very large and very negative starts clamp to the ends.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[0, 0, 1, 1], [0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]> : tensor<4x4xi32>
    %m1 = stablehlo.constant dense<-1> : tensor<i64>
    %three = stablehlo.constant dense<3> : tensor<i64>
    %y = stablehlo.dynamic_slice %x, %m1, %three, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
    check.expect_eq_const %y, dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>
    %v = stablehlo.iota dim = 0 : tensor<6xf32>
    %hi = stablehlo.constant dense<2147483647> : tensor<i32>
    %lo = stablehlo.constant dense<-2147483648> : tensor<i32>
    %a = stablehlo.dynamic_slice %v, %hi, sizes = [2] : (tensor<6xf32>, tensor<i32>) -> tensor<2xf32>
    check.expect_eq_const %a, dense<[4.0, 5.0]> : tensor<2xf32>
    %b = stablehlo.dynamic_slice %v, %lo, sizes = [3] : (tensor<6xf32>, tensor<i32>) -> tensor<3xf32>
    check.expect_eq_const %b, dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
    return
  }
}
