// Vjp rules of reduce, reduce_window and select_and_scatter. The bodies are recognized (add, max,
// min, multiply, or a selection such as argmax's) and each gets its own backward pass; a body that
// is none of these is refused with an AdError.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include <fmt/format.h>

#include "ad/rules.h"

namespace juxla::ad::rules {

using ir::ComparisonDirection;
using ir::OpCode;
using ir::Value;

namespace {

// The binary op that output k of a body with n accumulators applies to (acc_k, x_k), if it is one
// of add, maximum, minimum, multiply.
std::optional<OpCode> combinerOf(const ir::Block& body, size_t k, size_t n) {
  const ir::Operation* ret = body.terminator();
  if (!ret || ret->numOperands() != n) return std::nullopt;
  const ir::Operation* def = ret->operand(k)->definingOp();
  if (!def || def->block() != &body || def->numOperands() != 2) return std::nullopt;
  if (!def->is(OpCode::Add) && !def->is(OpCode::Maximum) && !def->is(OpCode::Minimum) && !def->is(OpCode::Multiply))
    return std::nullopt;
  Value *acc = body.arg(k), *x = body.arg(n + k);
  bool operandsMatch = (def->operand(0) == acc && def->operand(1) == x) || (def->operand(0) == x && def->operand(1) == acc);
  return operandsMatch ? std::optional(def->code()) : std::nullopt;
}

// Whether `v` is always one of `acc` or `x`: a tree of select, maximum and minimum over them.
bool selectsBetween(const ir::Block& body, Value* v, Value* acc, Value* x) {
  if (v == acc || v == x) return true;
  const ir::Operation* def = v->definingOp();
  if (!def || def->block() != &body) return false;
  if (def->is(OpCode::Select))
    return selectsBetween(body, def->operand(1), acc, x) && selectsBetween(body, def->operand(2), acc, x);
  if (def->is(OpCode::Maximum) || def->is(OpCode::Minimum))
    return selectsBetween(body, def->operand(0), acc, x) && selectsBetween(body, def->operand(1), acc, x);
  return false;
}

ir::Type scalarOf(const Value* v) { return ir::Type::scalar(v->type().elementType()); }

Value* sumAll(ir::Builder& b, Value* v) {
  return b.reduce(v, b.zeros(scalarOf(v)), allDims(v->type().rank()), OpCode::Add);
}

Value* indicator(ir::Builder& b, Value* pred, ir::Type type) {
  return b.select(pred, b.ones(type), b.zeros(type));
}

std::vector<int64_t> keptDims(int64_t rank, std::span<const int64_t> reduced) {
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < rank; ++d)
    if (std::ranges::find(reduced, d) == reduced.end()) kept.push_back(d);
  return kept;
}

Value* spread(ir::Builder& b, Value* v, const std::vector<int64_t>& shape, const std::vector<int64_t>& kept) {
  return b.broadcastInDim(v, shape, kept);
}

struct ReduceSpec {
  std::vector<int64_t> dims, kept, shape;  // reduced dims, kept dims, the input's shape
};

// d x_i of prod(x) * init over the reduced dims: the product of the others, without dividing, as
// an exclusive prefix product times an exclusive suffix product along the flattened reduced dims.
Value* productOfOthers(ir::Builder& b, Value* x, Value* init, const ReduceSpec& s) {
  std::vector<int64_t> perm = s.kept, flat;
  perm.insert(perm.end(), s.dims.begin(), s.dims.end());
  int64_t n = 1;
  for (int64_t d : s.kept) flat.push_back(s.shape[size_t(d)]);
  for (int64_t d : s.dims) n *= s.shape[size_t(d)];
  flat.push_back(n);
  Value* xt = b.reshape(b.transpose(x, perm), flat);
  ir::WindowOptions w;
  w.dimensions.assign(flat.size(), 1);
  w.dimensions.back() = n;
  w.padding.assign(flat.size(), {0, 0});
  w.padding.back() = {n, -1};
  Value* one = b.ones(scalarOf(x));
  Value* before = b.reduceWindow(xt, one, w, OpCode::Multiply);
  w.padding.back() = {-1, n};
  Value* after = b.reduceWindow(xt, one, w, OpCode::Multiply);
  Value* others = b.mul(b.mul(before, after), b.broadcastInDim(init, flat, {}));
  std::vector<int64_t> transposed;
  for (int64_t d : perm) transposed.push_back(s.shape[size_t(d)]);
  std::vector<int64_t> inverse(perm.size());
  for (size_t k = 0; k < perm.size(); ++k) inverse[size_t(perm[k])] = int64_t(k);
  return b.transpose(b.reshape(others, transposed), inverse);
}

// The cotangents {x, init} of r = reduce(x, init) with a single add/max/min/multiply body.
// Ties of max and min split the cotangent evenly between the tied elements (and the init value).
std::pair<Value*, Value*> reduceOne(ir::Builder& b, OpCode code, Value* x, Value* init, Value* r, Value* g,
                                    const ReduceSpec& s, bool wantX, bool wantInit) {
  Value *dx = nullptr, *dinit = nullptr;
  switch (code) {
    case OpCode::Add:
      if (wantX) dx = spread(b, g, s.shape, s.kept);
      if (wantInit) dinit = sumAll(b, g);
      break;
    case OpCode::Maximum:
    case OpCode::Minimum: {
      Value* hit = b.compare(x, spread(b, r, s.shape, s.kept), ComparisonDirection::EQ);
      Value* initHit = b.compare(b.broadcastInDim(init, shapeOf(r), {}), r, ComparisonDirection::EQ);
      Value* count = b.add(b.reduce(indicator(b, hit, x->type()), b.zeros(scalarOf(x)), s.dims, OpCode::Add),
                           indicator(b, initHit, r->type()));
      Value* share = b.div(g, count);
      if (wantX) dx = b.select(hit, spread(b, share, s.shape, s.kept), b.zerosLike(x));
      if (wantInit) dinit = sumAll(b, b.select(initHit, share, b.zerosLike(share)));
      break;
    }
    case OpCode::Multiply:
      if (wantX) dx = b.mul(productOfOthers(b, x, init, s), spread(b, g, s.shape, s.kept));
      if (wantInit)
        dinit = sumAll(b, b.mul(g, b.reduce(x, b.ones(scalarOf(x)), s.dims, OpCode::Multiply)));
      break;
    default:
      break;
  }
  return {dx, dinit};
}

}  // namespace

