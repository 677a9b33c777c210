// RUN: juxla print %s
// Equivalent spellings of function signatures print one way.
module {
  func.func @no_results(%x: tensor<f32> {}) -> () {
    return
  }
  func.func @paren_result(%x: tensor<f32>) -> (tensor<f32>) {
    return %x : tensor<f32>
  }
  func.func @empty_attrs(%x: tensor<f32>) -> (tensor<f32> {}) {
    return %x : tensor<f32>
  }
  func.func @second_has_attrs(%x: tensor<f32>) -> (tensor<f32>, tensor<f32> {a = 1 : i32}) {
    return %x, %x : tensor<f32>, tensor<f32>
  }
  func.func private @decl(tensor<f32> {}, tensor<i1>) -> (tensor<f32>)
}
