// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// dynamic_update_slice clamps start indices to [0, dim - update_dim] (spec example: starts (-1, 3) write the
// top-right 2x2 block), also for huge starts.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[1, 1, 0, 0], [1, 1, 0, 0], [1, 1, 1, 1], [1, 1, 1, 1]]> : tensor<4x4xi32>
    %u = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>
    %m1 = stablehlo.constant dense<-1> : tensor<i64>
    %three = stablehlo.constant dense<3> : tensor<i64>
    %y = stablehlo.dynamic_update_slice %x, %u, %m1, %three : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    check.expect_eq_const %y, dense<1> : tensor<4x4xi32>
    %v = stablehlo.constant dense<[0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
    %w = stablehlo.constant dense<[7.0, 8.0]> : tensor<2xf32>
    %big = stablehlo.constant dense<1000> : tensor<i32>
    %r = stablehlo.dynamic_update_slice %v, %w, %big : (tensor<5xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>
    check.expect_eq_const %r, dense<[0.0, 0.0, 0.0, 7.0, 8.0]> : tensor<5xf32>
    %neg = stablehlo.constant dense<-1000> : tensor<i32>
    %l = stablehlo.dynamic_update_slice %v, %w, %neg : (tensor<5xf32>, tensor<2xf32>, tensor<i32>) -> tensor<5xf32>
    check.expect_eq_const %l, dense<[7.0, 8.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
    return
  }
}
