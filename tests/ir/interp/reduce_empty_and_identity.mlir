// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce over a size-0 dimension yields the init value for each output element; reducing over no dimensions with
// add and init 0 leaves the input unchanged; reducing a size-0 tensor to rank 0 gives the init value.
module {
  func.func @main() {
    %e = stablehlo.constant dense<> : tensor<2x0xf32>
    %init = stablehlo.constant dense<7.5> : tensor<f32>
    %r = stablehlo.reduce(%e init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2xf32>
    check.expect_eq_const %r, dense<[7.5, 7.5]> : tensor<2xf32>
    %x = stablehlo.constant dense<[3, -4, 5]> : tensor<3xi64>
    %z = stablehlo.constant dense<0> : tensor<i64>
    %id = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
    check.expect_eq %id, %x : tensor<3xi64>
    %e2 = stablehlo.constant dense<> : tensor<0xi32>
    %m = stablehlo.constant dense<-2147483648> : tensor<i32>
    %r2 = stablehlo.reduce(%e2 init: %m) applies stablehlo.maximum across dimensions = [0] : (tensor<0xi32>, tensor<i32>) -> tensor<i32>
    check.expect_eq_const %r2, dense<-2147483648> : tensor<i32>
    return
  }
}
