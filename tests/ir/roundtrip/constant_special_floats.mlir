// RUN: juxla print %s
module {
  func.func @main() -> (tensor<8xf16>, tensor<8xbf16>, tensor<8xf32>, tensor<8xf64>, tensor<f32>, tensor<2x2xf32>, tensor<f64>, tensor<2x2xf64>, tensor<3xf32>, tensor<2xf32>, tensor<f16>) {
    %cst = stablehlo.constant dense<[0x7E00, 0x7C00, 0xFC00, 0xFE00, -0.000000e+00, 0.000000e+00, 5.960460e-08, 1.000000e+00]> : tensor<8xf16>
    %cst_0 = stablehlo.constant dense<[0x7FC0, 0x7F80, 0xFF80, 0xFFC0, -0.000000e+00, 0.000000e+00, 9.183550e-41, 1.000000e+00]> : tensor<8xbf16>
    %cst_1 = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 0xFFC00000, -0.000000e+00, 0.000000e+00, 1.401300e-45, 1.000000e+00]> : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<[0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0xFFF8000000000000, -0.000000e+00, 0.000000e+00, 4.940660e-324, 1.000000e+00]> : tensor<8xf64>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_4 = stablehlo.constant dense<-0.000000e+00> : tensor<2x2xf32>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %cst_6 = stablehlo.constant dense<-0.000000e+00> : tensor<2x2xf64>
    %cst_7 = stablehlo.constant dense<0x7F800001> : tensor<3xf32>
    %cst_8 = stablehlo.constant dense<[0x7FC00001, 0xFFFFFFFF]> : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0xFE00> : tensor<f16>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9 : tensor<8xf16>, tensor<8xbf16>, tensor<8xf32>, tensor<8xf64>, tensor<f32>, tensor<2x2xf32>, tensor<f64>, tensor<2x2xf64>, tensor<3xf32>, tensor<2xf32>, tensor<f16>
  }
}
