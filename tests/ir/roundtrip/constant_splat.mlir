// RUN: juxla print %s
module {
  func.func @main() -> (tensor<2x3xi32>, tensor<4xi1>, tensor<i1>, tensor<3x3xf64>, tensor<2xbf16>, tensor<1x1x1xi64>, tensor<100x100xui8>, tensor<1000xf32>, tensor<f16>, tensor<ui32>, tensor<1xf32>) {
    %c = stablehlo.constant dense<1> : tensor<2x3xi32>
    %c_0 = stablehlo.constant dense<true> : tensor<4xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0xFF80> : tensor<2xbf16>
    %c_3 = stablehlo.constant dense<-1> : tensor<1x1x1xi64>
    %c_4 = stablehlo.constant dense<255> : tensor<100x100xui8>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<1000xf32>
    %cst_6 = stablehlo.constant dense<-3.000000e+00> : tensor<f16>
    %c_7 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<1xf32>
    return %c, %c_0, %c_1, %cst, %cst_2, %c_3, %c_4, %cst_5, %cst_6, %c_7, %cst_8 : tensor<2x3xi32>, tensor<4xi1>, tensor<i1>, tensor<3x3xf64>, tensor<2xbf16>, tensor<1x1x1xi64>, tensor<100x100xui8>, tensor<1000xf32>, tensor<f16>, tensor<ui32>, tensor<1xf32>
  }
}
