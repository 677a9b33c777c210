// RUN: juxla print %s
module {
  func.func @main(%arg0: tensor<i1>, %arg1: tensor<4xf32>) -> (tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = "stablehlo.if"(%arg0) ({
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %4 = stablehlo.convert %cst_4 : (tensor<f32>) -> tensor<i32>
      %5 = stablehlo.add %c_2, %c_3 : tensor<i32>
      %6 = stablehlo.add %5, %4 : tensor<i32>
      stablehlo.return %6 : tensor<i32>
    }, {
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      stablehlo.return %c_2 : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.add %0, %c_0 : tensor<i32>
    %2 = stablehlo.multiply %1, %c_1 : tensor<i32>
    %3:2 = stablehlo.while(%iterArg = %c, %iterArg_2 = %arg1) : tensor<i32>, tensor<4xf32>
     cond {
      %4 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.add %iterArg, %c : tensor<i32>
      %5 = "stablehlo.sort"(%iterArg_2) <{dimension = 0 : i64}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %c_4 = stablehlo.constant dense<0> : tensor<i32>
        %7 = stablehlo.compare  GT, %arg2, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %7 : tensor<i1>
      }) : (tensor<4xf32>) -> tensor<4xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %4, %c_3 : tensor<i32>
      stablehlo.return %6, %5 : tensor<i32>, tensor<4xf32>
    }
    return %2, %3#0, %cst, %3#1 : tensor<i32>, tensor<i32>, tensor<f32>, tensor<4xf32>
  }
}
