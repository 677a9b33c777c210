// Staged rules for NNlib's primitives: conv, pooling, the softmax family and batched_mul become the
// emitters of nnlib_emit.h (one convolution, one reduce_window, ...) instead of the host prelude's
// loops. Activations need no rule: their Julia definitions broadcast as elementwise IR already.
#include <limits>
#include <stdexcept>

#include "compiler/types.h"
#include "compiler/universe.h"
#include "staging/nnlib_emit.h"
#include "staging/rules_array_support.h"
#include "staging/session.h"

namespace juxla::staging {

namespace {

using array_rules::emitOrRaise;
using array_rules::intsOf;
using array_rules::keyword;


bool onlyKeywords(CallArgs& call, std::initializer_list<std::string_view> allowed) {
  for (auto& kw : call.keywords)
    if (std::find(allowed.begin(), allowed.end(), kw.first->view()) == allowed.end()) return false;
  return true;
}

const JType* floatElement(Session& s, const Value& array) {
  const JType* t = array.as<ArrayObject>()->elementType;
  const compiler::CoreTypes& c = s.ev.core();
  return (t == c.Float32 || t == c.Float64 || t == c.Float16) ? t : c.Float64;
}

Value conv(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2])) return Value();
  if (!onlyKeywords(call, {"stride", "pad", "dilation", "groups", "flipped"})) return Value();
  ConvSpec spec;
  if (auto* v = keyword(call, "stride")) spec.stride = intsOf(s, *v, call.span, "`stride`");
  if (auto* v = keyword(call, "pad")) spec.pad = intsOf(s, *v, call.span, "`pad`");
  if (auto* v = keyword(call, "dilation")) spec.dilation = intsOf(s, *v, call.span, "`dilation`");
  if (auto* v = keyword(call, "groups")) spec.groups = s.requireInt(*v, call.span, "`groups`");
  if (auto* v = keyword(call, "flipped")) spec.flipped = s.requireBool(*v, call.span, "`flipped`");
  const JType* t = compiler::promoteType(s.ev, call[1].as<ArrayObject>()->elementType, call[2].as<ArrayObject>()->elementType);
  std::optional<ir::ElementType> e = s.elementTypeOf(t);
  if (!e || !ir::isFloat(*e)) return Value();
  ir::Value* x = s.arrayValue(call[1]);
  ir::Value* w = s.arrayValue(call[2]);
  if (x->type().elementType() != *e) x = s.b.convert(x, *e);
  if (w->type().elementType() != *e) w = s.b.convert(w, *e);
  return s.newArray(emitOrRaise(s, call.span, [&] { return juxla::staging::conv(s.b, x, w, spec); }), t);
}

// NNlib keeps the first of equal values (`xv > m`), so a window holding -0.0 before 0.0 gives -0.0, where
// stablehlo.maximum gives 0.0. Within one window NNlib's order (w fastest, then h, d) is the order of
// the Julia linear index, so where the max is zero its sign is that of the zero with the smallest index:
// a second maxpool over -(2 * index + signbit) at the zeros (-floatmax elsewhere) finds it.
ir::Value* firstZeroSign(Session& s, ir::Value* x, ir::Value* maxed, const PoolSpec& spec) {
  ir::Builder& b = s.b;
  ir::Type keyType = x->type().withElementType(ir::ElementType::F64);
  std::vector<int64_t> shape(x->type().shape().begin(), x->type().shape().end());
  ir::Value* index = b.reshape(b.iota(ir::Type::tensor(ir::ElementType::F64, std::vector<int64_t>{x->type().numElements()}), 0), shape);
  ir::Value* zero = b.splat(x->type(), 0.0);
  ir::Value* isZero = b.compare(x, zero, ir::ComparisonDirection::EQ);
  ir::Value* negative = b.compare(b.divide(b.splat(x->type(), 1.0), x), zero, ir::ComparisonDirection::LT);  // 1/-0.0 < 0
  ir::Value* signBit = b.select(negative, b.splat(keyType, 1.0), b.splat(keyType, 0.0));
  ir::Value* key = b.negate(b.add(b.multiply(index, b.splat(keyType, 2.0)), signBit));
  key = b.select(isZero, key, b.splat(keyType, -std::numeric_limits<double>::max()));
  ir::Value* first = maxpool(b, key, spec);  // -(smallest key among the window's zeros), or -floatmax
  ir::Value* firstNegative =
      b.compare(b.remainder(first, b.splat(first->type(), 2.0)), b.splat(first->type(), -1.0), ir::ComparisonDirection::EQ);
  ir::Value* signedZero = b.select(firstNegative, b.splat(maxed->type(), -0.0), b.splat(maxed->type(), 0.0));
  return b.select(b.compare(maxed, b.splat(maxed->type(), 0.0), ir::ComparisonDirection::EQ), signedZero, maxed);
}

