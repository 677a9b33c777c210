// Builds a two-layer perceptron's forward pass with juxla's C++ API, verifies it and prints it as
// StableHLO. Then shows what the builder says when the shapes do not fit.
#include <juxla/ir.h>

#include <iostream>

using namespace juxla;

static Type f32(std::vector<int64_t> shape) { return Type::tensor(ElementType::F32, shape); }

int main() {
  Module module;
  Builder b = addFunction(module, "mlp", {f32({4, 8}), f32({8, 16}), f32({16}), f32({16, 4}), f32({4})},
                          {f32({4, 4})});
  Block& body = *b.block();
  Value *x = body.arg(0), *w1 = body.arg(1), *b1 = body.arg(2), *w2 = body.arg(3), *b2 = body.arg(4);

  // Dense layer: x * W + b, with the bias broadcast over the batch.
  auto dense = [&](Value* in, Value* w, Value* bias) {
    DotDims dims;
    dims.lhsContractingDims = {1};
    dims.rhsContractingDims = {0};
    Value* y = b.dotGeneral(in, w, dims);
    auto shape = y->type().shape();
    return b.add(y, b.broadcastInDim(bias, {shape.begin(), shape.end()}, {1}));
  };
  Value* hidden = dense(x, w1, b1);
  Value* relu = b.maximum(hidden, b.zerosLike(hidden));
  Value* logits = dense(relu, w2, b2);
  b.funcReturn({logits});

  std::string errors = verify(module);
  if (!errors.empty()) {
    std::cerr << errors;
    return 1;
  }
  std::cout << print(module);

  // A 4x8 input times a 16x4 matrix does not contract: the builder refuses, naming op and shapes.
  try {
    DotDims dims;
    dims.lhsContractingDims = {1};
    dims.rhsContractingDims = {0};
    b.setInsertionPoint(*body.back());
    b.dotGeneral(x, w2, dims);
  } catch (const BuildError& e) {
    std::cout << "BuildError: " << e.what() << "\n";
  }
  return 0;
}
