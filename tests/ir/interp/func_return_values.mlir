// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// func.return hands back its operands in order: a function returning five values of different types (incl. a
// size-0 tensor and a tuple), one returning its arguments swapped, and one returning nothing.
module {
  func.func @main() {
    %r:5 = func.call @five() : () -> (tensor<i1>, tensor<2xf16>, tensor<0xi32>, tuple<tensor<ui8>>, tensor<i64>)
    check.expect_eq_const %r#0, dense<true> : tensor<i1>
    check.expect_eq_const %r#1, dense<[0.5, -1.0]> : tensor<2xf16>
    check.expect_eq_const %r#2, dense<> : tensor<0xi32>
    %u = stablehlo.get_tuple_element %r#3[0] : (tuple<tensor<ui8>>) -> tensor<ui8>
    check.expect_eq_const %u, dense<200> : tensor<ui8>
    check.expect_eq_const %r#4, dense<-5> : tensor<i64>
    %a = stablehlo.constant dense<1.0> : tensor<f32>
    %b = stablehlo.constant dense<2.0> : tensor<f32>
    %s:2 = func.call @swap(%a, %b) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    check.expect_eq_const %s#0, dense<2.0> : tensor<f32>
    check.expect_eq_const %s#1, dense<1.0> : tensor<f32>
    func.call @nothing() : () -> ()
    return
  }
  func.func private @five() -> (tensor<i1>, tensor<2xf16>, tensor<0xi32>, tuple<tensor<ui8>>, tensor<i64>) {
    %a = stablehlo.constant dense<true> : tensor<i1>
    %b = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xf16>
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %u = stablehlo.constant dense<200> : tensor<ui8>
    %d = stablehlo.tuple %u : tuple<tensor<ui8>>
    %e = stablehlo.constant dense<-5> : tensor<i64>
    return %a, %b, %c, %d, %e : tensor<i1>, tensor<2xf16>, tensor<0xi32>, tuple<tensor<ui8>>, tensor<i64>
  }
  func.func private @swap(%x: tensor<f32>, %y: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    return %y, %x : tensor<f32>, tensor<f32>
  }
  func.func private @nothing() {
    return
  }
}
