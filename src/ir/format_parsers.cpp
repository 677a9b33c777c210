// Parsers for the pretty forms printed by format_printers.cpp, one per TextFormat.
#include <cstring>

#include "ir/asm_parser.h"

namespace juxla::ir {

namespace format {

Operation* makeOp(OpCode code, const Operands& operands, std::span<const Type> results, NamedAttrList attrs,
                  SourceLoc at, std::vector<std::unique_ptr<Region>> regions) {
  std::vector<Value*> values;
  for (const ParsedOperand& o : operands) values.push_back(o.value);
  Operation* op = Operation::create(code, values, results, std::move(attrs), unsigned(regions.size()), at);
  for (size_t i = 0; i < regions.size(); ++i) op->region(i).setBlock(regions[i]->takeBlock());
  return op;
}

void addAttr(AsmParser& p, NamedAttrList& attrs, const std::string& name, Attr value) {
  if (attrs.has(name)) p.error("attribute '" + name + "' is given twice");
  attrs.set(name, std::move(value));
}

void mergeAttrDict(AsmParser& p, NamedAttrList& attrs) {
  NamedAttrList dict = p.parseOptionalAttrDict();
  for (const NamedAttr& a : dict.entries()) addAttr(p, attrs, a.name, a.value);
}

std::vector<Type> parseFunctionalType(AsmParser& p, const Operands& operands) {
  p.expect(Tok::Colon, "before the op's type");
  if (!p.tok().is(Tok::LParen)) p.errorExpected("a function type like (tensor<f32>) -> tensor<f32>");
  std::vector<Type> inputs, results;
  p.parseFunctionType(inputs, results);
  p.checkOperandTypes(operands, inputs);
  return results;
}

}  // namespace format

namespace {

using namespace format;
using Regions = std::vector<std::unique_ptr<Region>>;

// Operands each followed by a comma, before a keyword: `%a, %b, dim = 0`.
Operands parseOperandsBeforeKeyword(AsmParser& p) {
  Operands out;
  while (p.tok().is(Tok::PercentIdent)) {
    out.push_back(p.parseOperand());
    p.expect(Tok::Comma, "after the operand");
  }
  return out;
}

// `: T` (every operand and the result have type T) or `: (T, T) -> T`.
std::vector<Type> parseSameOrFunctionalType(AsmParser& p, const Operands& operands) {
  p.expect(Tok::Colon, "before the op's type");
  std::vector<Type> inputs, results;
  if (p.parseTypeOrFunctionType(inputs, results)) {
    p.checkOperandTypes(operands, inputs);
    return results;
  }
  std::vector<Type> same(operands.size(), results[0]);
  p.checkOperandTypes(operands, same);
  return results;
}

void expectKeywordEq(AsmParser& p, std::string_view keyword) {
  p.expectKeyword(keyword, "");
  p.expect(Tok::Equal, "after '" + std::string(keyword) + "'");
}

Operation* parseSameType(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  auto results = parseSameOrFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseFunctional(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseConstant(AsmParser& p, OpCode code, SourceLoc at) {
  NamedAttrList attrs = p.parseOptionalAttrDict();
  SourceLoc valueLoc = p.loc();
  Attr value = p.parseAttr();
  if (!value.is(Attr::Kind::DenseElements)) p.error(valueLoc, "expected a dense<...> : tensor<...> value");
  addAttr(p, attrs, "value", value);
  Type t = value.type();
  return makeOp(code, {}, std::span<const Type>(&t, 1), std::move(attrs), at);
}

Operation* parseIota(AsmParser& p, OpCode code, SourceLoc at) {
  NamedAttrList attrs;
  expectKeywordEq(p, "dim");
  addAttr(p, attrs, "iota_dimension", Attr::integer(p.parseInteger("the iota dimension")));
  mergeAttrDict(p, attrs);
  p.expect(Tok::Colon, "before the result type");
  Type t = p.parseType();
  return makeOp(code, {}, std::span<const Type>(&t, 1), std::move(attrs), at);
}

Operation* parseReducePrecision(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "after the operand");
  expectKeywordEq(p, "format");
  // `e5m10`: exponent and mantissa bit counts in one identifier.
  std::string spelling(p.tok().spelling);
  SourceLoc fmtLoc = p.loc();
  size_t m = spelling.find('m');
  auto digits = [](const std::string& s) { return !s.empty() && s.size() < 9 && s.find_first_not_of("0123456789") == std::string::npos; };
  if (!p.tok().is(Tok::BareIdent) || spelling.size() < 4 || spelling[0] != 'e' || m == std::string::npos ||
      !digits(spelling.substr(1, m - 1)) || !digits(spelling.substr(m + 1)))
    p.error(fmtLoc, "expected a format like e5m10 (exponent and mantissa bits)");
  p.consume();
  NamedAttrList attrs;
  addAttr(p, attrs, "exponent_bits", Attr::integer(std::stoll(spelling.substr(1, m - 1)), ElementType::I32));
  addAttr(p, attrs, "mantissa_bits", Attr::integer(std::stoll(spelling.substr(m + 1)), ElementType::I32));
  mergeAttrDict(p, attrs);
  auto results = parseSameOrFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseCompare(AsmParser& p, OpCode code, SourceLoc at) {
  NamedAttrList attrs;
  addAttr(p, attrs, "comparison_direction", Attr::enumValue("comparison_direction", p.parseEnumKeyword("comparison_direction")));
  p.expect(Tok::Comma, "after the comparison direction");
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "between the operands");
  operands.push_back(p.parseOperand());
  if (p.consumeIf(Tok::Comma))
    addAttr(p, attrs, "compare_type", Attr::enumValue("comparison_type", p.parseEnumKeyword("comparison_type")));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseSelect(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = p.parseOperandList();
  NamedAttrList attrs = p.parseOptionalAttrDict();
  p.expect(Tok::Colon, "before the op's type");
  std::vector<Type> inputs, results;
  if (p.parseTypeOrFunctionType(inputs, results)) {
    p.checkOperandTypes(operands, inputs);
  } else {
    p.expect(Tok::Comma, "between the predicate type and the result type");
    Type r = p.parseType();
    std::vector<Type> written{results[0], r, r};
    p.checkOperandTypes(operands, written);
    results = {r};
  }
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseDimsOp(AsmParser& p, OpCode code, SourceLoc at, const char* attrName, bool sameType) {
  Operands operands{p.parseOperand()};
  p.expect(Tok::Comma, "after the operand");
  expectKeywordEq(p, "dims");
  NamedAttrList attrs;
  addAttr(p, attrs, attrName, Attr::i64Array(p.parseI64List()));
  mergeAttrDict(p, attrs);
  auto results = sameType ? parseSameOrFunctionalType(p, operands) : parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseSlice(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands{p.parseOperand()};
  std::vector<int64_t> start, limit, strides;
  p.expect(Tok::LSquare, "to open the slice ranges");
  if (!p.tok().is(Tok::RSquare)) {
    do {
      start.push_back(p.parseInteger("a slice start"));
      p.expect(Tok::Colon, "between the slice start and limit");
      limit.push_back(p.parseInteger("a slice limit"));
      strides.push_back(p.consumeIf(Tok::Colon) ? p.parseInteger("a slice stride") : 1);
    } while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::RSquare, "to close the slice ranges");
  NamedAttrList attrs;
  addAttr(p, attrs, "start_indices", Attr::i64Array(start));
  addAttr(p, attrs, "limit_indices", Attr::i64Array(limit));
  addAttr(p, attrs, "strides", Attr::i64Array(strides));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseDynamicSlice(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = parseOperandsBeforeKeyword(p);
  expectKeywordEq(p, "sizes");
  NamedAttrList attrs;
  addAttr(p, attrs, "slice_sizes", Attr::i64Array(p.parseI64List()));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseConcatenate(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = parseOperandsBeforeKeyword(p);
  expectKeywordEq(p, "dim");
  NamedAttrList attrs;
  addAttr(p, attrs, "dimension", Attr::integer(p.parseInteger("the concatenation dimension")));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parsePad(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = parseOperandsBeforeKeyword(p);
  NamedAttrList attrs;
  expectKeywordEq(p, "low");
  addAttr(p, attrs, "edge_padding_low", Attr::i64Array(p.parseI64List()));
  p.expect(Tok::Comma, "after the low padding");
  expectKeywordEq(p, "high");
  addAttr(p, attrs, "edge_padding_high", Attr::i64Array(p.parseI64List()));
  p.expect(Tok::Comma, "after the high padding");
  expectKeywordEq(p, "interior");
  addAttr(p, attrs, "interior_padding", Attr::i64Array(p.parseI64List()));
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Attr parsePrecisionList(AsmParser& p) {
  std::vector<Attr> list;
  p.expect(Tok::LSquare, "to open the precision list");
  if (!p.tok().is(Tok::RSquare)) {
    do list.push_back(Attr::enumValue("precision", p.parseEnumKeyword("precision")));
    while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::RSquare, "to close the precision list");
  return Attr::array(std::move(list));
}

// The body of `algorithm = <...>` is kept as the text of #stablehlo.dot_algorithm<...>.
Attr parseDotAlgorithm(AsmParser& p) { return Attr::opaque("#stablehlo.dot_algorithm" + p.captureAngleGroup()); }

Operation* parseDotGeneral(AsmParser& p, OpCode code, SourceLoc at) {
  Operands operands = parseOperandsBeforeKeyword(p);
  DotDims d;
  auto parsePair = [&](std::vector<int64_t>& lhs, std::vector<int64_t>& rhs) {
    lhs = p.parseI64List();
    if (!p.tok().isKeyword("x")) p.errorExpected("'x' between the lhs and rhs dimensions");
    p.consume();
    rhs = p.parseI64List();
  };
  if (p.tok().isKeyword("batching_dims")) {
    expectKeywordEq(p, "batching_dims");
    parsePair(d.lhsBatchingDims, d.rhsBatchingDims);
    p.expect(Tok::Comma, "after the batching dimensions");
  }
  expectKeywordEq(p, "contracting_dims");
  parsePair(d.lhsContractingDims, d.rhsContractingDims);
  NamedAttrList attrs;
  addAttr(p, attrs, "dot_dimension_numbers", Attr::dot(std::move(d)));
  while (p.consumeIf(Tok::Comma)) {
    if (p.tok().isKeyword("precision")) {
      expectKeywordEq(p, "precision");
      addAttr(p, attrs, "precision_config", parsePrecisionList(p));
    } else if (p.tok().isKeyword("algorithm")) {
      expectKeywordEq(p, "algorithm");
      addAttr(p, attrs, "algorithm", parseDotAlgorithm(p));
    } else {
      p.errorExpected("'precision' or 'algorithm'");
    }
  }
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

Operation* parseConvolution(AsmParser& p, OpCode code, SourceLoc at) {
  p.expect(Tok::LParen, "to open the convolution operands");
  Operands operands = p.parseOperandList();
  p.expect(Tok::RParen, "to close the convolution operands");
  NamedAttrList attrs;
  expectKeywordEq(p, "dim_numbers");
  addAttr(p, attrs, "dimension_numbers", Attr::conv(p.parseConvDims()));
  p.expect(Tok::Comma, "after the dimension numbers");
  expectKeywordEq(p, "window");
  p.expect(Tok::LBrace, "to open the window attributes");
  if (!p.tok().is(Tok::RBrace)) {
    do {
      if (!p.tok().is(Tok::BareIdent)) p.errorExpected("a window attribute (stride, pad, lhs_dilate, rhs_dilate, reverse)");
      std::string key(p.tok().spelling);
      SourceLoc keyLoc = p.loc();
      p.consume();
      p.expect(Tok::Equal, "after '" + key + "'");
      if (key == "stride" || key == "lhs_dilate" || key == "rhs_dilate") {
        const char* name = key == "stride" ? "window_strides" : key == "lhs_dilate" ? "lhs_dilation" : "rhs_dilation";
        addAttr(p, attrs, name, Attr::i64Array(p.parseI64List()));
      } else if (key == "pad") {
        std::vector<int64_t> flat;
        p.expect(Tok::LSquare, "to open the padding");
        if (!p.tok().is(Tok::RSquare)) {
          do {
            std::vector<int64_t> pair = p.parseI64List();
            if (pair.size() != 2) p.error("each padding entry is [low, high]");
            flat.insert(flat.end(), pair.begin(), pair.end());
          } while (p.consumeIf(Tok::Comma));
        }
        p.expect(Tok::RSquare, "to close the padding");
        int64_t shape[2] = {int64_t(flat.size() / 2), 2};
        std::vector<uint8_t> data(flat.size() * 8);
        std::memcpy(data.data(), flat.data(), data.size());
        addAttr(p, attrs, "padding", Attr::dense(Type::tensor(ElementType::I64, shape), std::move(data), false));
      } else if (key == "reverse") {
        std::vector<int64_t> flags;
        p.expect(Tok::LSquare, "to open the reversal flags");
        if (!p.tok().is(Tok::RSquare)) {
          do {
            if (p.consumeKeywordIf("true")) flags.push_back(1);
            else if (p.consumeKeywordIf("false")) flags.push_back(0);
            else {
              int64_t v = p.parseInteger("a reversal flag");
              if (v != 0 && v != 1) p.error("a reversal flag is true or false");
              flags.push_back(v);
            }
          } while (p.consumeIf(Tok::Comma));
        }
        p.expect(Tok::RSquare, "to close the reversal flags");
        addAttr(p, attrs, "window_reversal", Attr::denseArray(ElementType::I1, std::move(flags)));
      } else {
        p.error(keyLoc, "unknown window attribute '" + key + "' (expected stride, pad, lhs_dilate, rhs_dilate or reverse)");
      }
    } while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::RBrace, "to close the window attributes");
  mergeAttrDict(p, attrs);
  auto results = parseFunctionalType(p, operands);
  return makeOp(code, operands, results, std::move(attrs), at);
}

}  // namespace

// Parsers for ops with regions and calls live in format_parsers_regions.cpp.
Operation* parseReduceForm(AsmParser& p, OpCode code, SourceLoc at);
Operation* parseWhileForm(AsmParser& p, OpCode code, SourceLoc at);
Operation* parseOtherForm(AsmParser& p, OpCode code, SourceLoc at);

Operation* parseCustomForm(AsmParser& p, OpCode code, SourceLoc at) {
  switch (opInfo(code).format) {
    case TextFormat::Generic: return nullptr;
    case TextFormat::SameType: return parseSameType(p, code, at);
    case TextFormat::Functional: return parseFunctional(p, code, at);
    case TextFormat::Constant: return parseConstant(p, code, at);
    case TextFormat::Iota: return parseIota(p, code, at);
    case TextFormat::ReducePrecision: return parseReducePrecision(p, code, at);
    case TextFormat::Compare: return parseCompare(p, code, at);
    case TextFormat::Select: return parseSelect(p, code, at);
    case TextFormat::BroadcastInDim: return parseDimsOp(p, code, at, "broadcast_dimensions", false);
    case TextFormat::Transpose: return parseDimsOp(p, code, at, "permutation", false);
    case TextFormat::Reverse: return parseDimsOp(p, code, at, "dimensions", true);
    case TextFormat::Slice: return parseSlice(p, code, at);
    case TextFormat::DynamicSlice: return parseDynamicSlice(p, code, at);
    case TextFormat::Concatenate: return parseConcatenate(p, code, at);
    case TextFormat::Pad: return parsePad(p, code, at);
    case TextFormat::DotGeneral: return parseDotGeneral(p, code, at);
    case TextFormat::Convolution: return parseConvolution(p, code, at);
    case TextFormat::Reduce: return parseReduceForm(p, code, at);
    case TextFormat::While: return parseWhileForm(p, code, at);
    default: return parseOtherForm(p, code, at);
  }
}

}  // namespace juxla::ir
