// RUN: juxla print %s
module {
  func.func @main() -> (tensor<8xf16>, tensor<2x4xbf16>, tensor<12xf32>, tensor<10xf64>) {
    %cst = stablehlo.constant dense<[9.997550e-02, 3.332520e-01, 6.550400e+04, -7.000000e+00, 5.960460e-08, 6.103520e-05, 1.001360e-05, 3.140630e+00]> : tensor<8xf16>
    %cst_0 = stablehlo.constant dense<[[1.000980e-01, 3.339840e-01, 9.999220e+09, 9.183550e-41], [3.389530e+38, -2.500000e+00, 1.001360e-05, 1.765630e+00]]> : tensor<2x4xbf16>
    %cst_1 = stablehlo.constant dense<[1.000000e-01, 0.333333343, 3.14159274, 9.99999974E-6, 0.00123456703, 9.99999968E+37, 3.40282347E+38, 1.17549435E-38, 1.401300e-45, 9.199940e-41, 0x4B800000, 0x4CEB79A3]> : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<[0.33333333333333331, 3.14159265358979, 9.9999999999999997E+37, 1.7976931348623157E+308, 2.2250738585072014E-308, 4.940660e-324, 1.000000e-300, 1.000000e+100, 0x419D6F3454000000, -0.46801626481401559]> : tensor<10xf64>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<8xf16>, tensor<2x4xbf16>, tensor<12xf32>, tensor<10xf64>
  }
}
