// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// custom_call @check.expect_eq (the conformance files' check spelling): exact equality for integers and i1, IEEE
// equality for floats, so +0.0 equals -0.0 (shared/conformance/README.md, "Checks").
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1, -2, 3]> : tensor<3xi64>
    %b = stablehlo.constant dense<[1, -2, 3]> : tensor<3xi64>
    stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<3xi64>, tensor<3xi64>) -> ()
    %z = stablehlo.constant dense<[0.0, 1.5]> : tensor<2xf32>
    %nz = stablehlo.constant dense<[-0.0, 1.5]> : tensor<2xf32>
    stablehlo.custom_call @check.expect_eq(%z, %nz) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %q = stablehlo.not %p : tensor<2xi1>
    %qq = stablehlo.not %q : tensor<2xi1>
    stablehlo.custom_call @check.expect_eq(%qq, %p) {has_side_effect = true} : (tensor<2xi1>, tensor<2xi1>) -> ()
    return
  }
}
