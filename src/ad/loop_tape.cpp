// Recording and replaying loop states for the backward pass of stablehlo.while (see loop_tape.h).
#include "ad/loop_tape.h"

#include <limits>

#include <fmt/format.h>

namespace juxla::ad::rules {

using ir::Builder;
using ir::OpCode;
using ir::Value;
using Dir = ir::ComparisonDirection;

namespace {

std::optional<int64_t> constantInt(const Value* v) {
  const ir::Operation* def = v->definingOp();
  if (!def || !def->is(OpCode::Constant) || v->type().rank() != 0 || !ir::isInteger(v->type().elementType()) ||
      ir::isBool(v->type().elementType()))
    return std::nullopt;
  return def->attr("value").intElement(0);
}

bool holds(Dir d, int64_t x, int64_t y) {
  switch (d) {
    case Dir::LT: return x < y;
    case Dir::LE: return x <= y;
    case Dir::GT: return x > y;
    case Dir::GE: return x >= y;
    case Dir::NE: return x != y;
    case Dir::EQ: return x == y;
  }
  return false;
}

std::optional<Dir> directionOf(const ir::Operation& cmp) {
  const std::string& d = cmp.attr("comparison_direction").str();
  for (Dir x : {Dir::EQ, Dir::NE, Dir::GE, Dir::GT, Dir::LE, Dir::LT})
    if (ir::comparisonDirectionName(x) == d) return x;
  return std::nullopt;
}

Dir flipped(Dir d) {
  switch (d) {
    case Dir::LT: return Dir::GT;
    case Dir::LE: return Dir::GE;
    case Dir::GT: return Dir::LT;
    case Dir::GE: return Dir::LE;
    default: return d;
  }
}

// Whether `v` is defined outside `w` (so it is in scope, and the same, before the loop).
bool definedOutside(const Value* v, const ir::Operation& w) {
  const ir::Block* block = v->isBlockArgument() ? v->ownerBlock() : v->definingOp()->block();
  for (const ir::Operation* p = block ? block->parentOp() : nullptr; p; p = p->block() ? p->block()->parentOp() : nullptr)
    if (p == &w) return false;
  return true;
}

std::vector<int64_t> withSlots(int64_t slots, ir::Type t) {
  std::vector<int64_t> shape{slots};
  shape.insert(shape.end(), t.shape().begin(), t.shape().end());
  return shape;
}

}  // namespace

std::optional<CounterLoop> counterLoop(const ir::Operation& w) {
  const ir::Block& cond = w.region(0).block();
  const ir::Block& body = w.region(1).block();
  const ir::Operation* term = cond.terminator();
  if (!term || term->numOperands() != 1) return std::nullopt;
  // Nothing else in the condition: skipping it (the trip count computed before the loop) loses nothing.
  for (const ir::Operation& o : cond)
    if (&o != term && !o.is(OpCode::Constant) && !o.is(OpCode::Compare)) return std::nullopt;
  const ir::Operation* cmp = term->operand(0)->definingOp();
  if (!cmp || !cmp->is(OpCode::Compare)) return std::nullopt;
  std::optional<Dir> dir = directionOf(*cmp);
  if (!dir) return std::nullopt;
  Value* lhs = cmp->operand(0);
  Value* rhs = cmp->operand(1);
  bool counterOnLeft = lhs->ownerBlock() == &cond;
  Value* counter = counterOnLeft ? lhs : rhs;
  Value* bound = counterOnLeft ? rhs : lhs;
  ir::Type ct = counter->type();
  if (counter->ownerBlock() != &cond || ct.rank() != 0 || !ir::isInteger(ct.elementType()) ||
      ir::isBool(ct.elementType()))
    return std::nullopt;
  size_t k = counter->index();
  if (bound->ownerBlock() == &cond) {  // a carried bound the body leaves alone: its operand
    if (bound == counter || body.terminator()->operand(bound->index()) != body.arg(bound->index())) return std::nullopt;
    bound = w.operand(bound->index());
  } else if (!constantInt(bound) && !definedOutside(bound, w)) {
    return std::nullopt;
  }
  const ir::Operation* next = body.terminator()->operand(k)->definingOp();
  if (!next || (!next->is(OpCode::Add) && !next->is(OpCode::Subtract))) return std::nullopt;
  std::optional<int64_t> step;
  if (next->operand(0) == body.arg(k)) step = constantInt(next->operand(1));
  else if (next->is(OpCode::Add) && next->operand(1) == body.arg(k)) step = constantInt(next->operand(0));
  if (!step || *step == 0 || *step == std::numeric_limits<int64_t>::min()) return std::nullopt;
  if (next->is(OpCode::Subtract)) *step = -*step;
  return CounterLoop{k, counterOnLeft ? *dir : flipped(*dir), *step, bound};
}

std::optional<int64_t> staticTripCount(const ir::Operation& w) {
  std::optional<CounterLoop> c = counterLoop(w);
  if (!c) return std::nullopt;
  std::optional<int64_t> start = constantInt(w.operand(c->index));
  std::optional<int64_t> bound = constantInt(c->bound);
  if (!start || !bound) return std::nullopt;
  // Count by running the counter: exact, and the cap keeps it cheap.
  int64_t n = 0, i = *start;
  const int64_t cap = int64_t(1) << 40;
  while (n <= cap && holds(c->dir, i, *bound)) {
    ++n;
    if (__builtin_add_overflow(i, c->step, &i)) return std::nullopt;
    if ((c->step > 0 && i > *bound && (c->dir == Dir::LT || c->dir == Dir::LE)) ||
        (c->step < 0 && i < *bound && (c->dir == Dir::GT || c->dir == Dir::GE)))
      break;
  }
  if (n > cap) return std::nullopt;
  return n;
}

Value* tripCountBefore(Builder& b, const ir::Operation& w) {
  std::optional<CounterLoop> c = counterLoop(w);
  if (!c || ir::isUnsignedInteger(w.operand(c->index)->type().elementType())) return nullptr;  // i64 arithmetic
  const bool up = c->step > 0;
  // A counter moving away from its bound, or compared for (in)equality, may never stop: left to counting.
  if (up ? (c->dir != Dir::LT && c->dir != Dir::LE) : (c->dir != Dir::GT && c->dir != Dir::GE)) return nullptr;
  const bool inclusive = c->dir == Dir::LE || c->dir == Dir::GE;
  auto asI64 = [&](Value* v) {
    if (std::optional<int64_t> k = constantInt(v)) return b.constantInt(ir::ElementType::I64, *k);
    return v->type().elementType() == ir::ElementType::I64 ? v : b.convert(v, ir::ElementType::I64);
  };
  auto i64 = [&](int64_t v) { return b.constantInt(ir::ElementType::I64, v); };
  Value* start = asI64(w.operand(c->index));
  Value* bound = asI64(c->bound);
  // The counter covers the distance d = to - from in steps of |step|: while d > 0 (d >= 0 inclusive)
  // it runs n = (d - 1) / |step| + 1 times (d / |step| + 1 inclusive).
  Value* from = up ? start : bound;
  Value* to = up ? bound : start;
  Value* runs = b.compare(to, from, inclusive ? Dir::GE : Dir::GT);
  Value* distance = b.sub(to, from);
  const int64_t stride = up ? c->step : -c->step;
  Value* n = stride == 1 ? (inclusive ? b.add(distance, i64(1)) : distance)
                         : b.add(b.div(inclusive ? distance : b.sub(distance, i64(1)), i64(stride)), i64(1));
  // A distance past the i64 range wrapped negative: that loop runs (practically) forever.
  n = b.select(b.compare(distance, i64(0), Dir::LT), i64(std::numeric_limits<int64_t>::max()), n);
  return b.select(runs, n, i64(0));
}

const ir::Operation* carriedInPlaceWrite(const ir::Operation& w, size_t k) {
  const ir::Block& body = w.region(1).block();
  const ir::Operation* def = body.terminator()->operand(k)->definingOp();
  if (!def || !def->is(OpCode::DynamicUpdateSlice) || def->block() != &body || def->operand(0) != body.arg(k))
    return nullptr;
  if (def->operand(1)->type().numElements() >= def->operand(0)->type().numElements()) return nullptr;
  return def;
}

bool LoopTape::stored(size_t i) const { return a_.op.operand(i)->type().isTensor() && !invariant_[i]; }

std::vector<Value*> LoopTape::emptyStacks(Builder& b, int64_t slots, bool undoLog) {
  std::vector<Value*> out;
  auto add = [&](ir::Type stack) {
    a_.reverse.addTapeBytes(stack.numElements() * int64_t(ir::storageBytes(stack.elementType())));
    out.push_back(b.zeros(stack));
  };
  for (size_t i = 0; i < a_.op.numOperands(); ++i) {
    if (!stored(i)) continue;
    ir::Type t = a_.op.operand(i)->type();
    if (undoLog && logged(i)) {
      ir::Type slice = writes_[i]->operand(1)->type();
      add(ir::Type::tensor(t.elementType(), withSlots(slots, slice)));
      add(ir::Type::tensor(ir::ElementType::I64, std::vector<int64_t>{slots, t.rank()}));
    } else {
      add(ir::Type::tensor(t.elementType(), withSlots(slots, t)));
    }
  }
  return out;
}

std::vector<Value*> LoopTape::store(Builder& b, const std::vector<Value*>& stacks, std::span<Value* const> state,
                                    Value* slot, const ir::ValueMap* body) {
  auto write = [&](Value* stack, Value* v) {
    ir::Type t = v->type();
    std::vector<Value*> starts{slot};
    for (int64_t d = 0; d < t.rank(); ++d) starts.push_back(i64(b, 0));
    return b.dynamicUpdateSlice(stack, b.reshape(v, withSlots(1, t)), starts);
  };
  auto mapped = [&](Value* v) {
    auto it = body->find(v);
    return it == body->end() ? v : it->second;
  };
  std::vector<Value*> out;
  size_t s = 0;
  for (size_t i = 0; i < state.size(); ++i) {
    if (!stored(i)) continue;
    if (!body || !logged(i)) {
      out.push_back(write(stacks[s++], state[i]));
      continue;
    }
    // The starts clamped as dynamic_update_slice clamps them, so the undo writes where the write went.
    const ir::Operation* w = writes_[i];
    ir::Type t = state[i]->type(), u = w->operand(1)->type();
    std::vector<Value*> starts, columns;
    for (int64_t d = 0; d < t.rank(); ++d) {
      Value* start = mapped(w->operand(2 + d));
      if (start->type().elementType() != ir::ElementType::I64) start = b.convert(start, ir::ElementType::I64);
      starts.push_back(b.clamp(i64(b, 0), start, i64(b, t.shape()[d] - u.shape()[d])));
      columns.push_back(b.reshape(starts.back(), {1}));
    }
    std::vector<int64_t> sliceSizes(u.shape().begin(), u.shape().end());
    out.push_back(write(stacks[s++], b.dynamicSlice(state[i], starts, sliceSizes)));
    out.push_back(write(stacks[s++], b.concatenate(columns, 0)));
  }
  return out;
}

std::vector<Value*> LoopTape::load(Builder& b, const std::vector<Value*>& stacks, Value* slot,
                                   const std::vector<Value*>& fixed, std::vector<Value*>* after) {
  auto read = [&](Value* stack) {
    ir::Type t = stack->type();
    std::vector<Value*> starts{slot};
    for (int64_t d = 1; d < t.rank(); ++d) starts.push_back(i64(b, 0));
    std::vector<int64_t> sizes(t.shape().begin(), t.shape().end());
    sizes[0] = 1;
    return b.reshape(b.dynamicSlice(stack, starts, sizes), std::vector<int64_t>(sizes.begin() + 1, sizes.end()));
  };
  std::vector<Value*> out;
  size_t s = 0, l = 0, f = 0;
  for (size_t i = 0; i < a_.op.numOperands(); ++i) {
    if (invariant(i)) {
      out.push_back(fixed[f++]);
      continue;
    }
    if (!stored(i)) {  // a token: effects are not replayed, so a fresh one serves
      out.push_back(b.afterAll({}));
      continue;
    }
    if (!after || !logged(i)) {
      out.push_back(read(stacks[s++]));
      continue;
    }
    // Undo this iteration's write: put back the slice it overwrote.
    Value* old = read(stacks[s++]);
    Value* columns = read(stacks[s++]);
    std::vector<Value*> starts;
    for (int64_t d = 0; d < columns->type().numElements(); ++d)
      starts.push_back(b.reshape(b.slice(columns, {d}, {d + 1}), {}));
    Value*& value = (*after)[l++];
    value = b.dynamicUpdateSlice(value, old, starts);
    out.push_back(value);
  }
  return out;
}

std::vector<Value*> LoopTape::loggedOf(std::span<Value* const> state) const {
  std::vector<Value*> out;
  for (size_t i = 0; i < writes_.size(); ++i)
    if (stored(i) && logged(i)) out.push_back(state[i]);
  return out;
}

std::vector<Value*> LoopTape::invariantOf(std::span<Value* const> state) const {
  std::vector<Value*> out;
  for (size_t i = 0; i < invariant_.size(); ++i)
    if (invariant(i)) out.push_back(state[i]);
  return out;
}

std::vector<Value*> LoopTape::body(Builder& b, std::span<Value* const> state, bool primal, ir::ValueMap& map) {
  const ir::Block& block = a_.op.region(1).block();
  for (size_t i = 0; i < block.numArgs(); ++i) map[block.arg(i)] = state[i];
  return primal ? cloneBlock(b, block, map) : a_.reverse.recompute(b, block, map);
}

std::vector<Value*> LoopTape::cond(Builder& b, std::span<Value* const> state) {
  const ir::Block& block = a_.op.region(0).block();
  ir::ValueMap map;
  for (size_t i = 0; i < block.numArgs(); ++i) map[block.arg(i)] = state[i];
  return cloneBlock(b, block, map);
}

std::vector<Value*> LoopTape::sweep(Builder& b, const std::vector<Value*>& tape, Value* len,
                                    std::vector<Value*> carried, const std::vector<Value*>& captures,
                                    const std::vector<Value*>& last, const std::vector<Value*>& fixed) {
  size_t d = diffCarried_.size();
  // The counter, cotangents and accumulated captures; then `last` and `fixed`. The invariant values
  // pass through as the loop's own arguments, so that their cotangent (through the carried value) is
  // kept apart from that of the same value captured by the body.
  size_t width = 1 + carried.size();
  std::vector<Value*> initial{b.sub(len, i64(b, 1))};
  initial.insert(initial.end(), carried.begin(), carried.end());
  initial.insert(initial.end(), last.begin(), last.end());
  initial.insert(initial.end(), fixed.begin(), fixed.end());
  auto condFn = [&](Builder& bb, std::span<Value* const> args) -> std::vector<Value*> {
    return {bb.compare(args[0], i64(bb, 0), Dir::GE)};
  };
  auto bodyFn = [&](Builder& bb, std::span<Value* const> args) -> std::vector<Value*> {
    std::vector<Value*> restored(args.begin() + width, args.begin() + width + last.size());
    std::vector<Value*> fixedArgs(args.begin() + width + last.size(), args.end());
    std::vector<Value*> state = load(bb, tape, args[0], fixedArgs, &restored);
    ir::Operation* marker = bb.block()->back();
    ir::ValueMap map;
    std::vector<Value*> ys = body(bb, state, /*primal=*/false, map);
    std::vector<Value*> outputs, seeds, wrt;
    for (size_t j = 0; j < d; ++j) {
      outputs.push_back(ys[diffCarried_[j]]);
      seeds.push_back(args[1 + j]);
      wrt.push_back(state[diffCarried_[j]]);
    }
    wrt.insert(wrt.end(), captures.begin(), captures.end());
    std::vector<Value*> g = a_.reverse.backward(bb, *bb.block(), marker, outputs, seeds, wrt);
    std::vector<Value*> next{bb.sub(args[0], i64(bb, 1))};
    for (size_t j = 0; j < d; ++j) next.push_back(g[j] ? g[j] : bb.zeros(wrt[j]->type()));
    for (size_t c = 0; c < captures.size(); ++c) next.push_back(addCotangents(bb, args[1 + d + c], g[d + c]));
    next.insert(next.end(), restored.begin(), restored.end());
    next.insert(next.end(), fixedArgs.begin(), fixedArgs.end());
    return next;
  };
  std::vector<Value*> results = b.while_(initial, condFn, bodyFn);
  return std::vector<Value*>(results.begin() + 1, results.begin() + width);
}

VjpResult LoopTape::differentiate(const std::vector<Value*>& captures) {
  ir::Operation& op = a_.op;
  const size_t n = op.numOperands();
  const ir::Block& primalBody = op.region(1).block();
  for (size_t i = 0; i < n; ++i) {
    if (op.operand(i)->type().isTuple())
      throw AdError(op.loc(), "cannot differentiate a loop that carries a tuple");
    if (isDifferentiable(op.operand(i))) diffCarried_.push_back(i);
    writes_.push_back(carriedInPlaceWrite(op, i));
    invariant_.push_back(op.operand(i)->type().isTensor() &&
                         primalBody.terminator()->operand(i) == primalBody.arg(i));
  }
  const LoopOptions& opts = a_.reverse.options().loops;
  std::vector<Value*> init(op.operands().begin(), op.operands().end());
  const std::vector<Value*> fixed = invariantOf(init);
  Builder fb(*op.block(), &op);
  fb.setLoc(op.loc());
  Builder& b = a_.b;

  std::vector<Value*> carried;  // cotangents of the carried values, then accumulated captures
  for (size_t i : diffCarried_) carried.push_back(a_.cotangentOrZero(i));
  for (Value* c : captures) carried.push_back(b.zeros(c->type()));

  auto replacePrimal = [&](const std::vector<Value*>& results) {
    for (size_t i = 0; i < n; ++i) {
      op.result(i)->replaceAllUsesWith(results[i]);
      a_.reverse.replaced(op.result(i), results[i]);
    }
  };
  std::vector<Value*> out;
  std::optional<int64_t> trip = staticTripCount(op);
  if (trip && *trip <= opts.maxStackedIterations) {
    // Every iteration's state on a tape, written by the loop that replaces the primal one.
    std::vector<Value*> initial = init;
    initial.push_back(i64(fb, 0));
    std::vector<Value*> tape = emptyStacks(fb, std::max<int64_t>(*trip, 1), /*undoLog=*/true);
    initial.insert(initial.end(), tape.begin(), tape.end());
    auto condFn = [&](Builder& bb, std::span<Value* const> args) { return cond(bb, args.subspan(0, n)); };
    auto bodyFn = [&](Builder& bb, std::span<Value* const> args) {
      ir::ValueMap map;
      std::vector<Value*> next = body(bb, args.subspan(0, n), /*primal=*/true, map);
      std::vector<Value*> written =
          store(bb, std::vector<Value*>(args.begin() + n + 1, args.end()), args.subspan(0, n), args[n], &map);
      next.push_back(bb.add(args[n], i64(bb, 1)));
      next.insert(next.end(), written.begin(), written.end());
      return next;
    };
    std::vector<Value*> results = fb.while_(initial, condFn, bodyFn);
    replacePrimal(results);
    out = sweep(b, std::vector<Value*>(results.begin() + n + 1, results.end()), results[n], carried, captures,
                loggedOf(results), fixed);
  } else {
    if (!a_.reverse.options().check)
      throw AdError(op.loc(), "cannot differentiate a loop whose trip count is only known at run time here: "
                              "checkpointing needs a run-time check of its iteration limit");
    const int64_t K = opts.checkpointSlots, S = opts.segmentSlots;
    // The trip count: computed before the loop when a counter decides it; then the checkpointing pass
    // below is the primal loop. Otherwise a loop that counts its iterations replaces the primal one.
    Value* trips = tripCountBefore(fb, op);
    const bool counted = trips == nullptr;
    if (counted) {
      std::vector<Value*> initial = init;
      initial.push_back(i64(fb, 0));
      auto condFn = [&](Builder& bb, std::span<Value* const> args) { return cond(bb, args.subspan(0, n)); };
      auto countFn = [&](Builder& bb, std::span<Value* const> args) {
        ir::ValueMap map;
        std::vector<Value*> next = body(bb, args.subspan(0, n), /*primal=*/true, map);
        next.push_back(bb.add(args[n], i64(bb, 1)));
        return next;
      };
      std::vector<Value*> results = fb.while_(initial, condFn, countFn);
      replacePrimal(results);
      trips = results[n];
    }
    a_.reverse.options().check(b, b.compare(trips, i64(b, K * S), Dir::LE), op.loc(),
                               fmt::format("the loop ran more than {} iterations, the most its gradient "
                                           "supports (LoopOptions: {} checkpoints x {} states)", K * S, K, S));
    // s = max(1, ceil(n / K)); the checkpointing pass keeps the state of every s-th iteration.
    Builder& cb = counted ? b : fb;
    Value* stride = cb.max(cb.div(cb.add(trips, i64(cb, K - 1)), i64(cb, K)), i64(cb, 1));
    std::vector<Value*> ckInit = init;
    ckInit.push_back(i64(cb, 0));
    std::vector<Value*> ckStacks = emptyStacks(cb, K + 1, /*undoLog=*/false);  // slot K: states in between
    ckInit.insert(ckInit.end(), ckStacks.begin(), ckStacks.end());
    auto ckCond = [&](Builder& bb, std::span<Value* const> args) -> std::vector<Value*> {
      return {bb.compare(args[n], trips, Dir::LT)};
    };
    auto ckBody = [&](Builder& bb, std::span<Value* const> args) {
      Value* j = args[n];
      Value* onCheckpoint = bb.compare(bb.remainder(j, stride), i64(bb, 0), Dir::EQ);
      Value* slot = bb.select(onCheckpoint, bb.div(j, stride), i64(bb, K));
      std::vector<Value*> written =
          store(bb, std::vector<Value*>(args.begin() + n + 1, args.end()), args.subspan(0, n), slot);
      ir::ValueMap map;
      std::vector<Value*> next = body(bb, args.subspan(0, n), /*primal=*/!counted, map);
      next.push_back(bb.add(j, i64(bb, 1)));
      next.insert(next.end(), written.begin(), written.end());
      return next;
    };
    std::vector<Value*> ck = cb.while_(ckInit, ckCond, ckBody);
    if (!counted) replacePrimal(ck);
    std::vector<Value*> checkpoints(ck.begin() + n + 1, ck.end());
    Value* segments = b.div(b.add(trips, b.sub(stride, i64(b, 1))), stride);
    // Backward over segments, last first: recompute the segment's tape from its checkpoint, then sweep it.
    std::vector<Value*> outer{b.sub(segments, i64(b, 1))};
    outer.insert(outer.end(), carried.begin(), carried.end());
    auto outerCond = [&](Builder& bb, std::span<Value* const> args) -> std::vector<Value*> {
      return {bb.compare(args[0], i64(bb, 0), Dir::GE)};
    };
    auto outerBody = [&](Builder& bb, std::span<Value* const> args) {
      Value* k = args[0];
      Value* len = bb.min(stride, bb.sub(trips, bb.mul(k, stride)));
      std::vector<Value*> segInit = load(bb, checkpoints, k, fixed);
      segInit.push_back(i64(bb, 0));
      std::vector<Value*> seg = emptyStacks(bb, S, /*undoLog=*/true);
      segInit.insert(segInit.end(), seg.begin(), seg.end());
      auto segCond = [&](Builder& sb, std::span<Value* const> sa) -> std::vector<Value*> {
        return {sb.compare(sa[n], len, Dir::LT)};
      };
      auto segBody = [&](Builder& sb, std::span<Value* const> sa) {
        ir::ValueMap map;
        std::vector<Value*> next = body(sb, sa.subspan(0, n), /*primal=*/false, map);
        std::vector<Value*> written =
            store(sb, std::vector<Value*>(sa.begin() + n + 1, sa.end()), sa.subspan(0, n), sa[n], &map);
        next.push_back(sb.add(sa[n], i64(sb, 1)));
        next.insert(next.end(), written.begin(), written.end());
        return next;
      };
      std::vector<Value*> segOut = bb.while_(segInit, segCond, segBody);
      std::vector<Value*> segTape(segOut.begin() + n + 1, segOut.end());
      std::vector<Value*> swept = sweep(bb, segTape, len, std::vector<Value*>(args.begin() + 1, args.end()),
                                        captures, loggedOf(segOut), fixed);
      std::vector<Value*> next{bb.sub(k, i64(bb, 1))};
      next.insert(next.end(), swept.begin(), swept.end());
      return next;
    };
    std::vector<Value*> res = b.while_(outer, outerCond, outerBody);
    out.assign(res.begin() + 1, res.end());
  }

  VjpResult r = none(a_);
  for (size_t j = 0; j < diffCarried_.size(); ++j)
    if (a_.wants(diffCarried_[j])) r.operands[diffCarried_[j]] = out[j];
  for (size_t c = 0; c < captures.size(); ++c) r.captured.push_back({captures[c], out[diffCarried_.size() + c]});
  return r;
}

}  // namespace juxla::ad::rules
