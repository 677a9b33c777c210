// RUN: juxla opt %s --passes=cse
// The loop body reuses the exponential computed before the loop; the sqrt after the loop cannot reuse
// the one inside the body, which does not dominate it.
func.func @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0 = stablehlo.exponential %arg0 : tensor<4xf32>
  %1:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i64>, tensor<4xf32>
   cond {
    %c_1 = stablehlo.constant dense<8> : tensor<i64>
    %3 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %3 : tensor<i1>
  } do {
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %3 = stablehlo.add %iterArg, %c_1 : tensor<i64>
    %4 = stablehlo.exponential %arg0 : tensor<4xf32>
    %5 = stablehlo.add %iterArg_0, %4 : tensor<4xf32>
    %6 = stablehlo.sqrt %arg0 : tensor<4xf32>
    %7 = stablehlo.add %5, %6 : tensor<4xf32>
    stablehlo.return %3, %7 : tensor<i64>, tensor<4xf32>
  }
  %2 = stablehlo.sqrt %arg0 : tensor<4xf32>
  return %1#1, %2 : tensor<4xf32>, tensor<4xf32>
}
