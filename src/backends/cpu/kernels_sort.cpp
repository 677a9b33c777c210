// sort whose comparator is one compare of an operand's pair of elements (jax.numpy.sort/argsort,
// juxla's randperm): the interpreter's merge sort (interp/merge_order.h) with the comparison done
// natively, so the permutation is the same, bit for bit, also where NaN makes `<` no strict weak order.
#include <algorithm>
#include <cstring>
#include <vector>

#include "backends/cpu/kernels.h"
#include "backends/cpu/thread_pool.h"
#include "interp/merge_order.h"

namespace juxla::cpu {

namespace {

using ir::OpCode;
using E = ir::ElementType;

// The comparator `return compare(dir, args[2k + a], args[2k + b])` with {a, b} = {0, 1}.
struct SortKey {
  size_t operand = 0;
  bool swapped = false;  // compare(rhs, lhs): the lhs sorts first when rhs `dir` lhs
  std::string direction;
  bool unsignedCompare = false;
};

std::optional<SortKey> readComparator(const ir::Operation& op) {
  const ir::Region& region = op.region(0);
  if (region.empty()) return std::nullopt;
  const ir::Block& block = region.block();
  if (block.size() != 2) return std::nullopt;
  const ir::Operation& cmp = *block.front();
  const ir::Operation* ret = block.terminator();
  if (!cmp.is(OpCode::Compare) || !ret || ret->numOperands() != 1 || ret->operand(0) != cmp.result(0)) return std::nullopt;
  int lhs = -1, rhs = -1;
  for (size_t i = 0; i < block.numArgs(); ++i) {
    if (cmp.operand(0) == block.arg(i)) lhs = int(i);
    if (cmp.operand(1) == block.arg(i)) rhs = int(i);
  }
  if (lhs < 0 || rhs < 0 || lhs / 2 != rhs / 2 || lhs == rhs) return std::nullopt;
  SortKey key;
  key.operand = size_t(lhs / 2);
  key.swapped = lhs % 2 == 1;
  key.direction = cmp.attr("comparison_direction").str();
  E e = op.operand(key.operand)->type().elementType();
  ir::Attr compareType = cmp.attr("compare_type");
  std::string type = compareType ? compareType.str() : "";
  if (ir::isFloat(e)) {
    if (type == "TOTALORDER" || (e != E::F32 && e != E::F64)) return std::nullopt;
  } else if (e == E::I1) {
    return std::nullopt;
  } else {
    key.unsignedCompare = type.empty() ? ir::isUnsignedInteger(e) : type == "UNSIGNED";
  }
  return key;
}

template <typename T>
bool compareBy(const std::string& d, T a, T b) {
  if (d == "LT") return a < b;
  if (d == "GT") return a > b;
  if (d == "LE") return a <= b;
  if (d == "GE") return a >= b;
  if (d == "EQ") return a == b;
  return a != b;
}

// The key element `i` of a slice as a comparable value.
template <typename T>
T keyAt(const void* data, int64_t i) {
  T v;
  std::memcpy(&v, static_cast<const uint8_t*>(data) + i * int64_t(sizeof(T)), sizeof(T));
  return v;
}

template <typename T>
Kernel sortBy(const ir::Operation& op, SortKey key) {
  ir::Type t = op.operand(0)->type();
  int64_t rank = t.rank();
  int64_t dimension = op.attr("dimension") ? op.attr("dimension").intValue() : -1;
  if (dimension < 0) dimension += rank;
  std::vector<int64_t> shape(t.shape().begin(), t.shape().end());
  int64_t length = shape[size_t(dimension)], stride = 1;
  for (int64_t d = rank - 1; d > dimension; --d) stride *= shape[size_t(d)];
  int64_t outer = 1;
  for (int64_t d = 0; d < dimension; ++d) outer *= shape[size_t(d)];
  std::vector<int64_t> widths;
  for (const ir::Value* v : op.operands()) widths.push_back(ir::storageBytes(v->type().elementType()));
  return [=](KernelContext&, std::span<const Buffer> in, std::span<const Buffer> out) {
    const void* keys = in[key.operand].data;
    auto less = [&](int64_t base, int64_t a, int64_t b) {
      T x = keyAt<T>(keys, base + a * stride), y = keyAt<T>(keys, base + b * stride);
      return key.swapped ? compareBy(key.direction, y, x) : compareBy(key.direction, x, y);
    };
    std::vector<int64_t> order, merged;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t inner = 0; inner < stride; ++inner) {
        int64_t base = o * length * stride + inner;
        interp::mergeOrder(length, [&](int64_t a, int64_t b) { return less(base, a, b); }, order, merged);
        for (size_t k = 0; k < in.size(); ++k) {
          const uint8_t* src = static_cast<const uint8_t*>(in[k].data);
          uint8_t* dst = static_cast<uint8_t*>(out[k].data);
          int64_t w = widths[k];
          for (int64_t i = 0; i < length; ++i)
            std::memcpy(dst + (base + i * stride) * w, src + (base + order[size_t(i)] * stride) * w, size_t(w));
        }
      }
  };
}

}  // namespace

std::optional<Kernel> sortKernel(const ir::Operation& op) {
  if (!op.is(OpCode::Sort) || op.numOperands() == 0 || op.numRegions() != 1) return std::nullopt;
  ir::Type t = op.operand(0)->type();
  if (!t.isTensor() || t.rank() == 0) return std::nullopt;
  for (const ir::Value* v : op.operands())
    if (!v->type().isTensor() || v->type().shape().size() != t.shape().size() ||
        !std::equal(v->type().shape().begin(), v->type().shape().end(), t.shape().begin()))
      return std::nullopt;
  std::optional<SortKey> key = readComparator(op);
  if (!key) return std::nullopt;
  E e = op.operand(key->operand)->type().elementType();
  switch (e) {
    case E::F32: return sortBy<float>(op, *key);
    case E::F64: return sortBy<double>(op, *key);
    case E::I8: case E::UI8: return key->unsignedCompare ? sortBy<uint8_t>(op, *key) : sortBy<int8_t>(op, *key);
    case E::I16: case E::UI16: return key->unsignedCompare ? sortBy<uint16_t>(op, *key) : sortBy<int16_t>(op, *key);
    case E::I32: case E::UI32: return key->unsignedCompare ? sortBy<uint32_t>(op, *key) : sortBy<int32_t>(op, *key);
    case E::I64: case E::UI64: return key->unsignedCompare ? sortBy<uint64_t>(op, *key) : sortBy<int64_t>(op, *key);
    default: return std::nullopt;
  }
}

}  // namespace juxla::cpu
