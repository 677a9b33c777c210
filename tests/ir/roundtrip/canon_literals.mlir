// RUN: juxla print %s
// Literals are stored by value: equal elements become splats, hex and decimal spellings print canonically.
module {
  func.func @main() -> (tensor<3xi32>, tensor<2x2xf32>, tensor<2xf64>, tensor<2xf32>, tensor<7xf32>, tensor<3xi32>, tensor<2xui8>, tensor<3xf32>, tensor<i8>, tensor<i8>, tensor<ui16>, tensor<2xi1>, tensor<5xi1>, tensor<f32>, tensor<bf16>, tensor<f64>, tensor<f16>, tensor<f32>, tensor<f32>) {
    %v0 = stablehlo.constant dense<[1, 1, 1]> : tensor<3xi32>
    %v1 = stablehlo.constant dense<[[2.0, 2.0], [2.0, 2.0]]> : tensor<2x2xf32>
    %v2 = stablehlo.constant dense<[0.0, -0.0]> : tensor<2xf64>
    %v3 = stablehlo.constant dense<"0x0000803F0000803F"> : tensor<2xf32>
    %v4 = stablehlo.constant dense<"0x0000803F"> : tensor<7xf32>
    %v5 = stablehlo.constant dense<"0x0100000002000000FFFFFFFF"> : tensor<3xi32>
    %v6 = stablehlo.constant dense<"0x0001"> : tensor<2xui8>
    %v7 = stablehlo.constant dense<[0x3F800000, 2.5, 1.e-3]> : tensor<3xf32>
    %v8 = stablehlo.constant dense<0x7F> : tensor<i8>
    %v9 = stablehlo.constant dense<255> : tensor<i8>
    %v10 = stablehlo.constant dense<0xFFFF> : tensor<ui16>
    %v11 = stablehlo.constant dense<[true, true]> : tensor<2xi1>
    %v12 = stablehlo.constant dense<"0xFF"> : tensor<5xi1>
    %v13 = stablehlo.constant dense<0.1> : tensor<f32>
    %v14 = stablehlo.constant dense<0.1> : tensor<bf16>
    %v15 = stablehlo.constant dense<3.14159265358979323846> : tensor<f64>
    %v16 = stablehlo.constant dense<-1.5E+2> : tensor<f16>
    %v17 = stablehlo.constant dense<1.0e-40> : tensor<f32>
    %v18 = stablehlo.constant dense<16777216.0> : tensor<f32>
    return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18 : tensor<3xi32>, tensor<2x2xf32>, tensor<2xf64>, tensor<2xf32>, tensor<7xf32>, tensor<3xi32>, tensor<2xui8>, tensor<3xf32>, tensor<i8>, tensor<i8>, tensor<ui16>, tensor<2xi1>, tensor<5xi1>, tensor<f32>, tensor<bf16>, tensor<f64>, tensor<f16>, tensor<f32>, tensor<f32>
  }
}
