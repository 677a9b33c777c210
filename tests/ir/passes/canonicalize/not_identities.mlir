// RUN: juxla opt %s --passes=canonicalize
// Look-alikes that are not identities stay: a broadcast that permutes, a shifting pad whose type is
// unchanged, a reverse of a long dim, a partial dynamic_slice, a convert that changes type, x + 0.0
// (not x for x = -0.0), a select on an unknown predicate, and convert(convert(x)), which may round.
module {
  func.func @main(%arg0: tensor<2x2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i64>, %arg3: tensor<3xi1>) -> (tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %1 = stablehlo.pad %arg1, %cst, low = [1], high = [-1], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.reverse %arg1, dims = [0] : tensor<3xf32>
    %3 = stablehlo.dynamic_slice %arg1, %arg2, sizes = [2] : (tensor<3xf32>, tensor<i64>) -> tensor<2xf32>
    %4 = stablehlo.convert %arg1 : (tensor<3xf32>) -> tensor<3xf16>
    %5 = stablehlo.add %arg1, %cst_0 : tensor<3xf32>
    %6 = stablehlo.select %arg3, %arg1, %cst_0 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.convert %4 : (tensor<3xf16>) -> tensor<3xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
  }
}
