// Finding bias and relu epilogues of matmuls (see matmul_epilogue.h).
#include "backends/cuda/matmul_epilogue.h"

#include <algorithm>
#include <unordered_map>

namespace juxla::cuda {

namespace {

using ir::OpCode;
using ir::Operation;
using ir::Value;

// The one op using `v` (nullptr when it has none, several, or is used twice by one op).
const Operation* soleUser(const Value* v) {
  const Operation* user = nullptr;
  int uses = 0;
  for (ir::Use u : v->uses()) user = u.user, ++uses;
  return uses == 1 ? user : nullptr;
}

bool isPositiveZeroConstant(const Value* v) {
  const Operation* def = v->definingOp();
  if (!def || !def->is(OpCode::Constant)) return false;
  ir::Attr value = def->attr("value");
  if (!value || !value.is(ir::Attr::Kind::DenseElements)) return false;
  for (int64_t i = 0; i < (value.isSplat() ? 1 : value.numElements()); ++i)
    if (value.elementBits(i) != 0) return false;
  return true;
}

// +0 everywhere: a zero constant, or a broadcast of one.
bool isZero(const Value* v) {
  const Operation* def = v->definingOp();
  if (def && def->is(OpCode::BroadcastInDim)) return isPositiveZeroConstant(def->operand(0));
  return isPositiveZeroConstant(v);
}

// The broadcast of a rank-1 bias of `n` values along the last dim of `t`, or nullptr.
const Operation* columnBias(const Value* v, ir::Type t, int64_t n) {
  const Operation* def = v->definingOp();
  if (!def || !def->is(OpCode::BroadcastInDim)) return nullptr;
  ir::Type b = def->operand(0)->type();
  ir::Attr dims = def->attr("broadcast_dimensions");
  if (!b.isTensor() || b.rank() != 1 || b.dim(0) != n || b.elementType() != t.elementType() || !dims ||
      !dims.is(ir::Attr::Kind::DenseArray) || dims.ints().size() != 1 || dims.ints()[0] != t.rank() - 1)
    return nullptr;
  return def;
}

}  // namespace

std::vector<MatmulEpilogueMatch> findMatmulEpilogues(const ir::Block& b) {
  std::vector<MatmulEpilogueMatch> out;
  std::unordered_map<const Operation*, size_t> position;
  for (const Operation& op : b) position.emplace(&op, position.size());
  for (const Operation& dot : b) {
    if (!dot.is(OpCode::DotGeneral)) continue;
    MatmulShape shape = readMatmulShape(dot);
    ir::Type t = dot.result()->type();
    ir::ElementType e = t.elementType();
    bool typed = e == ir::ElementType::F32 || e == ir::ElementType::F16 || e == ir::ElementType::BF16;
    if (!shape.ok || !typed || shape.batch != 1 || t.rank() < 1 || t.dim(t.rank() - 1) != shape.n) continue;
    const Operation* add = soleUser(dot.result());
    if (!add || !add->is(OpCode::Add) || add->block() != &b) continue;
    const Value* other = add->operand(0) == dot.result() ? add->operand(1) : add->operand(0);
    const Operation* broadcast = columnBias(other, t, shape.n);
    if (!broadcast) continue;
    MatmulEpilogueMatch m;
    m.dot = &dot;
    m.bias = broadcast->operand(0);
    m.result = add->result();
    m.shape = shape;
    m.absorbed = {&dot, add};
    if (soleUser(broadcast->result()) == add) m.absorbed.push_back(broadcast);
    const Operation* relu = soleUser(add->result());
    if (relu && relu->is(OpCode::Maximum) && relu->block() == &b) {
      const Value* zero = relu->operand(0) == add->result() ? relu->operand(1) : relu->operand(0);
      if (isZero(zero)) {
        m.epilogue = MatmulEpilogue::BiasRelu;
        m.result = relu->result();
        m.absorbed.push_back(relu);
        const Operation* zeroDef = zero->definingOp();
        if (zeroDef->is(OpCode::BroadcastInDim) && soleUser(zero) == relu) m.absorbed.push_back(zeroDef);
      }
    }
    std::sort(m.absorbed.begin(), m.absorbed.end(), [&](const Operation* x, const Operation* y) { return position[x] < position[y]; });
    out.push_back(std::move(m));
  }
  return out;
}

cpu::FusionCluster withoutAbsorbed(const cpu::FusionCluster& c, const std::unordered_set<const Operation*>& absorbed) {
  cpu::FusionCluster out;
  out.shape = c.shape;
  std::unordered_set<const Operation*> kept;
  for (const Operation* op : c.ops)
    if (!absorbed.count(op)) out.ops.push_back(op), kept.insert(op);
  for (const Operation* op : out.ops)
    for (const Value* v : op->operands()) {
      const Operation* def = v->definingOp();
      if ((!def || !kept.count(def)) && std::find(out.inputs.begin(), out.inputs.end(), v) == out.inputs.end()) out.inputs.push_back(v);
    }
  for (const Value* v : c.outputs)
    if (v->definingOp() && kept.count(v->definingOp())) out.outputs.push_back(v);
  for (const Value* v : c.writtenLast)
    if (v->definingOp() && kept.count(v->definingOp())) out.writtenLast.push_back(v);
  return out;
}

}  // namespace juxla::cuda
