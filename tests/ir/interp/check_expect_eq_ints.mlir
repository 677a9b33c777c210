// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// check.expect_eq compares integers and i1 by value (conformance README "Checks"): equal tensors of every integer
// width pass, including extreme values computed two different ways.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
    %b = stablehlo.constant dense<[127, -128]> : tensor<2xi8>
    %rb = stablehlo.reverse %b, dims = [0] : tensor<2xi8>
    check.expect_eq %rb, %a : tensor<2xi8>
    %u = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
    %z = stablehlo.constant dense<0> : tensor<ui64>
    %one = stablehlo.constant dense<1> : tensor<ui64>
    %m = stablehlo.subtract %z, %one : tensor<ui64>
    check.expect_eq %m, %u : tensor<ui64>
    %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    %q = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    check.expect_eq %p, %q : tensor<3xi1>
    %i = stablehlo.iota dim = 0 : tensor<3xi16>
    %j = stablehlo.constant dense<[0, 1, 2]> : tensor<3xi16>
    check.expect_eq %i, %j : tensor<3xi16>
    return
  }
}
