// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort with a TOTALORDER LT comparator orders all floats, NaNs included (IEEE totalOrder):
// -NaN < -inf < -1 < -denormal < -0.0 < +0.0 < 1 < +inf < +NaN. Bits checked.
module {
  func.func @main() {
    %x = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0, 0xFF800000, 0.0, 0xFFC00000, 0x7F800000, -1.0, 0x80000001]> : tensor<9xf32>
    %s = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %c = stablehlo.compare  LT, %l, %r,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<9xf32>) -> tensor<9xf32>
    %b = stablehlo.bitcast_convert %s : (tensor<9xf32>) -> tensor<9xui32>
    check.expect_eq_const %b, dense<[0xFFC00000, 0xFF800000, 0xBF800000, 0x80000001, 0x80000000, 0x00000000, 0x3F800000, 0x7F800000, 0x7FC00000]> : tensor<9xui32>
    return
  }
}
