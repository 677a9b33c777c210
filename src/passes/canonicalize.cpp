#include "passes/canonicalize.h"

#include <algorithm>

namespace juxla::passes {

namespace {
using ir::OpCode;

std::span<const int64_t> ints(const ir::Operation& op, std::string_view attr) {
  ir::Attr a = op.attr(attr);
  return a.is(ir::Attr::Kind::DenseArray) ? a.ints() : std::span<const int64_t>{};
}

bool isIdentity(std::span<const int64_t> dims, int64_t rank) {
  if (int64_t(dims.size()) != rank) return false;
  for (int64_t i = 0; i < rank; ++i)
    if (dims[size_t(i)] != i) return false;
  return true;
}

bool allEqual(std::span<const int64_t> values, int64_t v) {
  return std::all_of(values.begin(), values.end(), [&](int64_t x) { return x == v; });
}

ir::Type typeOf(const Match& m, std::string_view name) { return m[name]->type(); }
ir::Type resultType(const Match& m) { return m.root().result()->type(); }
bool sameTypeAsResult(const Match& m, std::string_view name) { return typeOf(m, name) == resultType(m); }

// The permutation applying `inner` then `outer`: result dim i comes from operand dim inner[outer[i]].
std::vector<int64_t> composePermutations(std::span<const int64_t> inner, std::span<const int64_t> outer) {
  std::vector<int64_t> out;
  for (int64_t d : outer) out.push_back(inner[size_t(d)]);
  return out;
}

// Where each operand dim lands after `dims` then `outer` (broadcast dims or a transpose's inverse).
std::vector<int64_t> composeDimMaps(std::span<const int64_t> dims, std::span<const int64_t> outer) {
  std::vector<int64_t> out;
  for (int64_t d : dims) out.push_back(outer[size_t(d)]);
  return out;
}

std::vector<int64_t> inversePermutation(std::span<const int64_t> perm) {
  std::vector<int64_t> inverse(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inverse[size_t(perm[i])] = int64_t(i);
  return inverse;
}

std::vector<int64_t> shapeOf(ir::Type t) { return {t.shape().begin(), t.shape().end()}; }

bool isSplatConstant(const ir::Operation& op) {
  ir::Attr v = op.attr("value");
  return v.is(ir::Attr::Kind::DenseElements) && v.isSplat();
}

// The same splat value at the root's result type.
Replacement resplat(Match& m) {
  ir::Attr value = m.op("constant").attr("value");
  return m.builder().constant(ir::Attr::denseSplatBits(resultType(m), value.elementBits(0)));
}

Replacement keep(Match& m, const char* name) { return m[name]; }

const Pattern kSplatConstant =
    op(OpCode::Constant).bind("constant").where("a splat constant", [](const Match& m) {
      return isSplatConstant(m.op("constant"));
    });

const RewriteRule kRules[] = {
    // Ops that do nothing.
    {"broadcast_in_dim to the operand's type with identity dims -> operand",
     op(OpCode::BroadcastInDim, {any("x")}).where("the operand's type and dims [0, 1, ...]", [](const Match& m) {
       return sameTypeAsResult(m, "x") && isIdentity(ints(m.root(), "broadcast_dimensions"), typeOf(m, "x").rank());
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"reshape to the operand's type -> operand",
     op(OpCode::Reshape, {any("x")}).where("the operand's type", [](const Match& m) { return sameTypeAsResult(m, "x"); }),
     [](Match& m) { return keep(m, "x"); }},
    {"transpose by the identity permutation -> operand",
     op(OpCode::Transpose, {any("x")}).where("the identity permutation", [](const Match& m) {
       return isIdentity(ints(m.root(), "permutation"), typeOf(m, "x").rank());
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"convert to the operand's type -> operand",
     op(OpCode::Convert, {any("x")}).where("the operand's type", [](const Match& m) { return sameTypeAsResult(m, "x"); }),
     [](Match& m) { return keep(m, "x"); }},
    {"slice of the whole operand -> operand",
     op(OpCode::Slice, {any("x")}).where("start 0, stride 1 and the operand's type", [](const Match& m) {
       return sameTypeAsResult(m, "x") && allEqual(ints(m.root(), "start_indices"), 0) &&
              allEqual(ints(m.root(), "strides"), 1);
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"dynamic_slice of the whole operand -> operand",  // start indices clamp to 0 when the slice is everything
     op(OpCode::DynamicSlice).where("the operand's type", [](const Match& m) {
       return m.root().operand(0)->type() == resultType(m);
     }),
     [](Match& m) { return Replacement(m.root().operand(0)); }},
    {"dynamic_update_slice of the whole operand -> update",  // start indices clamp to 0 here too
     op(OpCode::DynamicUpdateSlice).where("an update of the result's type", [](const Match& m) {
       return m.root().numOperands() >= 2 && m.root().operand(1)->type() == resultType(m);
     }),
     [](Match& m) { return Replacement(m.root().operand(1)); }},
    {"pad by nothing -> operand",
     // Negative and positive edge padding can cancel in the type yet shift the data: all must be 0.
     op(OpCode::Pad, {any("x"), any()}).where("zero padding everywhere", [](const Match& m) {
       return allEqual(ints(m.root(), "edge_padding_low"), 0) && allEqual(ints(m.root(), "edge_padding_high"), 0) &&
              allEqual(ints(m.root(), "interior_padding"), 0);
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"reverse along dims of size 1 -> operand",
     op(OpCode::Reverse, {any("x")}).where("every reversed dim of size 1", [](const Match& m) {
       ir::Type t = typeOf(m, "x");
       for (int64_t d : ints(m.root(), "dimensions"))
         if (t.dim(d) > 1) return false;
       return true;
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"concatenate of one operand -> operand", op(OpCode::Concatenate, {any("x")}), [](Match& m) { return keep(m, "x"); }},
    {"get_tuple_element(tuple(...)) -> element",
     op(OpCode::GetTupleElement, {op(OpCode::Tuple).bind("tuple")}),
     [](Match& m) {
       int64_t index = m.root().attr("index").intValue();
       return Replacement(m.op("tuple").operand(size_t(index)));
     }},

    // Chains that collapse.
    {"reshape(reshape(x)) -> reshape(x)", op(OpCode::Reshape, {op(OpCode::Reshape, {any("x")})}),
     [](Match& m) { return Replacement(m.builder().reshape(m["x"], shapeOf(resultType(m)))); }},
    {"transpose(transpose(x)) -> transpose(x)",
     op(OpCode::Transpose, {op(OpCode::Transpose, {any("x")}).bind("inner")}),
     [](Match& m) {
       auto perm = composePermutations(ints(m.op("inner"), "permutation"), ints(m.root(), "permutation"));
       return Replacement(m.builder().transpose(m["x"], std::move(perm)));
     }},
    {"broadcast_in_dim(broadcast_in_dim(x)) -> broadcast_in_dim(x)",
     op(OpCode::BroadcastInDim, {op(OpCode::BroadcastInDim, {any("x")}).bind("inner")}),
     [](Match& m) {
       auto dims = composeDimMaps(ints(m.op("inner"), "broadcast_dimensions"), ints(m.root(), "broadcast_dimensions"));
       return Replacement(m.builder().broadcastInDim(m["x"], shapeOf(resultType(m)), std::move(dims)));
     }},
    {"transpose(broadcast_in_dim(x)) -> broadcast_in_dim(x)",
     op(OpCode::Transpose, {op(OpCode::BroadcastInDim, {any("x")}).bind("inner")}),
     [](Match& m) {
       auto dims = composeDimMaps(ints(m.op("inner"), "broadcast_dimensions"),
                                  inversePermutation(ints(m.root(), "permutation")));
       return Replacement(m.builder().broadcastInDim(m["x"], shapeOf(resultType(m)), std::move(dims)));
     }},
    {"reverse(reverse(x)) along the same dims -> x",
     op(OpCode::Reverse, {op(OpCode::Reverse, {any("x")}).bind("inner")}).where("the same dims", [](const Match& m) {
       auto a = ints(m.root(), "dimensions"), b = ints(m.op("inner"), "dimensions");
       std::vector<int64_t> sa(a.begin(), a.end()), sb(b.begin(), b.end());
       std::sort(sa.begin(), sa.end());
       std::sort(sb.begin(), sb.end());
       return sa == sb;
     }),
     [](Match& m) { return keep(m, "x"); }},
    {"negate(negate(x)) -> x", op(OpCode::Negate, {op(OpCode::Negate, {any("x")})}), [](Match& m) { return keep(m, "x"); }},
    {"not(not(x)) -> x", op(OpCode::Not, {op(OpCode::Not, {any("x")})}), [](Match& m) { return keep(m, "x"); }},

    // Shape ops of a splat constant are that splat at the new shape.
    {"reshape(splat) -> splat", op(OpCode::Reshape, {kSplatConstant}), resplat},
    {"transpose(splat) -> splat", op(OpCode::Transpose, {kSplatConstant}), resplat},
    {"broadcast_in_dim(splat) -> splat", op(OpCode::BroadcastInDim, {kSplatConstant}), resplat},

    // Elementwise identities, exact for every element type they name.
    {"select(p, x, x) -> x", op(OpCode::Select, {any(), any("x"), same("x")}), [](Match& m) { return keep(m, "x"); }},
    {"select(true, x, y) -> x", op(OpCode::Select, {splat(1), any("x"), any()}), [](Match& m) { return keep(m, "x"); }},
    {"select(false, x, y) -> y", op(OpCode::Select, {splat(0), any(), any("y")}), [](Match& m) { return keep(m, "y"); }},
    {"maximum(x, x) -> x", op(OpCode::Maximum, {any("x"), same("x")}), [](Match& m) { return keep(m, "x"); }},
    {"minimum(x, x) -> x", op(OpCode::Minimum, {any("x"), same("x")}), [](Match& m) { return keep(m, "x"); }},
    {"and(x, x) -> x", op(OpCode::And, {any("x"), same("x")}), [](Match& m) { return keep(m, "x"); }},
    {"or(x, x) -> x", op(OpCode::Or, {any("x"), same("x")}), [](Match& m) { return keep(m, "x"); }},
    {"multiply(x, 1) -> x", op(OpCode::Multiply, {any("x"), splat(1)}), [](Match& m) { return keep(m, "x"); }},
    {"add(x, 0) -> x for integers",  // for floats, -0.0 + 0.0 is +0.0
     op(OpCode::Add, {any("x"), splat(0)}).where("an integer element type", [](const Match& m) {
       return ir::isInteger(typeOf(m, "x").elementType());
     }),
     [](Match& m) { return keep(m, "x"); }},
};
}  // namespace

std::span<const RewriteRule> canonicalizationRules() { return kRules; }

bool Canonicalizer::run(ir::Module& module) {
  RewriteStats stats = applyRewriteRules(module, kRules);
  if (!stats.notConverged.empty()) diagnostics().warning({}, "canonicalize: " + stats.notConverged);
  return stats.changed();
}

}  // namespace juxla::passes
