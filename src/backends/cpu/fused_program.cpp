// What the fused kernel takes (fusedSupport) and the program of a cluster (see fused_kernel.h).
#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <unordered_map>

#include "backends/cpu/fused_kernel.h"
#include "backends/cpu/fusion.h"

namespace juxla::cpu {

namespace {

using E = ir::ElementType;
using ir::OpCode;
using ir::Operation;
using ir::Value;

std::optional<Lane> laneOf(ir::Type t) {
  if (!t.isTensor()) return std::nullopt;
  switch (t.elementType()) {
    case E::F32: return Lane::F32;
    case E::F64: return Lane::F64;
    case E::I1: return Lane::Pred;
    default: return std::nullopt;
  }
}
bool isFloatLane(std::optional<Lane> l) { return l && *l != Lane::Pred; }

std::string elementReason(ir::Type t) {
  if (!t.isTensor()) return "a " + t.str() + " value";
  return "element type " + std::string(ir::elementTypeName(t.elementType()));
}

// The binary op a reduce body applies to its two arguments, when it is only that.
std::optional<FusedOp> reduceCombine(const Operation& op) {
  const ir::Block& body = op.region(0).block();
  const Operation* first = body.front();
  if (!first || first->next() != body.terminator() || first->numOperands() != 2) return std::nullopt;
  bool args = (first->operand(0) == body.arg(0) && first->operand(1) == body.arg(1)) ||
              (first->operand(0) == body.arg(1) && first->operand(1) == body.arg(0));
  if (!args || body.terminator()->operand(0) != first->result(0)) return std::nullopt;
  switch (first->code()) {
    case OpCode::Add: return FusedOp::Add;
    case OpCode::Multiply: return FusedOp::Mul;
    case OpCode::Maximum: return FusedOp::Max;
    case OpCode::Minimum: return FusedOp::Min;
    default: return std::nullopt;
  }
}

std::vector<int64_t> sortedDims(const Operation& op) {
  std::vector<int64_t> d(op.attr("dimensions").ints().begin(), op.attr("dimensions").ints().end());
  std::sort(d.begin(), d.end());
  return d;
}

FusedSupport refuse(std::string reason) { return {false, FusedRole::Elementwise, std::move(reason)}; }

FusedSupport reduceSupport(const Operation& op) {
  if (op.numOperands() != 2) return refuse("a reduce of several operands");
  ir::Type in = op.operand(0)->type();
  if (!isFloatLane(laneOf(in))) return refuse(elementReason(in));
  if (op.operand(1)->type().elementType() != in.elementType() || op.result(0)->type().elementType() != in.elementType())
    return refuse("a reduce that changes the element type");
  if (!reduceCombine(op)) return refuse("a reduce whose body is not one add, multiply, maximum or minimum");
  if (in.rank() > kMaxFusedRank) return refuse("rank " + std::to_string(in.rank()) + " is above " + std::to_string(kMaxFusedRank));
  std::vector<int64_t> dims = sortedDims(op);
  if (dims.empty()) return refuse("a reduce over no dimensions");
  for (int64_t d = dims.front(); d <= dims.back(); ++d)  // size-1 dimensions between do not matter
    if (!std::binary_search(dims.begin(), dims.end(), d) && in.dim(d) != 1)
      return refuse("a reduce over dimensions that are not adjacent");
  // Few outputs over many strided terms, the innermost dimension kept (a bias gradient in NHWC:
  // 6 sums of 50000): the reduce kernel's row sweep does that better on its own.
  // So does a large one with a single outer index (VGG19's bias gradients: 64 sums of 401408): fused,
  // its whole cluster would run on one thread, the interpreter's order forbidding a split of the terms.
  int64_t outputs = op.result(0)->type().numElements(), outer = 1;
  for (int64_t d = 0; d < dims.front(); ++d) outer *= in.dim(d);
  bool keepsInnermost = dims.back() != in.rank() - 1 && in.dim(in.rank() - 1) != 1;
  if (keepsInnermost && ((outputs < 64 && in.numElements() / outputs >= 4096) || (outer == 1 && in.numElements() >= (1 << 20))))
    return refuse("a reduce of many terms into few outputs that keeps the innermost dimension");
  return {true, FusedRole::Reduce, ""};
}

// Float ops the program has an instruction for; every other float op runs as a Call.
bool hasInstruction(OpCode c) {
  switch (c) {
    case OpCode::Negate: case OpCode::Abs: case OpCode::Sqrt: case OpCode::Rsqrt: case OpCode::Exponential:
    case OpCode::ExponentialMinusOne: case OpCode::Log: case OpCode::Tanh: case OpCode::Logistic: case OpCode::Add:
    case OpCode::Subtract: case OpCode::Multiply: case OpCode::Divide: case OpCode::Maximum: case OpCode::Minimum:
      return true;
    default: return false;
  }
}

}  // namespace

int64_t laneBytes(Lane l) { return l == Lane::F64 ? 8 : l == Lane::F32 ? 4 : 1; }

FusedSupport fusedSupport(const Operation& op) {
  if (op.numResults() != 1) return refuse("not elementwise");
  ir::Type rt = op.result(0)->type();
  if (rt.isTensor() && rt.rank() > kMaxFusedRank)
    return refuse("rank " + std::to_string(rt.rank()) + " is above " + std::to_string(kMaxFusedRank));
  std::optional<Lane> lane = laneOf(rt);
  if (op.is(OpCode::BroadcastInDim) || op.is(OpCode::Reshape) || op.is(OpCode::Transpose) || op.is(OpCode::Slice)) {
    if (!lane) return refuse(elementReason(rt));
    return {true, FusedRole::View, ""};
  }
  if (op.is(OpCode::Pad)) {
    // Read through a padded view: the operand's elements where they land, the (constant) pad value
    // elsewhere. A maxpool's gradient is a sum of four such pads.
    const Operation* value = op.operand(1)->definingOp();
    if (!isFloatLane(lane)) return refuse(elementReason(rt));
    if (!value || !value->is(OpCode::Constant)) return refuse("a pad whose padding value is not a constant");
    return {true, FusedRole::View, ""};
  }
  if (op.is(OpCode::Reduce)) return reduceSupport(op);
  if (!op.hasTrait(ir::kElementwise)) return refuse("not elementwise");
  auto allOperands = [&](auto pred) {
    return std::all_of(op.operands().begin(), op.operands().end(), [&](const Value* v) { return pred(v->type()); });
  };
  switch (op.code()) {
    case OpCode::Compare: {
      ir::Attr ct = op.attr("compare_type");
      if (ct && ct.str() == "TOTALORDER") return refuse("a TOTALORDER compare");
      if (!isFloatLane(laneOf(op.operand(0)->type()))) return refuse(elementReason(op.operand(0)->type()));
      return {true, FusedRole::Elementwise, ""};
    }
    case OpCode::Select:
      if (!isFloatLane(lane)) return refuse(elementReason(rt));
      return {true, FusedRole::Elementwise, ""};
    case OpCode::Convert: {
      std::optional<Lane> from = laneOf(op.operand(0)->type());
      if (!isFloatLane(lane)) return refuse(elementReason(rt));
      if (!from) return refuse(elementReason(op.operand(0)->type()));
      return {true, FusedRole::Elementwise, ""};
    }
    case OpCode::And: case OpCode::Or: case OpCode::Xor: case OpCode::Not:
      if (lane != Lane::Pred) return refuse(elementReason(rt));
      return {true, FusedRole::Elementwise, ""};
    default: break;
  }
  if (!isFloatLane(lane)) return refuse(elementReason(rt));
  if (!allOperands([&](ir::Type t) { return t.isTensor() && t.elementType() == rt.elementType(); }))
    return refuse("operands of another element type");
  if (op.is(OpCode::Clamp) || hasInstruction(op.code())) return {true, FusedRole::Elementwise, ""};
  if (interp::floatFunctionOf(op.code()) && op.numOperands() <= 2) return {true, FusedRole::Elementwise, ""};
  return refuse("an elementwise op without a float function");
}

namespace {

std::vector<int64_t> rowMajor(std::span<const int64_t> shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;) s[d - 1] = s[d] * shape[d];
  return s;
}

// Drops size-1 dimensions and merges neighbours that step through memory as one.
FusedView coalesce(std::span<const int64_t> shape, std::span<const int64_t> strides) {
  FusedView v;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;
    if (!v.shape.empty() && v.strides.back() == strides[d] * shape[d]) {
      v.shape.back() *= shape[d];
      v.strides.back() = strides[d];
    } else {
      v.shape.push_back(shape[d]);
      v.strides.push_back(strides[d]);
    }
  }
  return v;
}

