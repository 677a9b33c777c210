// Channels-last activations between oneDNN convolutions (see onednn_layout.h). A transpose
// `transpose(y, p)` (result dimension i is y's dimension p[i]) moves below an op that does not care
// about layout by rewriting the op on y's layout: an elementwise op's other operands become y-shaped
// (splats re-typed, broadcasts re-aimed, anything else transposed once by the inverse), and slices,
// pads, reverses and reductions have their dimension attributes permuted.
#include "backends/cpu/onednn_layout.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "ir/builder.h"

namespace juxla::cpu {

namespace {

using ir::Attr;
using ir::OpCode;
using ir::Operation;
using ir::Value;
using Perm = std::vector<int64_t>;

// The same threshold as kernels.cpp's: smaller convolutions stay with the native kernels.
constexpr int64_t kOneDnnMinimumWork = int64_t(1) << 16;

Perm inverse(const Perm& p) {
  Perm q(p.size());
  for (size_t i = 0; i < p.size(); ++i) q[size_t(p[i])] = int64_t(i);
  return q;
}

bool isIdentity(const Perm& p) {
  for (size_t i = 0; i < p.size(); ++i)
    if (p[i] != int64_t(i)) return false;
  return true;
}

std::vector<int64_t> ints(const Operation& op, std::string_view name) {
  Attr a = op.attr(name);
  if (!a) return {};
  if (a.is(Attr::Kind::DenseArray)) return {a.ints().begin(), a.ints().end()};
  std::vector<int64_t> out;
  if (a.is(Attr::Kind::DenseElements))
    for (int64_t i = 0; i < a.numElements(); ++i) out.push_back(a.intElement(i));
  return out;
}

Perm permutationOf(const Value* v) {
  const Operation* def = v->definingOp();
  if (!def || !def->is(OpCode::Transpose)) return {};
  return ints(*def, "permutation");
}

// An attribute indexed by the transposed value's dimensions, re-indexed by y's: out[p[i]] = in[i].
std::vector<int64_t> toY(const std::vector<int64_t>& in, const Perm& p) {
  std::vector<int64_t> out(in.size());
  for (size_t i = 0; i < in.size(); ++i) out[size_t(p[i])] = in[i];
  return out;
}

ir::Type toY(ir::Type t, const Perm& p) {
  std::vector<int64_t> shape(t.shape().begin(), t.shape().end());
  return t.withShape(toY(shape, p));
}

int64_t spatialVolume(ir::Type t, std::span<const int64_t> dims) {
  int64_t v = 1;
  for (int64_t d : dims) v *= t.dim(d);
  return v;
}

// Whether oneDNN would run `op` (onednn_conv.cpp's conditions, roughly) with a result that is not
// channels last already; kernel gradients keep their layout (their result is a kernel).
bool wantsChannelsLast(const Operation& op) {
  if (!op.is(OpCode::Convolution) || op.numResults() != 1) return false;
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  auto floating = [](ir::ElementType e) { return e == ir::ElementType::F32 || e == ir::ElementType::BF16; };
  if (!floating(lhs.elementType()) || !floating(out.elementType()) || rhs.elementType() != lhs.elementType())
    return false;
  if (Attr a = op.attr("batch_group_count"); a && a.intValue() != 1) return false;
  const ir::ConvDims& dn = op.attr("dimension_numbers").convDims();
  size_t spatial = dn.outputSpatialDims.size();
  if (spatial < 1 || spatial > 3 || out.numElements() == 0) return false;
  int64_t perOutput = rhs.numElements() / std::max<int64_t>(1, rhs.dim(dn.kernelOutputFeatureDim));
  if (out.numElements() * perOutput < kOneDnnMinimumWork) return false;
  // AD's kernel gradient: a kernel larger than the result's window, or a result laid out
  // features-before-batch as kernels are ([o, i, spatial...]).
  if (spatialVolume(rhs, dn.kernelSpatialDims) > spatialVolume(out, dn.outputSpatialDims) ||
      dn.outputFeatureDim < dn.outputBatchDim)
    return false;
  bool last = dn.outputBatchDim == 0 && dn.outputFeatureDim == int64_t(spatial) + 1;
  for (size_t s = 0; s < spatial; ++s) last = last && dn.outputSpatialDims[s] == int64_t(s) + 1;
  return !last;
}

class LayoutRewriter {
 public:
  LayoutRewrite run(ir::Func& f) {
    std::vector<ir::Block*> blocks;
    collect(f.entry(), blocks);
    for (ir::Block* b : blocks) transposedProducts(*b);
    for (ir::Block* b : blocks) channelsLastResults(*b);
    if (report_.convolutions == 0) return report_;
    while (!work_.empty()) {
      Operation* t = work_.back();
      work_.pop_back();
      sinkOrFold(t);
    }
    blocks.clear();  // reductions were copied with their bodies: the old bodies are gone
    collect(f.entry(), blocks);
    for (ir::Block* b : blocks) removeDead(*b);
    for (ir::Block* b : blocks)
      for (Operation& op : *b)
        if (op.is(OpCode::Transpose) && created_.count(&op)) ++report_.transposesLeft;
    return report_;
  }

