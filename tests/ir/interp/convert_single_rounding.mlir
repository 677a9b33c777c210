// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// convert rounds once, directly to the destination type (IEEE-754 convertFormat / convertFromInt), never through an
// intermediate f32: each value here lies just above a tie in the destination, so rounding via f32 first (which lands
// exactly on the tie, then ties to even) gives a different, wrong answer.
//   f64 1 + 2^-8 + 2^-40 -> bf16 1 + 2^-7 (0x3F81), not 1.0;  f64 1 + 2^-11 + 2^-40 -> f16 1 + 2^-10 (0x3C01), not 1.0;
//   i32 2^24 + 2^16 + 1 -> bf16 2^24 + 2^17 (0x4B81), not 2^24;  i64 2^40 + 2^32 + 1 -> bf16 2^40 + 2^33 (0x5381).
module {
  func.func @main() {
    %a = stablehlo.constant dense<1.0039062500009095> : tensor<f64>
    %ab = stablehlo.convert %a : (tensor<f64>) -> tensor<bf16>
    %au = stablehlo.bitcast_convert %ab : (tensor<bf16>) -> tensor<ui16>
    check.expect_eq_const %au, dense<0x3F81> : tensor<ui16>
    %b = stablehlo.constant dense<1.0004882812509095> : tensor<f64>
    %bh = stablehlo.convert %b : (tensor<f64>) -> tensor<f16>
    %bu = stablehlo.bitcast_convert %bh : (tensor<f16>) -> tensor<ui16>
    check.expect_eq_const %bu, dense<0x3C01> : tensor<ui16>
    %c = stablehlo.constant dense<16842753> : tensor<i32>
    %cb = stablehlo.convert %c : (tensor<i32>) -> tensor<bf16>
    %cu = stablehlo.bitcast_convert %cb : (tensor<bf16>) -> tensor<ui16>
    check.expect_eq_const %cu, dense<0x4B81> : tensor<ui16>
    %d = stablehlo.constant dense<1103806595073> : tensor<i64>
    %db = stablehlo.convert %d : (tensor<i64>) -> tensor<bf16>
    %du = stablehlo.bitcast_convert %db : (tensor<bf16>) -> tensor<ui16>
    check.expect_eq_const %du, dense<0x5381> : tensor<ui16>
    return
  }
}
