// NNlib's activations, softmax family and batched_mul as IR (conv and pooling: nnlib_emit_conv.cpp).
// Each formula is NNlib's own, op for op, so results match NNlib's rounding where the ops do.
#include "staging/nnlib_emit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <stdexcept>
#include <string>

#include "staging/layout.h"
#include "staging/nnlib_emit_support.h"

namespace juxla::staging {

using ir::Builder;
using ir::ComparisonDirection;
using ir::ElementType;
using ir::OpCode;
using ir::Value;
using nnlib_detail::fill;
using nnlib_detail::promoteElements;
using nnlib_detail::toFloat;

// ---- Activations ----

Value* relu(Builder& b, Value* x) {
  Value* zero = fill(b, x, 0.0);
  return b.select(b.compare(x, zero, ComparisonDirection::LT), zero, x);
}

Value* sigmoid(Builder& b, Value* x) { return b.logistic(toFloat(b, x)); }

Value* tanhAct(Builder& b, Value* x) { return b.tanh(toFloat(b, x)); }

Value* elu(Builder& b, Value* x, double alpha) {
  x = toFloat(b, x);
  Value* negative = b.mul(fill(b, x, alpha), b.sub(b.exp(x), fill(b, x, 1.0)));
  return b.select(b.compare(x, fill(b, x, 0.0), ComparisonDirection::GE), x, negative);
}

Value* leakyrelu(Builder& b, Value* x, double a) {
  x = toFloat(b, x);
  return b.select(b.compare(x, fill(b, x, 0.0), ComparisonDirection::GT), x, b.mul(fill(b, x, a), x));
}

Value* gelu(Builder& b, Value* x) {
  x = toFloat(b, x);
  // x/2 * (1 + tanh(λ * (x + α * x^3))); x^3 is Julia's literal power, x*x*x.
  Value* cube = b.mul(b.mul(x, x), x);
  Value* inner = b.mul(fill(b, x, std::sqrt(2.0 / std::numbers::pi)), b.add(x, b.mul(fill(b, x, 0.044715), cube)));
  Value* half = b.div(x, fill(b, x, 2.0));
  return b.mul(half, b.add(fill(b, x, 1.0), b.tanh(inner)));
}

Value* swish(Builder& b, Value* x) {
  x = toFloat(b, x);
  return b.mul(x, b.logistic(x));
}

Value* softplus(Builder& b, Value* x) {
  x = toFloat(b, x);
  return b.add(b.logPlusOne(b.exp(b.neg(b.abs(x)))), relu(b, x));
}

// ---- Softmax family ----

namespace {

// The IR dims that Julia's `dims` reduces over, ascending; dims past ndims(x) reduce nothing.
std::vector<int64_t> reducedIrDims(const Dims& dims, int64_t rank) {
  std::vector<int64_t> out;
  if (dims.colon) {
    for (int64_t d = 0; d < rank; ++d) out.push_back(d);
    return out;
  }
  for (int64_t d : dims.list) {
    if (d < 1) throw std::invalid_argument("ArgumentError: dimension must be ≥ 1, got " + std::to_string(d));
    if (d <= rank) out.push_back(irDim(d, rank));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// A reduction over `reduced` (IR dims), as the reduce op gives it: those dims dropped.
Value* reduceOver(Builder& b, Value* x, const std::vector<int64_t>& reduced, OpCode op, double init) {
  return b.reduce(x, b.constant(x->type().elementType(), init), reduced, op);
}

// Broadcasts a reduction over `reduced` back to `full`'s shape (Julia's `x .- maximum(x; dims)`).
Value* broadcastBack(Builder& b, Value* reducedValue, Value* full, const std::vector<int64_t>& reduced) {
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < full->type().rank(); ++d)
    if (!std::binary_search(reduced.begin(), reduced.end(), d)) kept.push_back(d);
  auto shape = full->type().shape();
  return b.broadcastInDim(reducedValue, {shape.begin(), shape.end()}, kept);
}

// NNlib's fast_maximum(x; dims): reduce(max, x; dims, init = -Inf), broadcast back to x's shape.
Value* maxBroadcast(Builder& b, Value* x, const std::vector<int64_t>& reduced) {
  if (reduced.empty()) return x;
  return broadcastBack(b, reduceOver(b, x, reduced, OpCode::Maximum, -INFINITY), x, reduced);
}

Value* sumBroadcast(Builder& b, Value* x, const std::vector<int64_t>& reduced) {
  if (reduced.empty()) return x;
  return broadcastBack(b, reduceOver(b, x, reduced, OpCode::Add, 0.0), x, reduced);
}

Value* isPlusInf(Builder& b, Value* v) { return b.compare(v, fill(b, v, INFINITY), ComparisonDirection::EQ); }

}  // namespace

// NNlib takes the ifelse path only when some max is non-finite; applied everywhere it gives the same
// values (a finite max is never +Inf), and keeps the program free of a data-dependent branch.
Value* softmax(Builder& b, Value* x, const Dims& dims) {
  x = toFloat(b, x);
  std::vector<int64_t> reduced = reducedIrDims(dims, x->type().rank());
  Value* max = maxBroadcast(b, x, reduced);
  Value* atInf = b.select(isPlusInf(b, x), fill(b, x, 1.0), fill(b, x, 0.0));
  Value* out = b.select(isPlusInf(b, max), atInf, b.exp(b.sub(x, max)));
  return b.div(out, sumBroadcast(b, out, reduced));
}

Value* logsoftmax(Builder& b, Value* x, const Dims& dims) {
  x = toFloat(b, x);
  std::vector<int64_t> reduced = reducedIrDims(dims, x->type().rank());
  Value* max = maxBroadcast(b, x, reduced);
  Value* atInf = b.select(isPlusInf(b, x), fill(b, x, 0.0), fill(b, x, -INFINITY));
  Value* out = b.select(isPlusInf(b, max), atInf, b.sub(x, max));
  return b.sub(out, b.log(sumBroadcast(b, b.exp(out), reduced)));
}

Value* logsumexp(Builder& b, Value* x, const Dims& dims) {
  x = toFloat(b, x);
  std::vector<int64_t> reduced = reducedIrDims(dims, x->type().rank());
  if (reduced.empty()) return b.add(x, b.log(b.exp(b.sub(x, x))));  // max_ is x itself
  Value* max = reduceOver(b, x, reduced, OpCode::Maximum, -INFINITY);
  Value* sum = reduceOver(b, b.exp(b.sub(x, broadcastBack(b, max, x, reduced))), reduced, OpCode::Add, 0.0);
  Value* result = b.add(max, b.log(sum));
  if (dims.colon) return result;  // 0-d, as NNlib returns a number
  std::vector<int64_t> kept(x->type().shape().begin(), x->type().shape().end());
  for (int64_t d : reduced) kept[size_t(d)] = 1;
  return b.reshape(result, kept);
}

// ---- batched_mul ----

namespace {

std::string juliaSize(Value* v) {
  auto d = juliaDims(v->type());
  std::string s = "(";
  for (size_t i = 0; i < d.size(); ++i) s += (i ? "," : "") + std::to_string(d[i]);
  return s + ")";
}

}  // namespace

Value* batchedMul(Builder& b, Value* a, Value* bMat) {
  int64_t ra = a->type().rank(), rb = bMat->type().rank();
  if (ra < 2 || ra > 3 || rb < 2 || rb > 3 || (ra == 2 && rb == 2))
    throw std::invalid_argument("MethodError: batched_mul takes two arrays of 2 or 3 dims, at least one of 3 dims; got " +
                                std::to_string(ra) + " and " + std::to_string(rb) + " dims");
  ElementType e = promoteElements(a->type().elementType(), bMat->type().elementType());
  if (a->type().elementType() != e) a = b.convert(a, e);
  if (bMat->type().elementType() != e) bMat = b.convert(bMat, e);

  // IR shapes: A is [batch?, k, m], B is [batch?, n, k].
  auto as = a->type().shape(), bs = bMat->type().shape();
  int64_t m = as[size_t(ra - 1)], k = as[size_t(ra - 2)], batchA = ra == 3 ? as[0] : 1;
  int64_t n = bs[size_t(rb - 2)], kB = bs[size_t(rb - 1)], batchB = rb == 3 ? bs[0] : 1;
  if (k != kB)
    throw std::invalid_argument("DimensionMismatch: matrix A has dimensions (" + std::to_string(m) + "," +
                                std::to_string(k) + "), matrix B has dimensions (" + std::to_string(kB) + "," +
                                std::to_string(n) + ")");
  if (batchA != batchB && batchA != 1 && batchB != 1)
    throw std::invalid_argument("DimensionMismatch: batch size mismatch: A != B (" + juliaSize(a) + " vs. " +
                                juliaSize(bMat) + ")");

  ir::DotDims dims;
  if (ra == 3 && rb == 3 && batchA == batchB) {
    // C[b] = A[b] * B[b]; in IR C_ir[b] = B_ir[b] · A_ir[b], which is [b, n, m] directly.
    dims.lhsBatchingDims = {0}, dims.rhsBatchingDims = {0};
    dims.lhsContractingDims = {2}, dims.rhsContractingDims = {1};
    return b.dotGeneral(bMat, a, dims);
  }
  if (batchA == 1) {
    // One A for every batch of B: B [bb, n, k] · A [k, m] -> [bb, n, m].
    if (ra == 3) a = b.reshape(a, {k, m});
    if (rb == 2) bMat = b.reshape(bMat, {1, n, k});
    dims.lhsContractingDims = {2}, dims.rhsContractingDims = {0};
    return b.dotGeneral(bMat, a, dims);
  }
  // One B for every batch of A: A [ba, k, m] · B [n, k] -> [ba, m, n], then swap to [ba, n, m].
  if (rb == 3) bMat = b.reshape(bMat, {n, k});
  dims.lhsContractingDims = {1}, dims.rhsContractingDims = {1};
  return b.transpose(b.dotGeneral(a, bMat, dims), {0, 2, 1});
}

}  // namespace juxla::staging