VjpResult reduce(VjpArgs& a) {
  VjpResult res = none(a);
  ir::Builder& b = a.b;
  size_t n = a.op.numOperands() / 2;
  const ir::Block& body = a.op.region(0).block();
  ReduceSpec s;
  std::span<const int64_t> dims = a.op.attr("dimensions").ints();
  s.dims.assign(dims.begin(), dims.end());
  s.shape = shapeOf(a.op.operand(0));
  s.kept = keptDims(int64_t(s.shape.size()), s.dims);
  auto wanted = [&](size_t operand) { return a.wants(operand) && isDifferentiable(a.op.operand(operand)); };

  // Independent reductions, one per output (a variadic sum or max of several arrays).
  bool independent = true;
  for (size_t k = 0; k < n; ++k) independent = independent && combinerOf(body, k, n).has_value();
  if (independent) {
    for (size_t k = 0; k < n; ++k) {
      Value* g = a.cotangent(k);
      if (!g || !isDifferentiable(a.op.result(k))) continue;
      auto [dx, dinit] = reduceOne(b, *combinerOf(body, k, n), a.op.operand(k), a.op.operand(n + k), a.op.result(k),
                                   g, s, wanted(k), wanted(n + k));
      res.operands[k] = dx, res.operands[n + k] = dinit;
    }
    return res;
  }

  // A selection (argmax-like): every output picks acc_k or x_k. The picked element is where every
  // output equals its input; ties (and the init values) split the cotangent evenly.
  const ir::Operation* ret = body.terminator();
  std::vector<size_t> selecting;
  for (size_t k = 0; k < n; ++k) {
    bool selects = ret && selectsBetween(body, ret->operand(k), body.arg(k), body.arg(n + k));
    if (selects) selecting.push_back(k);
    else if (isDifferentiable(a.op.result(k)))
      throw AdError(a.op.loc(), "no derivative of a reduce whose body is neither add, maximum, minimum, multiply "
                                "nor a selection of one of its arguments");
  }
  if (selecting.empty()) return res;
  Value *hit = nullptr, *initHit = nullptr;
  for (size_t k : selecting) {
    Value* r = a.op.result(k);
    Value* h = b.compare(a.op.operand(k), spread(b, r, s.shape, s.kept), ComparisonDirection::EQ);
    Value* ih = b.compare(b.broadcastInDim(a.op.operand(n + k), shapeOf(r), {}), r, ComparisonDirection::EQ);
    hit = hit ? b.and_(hit, h) : h;
    initHit = initHit ? b.and_(initHit, ih) : ih;
  }
  for (size_t k = 0; k < n; ++k) {
    Value* g = a.cotangent(k);
    if (!g || !isDifferentiable(a.op.result(k))) continue;
    Value* x = a.op.operand(k);
    Value* count = b.add(b.reduce(indicator(b, hit, x->type()), b.zeros(scalarOf(x)), s.dims, OpCode::Add),
                         indicator(b, initHit, g->type()));
    Value* share = b.div(g, count);
    if (wanted(k)) res.operands[k] = b.select(hit, spread(b, share, s.shape, s.kept), b.zerosLike(x));
    if (wanted(n + k)) res.operands[n + k] = sumAll(b, b.select(initHit, share, b.zerosLike(share)));
  }
  return res;
}


