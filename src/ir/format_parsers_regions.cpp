// Parsers for reduce, while, calls, tuples, effects and the check ops (pretty forms).
#include "ir/asm_parser.h"

namespace juxla::ir {

namespace {

using namespace format;

ParsedArgument parseArgumentDecl(AsmParser& p) {
  if (!p.tok().is(Tok::PercentIdent)) p.errorExpected("a block argument like %arg0");
  ParsedArgument a;
  a.name = std::string(p.tok().spelling);
  a.loc = p.loc();
  if (a.name.find('#') != std::string::npos) p.error(a.loc, "a block argument cannot have a result number");
  p.consume();
  p.expect(Tok::Colon, "after the block argument");
  a.type = p.parseType();
  return a;
}

Operation* parseReduce(AsmParser& p, OpCode code, SourceLoc at) {
  Operands inputs, inits;
  p.expect(Tok::LParen, "to open the first (input init: value) pair");
  while (true) {
    inputs.push_back(p.parseOperand());
    p.expectKeyword("init", "between the input and its initial value");
    p.expect(Tok::Colon, "after 'init'");
    inits.push_back(p.parseOperand());
    p.expect(Tok::RParen, "to close the (input init: value) pair");
    if (!p.consumeIf(Tok::Comma)) break;
    p.expect(Tok::LParen, "to open the next (input init: value) pair");
  }
  Operands operands = inputs;
  operands.insert(operands.end(), inits.begin(), inits.end());

  std::optional<OpCode> applied;
  SourceLoc appliedLoc;
  if (p.consumeKeywordIf("applies")) {
    appliedLoc = p.loc();
    if (!p.tok().is(Tok::BareIdent)) p.errorExpected("an op name after 'applies'");
    applied = opCodeByName(p.tok().spelling);
    if (!applied || !hasTrait(*applied, kElementwise) || !hasTrait(*applied, kCommutative))
      p.error(appliedLoc, "'applies' needs a commutative binary op such as stablehlo.add, not '" +
                              std::string(p.tok().spelling) + "'");
    p.consume();
    if (inputs.size() != 1) p.error(appliedLoc, "the 'applies' form takes exactly one input");
  }
  p.expectKeyword("across", "before the reduced dimensions");
  p.expectKeyword("dimensions", "after 'across'");
  p.expect(Tok::Equal, "after 'dimensions'");
  NamedAttrList attrs;
  addAttr(p, attrs, "dimensions", Attr::i64Array(p.parseI64List()));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);

