// Vjp rules of ops that cut out, paste, join, pad or flip windows: each cotangent puts g back where
// the op took its elements from (a slice's is a pad with zeros, a pad's a slice, and so on).
#include <algorithm>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::OpCode;
using ir::Value;

namespace {

bool hasZeroDim(ir::Type t) {
  for (int64_t d : t.shape())
    if (d == 0) return true;
  return false;
}

std::vector<int64_t> intsAttr(const ir::Operation& op, const char* name, size_t rank, int64_t fallback) {
  ir::Attr attr = op.attr(name);
  if (!attr) return std::vector<int64_t>(rank, fallback);
  return std::vector<int64_t>(attr.ints().begin(), attr.ints().end());
}

}  // namespace

VjpResult slice(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  ir::Type x = a.op.operand(0)->type();
  if (hasZeroDim(g->type())) return single(a, b.zeros(x));
  size_t rank = size_t(x.rank());
  std::vector<int64_t> start = intsAttr(a.op, "start_indices", rank, 0);
  std::vector<int64_t> strides = intsAttr(a.op, "strides", rank, 1);
  // Result element i of a dimension came from start + i * stride: pad g back with stride - 1 zeros between.
  std::vector<int64_t> low(rank), high(rank), interior(rank);
  for (size_t d = 0; d < rank; ++d) {
    int64_t last = start[d] + (g->type().dim(int64_t(d)) - 1) * strides[d];
    low[d] = start[d];
    high[d] = x.dim(int64_t(d)) - 1 - last;
    interior[d] = strides[d] - 1;
  }
  Value* zero = b.zeros(ir::Type::scalar(x.elementType()));
  return single(a, b.pad(g, zero, low, high, interior));
}

// dynamic_update_slice clamps its starts exactly as dynamic_slice does (the window has the same
// size), so passing the primal start operands puts g back where the slice was read.
VjpResult dynamicSlice(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  std::vector<Value*> starts(a.op.operands().begin() + 1, a.op.operands().end());
  Value* zeros = a.b.zeros(a.op.operand(0)->type());
  return single(a, a.b.dynamicUpdateSlice(zeros, a.cotangent(0), starts));
}

VjpResult dynamicUpdateSlice(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* update = a.op.operand(1);
  std::vector<Value*> starts(a.op.operands().begin() + 2, a.op.operands().end());
  VjpResult r = none(a);
  // The overwritten window of the operand does not reach the result; the update is exactly that window.
  if (a.wants(0)) r.operands[0] = b.dynamicUpdateSlice(g, b.zeros(update->type()), starts);
  if (isDifferentiable(update) && a.wants(1)) r.operands[1] = b.dynamicSlice(g, starts, shapeOf(update));
  return r;
}

VjpResult concatenate(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  int64_t dim = a.op.attr("dimension").intValue();
  std::vector<int64_t> start(size_t(g->type().rank()), 0);
  std::vector<int64_t> limit = shapeOf(g);
  VjpResult r = none(a);
  int64_t offset = 0;
  for (size_t i = 0; i < a.op.numOperands(); ++i) {
    Value* input = a.op.operand(i);
    int64_t size = input->type().dim(dim);
    if (isDifferentiable(input) && a.wants(i)) {
      start[size_t(dim)] = offset;
      limit[size_t(dim)] = offset + size;
      r.operands[i] = b.slice(g, start, limit);
    }
    offset += size;
  }
  return r;
}

// Negative edge padding crops; interior padding spreads the operand out. The operand's cotangent
// undoes the crop with zeros, then takes every (interior + 1)-th element; the padding value's is
// the sum of g over the positions the padding value fills.
VjpResult pad(VjpArgs& a) {
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value* x = a.op.operand(0);
  Value* paddingValue = a.op.operand(1);
  ir::Type xt = x->type();
  size_t rank = size_t(xt.rank());
  std::vector<int64_t> low = intsAttr(a.op, "edge_padding_low", rank, 0);
  std::vector<int64_t> high = intsAttr(a.op, "edge_padding_high", rank, 0);
  std::vector<int64_t> interior = intsAttr(a.op, "interior_padding", rank, 0);
  Value* zero = b.zeros(ir::Type::scalar(xt.elementType()));
  VjpResult r = none(a);
  if (a.wants(0)) {
    if (hasZeroDim(xt)) {
      r.operands[0] = b.zeros(xt);
    } else {
      std::vector<int64_t> uncropLow(rank), uncropHigh(rank), start(rank), limit(rank), strides(rank);
      for (size_t d = 0; d < rank; ++d) {
        uncropLow[d] = std::max<int64_t>(-low[d], 0);
        uncropHigh[d] = std::max<int64_t>(-high[d], 0);
        start[d] = std::max<int64_t>(low[d], 0);
        strides[d] = interior[d] + 1;
        limit[d] = start[d] + (xt.dim(int64_t(d)) - 1) * strides[d] + 1;
      }
      Value* uncropped = g;
      if (std::any_of(uncropLow.begin(), uncropLow.end(), [](int64_t v) { return v != 0; }) ||
          std::any_of(uncropHigh.begin(), uncropHigh.end(), [](int64_t v) { return v != 0; }))
        uncropped = b.pad(g, zero, uncropLow, uncropHigh);
      r.operands[0] = b.slice(uncropped, start, limit, strides);
    }
  }
  if (isDifferentiable(paddingValue) && a.wants(1)) {
    // The same pad of zeros with padding value 1 marks the padded positions.
    Value* mask = b.pad(b.zeros(xt), b.ones(ir::Type::scalar(xt.elementType())), low, high, interior);
    r.operands[1] = b.reduce(b.mul(g, mask), zero, allDims(int64_t(rank)), OpCode::Add);
  }
  return r;
}

VjpResult reverse(VjpArgs& a) {
  if (!a.wants(0)) return none(a);
  std::span<const int64_t> dims = a.op.attr("dimensions").ints();
  return single(a, a.b.reverse(a.cotangent(0), std::vector<int64_t>(dims.begin(), dims.end())));
}

}  // namespace juxla::ad::rules
