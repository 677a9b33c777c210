// A two-layer perceptron with softmax, as StableHLO: x (4x8) -> 16 hidden units -> 4 class probabilities.
// Flux's Dense(8 => 16, relu) keeps W as 16x8 (Julia, column-major), which is the IR tensor W: 8x16.
// `juxla opt` inlines @relu (its broadcast zero folds into a splat constant) and drops the no-op reshape.
module @mlp attributes {juxla.example = "mlp_forward"} {
  func.func public @main(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %b1: tensor<16xf32>,
                         %w2: tensor<16x4xf32>, %b2: tensor<4xf32>) -> tensor<4x4xf32> {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %bias1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
    %h1 = stablehlo.add %h, %bias1 : tensor<4x16xf32>
    %a1 = call @relu(%h1) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %logits0 = stablehlo.dot_general %a1, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %bias2 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
    %logits = stablehlo.add %logits0, %bias2 : tensor<4x4xf32>
    // softmax over the classes, shifted by the row maximum for stability
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %rowmax = stablehlo.reduce(%logits init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %m = stablehlo.broadcast_in_dim %rowmax, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %shifted = stablehlo.subtract %logits, %m : tensor<4x4xf32>
    %e = stablehlo.exponential %shifted : tensor<4x4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %rowsum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %same = stablehlo.reshape %rowsum : (tensor<4xf32>) -> tensor<4xf32>
    %s = stablehlo.broadcast_in_dim %same, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %p = stablehlo.divide %e, %s : tensor<4x4xf32>
    return %p : tensor<4x4xf32>
  }
  func.func private @relu(%z: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %zeros = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %r = stablehlo.maximum %z, %zeros : tensor<4x16xf32>
    return %r : tensor<4x16xf32>
  }
}