  std::vector<std::unique_ptr<Region>> regions;
  regions.push_back(std::make_unique<Region>());
  if (applied) {
    // Rebuild the one-op body that the compact form stands for.
    Type scalar = Type::scalar(inputs[0].value->type().elementType());
    Block& b = regions[0]->emplaceBlock();
    Value* args[2] = {b.addArg(scalar), b.addArg(scalar)};
    Operation* inner = Operation::create(*applied, args, std::span<const Type>(&scalar, 1), {}, 0, appliedLoc);
    b.push_back(inner);
    Value* r = inner->result();
    b.push_back(Operation::create(OpCode::Return, std::span<Value* const>(&r, 1), {}, {}, 0, appliedLoc));
  } else {
    p.expectKeyword("reducer", "before the reduction body");
    std::vector<ParsedArgument> lhs, rhs;
    for (size_t i = 0; i < inputs.size(); ++i) {
      p.expect(Tok::LParen, "to open a reducer argument pair");
      lhs.push_back(parseArgumentDecl(p));
      p.expect(Tok::Comma, "between the reducer arguments");
      rhs.push_back(parseArgumentDecl(p));
      p.expect(Tok::RParen, "to close the reducer argument pair");
    }
    lhs.insert(lhs.end(), rhs.begin(), rhs.end());
    p.parseRegion(*regions[0], lhs);
  }
  return makeOp(code, operands, results, std::move(attrs), at, std::move(regions));
}

Operation* parseWhile(AsmParser& p, OpCode code, SourceLoc at) {
  p.expect(Tok::LParen, "to open the loop-carried values");
  std::vector<ParsedArgument> args;
  Operands operands;
  if (!p.tok().is(Tok::RParen)) {
    do {
      ParsedArgument a;
      if (!p.tok().is(Tok::PercentIdent)) p.errorExpected("a loop variable like %iterArg");
      a.name = std::string(p.tok().spelling);
      a.loc = p.loc();
      p.consume();
      p.expect(Tok::Equal, "after the loop variable");
      operands.push_back(p.parseOperand());
      args.push_back(a);
    } while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::RParen, "to close the loop-carried values");
  std::vector<Type> types;
  if (!operands.empty()) {
    p.expect(Tok::Colon, "before the loop-carried types");
    SourceLoc typesLoc = p.loc();
    types = p.parseTypeList();
    if (types.size() != operands.size())
      p.error(typesLoc, std::to_string(operands.size()) + " loop-carried value(s) but " + std::to_string(types.size()) +
                            " type(s); write one type per value");
  }
  p.checkOperandTypes(operands, types);
  for (size_t i = 0; i < args.size(); ++i) args[i].type = types[i];
  NamedAttrList attrs;
  if (p.consumeKeywordIf("attributes")) {
    if (!p.tok().is(Tok::LBrace)) p.errorExpected("'{' after 'attributes'");
    attrs = p.parseAttrDict();
  }
  std::vector<std::unique_ptr<Region>> regions;
  regions.push_back(std::make_unique<Region>());
  regions.push_back(std::make_unique<Region>());
  p.expectKeyword("cond", "before the loop condition");
  p.parseRegion(*regions[0], args);
  p.expectKeyword("do", "before the loop body");
  p.parseRegion(*regions[1], args);
  return makeOp(code, operands, types, std::move(attrs), at, std::move(regions));
}

Operation* parseOptimizationBarrier(AsmParser& p, OpCode code, SourceLoc at) {
  NamedAttrList attrs = p.parseOptionalAttrDict();
  if (p.consumeIf(Tok::LParen)) {
    p.expect(Tok::RParen, "after '(' of an empty optimization_barrier");
    return makeOp(code, {}, {}, std::move(attrs), at);
  }
  Operands operands = p.parseOperandList();
  p.expect(Tok::Colon, "before the operand types");
  std::vector<Type> types = p.parseTypeList();
  p.checkOperandTypes(operands, types);
  return makeOp(code, operands, types, std::move(attrs), at);
}

Operation* parseTuple(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  p.expect(Tok::Colon, "before the tuple type");
  SourceLoc typeLoc = p.loc();
  Type t = p.parseType();
  if (!t.isTuple()) p.error(typeLoc, "expected a tuple type, found " + t.str());
  std::vector<Type> inputs(t.tupleElements().begin(), t.tupleElements().end());
  p.checkOperandTypes(operands, inputs);
  return makeOp(code, operands, std::span<const Type>(&t, 1), std::move(attrs), at);
}

Operation* parseGetTupleElement(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::LSquare, "before the tuple index");
  NamedAttrList attrs;
  addAttr(p, attrs, "index", Attr::integer(p.parseInteger("the tuple index"), ElementType::I32));
  p.expect(Tok::RSquare, "after the tuple index");
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseRngBitGenerator(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "after the state operand");
  p.expectKeyword("algorithm", "");
  p.expect(Tok::Equal, "after 'algorithm'");
  NamedAttrList attrs;
  addAttr(p, attrs, "rng_algorithm", Attr::enumValue("rng_algorithm", p.parseEnumKeyword("rng_algorithm")));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseAfterAll(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  p.expect(Tok::Colon, "before the op's type");
  std::vector<Type> inputs, results;
  if (p.parseTypeOrFunctionType(inputs, results)) {
    p.checkOperandTypes(operands, inputs);
  } else {
    p.checkOperandTypes(operands, std::vector<Type>(operands.size(), results[0]));
  }
  return makeOp(code, operands, results, std::move(attrs), at);
}

// `@name(%a, %b) {attrs} : (T, T) -> R`, shared by custom_call and func.call.
Operation* parseSymbolCall(AsmParser& p, OpCode code, SourceLoc at, const char* attrName, bool asString) {
  if (!p.tok().is(Tok::AtIdent)) p.errorExpected(code == OpCode::Call ? "the callee like @f" : "the call target like @foo");
  std::string name = p.tok().value;
  p.consume();
  p.expect(Tok::LParen, "to open the call operands");
  Operands operands = p.parseOperandList();
  p.expect(Tok::RParen, "to close the call operands");
  NamedAttrList attrs;
  addAttr(p, attrs, attrName, asString ? Attr::string(name) : Attr::symbolRef(name));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseReturn(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  if (!operands.empty()) {
    p.expect(Tok::Colon, "before the returned types");
    p.checkOperandTypes(operands, p.parseTypeList());
  }
  return makeOp(code, operands, {}, std::move(attrs), at);
}

void parseOptionalTolerance(AsmParser& p, NamedAttrList& attrs) {
  p.expectKeyword("tolerance", "");
  p.expect(Tok::Equal, "after 'tolerance'");
  // An f64 written without its type: the `:` that follows introduces the operand type.
  addAttr(p, attrs, "tolerance", p.parseFloatLiteral(ElementType::F64));
}

Operation* parseCheckBinary(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "between the operands");
  operands.push_back(p.parseOperand());
  NamedAttrList attrs;
  if (p.consumeIf(Tok::Comma)) parseOptionalTolerance(p, attrs);
  mergeAttrDict(p, attrs);
  p.expect(Tok::Colon, "before the operand type");
  Type t = p.parseType();
  p.checkOperandTypes(operands, std::vector<Type>{t, t});
  return makeOp(code, operands, {}, std::move(attrs), at);
}

Operation* parseCheckConst(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "before the expected value");
  SourceLoc valueLoc = p.loc();
  Attr value = p.parseAttr();
  if (!value.is(Attr::Kind::DenseElements)) p.error(valueLoc, "expected a dense<...> : tensor<...> value");
  NamedAttrList attrs;
  addAttr(p, attrs, "value", value);
  if (p.consumeIf(Tok::Comma)) parseOptionalTolerance(p, attrs);
  mergeAttrDict(p, attrs);
  p.checkOperandTypes(operands, std::vector<Type>{value.type()});
  return makeOp(code, operands, {}, std::move(attrs), at);
}

