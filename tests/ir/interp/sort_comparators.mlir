// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// sort whose comparator looks at the second operand only (UNSIGNED ui16, descending) or orders lexicographically by
// (operand 0, then operand 1); a negative dimension (-1 = last, allowed by the spec); ui64 and i1 keys.
module {
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
    %b = stablehlo.constant dense<[7, 65535, 0, 300]> : tensor<4xui16>
    %s:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%l0: tensor<i64>, %r0: tensor<i64>, %l1: tensor<ui16>, %r1: tensor<ui16>):
      %c = stablehlo.compare  GT, %l1, %r1,  UNSIGNED : (tensor<ui16>, tensor<ui16>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xi64>, tensor<4xui16>) -> (tensor<4xi64>, tensor<4xui16>)
    check.expect_eq_const %s#0, dense<[2, 4, 1, 3]> : tensor<4xi64>
    check.expect_eq_const %s#1, dense<[65535, 300, 7, 0]> : tensor<4xui16>
    %x = stablehlo.constant dense<[[2, 1, 2, 1]]> : tensor<1x4xi32>
    %y = stablehlo.constant dense<[[5, 9, 3, 4]]> : tensor<1x4xi32>
    %l:2 = "stablehlo.sort"(%x, %y) <{dimension = -1 : i64}> ({
    ^bb0(%l0: tensor<i32>, %r0: tensor<i32>, %l1: tensor<i32>, %r1: tensor<i32>):
      %lt0 = stablehlo.compare  LT, %l0, %r0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %eq0 = stablehlo.compare  EQ, %l0, %r0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %lt1 = stablehlo.compare  LT, %l1, %r1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %t = stablehlo.and %eq0, %lt1 : tensor<i1>
      %c = stablehlo.or %lt0, %t : tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<1x4xi32>, tensor<1x4xi32>) -> (tensor<1x4xi32>, tensor<1x4xi32>)
    check.expect_eq_const %l#0, dense<[[1, 1, 2, 2]]> : tensor<1x4xi32>
    check.expect_eq_const %l#1, dense<[[4, 9, 3, 5]]> : tensor<1x4xi32>
    %u = stablehlo.constant dense<[18446744073709551615, 0, 9223372036854775808]> : tensor<3xui64>
    %us = "stablehlo.sort"(%u) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<ui64>, %r0: tensor<ui64>):
      %c = stablehlo.compare  LT, %l0, %r0,  UNSIGNED : (tensor<ui64>, tensor<ui64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<3xui64>) -> tensor<3xui64>
    check.expect_eq_const %us, dense<[0, 9223372036854775808, 18446744073709551615]> : tensor<3xui64>
    %p = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
    %ps = "stablehlo.sort"(%p) <{dimension = 0 : i64}> ({
    ^bb0(%l0: tensor<i1>, %r0: tensor<i1>):
      %c = stablehlo.compare  LT, %l0, %r0,  UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4xi1>) -> tensor<4xi1>
    check.expect_eq_const %ps, dense<[false, false, true, true]> : tensor<4xi1>
    return
  }
}
