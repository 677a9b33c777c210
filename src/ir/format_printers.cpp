// Pretty forms of ops, one printer per TextFormat of the op table (parsers: format_parsers.cpp).
#include "ir/asm_printer.h"

namespace juxla::ir {

namespace {

using Elision = AsmPrinter::TypeElision;

// `: T` when every operand has the result's type, else `: (T, T) -> T` (StableHLO's
// SameOperandsAndResultType directive).
void printSameOrFunctionalType(AsmPrinter& p, const Operation& op) {
  p << " : ";
  bool same = op.numResults() == 1;
  for (Value* v : op.operands()) same = same && v->type() == op.result()->type();
  if (same) {
    p.printType(op.result()->type());
  } else {
    p.printFunctionalType(op);
  }
}

void printNameAndOperands(AsmPrinter& p, const Operation& op) {
  p << p.opName(op);
  if (op.numOperands() > 0) {
    p << ' ';
    p.printOperands(op.operands());
  }
}

// Throws std::logic_error when the attribute is missing, so that the op prints generically instead.
std::span<const int64_t> intsOf(const Operation& op, std::string_view name) { return op.attr(name).ints(); }

void printSameType(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p.printOptionalAttrDict(op.attrs());
  printSameOrFunctionalType(p, op);
}

void printFunctional(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p.printOptionalAttrDict(op.attrs());
  p << " : ";
  p.printFunctionalType(op);
}

void printConstant(AsmPrinter& p, const Operation& op) {
  p << p.opName(op);
  p.printOptionalAttrDict(op.attrs(), {"value"});
  p << ' ';
  p.printAttr(op.attr("value"));
}

void printIota(AsmPrinter& p, const Operation& op) {
  p << p.opName(op) << " dim = ";
  p.printAttr(op.attr("iota_dimension"), Elision::Must);
  p.printOptionalAttrDict(op.attrs(), {"iota_dimension"});
  p << " : ";
  p.printType(op.result()->type());
}

void printReducePrecision(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p << ", format = e" << op.attr("exponent_bits").intValue() << 'm' << op.attr("mantissa_bits").intValue();
  p.printOptionalAttrDict(op.attrs(), {"exponent_bits", "mantissa_bits"});
  printSameOrFunctionalType(p, op);
}

void printCompare(AsmPrinter& p, const Operation& op) {
  // Enum attributes print with a leading space of their own, hence the double spaces.
  p << p.opName(op) << "  " << op.attr("comparison_direction").str() << ", ";
  p.printOperands(op.operands());
  if (Attr t = op.attr("compare_type")) p << ",  " << t.str();
  p.printOptionalAttrDict(op.attrs(), {"comparison_direction", "compare_type"});
  p << " : ";
  p.printFunctionalType(op);
}

void printSelect(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p.printOptionalAttrDict(op.attrs());
  p << " : ";
  Type r = op.result()->type();
  if (op.numOperands() == 3 && op.operand(1)->type() == r && op.operand(2)->type() == r) {
    p.printType(op.operand(0)->type());
    p << ", ";
    p.printType(r);
  } else {
    p.printFunctionalType(op);
  }
}

void printDimsOp(AsmPrinter& p, const Operation& op, std::string_view attrName, bool sameType) {
  printNameAndOperands(p, op);
  p << ", dims = ";
  p.printI64List(intsOf(op, attrName));
  p.printOptionalAttrDict(op.attrs(), {attrName});
  if (sameType) {
    printSameOrFunctionalType(p, op);
  } else {
    p << " : ";
    p.printFunctionalType(op);
  }
}

void printSlice(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  auto start = intsOf(op, "start_indices"), limit = intsOf(op, "limit_indices"), strides = intsOf(op, "strides");
  p << " [";
  for (size_t i = 0; i < start.size(); ++i) {
    if (i) p << ", ";
    p << start[i] << ':' << (i < limit.size() ? limit[i] : 0);
    if (i < strides.size() && strides[i] != 1) p << ':' << strides[i];
  }
  p << ']';
  p.printOptionalAttrDict(op.attrs(), {"start_indices", "limit_indices", "strides"});
  p << " : ";
  p.printFunctionalType(op);
}

// Operands, a trailing comma, then `keyword = value` (VariadicOperandWithAttribute).
void printOperandsThenKeyword(AsmPrinter& p, const Operation& op, std::string_view keyword) {
  p << p.opName(op) << ' ';
  p.printOperands(op.operands());
  p << ", " << keyword << " = ";
}

void printDynamicSlice(AsmPrinter& p, const Operation& op) {
  printOperandsThenKeyword(p, op, "sizes");
  p.printI64List(intsOf(op, "slice_sizes"));
  p.printOptionalAttrDict(op.attrs(), {"slice_sizes"});
  p << " : ";
  p.printFunctionalType(op);
}

void printConcatenate(AsmPrinter& p, const Operation& op) {
  printOperandsThenKeyword(p, op, "dim");
  p.printAttr(op.attr("dimension"), Elision::Must);
  p.printOptionalAttrDict(op.attrs(), {"dimension"});
  p << " : ";
  p.printFunctionalType(op);
}

void printPad(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p << ", low = ";
  p.printI64List(intsOf(op, "edge_padding_low"));
  p << ", high = ";
  p.printI64List(intsOf(op, "edge_padding_high"));
  p << ", interior = ";
  p.printI64List(intsOf(op, "interior_padding"));
  p.printOptionalAttrDict(op.attrs(), {"edge_padding_low", "edge_padding_high", "interior_padding"});
  p << " : ";
  p.printFunctionalType(op);
}

void printPrecisionList(AsmPrinter& p, const Attr& config) {
  p << ", precision = [";
  auto elems = config.elements();
  for (size_t i = 0; i < elems.size(); ++i) {
    if (i) p << ", ";
    p << (elems[i].is(Attr::Kind::Enum) ? elems[i].str() : std::string("?"));
  }
  p << ']';
}

void printDotGeneral(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  const DotDims& d = op.attr("dot_dimension_numbers").dotDims();
  if (!d.lhsBatchingDims.empty() || !d.rhsBatchingDims.empty()) {
    p << ", batching_dims = ";
    p.printI64List(d.lhsBatchingDims);
    p << " x ";
    p.printI64List(d.rhsBatchingDims);
  }
  p << ", contracting_dims = ";
  p.printI64List(d.lhsContractingDims);
  p << " x ";
  p.printI64List(d.rhsContractingDims);
  if (Attr config = op.attr("precision_config")) printPrecisionList(p, config);
  if (Attr algorithm = op.attr("algorithm")) {
    // Printed as the bare <...> body of #stablehlo.dot_algorithm.
    std::string text = algorithm.is(Attr::Kind::Opaque) ? algorithm.str() : std::string();
    size_t lt = text.find('<');
    p << ", algorithm = " << (lt == std::string::npos ? text : text.substr(lt));
  }
  p.printOptionalAttrDict(op.attrs(), {"dot_dimension_numbers", "precision_config", "algorithm"});
  p << " : ";
  p.printFunctionalType(op);
}

void printConvolution(AsmPrinter& p, const Operation& op) {
  p << p.opName(op) << '(';
  p.printOperands(op.operands());
  p << ") dim_numbers = " << convDimsString(op.attr("dimension_numbers").convDims()) << ", window = {";
  bool first = true;
  auto key = [&](const char* name) {
    if (!first) p << ", ";
    first = false;
    p << name << " = ";
  };
  if (Attr a = op.attr("window_strides")) {
    key("stride");
    p.printI64List(a.ints());
  }
  if (Attr a = op.attr("padding")) {
    key("pad");
    p << '[';
    for (int64_t i = 0; i < a.numElements() / 2; ++i) {
      if (i) p << ", ";
      p << '[' << a.intElement(2 * i) << ", " << a.intElement(2 * i + 1) << ']';
    }
    p << ']';
  }
  if (Attr a = op.attr("lhs_dilation")) {
    key("lhs_dilate");
    p.printI64List(a.ints());
  }
  if (Attr a = op.attr("rhs_dilation")) {
    key("rhs_dilate");
    p.printI64List(a.ints());
  }
  if (Attr a = op.attr("window_reversal")) {
    key("reverse");
    p << '[';
    auto values = a.ints();
    for (size_t i = 0; i < values.size(); ++i) p << (i ? ", " : "") << (values[i] ? "true" : "false");
    p << ']';
  }
  p << '}';
  p.printOptionalAttrDict(op.attrs(),
                          {"dimension_numbers", "window_strides", "padding", "lhs_dilation", "rhs_dilation", "window_reversal"});
  p << " : ";
  p.printFunctionalType(op);
}

// The compact `applies stablehlo.add` form needs a body that is one commutative binary op
// applied to the block arguments in order, on the rank-0 element type of the input.
const Operation* compactReduceBody(const Operation& op) {
  if (op.numOperands() != 2 || op.numRegions() != 1 || op.region(0).empty()) return nullptr;
  const Block& b = op.region(0).block();
  const Operation* inner = b.front();
  if (!inner || inner->next() != b.back() || !b.back()->is(OpCode::Return)) return nullptr;
  if (!inner->hasTrait(kCommutative) || !inner->hasTrait(kElementwise) || inner->numOperands() != 2 ||
      inner->numResults() != 1 || inner->numRegions() != 0)
    return nullptr;
  Type scalar = Type::scalar(op.operand(0)->type().elementType());
  if (inner->operand(0)->type() != scalar || inner->operand(1)->type() != scalar || inner->result()->type() != scalar)
    return nullptr;
  if (b.numArgs() != 2 || inner->operand(0) != b.arg(0) || inner->operand(1) != b.arg(1)) return nullptr;
  const Operation* ret = b.back();
  if (ret->numOperands() != 1 || ret->operand(0) != inner->result()) return nullptr;
  return inner;
}

void printReduce(AsmPrinter& p, const Operation& op) {
  size_t n = op.numOperands() / 2;
  p << p.opName(op) << '(';
  for (size_t i = 0; i < n; ++i) {
    if (i) p << ", (";
    p.printOperand(op.operand(i));
    p << " init: ";
    p.printOperand(op.operand(n + i));
    p << ')';
  }
  const Operation* compact = compactReduceBody(op);
  if (compact) p << " applies " << compact->name();
  p << " across dimensions = ";
  p.printI64List(intsOf(op, "dimensions"));
  p.printOptionalAttrDict(op.attrs(), {"dimensions"});
  p << " : ";
  p.printFunctionalType(op);
  if (compact) return;
  p << '\n';
  p.indent();
  p << " reducer";
  if (op.numRegions() != 1) throw std::logic_error("a reduce has one body region");  // (prints generically)
  const Region& body = op.region(0);
  if (!body.empty()) {
    const Block& b = body.block();
    for (size_t i = 0; i < n && i + n < b.numArgs(); ++i) {
      p << '(' << p.valueRef(b.arg(i)) << ": ";
      p.printType(b.arg(i)->type());
      p << ", " << p.valueRef(b.arg(i + n)) << ": ";
      p.printType(b.arg(i + n)->type());
      p << ") ";
    }
  }
  p << ' ';
  p.printRegion(body, /*printEntryArgs=*/false);
}

void printWhile(AsmPrinter& p, const Operation& op) {
  if (op.numRegions() != 2) throw std::logic_error("a while has a cond and a body region");  // (prints generically)
  p << p.opName(op) << '(';
  const Region& cond = op.region(0);
  for (size_t i = 0; i < op.numOperands(); ++i) {
    if (i) p << ", ";
    if (!cond.empty() && i < cond.block().numArgs()) p << p.valueRef(cond.block().arg(i)) << " = ";
    p.printOperand(op.operand(i));
  }
  p << ')';
  if (op.numOperands() > 0) {
    p << " : ";
    p.printTypes(op.operandTypes());
  }
  if (!op.attrs().empty()) {
    p << " attributes ";
    p.printAttrDict(op.attrs().entries());
  }
  p << '\n';
  p.indent();
  p << " cond ";
  p.printRegion(cond, false);
  p << " do ";
  p.printRegion(op.region(1), false);
}

void printOptimizationBarrier(AsmPrinter& p, const Operation& op) {
  p << p.opName(op);
  p.printOptionalAttrDict(op.attrs());
  if (op.numOperands() == 0) {
    p << "()";
    return;
  }
  p << ' ';
  p.printOperands(op.operands());
  p << " : ";
  p.printTypes(op.operandTypes());
}

void printTuple(AsmPrinter& p, const Operation& op) {
  // A variadic operand list always brings its leading space, even when empty.
  p << p.opName(op) << ' ';
  p.printOperands(op.operands());
  p.printOptionalAttrDict(op.attrs());
  p << " : ";
  p.printType(op.result()->type());
}

void printGetTupleElement(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p << '[' << op.attr("index").intValue() << ']';
  p.printOptionalAttrDict(op.attrs(), {"index"});
  p << " : ";
  p.printFunctionalType(op);
}

void printRngBitGenerator(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p << ", algorithm =  " << op.attr("rng_algorithm").str();
  p.printOptionalAttrDict(op.attrs(), {"rng_algorithm"});
  p << " : ";
  p.printFunctionalType(op);
}

void printAfterAll(AsmPrinter& p, const Operation& op) {
  p << p.opName(op) << ' ';
  p.printOperands(op.operands());
  p.printOptionalAttrDict(op.attrs());
  printSameOrFunctionalType(p, op);
}

void printCustomCall(AsmPrinter& p, const Operation& op) {
  Attr target = op.attr("call_target_name");
  p << p.opName(op) << ' ' << symbolName(target ? target.str() : std::string()) << '(';
  p.printOperands(op.operands());
  p << ')';
  // Attributes equal to their declared defaults are not printed.
  NamedAttrList shown;
  for (const NamedAttr& a : op.attrs().entries()) {
    if (a.name == "call_target_name") continue;
    if (a.name == "has_side_effect" && a.value.is(Attr::Kind::Bool) && !a.value.boolValue()) continue;
    if (a.name == "api_version" && a.value.is(Attr::Kind::Integer) && a.value.intValue() == 1) continue;
    if ((a.name == "called_computations" || a.name == "output_operand_aliases") && a.value.is(Attr::Kind::Array) &&
        a.value.elements().empty())
      continue;
    shown.set(a.name, a.value);
  }
  p.printOptionalAttrDict(shown);
  p << " : ";
  p.printFunctionalType(op);
}

void printCall(AsmPrinter& p, const Operation& op) {
  Attr callee = op.attr("callee");
  p << p.opName(op) << ' ' << symbolName(callee ? callee.str() : std::string()) << '(';
  p.printOperands(op.operands());
  p << ')';
  p.printOptionalAttrDict(op.attrs(), {"callee"});
  p << " : ";
  p.printFunctionalType(op);
}

void printReturn(AsmPrinter& p, const Operation& op) {
  p << p.opName(op);
  if (op.is(OpCode::Return)) p << ' ';  // stablehlo.return's operand list always brings a space
  else if (op.numOperands() > 0) p << ' ';
  p.printOperands(op.operands());
  p.printOptionalAttrDict(op.attrs());
  if (op.numOperands() > 0) {
    p << " : ";
    p.printTypes(op.operandTypes());
  }
}

void printTolerance(AsmPrinter& p, const Operation& op) {
  if (Attr tol = op.attr("tolerance")) {
    p << ", tolerance = ";
    p.printAttr(tol, Elision::Must);
  }
}

void printCheckBinary(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  printTolerance(p, op);
  p.printOptionalAttrDict(op.attrs(), {"tolerance"});
  p << " : ";
  p.printType(op.operand(0)->type());
}

void printCheckConst(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  p << ", ";
  p.printAttr(op.attr("value"));
  printTolerance(p, op);
  p.printOptionalAttrDict(op.attrs(), {"value", "tolerance"});
}

void printCheckClose(AsmPrinter& p, const Operation& op) {
  printNameAndOperands(p, op);
  // The pretty form always names the bound: an absent one prints as its default (1, as checks.cpp reads it).
  p << ", max_ulp_difference = ";
  Attr max = op.attr("max_ulp_difference");
  p.printAttr(max ? max : Attr::integerBits(1, ElementType::UI64), Elision::Must);
  if (Attr min = op.attr("min_ulp_difference")) {
    p << ", min_ulp_difference = ";
    p.printAttr(min, Elision::Must);
  }
  p << " :";
  p.printOptionalAttrDict(op.attrs(), {"max_ulp_difference", "min_ulp_difference"});
  p << ' ';
  p.printTypes(op.operandTypes());
}

}  // namespace

void printCustomForm(AsmPrinter& p, const Operation& op) {
  switch (opInfo(op.code()).format) {
    case TextFormat::Generic: p.printGenericOp(op); return;
    case TextFormat::SameType: printSameType(p, op); return;
    case TextFormat::Functional: printFunctional(p, op); return;
    case TextFormat::Constant: printConstant(p, op); return;
    case TextFormat::Iota: printIota(p, op); return;
    case TextFormat::ReducePrecision: printReducePrecision(p, op); return;
    case TextFormat::Compare: printCompare(p, op); return;
    case TextFormat::Select: printSelect(p, op); return;
    case TextFormat::BroadcastInDim: printDimsOp(p, op, "broadcast_dimensions", false); return;
    case TextFormat::Transpose: printDimsOp(p, op, "permutation", false); return;
    case TextFormat::Reverse: printDimsOp(p, op, "dimensions", true); return;
    case TextFormat::Slice: printSlice(p, op); return;
    case TextFormat::DynamicSlice: printDynamicSlice(p, op); return;
    case TextFormat::Concatenate: printConcatenate(p, op); return;
    case TextFormat::Pad: printPad(p, op); return;
    case TextFormat::DotGeneral: printDotGeneral(p, op); return;
    case TextFormat::Convolution: printConvolution(p, op); return;
    case TextFormat::Reduce: printReduce(p, op); return;
    case TextFormat::While: printWhile(p, op); return;
    case TextFormat::OptimizationBarrier: printOptimizationBarrier(p, op); return;
    case TextFormat::Tuple: printTuple(p, op); return;
    case TextFormat::GetTupleElement: printGetTupleElement(p, op); return;
    case TextFormat::RngBitGenerator: printRngBitGenerator(p, op); return;
    case TextFormat::AfterAll: printAfterAll(p, op); return;
    case TextFormat::CustomCall: printCustomCall(p, op); return;
    case TextFormat::Call: printCall(p, op); return;
    case TextFormat::Return: printReturn(p, op); return;
    case TextFormat::CheckBinary: printCheckBinary(p, op); return;
    case TextFormat::CheckConst: printCheckConst(p, op); return;
    case TextFormat::CheckClose: printCheckClose(p, op); return;
  }
}

}  // namespace juxla::ir
