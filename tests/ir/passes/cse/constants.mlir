// RUN: juxla opt %s --passes=cse
// Constants merge only with the same type and the same bits: 0.0 and -0.0 differ, f32 and f64 differ.
func.func @main() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf64>, tensor<f32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>) {
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
  %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
  %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<2xf64>
  %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %cst_3 = stablehlo.constant dense<-0.000000e+00> : tensor<f32>
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %c_4 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %c_5 = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %c_4, %c_5 : tensor<2xf32>, tensor<2xf32>, tensor<2xf64>, tensor<f32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>
}