bool isSplat(const FusedView& v) {
  return !v.padded && std::all_of(v.strides.begin(), v.strides.end(), [](int64_t s) { return s == 0; });
}
bool isDirect(const FusedView& v) { return !v.padded && v.shape.size() == 1 && v.strides[0] == 1 && v.offset == 0; }

class ProgramBuilder {
 public:
  explicit ProgramBuilder(const FusionCluster& c) : c_(c) {
    for (size_t i = 0; i < c.inputs.size(); ++i) input_[c.inputs[i]] = int32_t(i);
    for (size_t i = 0; i < c.outputs.size(); ++i) output_[c.outputs[i]] = int32_t(i);
    p_.elements = 1;
    for (int64_t n : c.shape) p_.elements *= n;
  }

  FusedProgram build() {
    for (const Operation* op : c_.ops) emit(*op);
    for (const Value* v : c_.outputs)
      if (!v->definingOp()->is(OpCode::Reduce)) outputValue_.push_back({value_.at(v), output_.at(v)});
    assignStorage();
    return std::move(p_);
  }

 private:
  int32_t newValue(Lane lane) {
    p_.values.push_back({FusedStorage::Kind::Scratch, 0, lane});
    return int32_t(p_.values.size() - 1);
  }

  int32_t push(FusedInstr in) {
    code_.push_back(in);
    return in.dst;
  }

