// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// slice with start, limit (exclusive) and stride: spec example, strides that do not divide the range
// (ceil((limit - start) / stride) elements), and a stride larger than the dimension.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[0, 0, 0, 0], [0, 0, 1, 1], [0, 0, 1, 1]]> : tensor<3x4xi64>
    %y = stablehlo.slice %x [1:3, 2:4] : (tensor<3x4xi64>) -> tensor<2x2xi64>
    check.expect_eq_const %y, dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
    %v = stablehlo.iota dim = 0 : tensor<10xi32>
    %s3 = stablehlo.slice %v [1:10:3] : (tensor<10xi32>) -> tensor<3xi32>
    check.expect_eq_const %s3, dense<[1, 4, 7]> : tensor<3xi32>
    %s4 = stablehlo.slice %v [2:9:4] : (tensor<10xi32>) -> tensor<2xi32>
    check.expect_eq_const %s4, dense<[2, 6]> : tensor<2xi32>
    %big = stablehlo.slice %v [3:10:100] : (tensor<10xi32>) -> tensor<1xi32>
    check.expect_eq_const %big, dense<[3]> : tensor<1xi32>
    %m = stablehlo.iota dim = 1 : tensor<3x5xf32>
    %ms = stablehlo.slice %m [0:3:2, 0:5:2] : (tensor<3x5xf32>) -> tensor<2x3xf32>
    check.expect_eq_const %ms, dense<[[0.0, 2.0, 4.0], [0.0, 2.0, 4.0]]> : tensor<2x3xf32>
    return
  }
}
