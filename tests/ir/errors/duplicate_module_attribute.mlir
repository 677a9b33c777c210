// RUN: juxla print %s
// EXIT: 1
module attributes {mhlo.num_replicas = 1 : i32, mhlo.num_replicas = 2 : i32} {
  func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
