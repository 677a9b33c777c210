// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select with a tensor predicate picks element-wise (spec example [[false, true], [true, false]] ->
// [[5, 2], [3, 8]]), for integer and i1 operands.
module {
  func.func @main() {
    %p = stablehlo.constant dense<[[false, true], [true, false]]> : tensor<2x2xi1>
    %t = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %f = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
    %r = stablehlo.select %p, %t, %f : tensor<2x2xi1>, tensor<2x2xi32>
    check.expect_eq_const %r, dense<[[5, 2], [3, 8]]> : tensor<2x2xi32>
    %q = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    %bt = stablehlo.constant dense<[false, false, true]> : tensor<3xi1>
    %bf = stablehlo.constant dense<[true, true, false]> : tensor<3xi1>
    %rb = stablehlo.select %q, %bt, %bf : tensor<3xi1>, tensor<3xi1>
    check.expect_eq_const %rb, dense<[false, true, true]> : tensor<3xi1>
    %ut = stablehlo.constant dense<[18446744073709551615, 1, 2]> : tensor<3xui64>
    %uf = stablehlo.constant dense<[0, 9223372036854775808, 3]> : tensor<3xui64>
    %ru = stablehlo.select %q, %ut, %uf : tensor<3xi1>, tensor<3xui64>
    check.expect_eq_const %ru, dense<[18446744073709551615, 9223372036854775808, 2]> : tensor<3xui64>
    return
  }
}
