// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.custom_call @"name with spaces"(%arg0) {backend_config = "tab\09newline\0Aquote\22backslash\\utf8\C3\A9nul\00"} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = stablehlo.custom_call @"quote\22in target"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