Value pool(Session& s, CallArgs& call, bool isMax) {
  if (call.size() != 3 || !s.isNumericArray(call[1])) return Value();
  if (!onlyKeywords(call, {"pad", "stride", "count_include_pad"})) return Value();
  PoolSpec spec;
  spec.window = intsOf(s, call[2], call.span, "the window");
  if (auto* v = keyword(call, "pad")) spec.pad = intsOf(s, *v, call.span, "`pad`");
  if (auto* v = keyword(call, "stride")) spec.stride = intsOf(s, *v, call.span, "`stride`");
  if (auto* v = keyword(call, "count_include_pad")) {
    if (isMax) return Value();  // maxpool has no such keyword: the prelude's method raises Julia's error
    spec.countIncludePad = s.requireBool(*v, call.span, "`count_include_pad`");
  }
  ir::Value* x = s.arrayValue(call[1]);
  const JType* t = call[1].as<ArrayObject>()->elementType;
  if (!isMax && !ir::isFloat(x->type().elementType())) return Value();
  int64_t positions = 1;
  for (int64_t k : spec.window) positions *= k;
  if (isMax && ir::isFloat(x->type().elementType()) && positions <= kUnrolledPoolWindow)
    return s.newArray(emitOrRaise(s, call.span, [&] { return maxpoolUnrolled(s.b, x, spec); }), t);
  // Larger windows: one reduce_window, corrected for NaN and signed zeros below.
  // NNlib's loop keeps a window's max by `xv > m` from -floatmax, so NaN never wins (an all-NaN window
  // gives -floatmax); stablehlo.maximum propagates NaN. NaN becomes -floatmax first, which is the same.
  ir::ElementType e = x->type().elementType();
  if (isMax && (e == ir::ElementType::F64 || e == ir::ElementType::F32 || e == ir::ElementType::F16)) {
    double lowest = e == ir::ElementType::F64   ? -std::numeric_limits<double>::max()
                    : e == ir::ElementType::F32 ? -static_cast<double>(std::numeric_limits<float>::max())
                                                : -65504.0;  // Float16
    x = s.b.select(s.b.compare(x, x, ir::ComparisonDirection::NE), s.b.splat(x->type(), lowest), x);
  }
  ir::Value* y = emitOrRaise(s, call.span, [&] { return isMax ? maxpool(s.b, x, spec) : meanpool(s.b, x, spec); });
  if (isMax && ir::isFloat(e)) y = firstZeroSign(s, x, y, spec);
  return s.newArray(y, t);
}
Value maxpoolRule(Session& s, CallArgs& call) { return pool(s, call, true); }
Value meanpoolRule(Session& s, CallArgs& call) { return pool(s, call, false); }

// dims: an Int, a tuple, or `:`.
Dims dimsOf(Session& s, const Value* v, Dims fallback, SourceSpan span) {
  if (!v) return fallback;
  if (array_rules::isColon(s.ev, *v)) return Dims::all();
  Dims d{};
  d.list = intsOf(s, *v, span, "`dims`");
  return d;
}

template <int kWhich>  // 0 softmax, 1 logsoftmax, 2 logsumexp
Value softmaxFamily(Session& s, CallArgs& call) {
  if (call.size() != 2 || !s.isNumericArray(call[1]) || !onlyKeywords(call, {"dims"})) return Value();
  Dims dims = dimsOf(s, keyword(call, "dims"), kWhich == 2 ? Dims::all() : Dims(1), call.span);
  ir::Value* x = s.arrayValue(call[1]);
  const JType* t = floatElement(s, call[1]);
  ir::Value* r = emitOrRaise(s, call.span, [&] {
    return kWhich == 0 ? softmax(s.b, x, dims) : kWhich == 1 ? logsoftmax(s.b, x, dims) : logsumexp(s.b, x, dims);
  });
  if (kWhich == 2 && dims.colon) return s.scalar(r, static_cast<const DataType*>(t));
  return s.newArray(r, t);
}

Value batchedMulRule(Session& s, CallArgs& call) {
  if (call.size() != 3 || !s.isNumericArray(call[1]) || !s.isNumericArray(call[2]) || !call.keywords.empty()) return Value();
  // Equal ranks other than 3 (two matrices, several batch dims) decline: the prelude's method reshapes
  // them to 3 dims (checking the batch dims) and calls batched_mul again, which lands here.
  size_t na = call[1].as<ArrayObject>()->dims.size(), nb = call[2].as<ArrayObject>()->dims.size();
  if (na == nb && na != 3) return Value();
  // NNlib's own checks and words, in its order: the batch sizes (batched_mul), then the inner dims
  // (batched_gemm!); a matrix operand is one batch of 1.
  const std::vector<int64_t>& da = call[1].as<ArrayObject>()->dims;
  const std::vector<int64_t>& db = call[2].as<ArrayObject>()->dims;
  if (na >= 2 && na <= 3 && nb >= 2 && nb <= 3) {
    int64_t ba = na == 3 ? da[2] : 1, bb = nb == 3 ? db[2] : 1;
    if (ba != bb && ba != 1 && bb != 1) s.ev.raise("DimensionMismatch", "batch size mismatch: A != B", call.span);
    if (da[1] != db[0])
      s.ev.raise("DimensionMismatch", "A1 has size (" + std::to_string(da[0]) + "," + std::to_string(da[1]) + "), B1 has size (" +
                                          std::to_string(db[0]) + "," + std::to_string(db[1]) + "), C1 has size (" +
                                          std::to_string(da[0]) + ", " + std::to_string(db[1]) + ")",
                 call.span);
  }
  const JType* t = compiler::promoteType(s.ev, call[1].as<ArrayObject>()->elementType, call[2].as<ArrayObject>()->elementType);
  ir::Value* a = s.arrayValue(call[1]);
  ir::Value* b = s.arrayValue(call[2]);
  return s.newArray(emitOrRaise(s, call.span, [&] { return batchedMul(s.b, a, b); }), t);
}

}  // namespace

void registerNnlibRules(RuleTable& t) {
  t.add("conv", conv);
  t.add("maxpool", maxpoolRule);
  t.add("meanpool", meanpoolRule);
  t.add("softmax", softmaxFamily<0>);
  t.add("logsoftmax", softmaxFamily<1>);
  t.add("logsumexp", softmaxFamily<2>);
  t.add("batched_mul", batchedMulRule);
  t.add("⊠", batchedMulRule);
}

}  // namespace juxla::staging