namespace {

// The windowing of a reduce_window or select_and_scatter, spec defaults filled in.
struct Window {
  std::vector<int64_t> dims, strides, baseDilations, windowDilations;
  std::vector<std::pair<int64_t, int64_t>> padding;

  static Window read(const ir::Operation& op, size_t rank) {
    Window w;
    auto ints = [&](const char* name) {
      ir::Attr attr = op.attr(name);
      return attr ? std::vector<int64_t>(attr.ints().begin(), attr.ints().end()) : std::vector<int64_t>(rank, 1);
    };
    w.dims = ints("window_dimensions"), w.strides = ints("window_strides");
    w.baseDilations = ints("base_dilations"), w.windowDilations = ints("window_dilations");
    w.padding.assign(rank, {0, 0});
    if (ir::Attr p = op.attr("padding"))
      for (size_t d = 0; d < rank; ++d) w.padding[d] = {p.intElement(int64_t(2 * d)), p.intElement(int64_t(2 * d + 1))};
    return w;
  }
  ir::WindowOptions options() const { return {dims, strides, baseDilations, windowDilations, padding}; }
  bool dilated() const {
    auto isOne = [](int64_t v) { return v == 1; };
    return !std::ranges::all_of(baseDilations, isOne) || !std::ranges::all_of(windowDilations, isOne);
  }
};

// The transpose of pad(x, low, high, interior) applied to a cotangent of the padded value: undoes
// negative edge padding with zeros, then slices the operand's elements out.
Value* unpad(ir::Builder& b, Value* v, const Window& w) {
  size_t rank = w.dims.size();
  std::vector<int64_t> growLow(rank), growHigh(rank), start(rank), limit(rank), stride(rank);
  bool grow = false;
  for (size_t d = 0; d < rank; ++d) {
    growLow[d] = std::max<int64_t>(0, -w.padding[d].first), growHigh[d] = std::max<int64_t>(0, -w.padding[d].second);
    grow = grow || growLow[d] || growHigh[d];
  }
  if (grow) v = b.pad(v, b.zeros(scalarOf(v)), growLow, growHigh);
  std::vector<int64_t> shape = shapeOf(v);
  for (size_t d = 0; d < rank; ++d) {
    start[d] = std::max<int64_t>(0, w.padding[d].first);
    limit[d] = shape[d] - std::max<int64_t>(0, w.padding[d].second);
    stride[d] = w.baseDilations[d];
  }
  return b.slice(v, start, limit, stride);
}

// d x of a windowed sum: every window's cotangent added to each element of the window. In the
// padded, base-dilated input (length L) the window j covers j * stride + t * windowDilation, so the
// sum over windows is itself a windowed sum of g dilated by the strides, window taps reversed
// (which a sum does not see).
Value* windowedSumTranspose(ir::Builder& b, Value* g, const Window& w, const std::vector<int64_t>& inShape) {
  size_t rank = w.dims.size();
  std::vector<int64_t> low(rank), high(rank), gaps(rank), gShape = shapeOf(g);
  for (size_t d = 0; d < rank; ++d) {
    int64_t length = w.padding[d].first + (inShape[d] - 1) * w.baseDilations[d] + 1 + w.padding[d].second;
    low[d] = (w.dims[d] - 1) * w.windowDilations[d];
    high[d] = length - 1 - (gShape[d] - 1) * w.strides[d];
    gaps[d] = w.strides[d] - 1;
  }
  // The strides become an interior pad of g, so this backward pass needs no base_dilations.
  Value* zero = b.zeros(scalarOf(g));
  ir::WindowOptions t;
  t.dimensions = w.dims, t.windowDilations = w.windowDilations;
  Value* padded = b.reduceWindow(b.pad(g, zero, low, high, gaps), zero, t, OpCode::Add);
  return unpad(b, padded, w);
}

// Max/min windows with dilations, which select_and_scatter lacks: one window tap at a time (in
// row-major order), the first in-bounds element equal to the window's result takes g, as
// select_and_scatter would pick it; windows no element wins send g to the init value.
std::pair<Value*, Value*> dilatedExtremeCotangents(ir::Builder& b, Value* x, Value* r, Value* g, const Window& w,
                                                   bool wantX) {
  size_t rank = w.dims.size();
  std::vector<int64_t> low(rank), high(rank), interior(rank), length(rank), gShape = shapeOf(g);
  for (size_t d = 0; d < rank; ++d) {
    low[d] = w.padding[d].first, high[d] = w.padding[d].second, interior[d] = w.baseDilations[d] - 1;
    length[d] = low[d] + (x->type().dim(int64_t(d)) - 1) * w.baseDilations[d] + 1 + high[d];
  }
  Value* zero = b.zeros(scalarOf(x));
  Value* padded = b.pad(x, zero, low, high, interior);
  Value* inBounds = b.pad(b.onesLike(x), zero, low, high, interior);
  Value* half = b.splat(g->type(), 0.5);
  Value *taken = nullptr, *dpadded = nullptr;
  std::vector<int64_t> tap(rank, 0);
  int64_t taps = 1;
  for (int64_t n : w.dims) taps *= n;
  if (taps == 0) return {wantX ? b.zerosLike(x) : nullptr, sumAll(b, g)};
  for (int64_t t = 0; t < taps; ++t) {
    std::vector<int64_t> start(rank), limit(rank), tapLow(rank), tapHigh(rank);
    for (size_t d = 0; d < rank; ++d) {
      start[d] = tap[d] * w.windowDilations[d];
      limit[d] = start[d] + (gShape[d] - 1) * w.strides[d] + 1;
      tapLow[d] = start[d], tapHigh[d] = length[d] - limit[d];
    }
    Value* hit = b.and_(b.compare(b.slice(padded, start, limit, w.strides), r, ComparisonDirection::EQ),
                        b.compare(b.slice(inBounds, start, limit, w.strides), half, ComparisonDirection::GT));
    if (taken) hit = b.and_(hit, b.not_(taken));
    taken = taken ? b.or_(taken, hit) : hit;
    if (wantX) {
      std::vector<int64_t> gaps(rank);
      for (size_t d = 0; d < rank; ++d) gaps[d] = w.strides[d] - 1;
      Value* spread = b.pad(b.select(hit, g, b.zerosLike(g)), zero, tapLow, tapHigh, gaps);
      dpadded = dpadded ? b.add(dpadded, spread) : spread;
    }
    for (size_t d = rank; d-- > 0;) {  // the next tap, row-major
      if (++tap[d] < w.dims[d]) break;
      tap[d] = 0;
    }
  }
  Value* dx = wantX ? unpad(b, dpadded, w) : nullptr;
  return {dx, sumAll(b, b.select(taken, b.zerosLike(g), g))};
}

// Windows of a product are read tap by tap, one slice each: past this many taps the backward pass
// would be too large (a cumprod of that length, say).
constexpr int64_t kMaxProductTaps = 1024;

// d of a windowed product. In the padded input P (padding and base dilation holes hold init, as
// reduce_window pads) window tap t is one strided slice S_t, and r = init * prod_t S_t. Tap t's
// cotangent is g * init * prod_{u != t} S_u, an exclusive prefix times suffix product over the
// taps (no division, so zeros are exact), padded back to P's positions; holes send theirs to init.
// Every op here has a vjp, so the result is differentiable again (prod's second derivative).
std::pair<Value*, Value*> windowedProductCotangents(ir::Builder& b, Value* x, Value* init, Value* g, const Window& w,
                                                    bool wantX, bool wantInit) {
  size_t rank = w.dims.size();
  std::vector<int64_t> low(rank), high(rank), interior(rank), gShape = shapeOf(g);
  for (size_t d = 0; d < rank; ++d)
    low[d] = w.padding[d].first, high[d] = w.padding[d].second, interior[d] = w.baseDilations[d] - 1;
  Value* padded = b.pad(x, init, low, high, interior);
  std::vector<int64_t> length = shapeOf(padded);
  int64_t taps = 1;
  for (int64_t n : w.dims) taps *= n;
  if (taps == 0) return {wantX ? b.zerosLike(x) : nullptr, wantInit ? sumAll(b, g) : nullptr};
  Value* gInit = b.mul(g, b.broadcastInDim(init, gShape, {}));
  std::vector<Value*> slices;
  std::vector<std::vector<int64_t>> starts, limits;
  std::vector<int64_t> tap(rank, 0);
  for (int64_t t = 0; t < taps; ++t) {
    std::vector<int64_t> start(rank), limit(rank);
    for (size_t d = 0; d < rank; ++d) {
      start[d] = tap[d] * w.windowDilations[d];
      limit[d] = start[d] + (gShape[d] - 1) * w.strides[d] + 1;
    }
    slices.push_back(b.slice(padded, start, limit, w.strides));
    starts.push_back(start), limits.push_back(limit);
    for (size_t d = rank; d-- > 0;) {  // the next tap, row-major
      if (++tap[d] < w.dims[d]) break;
      tap[d] = 0;
    }
  }
  // before[t] = prod_{u < t} S_u, after[t] = prod_{u > t} S_u; nullptr is an empty product.
  std::vector<Value*> before(size_t(taps), nullptr), after(size_t(taps), nullptr);
  auto times = [&](Value* product, Value* s) { return product ? b.mul(product, s) : s; };
  for (size_t t = 1; t < size_t(taps); ++t) before[t] = times(before[t - 1], slices[t - 1]);
  for (size_t t = size_t(taps) - 1; t-- > 0;) after[t] = times(after[t + 1], slices[t + 1]);
  Value* zero = b.zeros(scalarOf(x));
  std::vector<int64_t> gaps(rank);
  for (size_t d = 0; d < rank; ++d) gaps[d] = w.strides[d] - 1;
  Value* dpadded = nullptr;
  for (size_t t = 0; t < size_t(taps); ++t) {
    Value* others = after[t] ? times(before[t], after[t]) : before[t];
    Value* c = others ? b.mul(gInit, others) : gInit;
    std::vector<int64_t> tapHigh(rank);
    for (size_t d = 0; d < rank; ++d) tapHigh[d] = length[d] - limits[t][d];
    Value* spread = b.pad(c, zero, starts[t], tapHigh, gaps);
    dpadded = dpadded ? b.add(dpadded, spread) : spread;
  }
  Value* dx = wantX ? unpad(b, dpadded, w) : nullptr;
  Value* dinit = nullptr;
  if (wantInit) {
    Value* all = times(before.back(), slices.back());
    Value* holes = b.pad(b.zerosLike(x), b.ones(scalarOf(x)), low, high, interior);
    dinit = b.add(sumAll(b, b.mul(g, all)), sumAll(b, b.mul(dpadded, holes)));
  }
  return {dx, dinit};
}

bool isConstantValue(const Value* v, double value) {
  const ir::Operation* def = v->definingOp();
  if (!def || !def->is(OpCode::Constant)) return false;
  ir::Attr dense = def->attr("value");
  return dense && dense.numElements() == 1 && dense.floatElement(0) == value;
}

}  // namespace

