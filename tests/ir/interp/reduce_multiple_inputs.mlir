// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce with two inputs and two init values computing an argmax per row: the body gets (value0, index0, value1, index1)
// and keeps the larger value, the smaller index on ties (a commutative, associative selection, so the implementation-
// defined reduction order does not change the result).
module {
  func.func @main() {
    %v = stablehlo.constant dense<[[1.0, 5.0, 3.0, 5.0, 2.0], [-1.0, -4.0, -0.5, -7.0, -0.5]]> : tensor<2x5xf32>
    %idx = stablehlo.iota dim = 1 : tensor<2x5xi32>
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %big = stablehlo.constant dense<2147483647> : tensor<i32>
    %r:2 = stablehlo.reduce(%v init: %ninf), (%idx init: %big) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
      %gt = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare  EQ, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare  LT, %ai, %bi,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %takea = stablehlo.or %gt, %tie : tensor<i1>
      %v2 = stablehlo.select %takea, %a, %b : tensor<i1>, tensor<f32>
      %i2 = stablehlo.select %takea, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v2, %i2 : tensor<f32>, tensor<i32>
    }
    check.expect_eq_const %r#0, dense<[5.0, -0.5]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi32>
    return
  }
}
