// RUN: juxla print %s
// Strings print with MLIR's escapes: \22 for a quote, \\ for a backslash, \XX for other bytes outside printable ASCII.
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.custom_call @target(%arg0) {backend_config = "tab\tnewline\nquote\"é"} : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