  // The value of an outside value `v` read with `strides` over the iteration shape.
  int32_t load(const Value* v, std::vector<int64_t> strides, int64_t offset = 0) {
    Lane lane = *laneOf(v->type());
    FusedView view = coalesce(c_.shape, strides);
    view.offset = offset;
    const Operation* def = v->definingOp();
    if (def && def->is(OpCode::Constant)) {  // a splat constant, or one element of a constant everywhere
      ir::Attr a = def->attr("value");
      if (a.numElements() > 0 && (a.isSplat() || isSplat(view)))
        return constant(lane, a.elementBits(a.isSplat() ? 0 : size_t(offset)));
    }
    auto key = std::make_tuple(v, strides, offset);
    if (auto it = loads_.find(key); it != loads_.end()) return it->second;
    FusedInstr in;
    in.op = FusedOp::Load;
    in.lane = lane;
    in.index = input_.at(v);
    in.view = int32_t(p_.views.size());
    p_.views.push_back(std::move(view));
    in.dst = newValue(lane);
    return loads_[key] = push(in);
  }

  int32_t constant(Lane lane, uint64_t bits) {
    FusedInstr in;
    in.op = FusedOp::Const;
    in.lane = lane;
    in.constant = lane == Lane::F64 ? std::bit_cast<double>(bits)
                  : lane == Lane::F32 ? double(std::bit_cast<float>(uint32_t(bits)))
                                      : double(bits != 0);
    in.dst = newValue(lane);
    return push(in);
  }

  // An operand of an elementwise op: a value of the cluster, or an outside value read in place
  // (a 0-d one stands for every element).
  int32_t operand(const Value* v) {
    if (auto it = value_.find(v); it != value_.end()) return it->second;
    if (v->type().rank() == 0 && !c_.shape.empty()) return load(v, std::vector<int64_t>(c_.shape.size(), 0));
    return load(v, rowMajor(c_.shape));
  }