namespace {

// The cotangents {x, init} of one output r = reduce_window(x, init) with an add/max/min/multiply body.
std::pair<Value*, Value*> windowOne(ir::Builder& b, OpCode code, Value* x, Value* init, Value* r, Value* g,
                                    const Window& w, bool wantX, bool wantInit) {
  Value *dx = nullptr, *dinit = nullptr;
  if (g->type().numElements() == 0)
    return {wantX ? b.zerosLike(x) : nullptr, wantInit ? b.zerosLike(init) : nullptr};
  if (code == OpCode::Add) {
    if (wantX) dx = windowedSumTranspose(b, g, w, shapeOf(x));
    // Each window holds the init value once, plus once for each of its padding and dilation holes.
    if (wantInit) {
      Value* copies = b.reduceWindow(b.zerosLike(x), b.ones(init->type()), w.options(), OpCode::Add);
      dinit = sumAll(b, b.mul(g, copies));
    }
    return {dx, dinit};
  }
  if (code == OpCode::Multiply) return windowedProductCotangents(b, x, init, g, w, wantX, wantInit);
  if (w.dilated()) {
    auto [ddx, ddinit] = dilatedExtremeCotangents(b, x, r, g, w, wantX);
    return {ddx, wantInit ? ddinit : nullptr};
  }
  // The first extreme element of each window (row-major) takes the window's whole cotangent, as
  // select_and_scatter picks it. Where the init value wins over every element, the init takes it.
  bool isMax = code == OpCode::Maximum;
  double identity = isMax ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  Value* fromElements = g;
  if (!isConstantValue(init, identity)) {
    Value* bestElement = b.reduceWindow(x, b.splat(init->type(), identity), w.options(), code);
    Value* elementWins = b.compare(bestElement, r, ComparisonDirection::EQ);
    fromElements = b.select(elementWins, g, b.zerosLike(g));
    if (wantInit) dinit = sumAll(b, b.select(elementWins, b.zerosLike(g), g));
  }
  if (wantX) {
    ComparisonDirection pick = isMax ? ComparisonDirection::GE : ComparisonDirection::LE;
    ir::WindowOptions sw = w.options();
    sw.baseDilations.clear(), sw.windowDilations.clear();
    dx = b.selectAndScatter(x, fromElements, b.zeros(scalarOf(x)), sw, pick, OpCode::Add);
  }
  return {dx, dinit};
}

}  // namespace

