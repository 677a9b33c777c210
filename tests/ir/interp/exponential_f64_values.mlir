// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// exponential in f64, up to the overflow threshold and down into denormal results (e^-745).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[1.0, -1.0, 2.0, 0.5, 709.0, 710.0, -708.0, -745.0, -746.0, 1.0e-300]> : tensor<10xf64>
    %y2 = stablehlo.exponential %x1 : tensor<10xf64>
    %e3 = stablehlo.constant dense<[2.718281828459045, 0.36787944117144233, 7.38905609893065, 1.6487212707001282, 8.218407461554972e+307, 0x7FF0000000000000, 3.307553003638408e-308, 5.0e-324, 0.0, 1.0]> : tensor<10xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<10xf64>, tensor<10xf64>
    return
  }
}
