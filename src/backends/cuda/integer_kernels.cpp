// Elementwise ops and iota on integer element types as NVRTC kernels (see op_kernels.h): the
// CPU's FusedProgram computes f32, f64 and i1 only, and it is not ours to widen, so integer ops
// (loop counters, index arithmetic, argmax masks) get a one-op kernel each. Semantics follow the
// interpreter (scalar_math.h): wrapping arithmetic, x/0 = -1 (all ones), x%0 = x, shifts by the
// width or more give 0 (or the sign), float -> integer truncates and saturates with NaN -> 0.
#include <fmt/format.h>

#include "backends/cuda/op_kernel_text.h"
#include "backends/cuda/op_kernels.h"

namespace juxla::cuda {

using namespace opkernel;

namespace {

using ir::ElementType;
using ir::OpCode;

// The unsigned and signed integer types of e's width (shifts read bits both ways).
ElementType unsignedOf(ElementType e) {
  switch (ir::bitWidth(e)) {
    case 8: return ElementType::UI8;
    case 16: return ElementType::UI16;
    case 32: return ElementType::UI32;
    default: return ElementType::UI64;
  }
}
ElementType signedOf(ElementType e) {
  switch (ir::bitWidth(e)) {
    case 8: return ElementType::I8;
    case 16: return ElementType::I16;
    case 32: return ElementType::I32;
    default: return ElementType::I64;
  }
}

// Element i of operand k: rank-0 operands (select's predicate, clamp's bounds) broadcast.
std::string operandAt(const ir::Operation& op, size_t k) {
  ir::Type t = op.operand(k)->type();
  bool scalar = t.rank() == 0 && op.result()->type().rank() > 0;
  std::string x = fmt::format("in{}[{}]", k, scalar ? "0" : "t");
  return ir::isBool(t.elementType()) ? "(" + x + " != 0)" : x;
}

// `x` of type `from` converted to `to` as the interpreter's convert does.
std::string convertText(const std::string& x, ElementType from, ElementType to) {
  std::string T = valueType(to);
  if (ir::isBool(to)) return fmt::format("({} != 0)", x);  // NaN is nonzero: true
  if (ir::isBool(from)) return fmt::format("({} ? ({})1 : ({})0)", x, T, T);
  if (ir::isFloat(from) && !ir::isFloat(to)) {
    // truncate toward zero, saturate, NaN -> 0 (2^(n-1) or 2^n bounds the range from above)
    bool isSigned = ir::isSignedInteger(to);
    int bits = ir::bitWidth(to);
    std::string lowest = isSigned ? fmt::format("-0x1p{}", bits - 1) : "0.0";
    std::string beyond = fmt::format("0x1p{}", isSigned ? bits - 1 : bits);
    std::string minimum = isSigned ? fmt::format("({})(({})1 << {})", T, wrapType(to), bits - 1) : "(" + T + ")0";
    std::string maximum = isSigned ? fmt::format("({})((({})1 << {}) - 1)", T, wrapType(to), bits - 1) : "(" + T + ")~(" + T + ")0";
    return fmt::format("((double){0} != (double){0} ? ({1})0 : (double){0} <= {2} ? {3} : (double){0} >= {4} ? {5} : ({1})(double){0})", x, T,
                       lowest, minimum, beyond, maximum);
  }
  return fmt::format("({})({})", T, x);  // float widening/narrowing (RNE), int -> float (RNE), int -> int (modular)
}

std::string binaryText(OpCode code, ElementType e, const std::string& a, const std::string& b) {
  std::string T = valueType(e), U = wrapType(e);
  bool isSigned = ir::isSignedInteger(e);
  int bits = ir::bitWidth(e);
  if (ir::isBool(e)) {
    switch (code) {
      case OpCode::Add: case OpCode::Maximum: case OpCode::Or: return a + " || " + b;
      case OpCode::Multiply: case OpCode::Minimum: case OpCode::And: return a + " && " + b;
      case OpCode::Xor: return a + " != " + b;
      default: return "";
    }
  }
  if (ir::isFloat(e)) {
    switch (code) {
      case OpCode::Add: return a + " + " + b;
      case OpCode::Subtract: return a + " - " + b;
      case OpCode::Multiply: return a + " * " + b;
      case OpCode::Divide: return a + " / " + b;
      case OpCode::Maximum: return fmt::format("juxla_kernel::maximum({}, {})", a, b);
      case OpCode::Minimum: return fmt::format("juxla_kernel::minimum({}, {})", a, b);
      default: return "";
    }
  }
  std::string ua = fmt::format("({}){}", U, a), ub = fmt::format("({}){}", U, b);
  // the shift amount as the unsigned bits of its element type
  std::string amount = fmt::format("({})({}){}", U, valueType(unsignedOf(e)), b);
  switch (code) {
    case OpCode::Add: return fmt::format("({})({} + {})", T, ua, ub);
    case OpCode::Subtract: return fmt::format("({})({} - {})", T, ua, ub);
    case OpCode::Multiply: return fmt::format("({})({} * {})", T, ua, ub);
    case OpCode::Divide:
      if (!isSigned) return fmt::format("({1} == 0 ? ({2})~({2})0 : ({2})({0} / {1}))", a, b, T);
      return fmt::format("({1} == 0 ? ({2})-1 : {1} == ({2})-1 ? ({2})(({3})0 - {4}) : ({2})({0} / {1}))", a, b, T, U, ua);
    case OpCode::Remainder:
      if (!isSigned) return fmt::format("({1} == 0 ? {0} : ({2})({0} % {1}))", a, b, T);
      return fmt::format("({1} == 0 ? {0} : {1} == ({2})-1 ? ({2})0 : ({2})({0} % {1}))", a, b, T);
    case OpCode::Maximum: return fmt::format("({0} >= {1} ? {0} : {1})", a, b);
    case OpCode::Minimum: return fmt::format("({0} <= {1} ? {0} : {1})", a, b);
    case OpCode::And: return fmt::format("({})({} & {})", T, ua, ub);
    case OpCode::Or: return fmt::format("({})({} | {})", T, ua, ub);
    case OpCode::Xor: return fmt::format("({})({} ^ {})", T, ua, ub);
    case OpCode::ShiftLeft: return fmt::format("({2} >= {3}u ? ({0})0 : ({0})({1} << {2}))", T, ua, amount, bits);
    case OpCode::ShiftRightLogical: {
      std::string unsignedA = fmt::format("({})({})({}){}", U, valueType(unsignedOf(e)), T, a);
      return fmt::format("({2} >= {3}u ? ({0})0 : ({0})({1} >> {2}))", T, unsignedA, amount, bits);
    }
    case OpCode::ShiftRightArithmetic: {
      // the bits sign-extended whatever the signedness, shifted as a signed value
      std::string S = valueType(signedOf(e));
      std::string signedA = fmt::format("(long long)({})({})", S, a);
      return fmt::format("({2} >= {3}u ? ({0})({1} < 0 ? -1 : 0) : ({0})({1} >> {2}))", T, signedA, amount, bits);
    }
    default: return "";
  }
}

std::string unaryText(OpCode code, ElementType e, const std::string& a) {
  std::string T = valueType(e), U = wrapType(e);
  bool isSigned = ir::isSignedInteger(e);
  if (ir::isBool(e)) return code == OpCode::Not ? "!" + a : "";
  if (ir::isFloat(e)) {
    if (code == OpCode::Negate) return "-" + a;
    if (code == OpCode::Abs) return fmt::format("juxla_kernel::abs({})", a);
    return "";
  }
  switch (code) {
    case OpCode::Negate: return fmt::format("({})(({})0 - ({}){})", T, U, U, a);
    case OpCode::Not: return fmt::format("({})~({}){}", T, U, a);
    case OpCode::Abs: return isSigned ? fmt::format("({1} < 0 ? ({0})(({2})0 - ({2}){1}) : {1})", T, a, U) : a;
    case OpCode::Sign: return isSigned ? fmt::format("({1} == 0 ? ({0})0 : {1} < 0 ? ({0})-1 : ({0})1)", T, a)
                                       : fmt::format("({1} == 0 ? ({0})0 : ({0})1)", T, a);
    default: return "";
  }
}

std::string compareText(const ir::Operation& op, ElementType e, const std::string& a, const std::string& b) {
  ir::Attr type = op.attr("compare_type");
  if (ir::isFloat(e) && type && type.str() == "TOTALORDER") return "";
  const std::string& d = op.attr("comparison_direction").str();
  const char* c = d == "EQ" ? "==" : d == "NE" ? "!=" : d == "GE" ? ">=" : d == "GT" ? ">" : d == "LE" ? "<=" : d == "LT" ? "<" : nullptr;
  if (!c) return "";
  if (ir::isBool(e)) return fmt::format("(int){} {} (int){}", a, c, b);
  return fmt::format("{} {} {}", a, c, b);
}

bool computable(ElementType e) { return !valueType(e).empty(); }

// The element expression of `op` (element t of its result), or empty.
std::string elementText(const ir::Operation& op) {
  ElementType out = op.result()->type().elementType();
  ElementType in = op.numOperands() ? op.operand(0)->type().elementType() : out;
  OpCode code = op.code();
  auto x = [&](size_t k) { return operandAt(op, k); };
  if (op.is(OpCode::Convert)) return convertText(x(0), in, out);
  if (op.is(OpCode::Compare)) return compareText(op, in, x(0), x(1));
  if (op.is(OpCode::Select)) return fmt::format("{} ? {} : {}", x(0), x(1), x(2));
  if (op.is(OpCode::Clamp)) {
    if (ir::isBool(out)) return "";
    return binaryText(OpCode::Minimum, out, "(" + binaryText(OpCode::Maximum, out, x(1), x(0)) + ")", x(2));
  }
  if (op.numOperands() == 1) return unaryText(code, in, x(0));
  if (op.numOperands() == 2) return binaryText(code, in, x(0), x(1));
  return "";
}

FusedKernelSource iota(const ir::Operation& op, std::string_view name) {
  ir::Type t = op.result()->type();
  ElementType e = t.elementType();
  if (!computable(e) || ir::isBool(e)) return refused("iota of " + t.str());
  ir::Attr a = op.attr("iota_dimension");
  int64_t dim = a ? a.intValue() : 0;
  if (dim < 0 || dim >= t.rank()) return refused("iota with a dimension outside its rank");
  KernelFrame f;
  f.outputTypes = {valueType(e)};
  f.workItems = t.numElements();
  int64_t below = 1;
  for (int64_t d = dim + 1; d < t.rank(); ++d) below *= t.dim(d);
  std::string index = fmt::format("((t / {}LL) % {}LL)", below, t.dim(dim));
  f.body = fmt::format("    out0[t] = {};\n", convertText(index, ElementType::I64, e));
  return assemble(name, f);
}

}  // namespace

FusedKernelSource generateIntegerKernel(const ir::Operation& op, std::string_view name) {
  if (op.numResults() != 1 || !op.result()->type().isTensor()) return refused(std::string(op.name()) + " has no tensor result");
  if (op.is(OpCode::Iota)) return iota(op, name);
  if (!op.hasTrait(ir::kElementwise) || op.numRegions() != 0)
    return refused("no device kernel for " + std::string(op.name()));
  bool anyInteger = false;
  std::vector<ElementType> types = {op.result()->type().elementType()};
  for (const ir::Value* v : op.operands()) {
    if (!v->type().isTensor()) return refused(std::string(op.name()) + " of a non-tensor");
    types.push_back(v->type().elementType());
  }
  for (ElementType e : types) {
    if (!computable(e)) return refused(std::string(op.name()) + " of " + std::string(ir::elementTypeName(e)) + " (integer kernels: i1, i8-i64, ui8-ui64, f32, f64)");
    anyInteger = anyInteger || (ir::isInteger(e) && !ir::isBool(e));
  }
  if (!anyInteger) return refused(std::string(op.name()) + " has no integer operand or result");
  std::string e = elementText(op);
  if (e.empty()) return refused("the integer kernels have no " + std::string(op.name()) + " for these element types");
  ElementType out = op.result()->type().elementType();
  KernelFrame f;
  for (const ir::Value* v : op.operands()) f.inputTypes.push_back(ir::isBool(v->type().elementType()) ? "unsigned char" : valueType(v->type().elementType()));
  f.outputTypes = {ir::isBool(out) ? "unsigned char" : valueType(out)};
  f.workItems = op.result()->type().numElements();
  f.body = ir::isBool(out) ? fmt::format("    out0[t] = ({}) ? 1 : 0;\n", e) : fmt::format("    out0[t] = {};\n", e);
  return assemble(name, f);
}

}  // namespace juxla::cuda
