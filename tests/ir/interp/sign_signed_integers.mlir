// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sign on signed integers (spec pseudo-code: x < 0 -> -1, x == 0 -> 0, else 1), at the extremes of every width.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[-128, -1, 0, 1, 127]> : tensor<5xi8>
    %ra = stablehlo.sign %a : tensor<5xi8>
    check.expect_eq_const %ra, dense<[-1, -1, 0, 1, 1]> : tensor<5xi8>
    %b = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
    %rb = stablehlo.sign %b : tensor<2xi16>
    check.expect_eq_const %rb, dense<[-1, 1]> : tensor<2xi16>
    %c = stablehlo.constant dense<[-2147483648, 0, 2147483647]> : tensor<3xi32>
    %rc = stablehlo.sign %c : tensor<3xi32>
    check.expect_eq_const %rc, dense<[-1, 0, 1]> : tensor<3xi32>
    %d = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, -5]> : tensor<3xi64>
    %rd = stablehlo.sign %d : tensor<3xi64>
    check.expect_eq_const %rd, dense<[-1, 1, -1]> : tensor<3xi64>
    return
  }
}
