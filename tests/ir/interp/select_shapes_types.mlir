// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select on rank-0 operands, on size-0 tensors (tensor and scalar predicate), and on bf16/f16/i8.
module {
  func.func @main() {
    %p = stablehlo.constant dense<false> : tensor<i1>
    %x = stablehlo.constant dense<1.5> : tensor<bf16>
    %y = stablehlo.constant dense<-2.5> : tensor<bf16>
    %r = stablehlo.select %p, %x, %y : tensor<i1>, tensor<bf16>
    check.expect_eq_const %r, dense<-2.5> : tensor<bf16>
    %pe = stablehlo.constant dense<> : tensor<0x2xi1>
    %te = stablehlo.constant dense<> : tensor<0x2xf16>
    %re = stablehlo.select %pe, %te, %te : tensor<0x2xi1>, tensor<0x2xf16>
    check.expect_eq_const %re, dense<> : tensor<0x2xf16>
    %rs = stablehlo.select %p, %te, %te : tensor<i1>, tensor<0x2xf16>
    check.expect_eq_const %rs, dense<> : tensor<0x2xf16>
    %q = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
    %a = stablehlo.constant dense<[[-128], [127]]> : tensor<2x1xi8>
    %b = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi8>
    %rq = stablehlo.select %q, %a, %b : tensor<2x1xi1>, tensor<2x1xi8>
    check.expect_eq_const %rq, dense<[[-128], [2]]> : tensor<2x1xi8>
    return
  }
}