 private:
  static void collect(ir::Block& b, std::vector<ir::Block*>& out) {
    out.push_back(&b);
    for (Operation& op : b)
      for (size_t r = 0; r < op.numRegions(); ++r)
        if (!op.region(r).empty()) collect(op.region(r).block(), out);
  }

  Value* transposeBefore(Operation& at, Value* v, const Perm& p) {
    ir::Builder b;
    b.setInsertionPoint(at);
    b.setLoc(at.loc());
    Value* t = b.transpose(v, p);
    created_.insert(t->definingOp());
    return t;
  }

  // A copy of `op` before it, reading `operands`, with result types `types`; `op` goes away once
  // its results are replaced.
  Operation* cloneBefore(Operation& op, const std::vector<Value*>& operands, const std::vector<ir::Type>& types) {
    ir::ValueMap map;
    Operation* copy = op.clone(map);
    copy->setOperands(operands);
    for (size_t i = 0; i < types.size(); ++i) copy->result(i)->setType(types[i]);
    op.block()->insertBefore(&op, copy);
    return copy;
  }

  void replace(Operation& op, Value* with) {
    op.result()->replaceAllUsesWith(with);
    erase(&op);
  }

  // Forgets `op` first: a later op may be allocated at the same address.
  void erase(Operation* op) {
    std::erase(work_, op);
    created_.erase(op);
    std::erase_if(made_, [&](const auto& e) { return e.first.first->definingOp() == op || e.second->definingOp() == op; });
    op->erase();
  }

  // transpose(dot_general(a, b), [1, 0]) of a matrix product (no batching, one free dimension each,
  // the transpose its only reader) is dot_general(b, a): AD's kernel gradient of a dense layer comes
  // out [out, in] and is transposed for the update, which then read it column by column (1.5 s a
  // step for VGG19's 25088x4096). The same products summed in the same order: exact.
  void transposedProducts(ir::Block& b) {
    std::vector<Operation*> transposes;
    for (Operation& op : b)
      if (op.is(OpCode::Transpose) && ints(op, "permutation") == Perm{1, 0}) transposes.push_back(&op);
    for (Operation* t : transposes) {
      Operation* dot = t->operand(0)->definingOp();
      if (!dot || !dot->is(OpCode::DotGeneral) || dot->block() != &b || t->operand(0)->uses().size() != 1) continue;
      ir::DotDims dims = dot->attr("dot_dimension_numbers").dotDims();
      if (!dims.lhsBatchingDims.empty() || !dims.rhsBatchingDims.empty()) continue;
      if (dot->operand(0)->type().rank() != int64_t(dims.lhsContractingDims.size()) + 1 ||
          dot->operand(1)->type().rank() != int64_t(dims.rhsContractingDims.size()) + 1)
        continue;
      std::swap(dims.lhsContractingDims, dims.rhsContractingDims);
      Operation* swapped = cloneBefore(*dot, {dot->operand(1), dot->operand(0)}, {t->result()->type()});
      swapped->setAttr("dot_dimension_numbers", Attr::dot(dims));
      if (Attr precision = dot->attr("precision_config"); precision && precision.is(Attr::Kind::Array) &&
                                                          precision.elements().size() == 2)
        swapped->setAttr("precision_config", Attr::array({precision.elements()[1], precision.elements()[0]}));
      replace(*t, swapped->result());
      erase(dot);
      ++report_.productsSwapped;
    }
  }

