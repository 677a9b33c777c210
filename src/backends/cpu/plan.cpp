// Planning a function for the CPU executor (see plan.h): steps, liveness and arena offsets.
#include "backends/cpu/plan.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <unordered_set>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"
#include "backends/cpu/kernels.h"
#include "backends/cpu/onednn.h"

namespace juxla::cpu {

using ir::Block;
using ir::OpCode;
using ir::Operation;
using ir::Value;

namespace {

constexpr int64_t kAlign = 64;  // cache lines, and what AVX-512 loads like
constexpr int64_t kPrivateSlotsBytes = int64_t(32) << 20;  // below this, values share no bytes (allocate)

int64_t bytesOf(ir::Type t) {
  if (t.isToken()) return 0;
  if (!t.isTensor()) throw Unplannable("a " + t.str() + " value");
  return t.numElements() * ir::storageBytes(t.elementType());
}

const Block* blockOf(const Value* v) { return v->isBlockArgument() ? v->ownerBlock() : v->definingOp()->block(); }

// Values used inside `op`'s regions but defined outside it.
void collectCaptured(const Operation& op, std::vector<const Value*>& out) {
  std::vector<const Block*> inside;
  std::function<void(const Operation&)> walk = [&](const Operation& o) {
    for (size_t r = 0; r < o.numRegions(); ++r) {
      const Block& b = o.region(r).block();
      inside.push_back(&b);
      for (const Operation& inner : b) walk(inner);
    }
  };
  walk(op);
  auto isInside = [&](const Block* b) { return std::find(inside.begin(), inside.end(), b) != inside.end(); };
  std::function<void(const Operation&)> uses = [&](const Operation& o) {
    for (size_t r = 0; r < o.numRegions(); ++r)
      for (const Operation& inner : o.region(r).block()) {
        for (const Value* v : inner.operands())
          if (!isInside(blockOf(v)) && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
        uses(inner);
      }
  };
  uses(op);
}

class Planner {
 public:
  Planner(bool fuse, const std::vector<std::pair<size_t, size_t>>& donated) : fuse_(fuse), donated_(donated) {}

  Plan plan(const ir::Func& f) {
    number(f.entry());
    Plan p;
    p.entry = planBlock(f.entry(), p);
    for (auto [arg, y] : stateInPlace_)  // results computed into donated arguments share their buffers
      if (arg->ownerBlock() == &f.entry()) unite(arg, y);
    liveness(f.entry());
    allocate(p);
    return p;
  }

 private:
  // Program order: each op (terminators too) gets a position; an op with regions spans its own.
  void number(const Block& b) {
    for (const Operation& op : b) {
      int64_t begin = counter_++;
      for (size_t r = 0; r < op.numRegions(); ++r) number(op.region(r).block());
      span_[&op] = {begin, counter_ - 1};
    }
  }

  // A cluster runs where its last op is; its other values need no slot.
  std::unordered_map<const Operation*, FusionCluster*> fusedClusters(const Block& b) {
    std::unordered_map<const Operation*, FusionCluster*> clusterOf;
    if (!fuse_) return clusterOf;
    clusters_.push_back(std::make_unique<BlockFusion>(planFusion(b)));
    for (FusionCluster& c : clusters_.back()->clusters) {
      for (const Operation* op : c.ops) {
        clusterOf[op] = &c;
        runsAt_[op] = c.ops.back();
        for (const Value* v : op->results()) internal_.insert(v);
      }
      for (const Value* v : c.outputs) internal_.erase(v);
    }
    return clusterOf;
  }

  std::unique_ptr<BlockPlan> planBlock(const Block& b, Plan& p) {
    auto out = std::make_unique<BlockPlan>();
    out->block = &b;
    std::unordered_map<const Operation*, FusionCluster*> clusterOf = fusedClusters(b);
    findEpilogues(b, clusterOf);
    findMatmulUpdates(b, clusterOf);
    const Operation* parent = b.parentOp();
    if (parent && parent->is(OpCode::While) && &b == &parent->region(1).block()) {
      std::vector<std::pair<size_t, const Value*>> state;
      for (size_t i = 0; i < b.numArgs(); ++i) state.push_back({i, b.arg(i)});
      p.loopStateInPlace += updateStateInPlace(b, state, clusterOf);
    }
    if (!parent) {  // the entry: donated arguments receive their results
      std::vector<std::pair<size_t, const Value*>> donated;
      std::vector<bool> taken(b.numArgs(), false);
      for (auto [r, a] : donated_)
        if (a < b.numArgs() && !taken[a] && b.terminator() && r < b.terminator()->numOperands() &&
            b.terminator()->operand(r)->type() == b.arg(a)->type()) {
          taken[a] = true;
          donated.push_back({r, b.arg(a)});
        }
      updateStateInPlace(b, donated, clusterOf);
      for (auto [r, arg] : donated)
        for (auto [a, y] : stateInPlace_)
          if (a == arg) p.resultsInArguments.push_back({r, arg->index()});
    }
    for (const Operation& op : b) {
      if (op.hasTrait(ir::kTerminator)) {
        out->yields.assign(op.operands().begin(), op.operands().end());
        continue;
      }
      if (op.is(OpCode::Constant)) {  // into the constant pool, no step
        p.constants.push_back(interp::Tensor::fromAttr(op.attr("value")));
        constantOf_[op.result(0)] = p.constants.size() - 1;
        continue;
      }
      Step step;
      step.op = &op;
      step.inputs.assign(op.operands().begin(), op.operands().end());
      for (const Value* v : op.results()) step.outputs.push_back(v);
      if (epilogues_.count(&op)) continue;  // runs with its bias and relu, at their cluster
      if (auto it = clusterOf.find(&op); it != clusterOf.end()) {
        const FusionCluster& c = *it->second;
        if (&op != c.ops.back()) continue;
        if (auto e = absorbed_.find(&c); e != absorbed_.end()) {
          Epilogue& epilogue = epilogues_.at(e->second);
          step.kind = Step::Kind::Kernel;
          step.op = e->second;
          step.kernel = std::move(epilogue.kernel);
          step.inputs = epilogue.inputs;
          step.outputs = c.outputs;
          ++p.kernelSteps;
          ++(e->second->is(OpCode::DotGeneral) ? p.matmulUpdates : p.convolutionEpilogues);
          out->steps.push_back(std::move(step));
          continue;
        }
        step.kind = Step::Kind::Kernel;
        step.kernel = fusedKernel(c);
        step.inputs = c.inputs;
        step.outputs = c.outputs;
        ++p.kernelSteps;
        ++p.fusedSteps;
        p.fusedOps += c.ops.size();
      } else if (op.is(OpCode::While) || op.is(OpCode::If) || op.is(OpCode::Case)) {
        step.kind = op.is(OpCode::While) ? Step::Kind::While : op.is(OpCode::If) ? Step::Kind::If : Step::Kind::Case;
        for (size_t r = 0; r < op.numRegions(); ++r) step.regions.push_back(planBlock(op.region(r).block(), p));
        if (op.is(OpCode::While)) shareLoopState(op, step);
      } else if (std::optional<Kernel> k = selectKernel(op)) {
        step.kind = Step::Kind::Kernel;
        step.kernel = std::move(*k);
        ++p.kernelSteps;
        if (op.is(OpCode::DynamicUpdateSlice) && updatesInPlace(op)) {
          unite(op.operand(0), op.result(0));
          ++p.inPlaceUpdates;
        }
        // A reshape whose operand is read no more keeps its bytes where they are: the copy kernel
        // then finds one buffer and copies nothing (LeNet-5's flatten: two 100 KB copies a step).
        if (op.is(OpCode::Reshape) && updatesInPlace(op)) unite(op.operand(0), op.result(0));
      } else {
        step.kind = Step::Kind::Fallback;
        collectCaptured(op, step.captured);
        ++p.fallbackSteps;
        p.fallbackOps.emplace_back(op.name());
      }
      out->steps.push_back(std::move(step));
    }
    return out;
  }

  // Flux's bias and relu after a convolution that oneDNN runs — a fused cluster of exactly
  // broadcast_in_dim of a per-feature bias, add, and for relu compare(LT, 0) and select(.., +0, ..) —
  // become the convolution's bias and relu post-op (oneDnnConvolutionBiasRelu): the result is written
  // once instead of written, read and written again. The convolution then runs where the cluster
  // would have, after the bias is computed, and its result needs no slot.
  void findEpilogues(const Block& b, const std::unordered_map<const Operation*, FusionCluster*>& clusterOf) {
    auto splatZero = [](const Value* v, bool positiveOnly) {
      const Operation* def = v->definingOp();
      if (!def || !def->is(OpCode::Constant)) return false;
      ir::Attr a = def->attr("value");
      if (!a || !a.is(ir::Attr::Kind::DenseElements) || !a.isSplat() || v->type().elementType() != ir::ElementType::F32)
        return false;
      uint64_t bits = a.elementBits(0);
      return bits == 0 || (!positiveOnly && bits == 0x80000000u);
    };
    for (const Operation& conv : b) {
      if (!conv.is(OpCode::Convolution) || conv.result()->uses().size() != 1) continue;
      const Operation* add = (*conv.result()->uses().begin()).user;
      auto it = clusterOf.find(add);
      if (!add->is(OpCode::Add) || it == clusterOf.end()) continue;
      FusionCluster& c = *it->second;
      if (c.ops.size() != 2 && c.ops.size() != 4) continue;
      const Value* other = add->operand(0) == conv.result() ? add->operand(1) : add->operand(0);
      const Operation* bcast = other->definingOp();
      if (other == conv.result() || !bcast || !bcast->is(OpCode::BroadcastInDim) || !clusterOf.count(bcast) ||
          clusterOf.at(bcast) != &c)
        continue;
      // The bias: f32, one element per result feature, broadcast along the feature dimension.
      const Value* bias = bcast->operand(0);
      const ir::ConvDims& dn = conv.attr("dimension_numbers").convDims();
      int64_t features = conv.result()->type().dim(dn.outputFeatureDim);
      ir::Type bt = bias->type();
      if (bt.elementType() != ir::ElementType::F32 || bt.numElements() != features) continue;
      auto dims = bcast->attr("broadcast_dimensions").ints();
      bool alongFeatures = true;
      for (size_t k = 0; k < dims.size(); ++k) alongFeatures &= bt.dim(int64_t(k)) == 1 || dims[k] == dn.outputFeatureDim;
      if (!alongFeatures) continue;
      const Value* out = add->result();
      bool relu = c.ops.size() == 4;
      if (relu) {
        const Operation* cmp = nullptr;
        const Operation* sel = nullptr;
        for (const Operation* o : c.ops) {
          if (o->is(OpCode::Compare)) cmp = o;
          if (o->is(OpCode::Select)) sel = o;
        }
        if (!cmp || !sel) continue;
        ir::Attr direction = cmp->attr("comparison_direction");
        ir::Attr type = cmp->attr("compare_type");
        bool lt = direction && direction.str() == "LT" && (!type || type.str() == "FLOAT");
        if (!lt || cmp->operand(0) != add->result() || !splatZero(cmp->operand(1), false)) continue;
        if (sel->operand(0) != cmp->result() || !splatZero(sel->operand(1), true) || sel->operand(2) != add->result())
          continue;
        out = sel->result();
      }
      if (c.outputs.size() != 1 || c.outputs[0] != out) continue;
      std::optional<Kernel> kernel = oneDnnConvolutionBiasRelu(conv, relu);
      if (!kernel) continue;
      absorb(conv, c, std::move(*kernel), {conv.operand(0), conv.operand(1), bias});
    }
  }

  // `op` runs with cluster `c` as its epilogue, where the cluster would have run; its own result
  // gets no slot.
  void absorb(const Operation& op, FusionCluster& c, Kernel kernel, std::vector<const Value*> inputs) {
    epilogues_[&op] = {std::move(kernel), std::move(inputs)};
    absorbed_[&c] = &op;
    runsAt_[&op] = c.ops.back();
    internal_.insert(op.result());
  }

  // Plain SGD after a weight gradient, w - s * dot(..) with s a broadcast 0-d value or a splat
  // constant: when the dot's result is read only there and the fused cluster is exactly the
  // multiply, the subtract (and the broadcast), the dot runs with output scale -s and a sum post-op
  // onto w (oneDnnDotGeneralUpdate): the gradient is never written or read back.
  void findMatmulUpdates(const Block& b, const std::unordered_map<const Operation*, FusionCluster*>& clusterOf) {
    for (const Operation& dot : b) {
      if (!dot.is(OpCode::DotGeneral) || dot.result()->uses().size() != 1 || !worthOneDnn(dot)) continue;
      const Operation* mul = (*dot.result()->uses().begin()).user;
      auto it = clusterOf.find(mul);
      if (!mul->is(OpCode::Multiply) || it == clusterOf.end()) continue;
      FusionCluster& c = *it->second;
      if (c.outputs.size() != 1 || mul->result()->uses().size() != 1) continue;
      const Operation* sub = (*mul->result()->uses().begin()).user;
      if (!sub->is(OpCode::Subtract) || sub->operand(1) != mul->result() || c.outputs[0] != sub->result()) continue;
      const Value* w = sub->operand(0);
      const Value* scale = mul->operand(0) == dot.result() ? mul->operand(1) : mul->operand(0);
      if (w == dot.operand(0) || w == dot.operand(1) || scale == dot.result()) continue;
      const Operation* def = scale->definingOp();
      std::optional<float> constant;
      std::vector<const Value*> inputs{dot.operand(0), dot.operand(1)};
      size_t ops = 2;
      if (def && def->is(OpCode::Constant)) {
        ir::Attr a = def->attr("value");
        if (!a.isSplat() || scale->type().elementType() != ir::ElementType::F32) continue;
        constant = std::bit_cast<float>(uint32_t(a.elementBits(0)));
      } else if (def && def->is(OpCode::BroadcastInDim) && clusterOf.count(def) && clusterOf.at(def) == &c &&
                 def->operand(0)->type().rank() == 0 && def->result()->uses().size() == 1) {
        inputs.push_back(def->operand(0));
        ops = 3;
      } else {
        continue;
      }
      if (c.ops.size() != ops || w->definingOp() == &dot) continue;
      inputs.push_back(w);
      std::optional<Kernel> kernel = oneDnnDotGeneralUpdate(dot, constant);
      if (!kernel) continue;
      absorb(dot, c, std::move(*kernel), std::move(inputs));
    }
  }

  // A dynamic_update_slice may write into its operand's slot when nothing reads the operand after it:
  // only the update's window is then written (a loop filling a buffer row by row copies nothing).
  // A loop's state qualifies only where the body yields the result in its place.
  bool updatesInPlace(const Operation& op) {
    const Value* v = op.operand(0);
    if (constantOf_.count(v)) return false;
    for (auto [arg, y] : stateInPlace_)  // the result already lives in a loop argument's slot
      if (y == op.result(0) && arg != v) return false;
    int64_t at = span_.at(&op).second;
    int64_t here = 0;
    for (ir::Use u : v->uses()) {
      int64_t pos = usePosition(v, u.user);
      if (pos > at) return false;
      if (pos == at) ++here;
    }
    if (here != 1) return false;  // read again by this op (as the update or an index)
    if (v->isBlockArgument()) {
      const Operation* loop = v->ownerBlock()->parentOp();
      if (loop && loop->is(OpCode::While)) {
        const Operation* yield = v->ownerBlock()->terminator();
        return v->ownerBlock() == &loop->region(1).block() && yield && yield->operand(v->index()) == op.result(0);
      }
      // An argument of the function is the caller's: written only where donated to this result.
      for (auto [arg, y] : stateInPlace_)
        if (arg == v && y == op.result(0)) return true;
      return false;
    }
    return true;
  }

  // Where a loop body computes the next value of its state argument i after its last read of the
  // argument (or in the same fused pass, reading it element for element), the new value is written
  // into the argument's slot: the per-iteration copy of the state goes away. A fused cluster then
  // writes that output at the end of each segment, after its reads (FusionCluster::writtenLast).
  // The same holds for the entry's results and the arguments donated to them (`targets`: yield
  // index, argument).
  size_t updateStateInPlace(const Block& body, const std::vector<std::pair<size_t, const Value*>>& targets,
                            const std::unordered_map<const Operation*, FusionCluster*>& clusterOf) {
    const Operation* yield = body.terminator();
    size_t count = 0;
    if (!yield) return count;
    for (auto [i, arg] : targets) {
      if (i >= yield->numOperands()) continue;
      const Value* y = yield->operand(i);
      const Operation* def = y->definingOp();
      if (!def || def->block() != &body || def->is(OpCode::Constant) || find(y) != y) continue;
      if (std::count(yield->operands().begin(), yield->operands().end(), y) != 1) continue;
      auto c = clusterOf.find(def);
      const Operation* runs = c != clusterOf.end() ? c->second->ops.back() : def;
      // Ops with regions may write their results from their start (a while's state).
      int64_t writes = runs->numRegions() ? span_.at(runs).first : span_.at(runs).second;
      bool ok = true, sameStep = false;
      for (ir::Use u : arg->uses()) {
        int64_t at = usePosition(arg, u.user);
        if (at < writes) continue;
        // A dynamic_update_slice of the argument itself then writes only its window.
        if (at == writes && u.user == def && def->is(OpCode::DynamicUpdateSlice) && u.operandIndex == 0 && !body.parentOp())
          continue;
        // (Not a cluster a convolution runs as its epilogue: the convolution reads the whole input. A
        // dot's update epilogue reads w only as the sum post-op's dst, element for element.)
        if (at == writes && c != clusterOf.end() && readsElementwise(*c->second, arg) &&
            (!absorbed_.count(c->second) || absorbed_.at(c->second)->is(OpCode::DotGeneral))) {
          sameStep = true;
          continue;
        }
        ok = false;
      }
      if (!ok) continue;
      if (sameStep) c->second->writtenLast.push_back(y);
      stateInPlace_.push_back({arg, y});
      ++count;
    }
    return count;
  }

  // Whether the cluster reads `v` only element for element over its iteration shape (no views, no
  // reductions), so that writing element k after reading element k is safe.
  static bool readsElementwise(const FusionCluster& c, const Value* v) {
    for (const Operation* op : c.ops) {
      if (op->is(OpCode::Reduce)) return false;
      for (size_t k = 0; k < op->numOperands(); ++k) {
        if (op->operand(k) != v) continue;
        if (fusedSupport(*op).role != FusedRole::Elementwise) return false;
        auto s = v->type().shape();
        if (!std::equal(s.begin(), s.end(), c.shape.begin(), c.shape.end())) return false;
      }
    }
    return true;
  }

  // A while's results, its body's and its condition's arguments are one slot each.
  void shareLoopState(const Operation& op, Step& step) {
    const Block& cond = op.region(0).block();
    const Block& body = op.region(1).block();
    for (size_t i = 0; i < op.numResults(); ++i) {
      unite(body.arg(i), op.result(i));
      unite(body.arg(i), cond.arg(i));
    }
    for (auto [arg, y] : stateInPlace_)
      if (arg->ownerBlock() == &body) unite(arg, y);
    const Operation* term = body.terminator();
    for (size_t i = 0; term && i < term->numOperands(); ++i) {
      const Value* y = term->operand(i);
      if (y->isBlockArgument() && y->ownerBlock() == &body && y->index() != i) step.stagesYields = true;
    }
    if (step.stagesYields) scratchOf_.push_back(&op);
  }

  const Value* find(const Value* v) {
    auto it = parent_.find(v);
    if (it == parent_.end() || it->second == v) return v;
    return it->second = find(it->second);
  }
  void unite(const Value* a, const Value* b) {
    const Value* ra = find(a);
    const Value* rb = find(b);
    if (ra != rb) parent_[rb] = ra;
  }

  // The position at which the last use of `v` by `user` happens: the op of v's block that holds it.
  int64_t usePosition(const Value* v, const Operation* user) {
    const Block* home = blockOf(v);
    const Operation* at = user;
    while (at && at->block() != home) at = at->parentOp();
    if (!at) return counter_;
    if (auto it = runsAt_.find(at); it != runsAt_.end()) at = it->second;  // read when the cluster runs
    // A branch's yields are copied into the if's (case's) results one by one when it ends: they must
    // not share a slot with those results.
    const Operation* parent = at->hasTrait(ir::kTerminator) ? at->block()->parentOp() : nullptr;
    if (parent && (parent->is(OpCode::If) || parent->is(OpCode::Case))) return span_.at(parent).second;
    return span_.at(at).second;
  }

  void touch(const Value* v, int64_t from, int64_t to) {
    const Value* k = find(v);
    auto [it, fresh] = interval_.try_emplace(k, from, to);
    if (fresh) order_.push_back(k);
    it->second.first = std::min(it->second.first, from);
    it->second.second = std::max(it->second.second, to);
    bytes_[k] = std::max(bytes_[k], bytesOf(v->type()));
  }

  void define(const Value* v, int64_t at) {
    int64_t last = at;
    for (ir::Use u : v->uses()) last = std::max(last, usePosition(v, u.user));
    touch(v, at, last);
  }

  void liveness(const Block& b) {
    for (size_t i = 0; i < b.numArgs(); ++i) {
      const Operation* parent = b.parentOp();
      auto [from, to] = parent ? span_.at(parent) : std::pair<int64_t, int64_t>{0, 0};
      define(b.arg(i), from);
      if (parent) touch(b.arg(i), from, to);  // region arguments hold across the whole op
    }
    for (const Operation& op : b) {
      for (size_t r = 0; r < op.numRegions(); ++r) liveness(op.region(r).block());
      for (const Value* v : op.results())
        if (!constantOf_.count(v) && !internal_.count(v)) define(v, span_.at(&op).second);
    }
  }

  void allocate(Plan& p) {
    // The constant slots point into the pool; everything else gets an offset by first fit.
    for (auto& [v, index] : constantOf_) {
      Slot s;
      s.constant = p.constants[index].bytes().data();
      s.bytes = int64_t(p.constants[index].bytes().size());
      p.slots[v] = s;
    }
    struct Want {
      const void* key;
      int64_t from, to, bytes;
    };
    // The entry's arguments (and results computed into them) stay in the caller's buffers.
    std::unordered_map<const Value*, int> argumentOf;
    const Block& entry = *p.entry->block;
    for (size_t i = 0; i < entry.numArgs(); ++i) argumentOf[find(entry.arg(i))] = int(i);
    std::vector<Want> wants;
    for (const Value* v : order_)
      if (!argumentOf.count(v)) wants.push_back({v, interval_[v].first, interval_[v].second, bytes_[v]});
    for (const Operation* op : scratchOf_) {
      int64_t total = 0;
      for (const Value* r : op->results()) total += (bytesOf(r->type()) + kAlign - 1) / kAlign * kAlign;
      wants.push_back({op, span_.at(op).first, span_.at(op).second, total});
    }
    if (std::getenv("JUXLA_EXPLAIN_ARENA")) explainArena(wants);
    // Stable, in the order values were met: the same function always gets the same layout.
    std::stable_sort(wants.begin(), wants.end(), [](const Want& a, const Want& b) {
      return a.from != b.from ? a.from < b.from : a.bytes > b.bytes;
    });
    // A small program gives every value its own bytes: a kernel then writes the same lines from
    // the same core on every run (the threads' shares are fixed), where reusing them for a value
    // split differently made the cores take lines from each other's caches, which on this VM cost
    // more than the second core saved (LeNet-5's conv1 forward: 2 threads 133 us, 1 thread 123 us).
    int64_t total = 0;
    for (const Want& w : wants) total += (w.bytes + kAlign - 1) / kAlign * kAlign;
    bool reuse = total > kPrivateSlotsBytes;
    std::multimap<int64_t, std::pair<int64_t, int64_t>> active;  // offset -> (bytes, last position)
    std::unordered_map<const void*, int64_t> offsets;
    for (const Want& w : wants) {
      for (auto it = active.begin(); it != active.end();)
        it = reuse && it->second.second < w.from ? active.erase(it) : std::next(it);
      int64_t size = (w.bytes + kAlign - 1) / kAlign * kAlign;
      int64_t at = 0;
      for (auto& [offset, used] : active) {
        if (offset >= at + size) break;
        at = std::max(at, offset + (used.first + kAlign - 1) / kAlign * kAlign);
      }
      if (size) active.emplace(at, std::make_pair(size, w.to));
      offsets[w.key] = at;
      p.arenaBytes = std::max(p.arenaBytes, at + size);
    }
    std::function<void(BlockPlan&)> assign = [&](BlockPlan& b) {
      for (Step& s : b.steps) {
        if (s.stagesYields) s.scratch.offset = offsets.at(s.op);
        for (auto& r : s.regions) assign(*r);
      }
    };
    assign(*p.entry);
    // Every value: the slot of its class (loop state shares one).
    auto slotOf = [&](const Value* v) {
      const Value* k = find(v);
      if (auto a = argumentOf.find(k); a != argumentOf.end()) return Slot{0, bytesOf(v->type()), nullptr, a->second};
      return Slot{offsets.at(k), bytesOf(v->type()), nullptr, -1};
    };
    std::function<void(const Block&)> place = [&](const Block& b) {
      for (size_t i = 0; i < b.numArgs(); ++i) p.slots[b.arg(i)] = slotOf(b.arg(i));
      for (const Operation& op : b) {
        for (size_t r = 0; r < op.numRegions(); ++r) place(op.region(r).block());
        for (const Value* v : op.results())
          if (!constantOf_.count(v) && !internal_.count(v)) p.slots[v] = slotOf(v);
      }
    };
    place(*p.entry->block);
  }

  // JUXLA_EXPLAIN_ARENA: the values live where the most bytes are, largest first (what to shrink).
  template <typename Want>
  void explainArena(const std::vector<Want>& wants) {
    std::map<int64_t, int64_t> delta;
    for (const Want& w : wants) delta[w.from] += w.bytes, delta[w.to + 1] -= w.bytes;
    int64_t live = 0, most = 0, at = 0;
    for (auto [pos, d] : delta)
      if ((live += d) > most) most = live, at = pos;
    std::vector<const Want*> there;
    for (const Want& w : wants)
      if (w.from <= at && at <= w.to && w.bytes > 0) there.push_back(&w);
    std::sort(there.begin(), there.end(), [](auto* a, auto* b) { return a->bytes > b->bytes; });
    std::cerr << "arena: " << (most >> 20) << " MiB live at position " << at << " of " << counter_ << "\n";
    for (size_t i = 0; i < there.size() && i < 25; ++i) {
      const auto* v = static_cast<const Value*>(there[i]->key);
      bool isValue = std::find(order_.begin(), order_.end(), v) != order_.end();
      std::string what = !isValue ? "loop scratch" : v->isBlockArgument() ? "block argument" : std::string(v->definingOp()->name());
      std::cerr << "  " << (there[i]->bytes >> 20) << " MiB " << (isValue ? v->type().str() : "") << " " << what
                << " [" << there[i]->from << ", " << there[i]->to << "]\n";
    }
  }

  int64_t counter_ = 0;
  std::unordered_map<const Operation*, std::pair<int64_t, int64_t>> span_;
  std::unordered_map<const Value*, size_t> constantOf_;
  std::unordered_map<const Value*, const Value*> parent_;
  std::unordered_map<const Value*, std::pair<int64_t, int64_t>> interval_;
  std::vector<const Value*> order_;  // the keys of interval_ in the order they were met
  std::unordered_map<const Value*, int64_t> bytes_;
  std::vector<const Operation*> scratchOf_;  // whiles whose yields go through a scratch area
  std::vector<std::pair<const Value*, const Value*>> stateInPlace_;  // (body argument, its next value)
  bool fuse_ = true;
  std::vector<std::pair<size_t, size_t>> donated_;
  std::vector<std::unique_ptr<BlockFusion>> clusters_;             // what fusedClusters points into
  std::unordered_map<const Operation*, const Operation*> runsAt_;  // fused op -> its cluster's last op
  std::unordered_set<const Value*> internal_;                      // values only fused kernels see
  struct Epilogue {
    Kernel kernel;
    std::vector<const Value*> inputs;  // of the step running the op with its epilogue
  };
  std::unordered_map<const Operation*, Epilogue> epilogues_;            // convolution or dot -> its epilogue
  std::unordered_map<const FusionCluster*, const Operation*> absorbed_;  // their clusters -> the op
};

}  // namespace

Plan planFunction(const ir::Func& f, bool fuse, const std::vector<std::pair<size_t, size_t>>& donated) {
  if (fuse && std::getenv("JUXLA_EXPLAIN_FUSION")) std::cerr << explainFusion(f);
  return Planner(fuse, donated).plan(f);
}

}  // namespace juxla::cpu
