// RUN: juxla print %s
module {
  func.func @main() -> (tensor<4xi1>, tensor<4xi8>, tensor<2xi16>, tensor<3xi32>, tensor<2xi64>, tensor<3xui8>, tensor<2xui16>, tensor<2x2xui32>, tensor<3xui64>) {
    %c = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
    %c_0 = stablehlo.constant dense<[-128, 127, 0, -1]> : tensor<4xi8>
    %c_1 = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
    %c_2 = stablehlo.constant dense<[-2147483648, 2147483647, 7]> : tensor<3xi32>
    %c_3 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
    %c_4 = stablehlo.constant dense<[0, 255, 128]> : tensor<3xui8>
    %c_5 = stablehlo.constant dense<[0, 65535]> : tensor<2xui16>
    %c_6 = stablehlo.constant dense<[[0, 4294967295], [2147483648, 1]]> : tensor<2x2xui32>
    %c_7 = stablehlo.constant dense<[0, 18446744073709551615, 9223372036854775808]> : tensor<3xui64>
    return %c, %c_0, %c_1, %c_2, %c_3, %c_4, %c_5, %c_6, %c_7 : tensor<4xi1>, tensor<4xi8>, tensor<2xi16>, tensor<3xi32>, tensor<2xi64>, tensor<3xui8>, tensor<2xui16>, tensor<2x2xui32>, tensor<3xui64>
  }
}