  // Each convolution oneDNN runs gets the result dimension numbers [b, spatial..., f] and a
  // transpose back after it.
  void channelsLastResults(ir::Block& b) {
    std::vector<Operation*> convs;
    for (Operation& op : b)
      if (wantsChannelsLast(op)) convs.push_back(&op);
    for (Operation* op : convs) {
      ir::ConvDims dn = op->attr("dimension_numbers").convDims();
      ir::Type out = op->result()->type();
      size_t spatial = dn.outputSpatialDims.size(), rank = spatial + 2;
      Perm p(rank);  // result dimension i of the original is dimension p[i] of the new result
      p[size_t(dn.outputBatchDim)] = 0;
      for (size_t s = 0; s < spatial; ++s) p[size_t(dn.outputSpatialDims[s])] = int64_t(s) + 1;
      p[size_t(dn.outputFeatureDim)] = int64_t(rank) - 1;
      dn.outputBatchDim = 0;
      for (size_t s = 0; s < spatial; ++s) dn.outputSpatialDims[s] = int64_t(s) + 1;
      dn.outputFeatureDim = int64_t(rank) - 1;
      Operation* conv = cloneBefore(*op, {op->operands().begin(), op->operands().end()}, {toY(out, p)});
      conv->setAttr("dimension_numbers", Attr::conv(dn));
      Value* t = transposeBefore(*op, conv->result(), p);
      replace(*op, t);
      work_.push_back(t->definingOp());
      ++report_.convolutions;
    }
  }

  // Moves transpose `t` below each user it can, or folds it into the user.
  void sinkOrFold(Operation* t) {
    Value* y = t->operand(0);
    Perm p = ints(*t, "permutation");
    std::vector<Operation*> users;
    for (ir::Use u : t->result()->uses())
      if (std::find(users.begin(), users.end(), u.user) == users.end()) users.push_back(u.user);
    for (Operation* u : users) {
      if (u->block() != t->block() || u->hasTrait(ir::kTerminator)) continue;
      if (u->is(OpCode::Convolution)) foldIntoConvolution(*u, t->result(), y, p);
      else if (u->is(OpCode::Transpose)) foldTransposes(*u, y, p);
      else sink(*u, t->result(), y, p);
    }
    if (!t->result()->hasUses()) erase(t);
  }

  // transpose(transpose(y, p), q) reads y through r[i] = p[q[i]]; the identity is y itself.
  void foldTransposes(Operation& u, Value* y, const Perm& p) {
    Perm q = ints(u, "permutation"), r(q.size());
    for (size_t i = 0; i < q.size(); ++i) r[i] = p[size_t(q[i])];
    ++report_.transposesFolded;
    if (isIdentity(r)) return replace(u, y);
    Value* t = transposeBefore(u, y, r);
    replace(u, t);
    work_.push_back(t->definingOp());
  }

  // A convolution reads any layout: its dimension numbers name y's dimensions instead.
  void foldIntoConvolution(Operation& conv, Value* transposed, Value* y, const Perm& p) {
    ir::ConvDims dn = conv.attr("dimension_numbers").convDims();
    std::vector<Value*> operands(conv.operands().begin(), conv.operands().end());
    auto map = [&](int64_t& d) { d = p[size_t(d)]; };
    if (operands[0] == transposed) {
      map(dn.inputBatchDim), map(dn.inputFeatureDim);
      for (int64_t& d : dn.inputSpatialDims) map(d);
      operands[0] = y;
    }
    if (operands[1] == transposed) {
      map(dn.kernelInputFeatureDim), map(dn.kernelOutputFeatureDim);
      for (int64_t& d : dn.kernelSpatialDims) map(d);
      operands[1] = y;
    }
    Operation* copy = cloneBefore(conv, operands, conv.resultTypes());
    copy->setAttr("dimension_numbers", Attr::conv(dn));
    ++report_.transposesFolded;
    replace(conv, copy->result());
  }

