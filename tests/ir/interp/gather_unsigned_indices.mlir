// RUN: juxla interpret %s
// STDOUT: 1 passed, 0 failed
// gather with unsigned start indices whose top bit is set: ui32 4294967295 and ui64 2^63 are huge positive values
// (not -1 / INT64_MIN), so they clamp to the last valid start; ui8 255 likewise. (Spec: start indices are of integer
// type and clamp to [0, dim - slice_size].)
module {
  func.func @main() {
    %op = stablehlo.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi32>
    %i32 = stablehlo.constant dense<[[4294967295], [0], [2147483648]]> : tensor<3x1xui32>
    %g = "stablehlo.gather"(%op, %i32) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>}> : (tensor<5xi32>, tensor<3x1xui32>) -> tensor<3x2xi32>
    check.expect_eq_const %g, dense<[[13, 14], [10, 11], [13, 14]]> : tensor<3x2xi32>
    %i64 = stablehlo.constant dense<[[9223372036854775808], [18446744073709551615]]> : tensor<2x1xui64>
    %h = "stablehlo.gather"(%op, %i64) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<2x1xui64>) -> tensor<2xi32>
    check.expect_eq_const %h, dense<[14, 14]> : tensor<2xi32>
    %i8 = stablehlo.constant dense<[[255], [128]]> : tensor<2x1xui8>
    %k = "stablehlo.gather"(%op, %i8) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<2x1xui8>) -> tensor<2xi32>
    check.expect_eq_const %k, dense<[14, 14]> : tensor<2xi32>
    return
  }
}