  std::vector<int64_t> viewStrides(const Operation& op) {
    ir::Type in = op.operand(0)->type();
    std::vector<int64_t> inStrides = rowMajor(in.shape());
    if (op.is(OpCode::Reshape)) return rowMajor(c_.shape);
    std::vector<int64_t> from(c_.shape.size(), 0);
    if (op.is(OpCode::Slice)) {
      auto step = op.attr("strides").ints();
      for (size_t d = 0; d < from.size(); ++d) from[d] = inStrides[d] * step[d];
      return from;
    }
    if (op.is(OpCode::Transpose)) {
      auto perm = op.attr("permutation").ints();
      for (size_t d = 0; d < perm.size(); ++d) from[d] = inStrides[size_t(perm[d])];
      return from;
    }
    auto dims = op.attr("broadcast_dimensions").ints();
    for (size_t k = 0; k < dims.size(); ++k)
      if (in.dim(int64_t(k)) != 1) from[size_t(dims[k])] = inStrides[k];
    return from;
  }

  // Where a slice starts in its operand (0 for the other views).
  static int64_t sliceOffset(const Operation& op) {
    if (!op.is(OpCode::Slice)) return 0;
    std::vector<int64_t> inStrides = rowMajor(op.operand(0)->type().shape());
    auto start = op.attr("start_indices").ints();
    int64_t offset = 0;
    for (size_t d = 0; d < inStrides.size(); ++d) offset += start[d] * inStrides[d];
    return offset;
  }

  // The padded view of a pad's operand (see FusedView): trailing dimensions copied whole merge
  // into one run; the others keep their own low, step and extent.
  int32_t loadPadded(const Operation& op) {
    const Value* v = op.operand(0);
    ir::Type in = v->type();
    auto low = op.attr("edge_padding_low").ints(), interior = op.attr("interior_padding").ints();
    std::vector<int64_t> inStrides = rowMajor(in.shape());
    FusedView view;
    view.padded = true;
    size_t rank = c_.shape.size(), whole = rank;
    while (whole > 0 && low[whole - 1] == 0 && interior[whole - 1] == 0 && in.dim(int64_t(whole - 1)) == c_.shape[whole - 1])
      view.run *= c_.shape[--whole];
    for (size_t d = 0; d < whole; ++d) {
      view.shape.push_back(c_.shape[d]);
      view.strides.push_back(inStrides[d]);
      view.low.push_back(low[d]);
      view.step.push_back(interior[d] + 1);
      view.extent.push_back(in.dim(int64_t(d)));
    }
    FusedInstr instr;
    instr.op = FusedOp::Load;
    instr.lane = *laneOf(v->type());
    instr.index = input_.at(v);
    ir::Attr fill = op.operand(1)->definingOp()->attr("value");
    uint64_t bits = fill.elementBits(0);
    instr.constant = instr.lane == Lane::F64 ? std::bit_cast<double>(bits) : double(std::bit_cast<float>(uint32_t(bits)));
    instr.view = int32_t(p_.views.size());
    p_.views.push_back(std::move(view));
    instr.dst = newValue(instr.lane);
    return push(instr);
  }