  // `v`, an operand of an elementwise op `at` on the transposed value's shape, in y's layout. What
  // is made for a value defined in at's block goes right after its definition and is reused.
  Value* inYLayout(Operation& at, Value* v, const Perm& p) {
    if (permutationOf(v) == p) return v->definingOp()->operand(0);
    Operation* def = v->definingOp();
    ir::Builder b;
    b.setInsertionPoint(at);
    b.setLoc(at.loc());
    bool local = def ? def->block() == at.block() : v->ownerBlock() == at.block();
    if (local && def) b.setInsertionPointAfter(*def);
    if (local && !def && !at.block()->empty()) b.setInsertionPoint(*at.block()->front());
    if (def && def->is(OpCode::Constant) && def->attr("value").is(Attr::Kind::DenseElements) &&
        def->attr("value").isSplat()) {
      auto key = std::make_pair(v, p);
      if (auto it = made_.find(key); local && it != made_.end()) return it->second;
      Attr value = def->attr("value");
      Value* c = b.constant(Attr::denseSplatBits(toY(v->type(), p), value.elementBits(0)));
      if (local) made_[key] = c;
      return c;
    }
    if (def && def->is(OpCode::BroadcastInDim)) {
      std::vector<int64_t> dims = ints(*def, "broadcast_dimensions");
      for (int64_t& d : dims) d = p[size_t(d)];
      ir::Type t = toY(v->type(), p);
      b.setInsertionPoint(at);
      return b.broadcastInDim(def->operand(0), {t.shape().begin(), t.shape().end()}, dims);
    }
    auto key = std::make_pair(v, p);
    if (auto it = made_.find(key); local && it != made_.end()) return it->second;
    Value* t = b.transpose(v, inverse(p));
    created_.insert(t->definingOp());
    if (local) made_[key] = t;
    return t;
  }

  // Moves the transpose below `u` where u does not care about layout.
  void sink(Operation& u, Value* transposed, Value* y, const Perm& p) {
    if (u.numResults() != 1 || u.numRegions() > 1) return;
    ir::Type rt = u.result()->type();
    if (!rt.isTensor()) return;
    std::vector<Value*> operands(u.operands().begin(), u.operands().end());
    if (u.hasTrait(ir::kElementwise) && u.numRegions() == 0) {
      ir::Type shape = transposed->type();
      size_t moved = 0, plain = 0;
      for (Value* v : operands) {
        if (!v->type().isTensor()) return;
        if (v->type().rank() == 0) continue;
        if (v->type().shape().size() != shape.shape().size() ||
            !std::equal(v->type().shape().begin(), v->type().shape().end(), shape.shape().begin()))
          return;
        Operation* def = v->definingOp();
        if (permutationOf(v) == p) ++moved;
        else if (!def || !(def->is(OpCode::Constant) || def->is(OpCode::BroadcastInDim))) ++plain;
      }
      if (plain > moved) return;  // more to transpose than it saves
      for (Value*& v : operands)
        if (v->type().rank() > 0) v = inYLayout(u, v, p);
      return moveBelow(u, operands, {toY(rt, p)}, p, {});
    }
    if (operands[0] != transposed) return;
    operands[0] = y;
    if (u.is(OpCode::Slice) || u.is(OpCode::Pad)) {
      std::vector<std::string_view> names =
          u.is(OpCode::Slice) ? std::vector<std::string_view>{"start_indices", "limit_indices", "strides"}
                              : std::vector<std::string_view>{"edge_padding_low", "edge_padding_high", "interior_padding"};
      if (std::ranges::any_of(operands, [&](Value* v) { return v == transposed; })) return;  // pad value
      std::vector<std::pair<std::string, Attr>> attrs;
      for (std::string_view n : names) {
        std::vector<int64_t> v = ints(u, n);
        if (v.size() != p.size()) return;
        attrs.push_back({std::string(n), Attr::i64Array(toY(v, p))});
      }
      return moveBelow(u, operands, {toY(rt, p)}, p, attrs);
    }
    if (u.is(OpCode::Reverse)) {
      std::vector<int64_t> dims = ints(u, "dimensions");
      for (int64_t& d : dims) d = p[size_t(d)];
      return moveBelow(u, operands, {toY(rt, p)}, p, {{"dimensions", Attr::i64Array(dims)}});
    }
    if (u.is(OpCode::Reduce) && u.numOperands() == 2 && u.numRegions() == 1) {
      std::vector<int64_t> dims = ints(u, "dimensions");
      std::vector<bool> reduced(p.size(), false);
      for (int64_t& d : dims) reduced[size_t(d = p[size_t(d)])] = true;
      std::sort(dims.begin(), dims.end());
      // The result keeps y's other dimensions in y's order; the original kept them in its own.
      std::vector<int64_t> kept, keptOriginal;
      for (size_t j = 0; j < p.size(); ++j)
        if (!reduced[j]) kept.push_back(int64_t(j));
      for (size_t i = 0; i < p.size(); ++i)
        if (!reduced[size_t(p[i])]) keptOriginal.push_back(p[i]);
      Perm q;  // original result dimension m is new result dimension q[m]
      for (int64_t j : keptOriginal) q.push_back(int64_t(std::find(kept.begin(), kept.end(), j) - kept.begin()));
      std::vector<int64_t> shape;
      for (int64_t j : kept) shape.push_back(y->type().dim(j));
      return moveBelow(u, operands, {rt.withShape(shape)}, q, {{"dimensions", Attr::i64Array(dims)}});
    }
  }

