// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// clamp in f16, bf16 and f64 with scalar bounds, infinities and denormals.
module {
  func.func @main() {
    %hlo = stablehlo.constant dense<-1.0> : tensor<f16>
    %hhi = stablehlo.constant dense<65504.0> : tensor<f16>
    %h = stablehlo.constant dense<[0xFC00, 0x7C00, 0x8001, 0.5]> : tensor<4xf16>
    %rh = stablehlo.clamp %hlo, %h, %hhi : (tensor<f16>, tensor<4xf16>, tensor<f16>) -> tensor<4xf16>
    check.expect_eq_const %rh, dense<[-1.0, 65504.0, 0x8001, 0.5]> : tensor<4xf16>
    %blo = stablehlo.constant dense<[0.0, 0.0]> : tensor<2xbf16>
    %b = stablehlo.constant dense<[0x8001, 0x0001]> : tensor<2xbf16>
    %bhi = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xbf16>
    %rb = stablehlo.clamp %blo, %b, %bhi : tensor<2xbf16>
    check.expect_eq_const %rb, dense<[0.0, 0x0001]> : tensor<2xbf16>
    %dlo = stablehlo.constant dense<0.1> : tensor<f64>
    %dhi = stablehlo.constant dense<0.2> : tensor<f64>
    %d = stablehlo.constant dense<[0.15, 0.09999999999999999, 0.20000000000000004]> : tensor<3xf64>
    %rd = stablehlo.clamp %dlo, %d, %dhi : (tensor<f64>, tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    check.expect_eq_const %rd, dense<[0.15, 0.1, 0.2]> : tensor<3xf64>
    return
  }
}