  void emit(const Operation& op) {
    const Value* result = op.result(0);
    FusedRole role = fusedSupport(op).role;
    if (role == FusedRole::View && op.is(OpCode::Pad)) {
      value_[result] = loadPadded(op);
      return;
    }
    if (role == FusedRole::View) {
      value_[result] = load(op.operand(0), viewStrides(op), sliceOffset(op));
      return;
    }
    if (role == FusedRole::Reduce) {
      if (!output_.count(result)) return;  // unused
      FusedInstr in;
      in.op = FusedOp::Reduce;
      in.lane = *laneOf(op.operand(0)->type());
      in.aux = uint8_t(*reduceCombine(op));
      in.a = operand(op.operand(0));
      in.init = input_.at(op.operand(1));
      in.index = output_.at(result);
      code_.push_back(in);
      setReduceShape(op);
      return;
    }
    Lane lane = *laneOf(result->type());
    FusedInstr in;
    in.lane = lane;
    switch (op.code()) {
      case OpCode::Compare: {
        const std::string& d = op.attr("comparison_direction").str();
        in.op = FusedOp::Compare;
        in.lane = *laneOf(op.operand(0)->type());
        in.aux = d == "EQ" ? 0 : d == "NE" ? 1 : d == "GE" ? 2 : d == "GT" ? 3 : d == "LE" ? 4 : 5;
        break;
      }
      case OpCode::Select: in.op = FusedOp::Select; break;
      case OpCode::Convert: {
        Lane from = *laneOf(op.operand(0)->type());
        if (from == lane) {  // f32 -> f32: the same value
          value_[result] = operand(op.operand(0));
          return;
        }
        in.op = FusedOp::Convert;
        in.aux = uint8_t(from);
        break;
      }
      case OpCode::And: in.op = FusedOp::And; break;
      case OpCode::Or: in.op = FusedOp::Or; break;
      case OpCode::Xor: in.op = FusedOp::Xor; break;
      case OpCode::Not: in.op = FusedOp::Not; break;
      case OpCode::Clamp: {  // min(max(x, lo), hi), as the interpreter composes it
        FusedInstr mx;
        mx.op = FusedOp::Max;
        mx.lane = lane;
        mx.a = operand(op.operand(1));
        mx.b = operand(op.operand(0));
        mx.dst = newValue(lane);
        push(mx);
        in.op = FusedOp::Min;
        in.a = mx.dst;
        in.b = operand(op.operand(2));
        in.dst = newValue(lane);
        value_[result] = push(in);
        return;
      }
      default: floatOp(op, lane, in); break;
    }
    if (op.numOperands() > 0) in.a = operand(op.operand(0));
    if (op.numOperands() > 1) in.b = operand(op.operand(1));
    if (op.numOperands() > 2) in.c = operand(op.operand(2));
    in.dst = newValue(lane);
    value_[result] = push(in);
  }

  // f32 transcendentals use poly_math.h; f64 ones, and every op without an instruction, call the
  // interpreter's scalar function.
  static void floatOp(const Operation& op, Lane lane, FusedInstr& in) {
    bool f32 = lane == Lane::F32;
    switch (op.code()) {
      case OpCode::Negate: in.op = FusedOp::Neg; return;
      case OpCode::Abs: in.op = FusedOp::Abs; return;
      case OpCode::Sqrt: in.op = FusedOp::Sqrt; return;
      case OpCode::Rsqrt: in.op = FusedOp::Rsqrt; return;
      case OpCode::Add: in.op = FusedOp::Add; return;
      case OpCode::Subtract: in.op = FusedOp::Sub; return;
      case OpCode::Multiply: in.op = FusedOp::Mul; return;
      case OpCode::Divide: in.op = FusedOp::Div; return;
      case OpCode::Maximum: in.op = FusedOp::Max; return;
      case OpCode::Minimum: in.op = FusedOp::Min; return;
      case OpCode::Exponential: if (f32) { in.op = FusedOp::Exp; return; } break;
      case OpCode::ExponentialMinusOne: if (f32) { in.op = FusedOp::Expm1; return; } break;
      case OpCode::Log: if (f32) { in.op = FusedOp::Log; return; } break;
      case OpCode::Tanh: if (f32) { in.op = FusedOp::Tanh; return; } break;
      case OpCode::Logistic: if (f32) { in.op = FusedOp::Logistic; return; } break;
      default: break;
    }
    in.op = op.numOperands() == 1 ? FusedOp::Call1 : FusedOp::Call2;
    in.fn = interp::floatFunctionOf(op.code());
  }

  void setReduceShape(const Operation& op) {
    std::vector<int64_t> dims = sortedDims(op);
    p_.reduces = true;
    p_.outer = p_.reduced = p_.inner = 1;
    for (size_t d = 0; d < c_.shape.size(); ++d) {
      int64_t n = c_.shape[d];
      if (std::binary_search(dims.begin(), dims.end(), int64_t(d))) p_.reduced *= n;
      else if (int64_t(d) < dims.front()) p_.outer *= n;
      else p_.inner *= n;
    }
  }

