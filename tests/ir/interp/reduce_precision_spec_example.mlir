// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// reduce_precision to e5m2 on f32, the spec example: [-inf, inf, NaN, 0.0, 1000.0, 1000000.0] ->
// [-inf, inf, NaN, 0.0, 1024.0, inf] (1000 rounds to 2 mantissa bits = 1024; 10^6 rounds to 2^20, beyond e5's range).
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0xFF800000, 0x7F800000, 0x7FFFFFFF, 0.0, 1000.0, 1000000.0]> : tensor<6xf32>
    %y = stablehlo.reduce_precision %x, format = e5m2 : tensor<6xf32>
    %e = stablehlo.constant dense<[0xFF800000, 0x7F800000, 0x7FFFFFFF, 0.0, 1024.0, 0x7F800000]> : tensor<6xf32>
    check.expect_close %y, %e, max_ulp_difference = 0 : tensor<6xf32>, tensor<6xf32>
    return
  }
}