// Each output's body must be add, maximum, minimum or multiply of its own (acc, x) pair; several
// inputs are then independent windowed reductions. Selections (argmax pools) are refused.
VjpResult reduceWindow(VjpArgs& a) {
  VjpResult res = none(a);
  size_t n = a.op.numOperands() / 2;
  const ir::Block& body = a.op.region(0).block();
  Window w = Window::read(a.op, size_t(a.op.operand(0)->type().rank()));
  for (size_t k = 0; k < n; ++k) {
    Value* g = a.cotangent(k);
    Value *x = a.op.operand(k), *init = a.op.operand(n + k);
    bool wantX = a.wants(k) && isDifferentiable(x), wantInit = a.wants(n + k) && isDifferentiable(init);
    if (!g || !isDifferentiable(a.op.result(k)) || (!wantX && !wantInit)) continue;
    std::optional<OpCode> code = combinerOf(body, k, n);
    if (!code)
      throw AdError(a.op.loc(), "no derivative of a reduce_window whose body is not add, maximum, minimum or "
                                "multiply of each input's own accumulator");
    int64_t taps = 1;
    for (int64_t d : w.dims) taps *= d;
    if (*code == OpCode::Multiply && taps > kMaxProductTaps)
      throw AdError(a.op.loc(), fmt::format("no derivative of a reduce_window product over windows of {} elements "
                                            "(at most {}: the backward pass takes one slice per element)",
                                            taps, kMaxProductTaps));
    auto [dx, dinit] = windowOne(a.b, *code, x, init, a.op.result(k), g, w, wantX, wantInit);
    res.operands[k] = dx, res.operands[n + k] = dinit;
  }
  return res;
}

