// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// get_tuple_element on a tuple returned by a function, on a tuple selected by an if of tuple-typed values built
// outside the if (the if itself returns the tensors), and inside a region.
module {
  func.func @main() {
    %t = func.call @make() : () -> tuple<tensor<i32>, tensor<3xf32>>
    %p = stablehlo.constant dense<false> : tensor<i1>
    %r = "stablehlo.if"(%p) ({
      %z = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
      stablehlo.return %z : tensor<3xf32>
    }, {
      %g = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<3xf32>>) -> tensor<3xf32>
      stablehlo.return %g : tensor<3xf32>
    }) : (tensor<i1>) -> tensor<3xf32>
    check.expect_eq_const %r, dense<[0.25, 0.5, 0.75]> : tensor<3xf32>
    %i = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<3xf32>>) -> tensor<i32>
    check.expect_eq_const %i, dense<12> : tensor<i32>
    return
  }
  func.func private @make() -> tuple<tensor<i32>, tensor<3xf32>> {
    %a = stablehlo.constant dense<12> : tensor<i32>
    %b = stablehlo.constant dense<[0.25, 0.5, 0.75]> : tensor<3xf32>
    %t = stablehlo.tuple %a, %b : tuple<tensor<i32>, tensor<3xf32>>
    return %t : tuple<tensor<i32>, tensor<3xf32>>
  }
}