  static std::vector<int32_t> operandsOf(const FusedInstr& in) {
    std::vector<int32_t> out;
    for (int32_t v : {in.a, in.b, in.c})
      if (v >= 0) out.push_back(v);
    return out;
  }

  // Splat values go to the prologue; contiguous reads are read in place; outputs are written in
  // place by the instruction that computes them; the rest share scratch buffers by liveness.
  void assignStorage() {
    std::vector<bool> invariant(p_.values.size(), false), inPlace(p_.values.size(), false);
    std::vector<const FusedInstr*> def(p_.values.size(), nullptr);
    for (const FusedInstr& in : code_) {
      if (in.dst < 0) continue;
      def[size_t(in.dst)] = &in;
      if (in.op == FusedOp::Const || (in.op == FusedOp::Load && isSplat(p_.views[size_t(in.view)]))) invariant[size_t(in.dst)] = true;
      else if (in.op == FusedOp::Load && isDirect(p_.views[size_t(in.view)])) inPlace[size_t(in.dst)] = true;
    }
    std::vector<int32_t> outputOf(p_.values.size(), -1);
    std::vector<FusedInstr> stores;
    for (auto [v, o] : outputValue_) {
      bool last = std::find(c_.writtenLast.begin(), c_.writtenLast.end(), c_.outputs[size_t(o)]) != c_.writtenLast.end();
      if (last || invariant[size_t(v)] || inPlace[size_t(v)] || outputOf[size_t(v)] >= 0) {
        FusedInstr st;
        st.op = FusedOp::Store;
        st.lane = p_.values[size_t(v)].lane;
        st.a = v;
        st.index = o;
        stores.push_back(st);
      } else {
        outputOf[size_t(v)] = o;
      }
    }
    // Only what reaches an output is computed.
    std::vector<bool> live(p_.values.size(), false);
    for (size_t v = 0; v < live.size(); ++v) live[v] = outputOf[v] >= 0;
    std::vector<FusedInstr> all = code_;
    all.insert(all.end(), stores.begin(), stores.end());
    for (size_t i = all.size(); i-- > 0;) {
      const FusedInstr& in = all[i];
      if (in.op == FusedOp::Store || in.op == FusedOp::Reduce || (in.dst >= 0 && live[size_t(in.dst)]))
        for (int32_t v : operandsOf(in)) live[size_t(v)] = true;
    }
    std::vector<FusedInstr> body;
    for (const FusedInstr& in : all) {
      bool needed = in.op == FusedOp::Store || in.op == FusedOp::Reduce || live[size_t(in.dst)];
      if (!needed) continue;
      if (in.dst >= 0 && invariant[size_t(in.dst)]) {
        p_.values[size_t(in.dst)].kind = FusedStorage::Kind::Invariant;
        p_.values[size_t(in.dst)].index = p_.invariantBuffers++;
        p_.prologue.push_back(in);
      } else if (in.dst >= 0 && inPlace[size_t(in.dst)] && outputOf[size_t(in.dst)] < 0) {
        p_.values[size_t(in.dst)].kind = FusedStorage::Kind::Input;
        p_.values[size_t(in.dst)].index = in.index;
      } else {
        body.push_back(in);
      }
    }
    std::vector<int64_t> lastUse(p_.values.size(), -1);
    for (size_t i = 0; i < body.size(); ++i)
      for (int32_t v : operandsOf(body[i])) lastUse[size_t(v)] = int64_t(i);
    std::vector<int32_t> free;
    for (size_t i = 0; i < body.size(); ++i) {
      const FusedInstr& in = body[i];
      int32_t d = in.dst;
      if (d >= 0 && outputOf[size_t(d)] >= 0) {
        p_.values[size_t(d)] = {FusedStorage::Kind::Output, outputOf[size_t(d)], p_.values[size_t(d)].lane};
      } else if (d >= 0) {
        int32_t buffer = free.empty() ? p_.scratchBuffers++ : free.back();
        if (!free.empty()) free.pop_back();
        p_.values[size_t(d)].index = buffer;
        if (lastUse[size_t(d)] <= int64_t(i)) free.push_back(buffer);  // computed for nothing
      }
      for (int32_t v : operandsOf(in)) {
        FusedStorage& s = p_.values[size_t(v)];
        if (s.kind == FusedStorage::Kind::Scratch && lastUse[size_t(v)] == int64_t(i) &&
            std::find(free.begin(), free.end(), s.index) == free.end())
          free.push_back(s.index);
      }
    }
    p_.body = std::move(body);
  }

