// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// abs on signed integers: the minimum value has no positive counterpart and wraps to itself
// (two's complement, as XLA and the StableHLO reference interpreter compute it); others are |x|.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-128, -127, -1, 0, 127]> : tensor<5xi8>
    %ra = stablehlo.abs %a : tensor<5xi8>
    check.expect_eq_const %ra, dense<[-128, 127, 1, 0, 127]> : tensor<5xi8>
    %b = stablehlo.constant dense<[-32768, -300, 32767]> : tensor<3xi16>
    %rb = stablehlo.abs %b : tensor<3xi16>
    check.expect_eq_const %rb, dense<[-32768, 300, 32767]> : tensor<3xi16>
    %c = stablehlo.constant dense<[-2147483648, -2147483647, 5]> : tensor<3xi32>
    %rc = stablehlo.abs %c : tensor<3xi32>
    check.expect_eq_const %rc, dense<[-2147483648, 2147483647, 5]> : tensor<3xi32>
    %d = stablehlo.constant dense<[-9223372036854775808, -9223372036854775807, -2]> : tensor<3xi64>
    %rd = stablehlo.abs %d : tensor<3xi64>
    check.expect_eq_const %rd, dense<[-9223372036854775808, 9223372036854775807, 2]> : tensor<3xi64>
    return
  }
}
