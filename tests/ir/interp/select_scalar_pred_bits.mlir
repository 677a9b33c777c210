// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// select with a rank-0 predicate takes the whole on_true or on_false tensor, and moves float bits unchanged
// (NaN payloads, -0.0, denormals).
module {
  func.func @main() {
    %yes = stablehlo.constant dense<true> : tensor<i1>
    %no = stablehlo.constant dense<false> : tensor<i1>
    %a = stablehlo.constant dense<[0x7FC00123, -0.0, 0x00000001]> : tensor<3xf32>
    %b = stablehlo.constant dense<[0xFFC00001, 0.0, 0x80000001]> : tensor<3xf32>
    %ra = stablehlo.select %yes, %a, %b : tensor<i1>, tensor<3xf32>
    %rb = stablehlo.select %no, %a, %b : tensor<i1>, tensor<3xf32>
    %ba = stablehlo.bitcast_convert %ra : (tensor<3xf32>) -> tensor<3xui32>
    %bb = stablehlo.bitcast_convert %rb : (tensor<3xf32>) -> tensor<3xui32>
    check.expect_eq_const %ba, dense<[0x7FC00123, 0x80000000, 0x00000001]> : tensor<3xui32>
    check.expect_eq_const %bb, dense<[0xFFC00001, 0x00000000, 0x80000001]> : tensor<3xui32>
    return
  }
}
