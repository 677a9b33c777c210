// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// cbrt in f64 of non-cubes, a tiny normal, the smallest denormal and the largest finite value.
// Expected: 700-digit Python decimal cube root rounded to nearest f64, within 1 ULP.
module {
  func.func @main() {
    %x1 = stablehlo.constant dense<[2.0, -3.0, 10.0, 1.0e-300, 5.0e-324, 1.7976931348623157e+308]> : tensor<6xf64>
    %y2 = stablehlo.cbrt %x1 : tensor<6xf64>
    %e3 = stablehlo.constant dense<[1.2599210498948732, -1.4422495703074083, 2.154434690031884, 1.0e-100, 1.7031839360032603e-108, 5.643803094122362e+102]> : tensor<6xf64>
    check.expect_close %y2, %e3, max_ulp_difference = 1 : tensor<6xf64>, tensor<6xf64>
    return
  }
}
