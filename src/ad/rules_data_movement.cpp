// Vjp rules of ops that move data without arithmetic: each cotangent is the transpose of the move
// (a broadcast's is a sum, a reshape's a reshape, a transpose's the inverse transpose).
#include <algorithm>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::OpCode;
using ir::Value;

std::vector<int64_t> shapeOf(const Value* v) {
  return std::vector<int64_t>(v->type().shape().begin(), v->type().shape().end());
}

VjpResult broadcastInDim(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  std::span<const int64_t> dims = a.op.attr("broadcast_dimensions").ints();
  ir::Type out = g->type();
  // Sum over the result dimensions the operand does not have, and over those it has with size 1.
  std::vector<bool> summed(size_t(out.rank()), true);
  for (size_t i = 0; i < dims.size(); ++i)
    if (x->type().dim(int64_t(i)) == out.dim(dims[i])) summed[size_t(dims[i])] = false;
  std::vector<int64_t> sumDims, kept;
  for (int64_t d = 0; d < out.rank(); ++d) (summed[size_t(d)] ? sumDims : kept).push_back(d);
  Value* reduced = g;
  if (!sumDims.empty()) reduced = b.reduce(g, b.zeros(ir::Type::scalar(out.elementType())), sumDims, OpCode::Add);
  // The kept dimensions are in result order; put them in operand order before restoring size-1 dims.
  std::vector<int64_t> perm;
  for (size_t i = 0; i < dims.size(); ++i) {
    auto it = std::find(kept.begin(), kept.end(), dims[i]);
    if (it != kept.end()) perm.push_back(int64_t(it - kept.begin()));
  }
  if (!std::is_sorted(perm.begin(), perm.end())) reduced = b.transpose(reduced, perm);
  return single(a, b.reshape(reduced, shapeOf(x)));
}

VjpResult reshape(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  return single(a, a.b.reshape(a.cotangent(0), shapeOf(a.op.operand(0))));
}

VjpResult transpose(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  std::span<const int64_t> perm = a.op.attr("permutation").ints();
  std::vector<int64_t> inverse(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inverse[size_t(perm[i])] = int64_t(i);
  return single(a, a.b.transpose(a.cotangent(0), inverse));
}

}  // namespace juxla::ad::rules