  // Replaces `u` by a copy on y's layout followed by transpose `q` (none when q is the identity).
  void moveBelow(Operation& u, const std::vector<Value*>& operands, const std::vector<ir::Type>& types, const Perm& q,
                 const std::vector<std::pair<std::string, Attr>>& attrs) {
    Operation* copy = cloneBefore(u, operands, types);
    for (const auto& [name, a] : attrs) copy->setAttr(name, a);
    ++report_.transposesMoved;
    if (isIdentity(q)) return replace(u, copy->result());
    Value* t = transposeBefore(u, copy->result(), q);
    replace(u, t);
    work_.push_back(t->definingOp());
  }

  // Pure ops left without uses (the transposes, broadcasts and constants the rewrite replaced).
  void removeDead(ir::Block& b) {
    for (Operation* op = b.back(); op;) {
      Operation* prev = op->prev();
      bool used = false;
      for (size_t i = 0; i < op->numResults(); ++i) used |= op->result(i)->hasUses();
      if (!used && op->hasTrait(ir::kPure) && op->numRegions() == 0 && !op->hasTrait(ir::kTerminator)) erase(op);
      op = prev;
    }
  }

  LayoutRewrite report_;
  std::vector<Operation*> work_;  // transposes to move down
  std::set<const Operation*> created_;  // transposes this rewrite made
  std::map<std::pair<const Value*, Perm>, Value*> made_;  // splats and inverse transposes, by value
};

}  // namespace

LayoutRewrite assignConvolutionLayouts(ir::Func& f) {
  if (f.isDeclaration()) return {};
  return LayoutRewriter().run(f);
}

std::unique_ptr<ir::Func> copyForRewrite(const ir::Func& f) {
  auto copy = std::make_unique<ir::Func>(f.name(), std::vector<ir::Type>(f.inputTypes().begin(), f.inputTypes().end()),
                                         std::vector<ir::Type>(f.resultTypes().begin(), f.resultTypes().end()));
  ir::Block& body = copy->createBody();
  ir::ValueMap map;
  for (size_t i = 0; i < body.numArgs(); ++i) map[f.entry().arg(i)] = body.arg(i);
  for (const ir::Operation& op : f.entry()) body.push_back(op.clone(map));
  return copy;
}

}  // namespace juxla::cpu