// select_and_scatter is linear in `source` (with an add scatter body): d source of each window is
// the cotangent at the element the window selected, found by a reduce_window over (operand, g,
// in-bounds flag) that replays the select body; d init_value is the sum of g; d operand is zero.
VjpResult selectAndScatter(VjpArgs& a) {
  VjpResult res = none(a);
  ir::Builder& b = a.b;
  Value* g = a.cotangent(0);
  Value *x = a.op.operand(0), *source = a.op.operand(1), *init = a.op.operand(2);
  bool wantSource = a.wants(1) && isDifferentiable(source), wantInit = a.wants(2) && isDifferentiable(init);
  if (!g || (!wantSource && !wantInit)) return res;
  const ir::Block& scatterBody = a.op.region(1).block();
  if (combinerOf(scatterBody, 0, 1) != OpCode::Add)
    throw AdError(a.op.loc(), "no derivative of a select_and_scatter whose scatter body is not add");
  if (wantInit) res.operands[2] = sumAll(b, g);
  if (!wantSource) return res;
  Window w = Window::read(a.op, size_t(x->type().rank()));
  const ir::Block& selectBody = a.op.region(0).block();
  ir::Type scalarX = scalarOf(x), scalarG = scalarOf(g);
  // args: (picked x, picked g, picked in-bounds, x, g, in-bounds); a padding element never wins
  // and the first in-bounds element replaces the initial (out-of-bounds) pick.
  ir::RegionBody body = [&](ir::Builder& rb, std::span<Value* const> args) {
    ir::ValueMap map;
    map[selectBody.arg(0)] = args[0];
    map[selectBody.arg(1)] = args[3];
    Value* keepPick = cloneBlock(rb, selectBody, map)[0];
    Value* half = rb.constant(scalarX.elementType(), 0.5);
    Value* pickedIn = rb.compare(args[2], half, ComparisonDirection::GT);
    Value* xIn = rb.compare(args[5], half, ComparisonDirection::GT);
    Value* keep = rb.or_(rb.not_(xIn), rb.and_(pickedIn, keepPick));
    return std::vector<Value*>{rb.select(keep, args[0], args[3]), rb.select(keep, args[1], args[4]),
                               rb.select(keep, args[2], args[5])};
  };
  Value* inBounds = b.onesLike(x);
  std::vector<Value*> picked = b.reduceWindow({x, g, inBounds}, {b.zeros(scalarX), b.zeros(scalarG), b.zeros(scalarX)},
                                              w.options(), body);
  Value* ds = picked[1];
  if (ds->type() != source->type()) ds = b.convert(ds, source->type().elementType());
  res.operands[1] = ds;
  return res;
}

}  // namespace juxla::ad::rules
