// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// stablehlo.return in the two regions of select_and_scatter (an i1 from select, a value from scatter) and in a
// reduce_window body with two results; values computed from the returned results.
module {
  func.func @main() {
    %op = stablehlo.constant dense<[3, 9, 4, 1]> : tensor<4xi32>
    %src = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %r = "stablehlo.select_and_scatter"(%op, %src, %z) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare  LE, %a, %b,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
    check.expect_eq_const %r, dense<[10, 0, 0, 20]> : tensor<4xi32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %w:2 = "stablehlo.reduce_window"(%op, %op, %z, %one) <{window_dimensions = array<i64: 2>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %s = stablehlo.add %a, %c : tensor<i32>
      %p = stablehlo.multiply %b, %d : tensor<i32>
      stablehlo.return %s, %p : tensor<i32>, tensor<i32>
    }) : (tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
    check.expect_eq_const %w#0, dense<[12, 13, 5]> : tensor<3xi32>
    check.expect_eq_const %w#1, dense<[27, 36, 4]> : tensor<3xi32>
    return
  }
}
