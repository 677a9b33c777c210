// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sqrt is IEEE squareRoot, correctly rounded: exact bits for non-squares in f64 and f32 (0 ULP).
// Expected: Python decimal evaluation at 700 digits, rounded to nearest in the type, exactly.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, 3.0, 0.5, 1.0e-300, 5.0e-324, 1.7976931348623157e+308]> : tensor<6xf64>
    %y2 = stablehlo.sqrt %x1 : tensor<6xf64>
    %e3 = stablehlo.constant dense<[1.4142135623730951, 1.7320508075688772, 0.7071067811865476, 1.0e-150, 2.2227587494850775e-162, 1.3407807929942596e+154]> : tensor<6xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 0 : tensor<6xf64>, tensor<6xf64>
    %x4 = stablehlo.constant dense<[2.0, 3.0, 1.0e-45, 3.0e+38, 0.1]> : tensor<5xf32>
    %y5 = stablehlo.sqrt %x4 : tensor<5xf32>
    %e6 = stablehlo.constant dense<[1.4142135, 1.7320508, 3.743392e-23, 1.7320508e+19, 0.31622776]> : tensor<5xf32>
    check.expect_close %y5, %e6, max_ulp_difference = 0 : tensor<5xf32>, tensor<5xf32>
    return
  }
}
