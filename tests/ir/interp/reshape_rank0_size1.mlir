// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reshape between rank 0 and all-ones shapes, inserting and removing size-1 dimensions, with f16 and i1.
module {
  func.func @main() {
    %s = stablehlo.constant dense<-2.5> : tensor<f16>
    %a = stablehlo.reshape %s : (tensor<f16>) -> tensor<1x1x1xf16>
    check.expect_eq_const %a, dense<-2.5> : tensor<1x1x1xf16>
    %b = stablehlo.reshape %a : (tensor<1x1x1xf16>) -> tensor<f16>
    check.expect_eq_const %b, dense<-2.5> : tensor<f16>
    %v = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    %w = stablehlo.reshape %v : (tensor<3xi1>) -> tensor<1x3x1xi1>
    check.expect_eq_const %w, dense<[[[true], [false], [true]]]> : tensor<1x3x1xi1>
    return
  }
}