Operation* parseCheckClose(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "between the operands");
  operands.push_back(p.parseOperand());
  p.expect(Tok::Comma, "before max_ulp_difference");
  NamedAttrList attrs;
  auto ulp = [&](const char* name) {
    p.expectKeyword(name, "");
    p.expect(Tok::Equal, std::string("after '") + name + "'");
    addAttr(p, attrs, name, Attr::integerBits(p.parseUnsigned(name), ElementType::UI64));
  };
  ulp("max_ulp_difference");
  if (p.consumeIf(Tok::Comma)) ulp("min_ulp_difference");
  p.expect(Tok::Colon, "before the operand types");
  mergeAttrDict(p, attrs);
  std::vector<Type> types = p.parseTypeList();
  p.checkOperandTypes(operands, types);
  return makeOp(code, operands, {}, std::move(attrs), at);
}

}  // namespace

Operation* parseReduceForm(AsmParser& p, OpCode code, SourceLoc at) { return parseReduce(p, code, at); }
Operation* parseWhileForm(AsmParser& p, OpCode code, SourceLoc at) { return parseWhile(p, code, at); }

Operation* parseOtherForm(AsmParser& p, OpCode code, SourceLoc at) {
  switch (opInfo(code).format) {
    case TextFormat::OptimizationBarrier: return parseOptimizationBarrier(p, code, at);
    case TextFormat::Tuple: return parseTuple(p, code, at);
    case TextFormat::GetTupleElement: return parseGetTupleElement(p, code, at);
    case TextFormat::RngBitGenerator: return parseRngBitGenerator(p, code, at);
    case TextFormat::AfterAll: return parseAfterAll(p, code, at);
    case TextFormat::CustomCall: return parseSymbolCall(p, code, at, "call_target_name", true);
    case TextFormat::Call: return parseSymbolCall(p, code, at, "callee", false);
    case TextFormat::Return: return parseReturn(p, code, at);
    case TextFormat::CheckBinary: return parseCheckBinary(p, code, at);
    case TextFormat::CheckConst: return parseCheckConst(p, code, at);
    case TextFormat::CheckClose: return parseCheckClose(p, code, at);
    default: p.error(at, "internal error: no parser for the text form of '" + std::string(opName(code)) + "'");
  }
}

}  // namespace juxla::ir
