// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort along a size-1 dimension (no change), of a size-0 tensor, and along dimension 1 of a 2x2x3 tensor (each of the
// four length-2 slices sorted independently).
module {
  func.func @main() {
    %x = stablehlo.constant dense<[[3, 1, 2]]> : tensor<1x3xi32>
    %a = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %c = stablehlo.compare  LT, %l, %r,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<1x3xi32>) -> tensor<1x3xi32>
    check.expect_eq %a, %x : tensor<1x3xi32>
    %e = stablehlo.constant dense<> : tensor<0xf16>
    %b = "stablehlo.sort"(%e) <{dimension = 0 : i64}> ({
    ^bb0(%l: tensor<f16>, %r: tensor<f16>):
      %c = stablehlo.compare  LT, %l, %r,  FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<0xf16>) -> tensor<0xf16>
    check.expect_eq_const %b, dense<> : tensor<0xf16>
    %t = stablehlo.constant dense<[[[6, 5, 4], [3, 2, 1]], [[1, 8, 0], [2, 7, 9]]]> : tensor<2x2x3xi8>
    %c = "stablehlo.sort"(%t) <{dimension = 1 : i64}> ({
    ^bb0(%l: tensor<i8>, %r: tensor<i8>):
      %q = stablehlo.compare  LT, %l, %r,  SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    }) : (tensor<2x2x3xi8>) -> tensor<2x2x3xi8>
    check.expect_eq_const %c, dense<[[[3, 2, 1], [6, 5, 4]], [[1, 7, 0], [2, 8, 9]]]> : tensor<2x2x3xi8>
    return
  }
}
