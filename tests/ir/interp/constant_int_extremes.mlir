// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// constant holds the extreme values of every integer type; their bit patterns are checked through
// bitcast_convert to the unsigned type of the same width (two's complement for signed types).
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-128, 127, -1]> : tensor<3xi8>
    %au = stablehlo.bitcast_convert %a : (tensor<3xi8>) -> tensor<3xui8>
    check.expect_eq_const %au, dense<[128, 127, 255]> : tensor<3xui8>
    %b = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
    %bu = stablehlo.bitcast_convert %b : (tensor<2xi16>) -> tensor<2xui16>
    check.expect_eq_const %bu, dense<[32768, 32767]> : tensor<2xui16>
    %c = stablehlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
    %cu = stablehlo.bitcast_convert %c : (tensor<2xi32>) -> tensor<2xui32>
    check.expect_eq_const %cu, dense<[2147483648, 2147483647]> : tensor<2xui32>
    %d = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %du = stablehlo.bitcast_convert %d : (tensor<2xi64>) -> tensor<2xui64>
    check.expect_eq_const %du, dense<[9223372036854775808, 9223372036854775807]> : tensor<2xui64>
    %e = stablehlo.constant dense<[18446744073709551615, 0]> : tensor<2xui64>
    %ei = stablehlo.bitcast_convert %e : (tensor<2xui64>) -> tensor<2xi64>
    check.expect_eq_const %ei, dense<[-1, 0]> : tensor<2xi64>
    return
  }
}
