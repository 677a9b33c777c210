// Shape and data movement with Julia's semantics: permutedims, transpose, reverse, reshape, vec, cat,
// repeat, and Julia's `*` as dot_general in decision 4's layout.
#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "staging/array_emit.h"
#include "staging/array_emit_support.h"
#include "staging/layout.h"

namespace juxla::staging {

using emit_detail::describeArray;
using emit_detail::reshapeTo;
using emit_detail::juliaTuple;
using ir::ElementType;
using ir::Type;
using ir::Value;

namespace {

std::string juliaArgType(Type t) {
  std::string elt = emit_detail::juliaTypeName(t.elementType());
  if (t.rank() == 1) return "::Vector{" + elt + "}";
  if (t.rank() == 2) return "::Matrix{" + elt + "}";
  return "::Array{" + elt + ", " + std::to_string(t.rank()) + "}";
}

}  // namespace

Value* permutedims(ir::Builder& b, Value* x, std::span<const int64_t> juliaPerm) {
  int64_t n = x->type().rank();
  std::vector<int64_t> sorted(juliaPerm.begin(), juliaPerm.end());
  std::sort(sorted.begin(), sorted.end());
  std::vector<int64_t> identity(static_cast<size_t>(n));
  std::iota(identity.begin(), identity.end(), 1);
  if (sorted != identity) throw std::invalid_argument("ArgumentError: no valid permutation of dimensions");
  return b.transpose(x, irPermutation(juliaPerm));
}

Value* permutedims(ir::Builder& b, Value* x) {
  Type t = x->type();
  if (t.rank() == 1) return reshapeTo(b, x, {t.dim(0), 1});  // the 1xn matrix
  if (t.rank() == 2) return b.transpose(x, {1, 0});
  throw std::invalid_argument("MethodError: no method matching permutedims(" + juliaArgType(t) + ")");
}

Value* transpose(ir::Builder& b, Value* x) {
  Type t = x->type();
  if (t.rank() == 1) return reshapeTo(b, x, {t.dim(0), 1});  // Julia (1, n) is IR [n, 1]: same bytes
  if (t.rank() == 2) return b.transpose(x, {1, 0});
  throw std::invalid_argument("MethodError: no method matching transpose(" + juliaArgType(t) + ")");
}

Value* reverse(ir::Builder& b, Value* x, std::span<const int64_t> juliaDims) {
  int64_t n = x->type().rank();
  std::vector<int64_t> irDims;
  if (juliaDims.empty()) {
    for (int64_t d = 0; d < n; ++d) irDims.push_back(d);
  } else {
    for (int64_t d : juliaDims) {
      // base/arraymath.jl _reverse!: every dim in 1:N, none twice.
      bool repeated = std::count(juliaDims.begin(), juliaDims.end(), d) > 1;
      if (d < 1 || d > n || repeated)
        throw std::invalid_argument("ArgumentError: invalid dimensions " + juliaTuple(juliaDims) + " in reverse!");
      irDims.push_back(irDim(d, n));
    }
    std::sort(irDims.begin(), irDims.end());
  }
  if (irDims.empty()) return x;
  return b.reverse(x, irDims);
}

Value* reshape(ir::Builder& b, Value* x, std::span<const int64_t> juliaSize) {
  int64_t count = 1;
  for (int64_t d : juliaSize) {
    if (d < 0)
      throw std::invalid_argument("ArgumentError: invalid Array dimensions");
    count *= d;
  }
  if (count != x->type().numElements())
    throw std::invalid_argument("DimensionMismatch: new dimensions " + juliaTuple(juliaSize) +
                                " must be consistent with array length " + std::to_string(x->type().numElements()));
  return reshapeTo(b, x, irShape(juliaSize));
}

Value* vec(ir::Builder& b, Value* x) {
  int64_t n = x->type().numElements();
  return reshape(b, x, std::span<const int64_t>(&n, 1));
}

Value* dropdims(ir::Builder& b, Value* x, std::span<const int64_t> dropped) {
  std::vector<int64_t> dims = juliaDims(x->type()), kept;
  int64_t n = int64_t(dims.size());
  for (size_t i = 0; i < dropped.size(); ++i) {
    int64_t d = dropped[i];
    if (d < 1 || d > n) throw std::invalid_argument("ArgumentError: dropped dims must be in range 1:ndims(A)");
    if (dims[size_t(d - 1)] != 1) throw std::invalid_argument("ArgumentError: dropped dims must all be size 1");
    if (std::find(dropped.begin(), dropped.begin() + int64_t(i), d) != dropped.begin() + int64_t(i))
      throw std::invalid_argument("ArgumentError: dropped dims must be unique");
  }
  for (int64_t k = 1; k <= n; ++k)
    if (std::find(dropped.begin(), dropped.end(), k) == dropped.end()) kept.push_back(dims[size_t(k - 1)]);
  return reshapeTo(b, x, irShape(kept));
}

Value* cat(ir::Builder& b, std::span<Value* const> xs, int64_t juliaDim) {
  if (xs.empty()) throw std::invalid_argument("ArgumentError: cat needs at least one array");
  if (juliaDim < 1) throw std::invalid_argument("ArgumentError: cat: dimension must be ≥ 1, got " + std::to_string(juliaDim));
  emit_detail::requireSameElementType("cat", xs);
  int64_t rank = juliaDim;
  for (Value* x : xs) rank = std::max(rank, x->type().rank());
  // Every input as a Julia array of `rank` dims: trailing singleton dims, which are leading IR dims.
  std::vector<Value*> padded;
  std::vector<int64_t> first;
  for (Value* x : xs) {
    std::vector<int64_t> dims = juliaDims(x->type());
    dims.resize(size_t(rank), 1);
    if (first.empty()) first = dims;
    for (int64_t k = 0; k < rank; ++k)
      if (k + 1 != juliaDim && dims[size_t(k)] != first[size_t(k)])
        throw std::invalid_argument("DimensionMismatch: mismatch in dimension " + std::to_string(k + 1) +
                                    " (expected " + std::to_string(first[size_t(k)]) + " got " +
                                    std::to_string(dims[size_t(k)]) + ")");
    padded.push_back(x->type().rank() == rank ? x : reshapeTo(b, x, irShape(dims)));
  }
  if (padded.size() == 1) return padded[0];
  return b.concatenate(padded, irDim(juliaDim, rank));
}

// Julia's repeat: dim k of the result is (inner_k, d_k, outer_k) flattened column-major, so the IR
// value is a broadcast to [.., outer_k, d_k, inner_k, ..] (reversed) followed by one reshape.
Value* repeat(ir::Builder& b, Value* x, std::span<const int64_t> inner, std::span<const int64_t> outer) {
  std::vector<int64_t> dims = juliaDims(x->type());
  size_t rank = std::max({dims.size(), inner.size(), outer.size()});
  auto count = [](std::span<const int64_t> c, size_t k) {
    int64_t v = k < c.size() ? c[k] : 1;
    if (v < 0) throw std::invalid_argument("ArgumentError: no valid repeat count: " + std::to_string(v));
    return v;
  };
  dims.resize(rank, 1);
  std::vector<int64_t> expandedJulia, resultJulia, operandJuliaPos;
  for (size_t k = 0; k < rank; ++k) {
    int64_t i = count(inner, k), o = count(outer, k);
    expandedJulia.insert(expandedJulia.end(), {i, dims[k], o});
    operandJuliaPos.push_back(int64_t(3 * k + 1));
    resultJulia.push_back(i * dims[k] * o);
  }
  Value* base = x->type().rank() == int64_t(rank) ? x : reshapeTo(b, x, irShape(dims));
  int64_t expandedRank = int64_t(expandedJulia.size());
  std::vector<int64_t> broadcastDims(rank);
  for (size_t k = 0; k < rank; ++k)  // IR operand dim rank-1-k is Julia dim k
    broadcastDims[rank - 1 - k] = expandedRank - 1 - operandJuliaPos[k];
  Value* expanded = b.broadcastInDim(base, irShape(expandedJulia), broadcastDims);
  return reshapeTo(b, expanded, irShape(resultJulia));
}

// Julia's `*`. IR dims: a Julia matrix (m,k) is [k,m], a vector (k) is [k]. The product C (m,n) is IR
// [n,m] with C[j,i] = sum_l B[j,l] * A[l,i]: dot_general(B, A) contracting B's dim 1 with A's dim 0.
Value* matmul(ir::Builder& b, Value* a, Value* c) {
  Type ta = a->type(), tc = c->type();
  Value* operands[] = {a, c};
  emit_detail::requireSameElementType("*", operands);
  if (ir::isBool(ta.elementType())) {  // Bool matrices multiply in Int (Bool + Bool is Int)
    a = b.convert(a, ElementType::I64), c = b.convert(c, ElementType::I64);
  }
  std::vector<int64_t> ja = juliaDims(ta), jc = juliaDims(tc);
  ir::DotDims dims;
  if (ta.rank() == 2 && tc.rank() == 2) {
    if (ja[1] != jc[0])
      throw std::invalid_argument("DimensionMismatch: matrix A has dimensions (" + std::to_string(ja[0]) + "," +
                                  std::to_string(ja[1]) + "), matrix B has dimensions (" + std::to_string(jc[0]) +
                                  "," + std::to_string(jc[1]) + ")");
    dims.lhsContractingDims = {1}, dims.rhsContractingDims = {0};
    return b.dotGeneral(c, a, dims);
  }
  if (ta.rank() == 2 && tc.rank() == 1) {
    if (ja[1] != jc[0])
      throw std::invalid_argument("DimensionMismatch: second dimension of A, " + std::to_string(ja[1]) +
                                  ", does not match length of x, " + std::to_string(jc[0]));
    dims.lhsContractingDims = {0}, dims.rhsContractingDims = {0};  // y[i] = sum_l x[l] * A_ir[l,i]
    return b.dotGeneral(c, a, dims);
  }
  if (ta.rank() == 1 && tc.rank() == 2) {  // Julia: reshape(a, :, 1) * B, so B must have one row
    if (jc[0] != 1)
      throw std::invalid_argument("DimensionMismatch: matrix A has dimensions (" + std::to_string(ja[0]) +
                                  ",1), matrix B has dimensions (" + std::to_string(jc[0]) + "," +
                                  std::to_string(jc[1]) + ")");
    Value* row = reshapeTo(b, c, {jc[1]});  // IR [n,1] -> [n]
    return b.dotGeneral(row, a, dims);   // no contraction: [n] x [m] -> [n, m], Julia (m, n)
  }
  throw std::invalid_argument("MethodError: no method matching *(" + juliaArgType(ta) + ", " + juliaArgType(tc) + ")");
}

Value* adjointTimes(ir::Builder& b, Value* v, Value* w) {
  Type tv = v->type(), tw = w->type();
  if (tv.rank() != 1 || tw.rank() != 1)
    throw std::invalid_argument("MethodError: adjointTimes needs two vectors, got " + describeArray(tv) + " and " +
                                describeArray(tw));
  Value* operands[] = {v, w};
  emit_detail::requireSameElementType("*", operands);
  if (tv.dim(0) != tw.dim(0))
    throw std::invalid_argument("DimensionMismatch: dot product arguments have lengths " + std::to_string(tv.dim(0)) +
                                " and " + std::to_string(tw.dim(0)));
  if (ir::isBool(tv.elementType())) v = b.convert(v, ElementType::I64), w = b.convert(w, ElementType::I64);
  ir::DotDims dims;
  dims.lhsContractingDims = {0}, dims.rhsContractingDims = {0};
  return b.dotGeneral(v, w, dims);
}

Value* dot(ir::Builder& b, Value* x, Value* y) {
  Type tx = x->type(), ty = y->type();
  if (tx.numElements() != ty.numElements()) {
    if (tx.rank() == 1 && ty.rank() == 1)
      throw std::invalid_argument("DimensionMismatch: dot product arguments have lengths " +
                                  std::to_string(tx.dim(0)) + " and " + std::to_string(ty.dim(0)));
    throw std::invalid_argument("DimensionMismatch: first array has length " + std::to_string(tx.numElements()) +
                                " which does not match the length of the second, " +
                                std::to_string(ty.numElements()) + ".");
  }
  return adjointTimes(b, vec(b, x), vec(b, y));
}

Value* outer(ir::Builder& b, Value* v, Value* w) {
  if (v->type().rank() != 1 || w->type().rank() != 1)
    throw std::invalid_argument("MethodError: outer needs two vectors, got " + describeArray(v->type()) + " and " +
                                describeArray(w->type()));
  Value* operands[] = {v, w};
  emit_detail::requireSameElementType("*", operands);
  if (ir::isBool(v->type().elementType())) v = b.convert(v, ElementType::I64), w = b.convert(w, ElementType::I64);
  return b.dotGeneral(w, v, ir::DotDims{});  // [n] x [m] -> [n, m], the Julia (m, n) matrix v * w'
}

}  // namespace juxla::staging