  const FusionCluster& c_;
  FusedProgram p_;
  std::vector<FusedInstr> code_;
  std::unordered_map<const Value*, int32_t> input_, output_, value_;
  std::map<std::tuple<const Value*, std::vector<int64_t>, int64_t>, int32_t> loads_;
  std::vector<std::pair<int32_t, int32_t>> outputValue_;  // (value, output) of elementwise outputs
};

const char* opName(FusedOp op) {
  static const char* kNames[] = {"load", "const", "neg", "abs", "sqrt", "rsqrt", "exp", "expm1", "log", "tanh",
                                 "logistic", "call", "add", "sub", "mul", "div", "max", "min", "call", "compare",
                                 "select", "and", "or", "xor", "not", "convert", "store", "reduce", "addpadded"};
  return kNames[size_t(op)];
}
const char* laneName(Lane l) { return l == Lane::F32 ? "f32" : l == Lane::F64 ? "f64" : "i1"; }

std::string ints(const std::vector<int64_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s;
}

}  // namespace

FusedProgram compileFusedProgram(const FusionCluster& cluster) { return ProgramBuilder(cluster).build(); }

std::string FusedProgram::str() const {
  auto name = [&](int32_t v) {
    const FusedStorage& s = values[size_t(v)];
    const char* kinds[] = {"s", "k", "in", "out", "p"};
    return "%" + std::to_string(v) + "(" + kinds[size_t(s.kind)] + std::to_string(s.index) + ")";
  };
  auto line = [&](const FusedInstr& in) {
    std::string s = "  ";
    if (in.dst >= 0) s += name(in.dst) + " = ";
    s += std::string(opName(in.op)) + "." + laneName(in.lane);
    if (in.op == FusedOp::Reduce) s += "." + std::string(opName(FusedOp(in.aux)));
    for (int32_t v : {in.a, in.b, in.c})
      if (v >= 0) s += " " + name(v);
    if (in.op == FusedOp::Load) {
      const FusedView& v = views[size_t(in.view)];
      s += " in" + std::to_string(in.index) + " [" + ints(v.shape) + " : " + ints(v.strides) + "]" +
           (v.offset ? " + " + std::to_string(v.offset) : "");
      if (v.padded)
        s += " padded low " + ints(v.low) + " step " + ints(v.step) + " extent " + ints(v.extent) + " run " +
             std::to_string(v.run) + " value " + std::to_string(in.constant);
    }
    if (in.op == FusedOp::Const) s += " " + std::to_string(in.constant);
    if (in.op == FusedOp::Store || in.op == FusedOp::Reduce) s += " -> out" + std::to_string(in.index);
    if (in.op == FusedOp::Reduce) s += " init in" + std::to_string(in.init);
    return s + "\n";
  };
  std::string s = "program over " + std::to_string(elements) + " elements";
  if (reduces) s += ", reducing [" + std::to_string(outer) + "," + std::to_string(reduced) + "," + std::to_string(inner) + "]";
  s += ", " + std::to_string(scratchBuffers) + " scratch buffers\n";
  for (const FusedInstr& in : prologue) s += line(in);
  for (const FusedInstr& in : body) s += line(in);
  return s;
}

}  // namespace juxla::cpu
