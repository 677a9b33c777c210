// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reverse moves whole elements of any type: i1, ui64 extremes, f16 bits (NaN payload, -0.0), f64.
module {
  func.func @main() {
    %b = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
    %rb = stablehlo.reverse %b, dims = [0] : tensor<3xi1>
    check.expect_eq_const %rb, dense<[false, false, true]> : tensor<3xi1>
    %u = stablehlo.constant dense<[18446744073709551615, 0, 1]> : tensor<3xui64>
    %ru = stablehlo.reverse %u, dims = [0] : tensor<3xui64>
    check.expect_eq_const %ru, dense<[1, 0, 18446744073709551615]> : tensor<3xui64>
    %h = stablehlo.constant dense<[0x7E01, -0.0, 1.0]> : tensor<3xf16>
    %rh = stablehlo.reverse %h, dims = [0] : tensor<3xf16>
    %hb = stablehlo.bitcast_convert %rh : (tensor<3xf16>) -> tensor<3xui16>
    check.expect_eq_const %hb, dense<[0x3C00, 0x8000, 0x7E01]> : tensor<3xui16>
    %d = stablehlo.constant dense<[[0.1, 0.2, 0.3]]> : tensor<1x3xf64>
    %rd = stablehlo.reverse %d, dims = [1] : tensor<1x3xf64>
    check.expect_eq_const %rd, dense<[[0.3, 0.2, 0.1]]> : tensor<1x3xf64>
    return
  }
}
