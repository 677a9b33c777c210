// Types and attributes in MLIR's literal syntax, including StableHLO's dialect attributes.
#include <cstring>
#include <limits>

#include "ir/asm_parser.h"

namespace juxla::ir {

namespace {

constexpr int64_t kMaxElements = int64_t(1) << 48;

struct EnumGroup {
  std::string_view group;
  std::vector<std::string_view> values;
};
const std::vector<EnumGroup>& enumGroups() {
  static const std::vector<EnumGroup> groups = {
      {"comparison_direction", {"EQ", "NE", "GE", "GT", "LE", "LT"}},
      {"comparison_type", {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}},
      {"precision", {"DEFAULT", "HIGH", "HIGHEST"}},
      {"rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}},
      {"rng_distribution", {"UNIFORM", "NORMAL"}},
      {"fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}},
      {"transpose", {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}},
  };
  return groups;
}
const EnumGroup* findEnumGroup(std::string_view group) {
  for (const EnumGroup& g : enumGroups())
    if (g.group == group) return &g;
  return nullptr;
}
std::string joinValues(const EnumGroup& g) {
  std::string out;
  for (size_t i = 0; i < g.values.size(); ++i) out += (i ? ", " : "") + std::string(g.values[i]);
  return out;
}

// A literal inside dense<...>, kept as written until the element type is known.
struct Literal {
  enum Kind { Number, Bool, Hex, List } kind = Number;
  bool negative = false;
  bool isFloatToken = false;
  std::string text;
  std::vector<Literal> items;
  SourceLoc loc;
};

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Magnitude of an integer token (decimal or 0x hex); false when it does not fit 64 bits.
bool integerMagnitude(std::string_view text, uint64_t& out) {
  uint64_t v = 0;
  if (text.size() > 2 && text[0] == '0' && text[1] == 'x') {
    for (char c : text.substr(2)) {
      if (v >> 60) return false;
      v = v * 16 + uint64_t(hexDigit(c));
    }
  } else {
    for (char c : text) {
      uint64_t d = uint64_t(c - '0');
      if (v > (std::numeric_limits<uint64_t>::max() - d) / 10) return false;
      v = v * 10 + d;
    }
  }
  out = v;
  return true;
}

}  // namespace

// ---- Types ----

static std::optional<ElementType> elementTypeFromToken(const Token& t) {
  if (!t.is(Tok::BareIdent)) return std::nullopt;
  return parseElementTypeName(t.spelling);
}

Type AsmParser::parseType(bool allowIndex) {
  DepthGuard guard(*this);
  if (tok_.isKeyword("tensor")) {
    consume();
    if (!tok_.is(Tok::Less)) errorExpected("'<' after 'tensor'");
    uint32_t bodyStart = lexer_.position();  // just after '<'
    std::vector<int64_t> dims;
    std::string err;
    uint32_t elementStart = lexer_.scanDimensions(bodyStart, dims, err);
    if (!err.empty()) error(locAt(elementStart), err);
    lexer_.resetTo(elementStart);
    consume();
    SourceLoc elementLoc = loc();
    if (tok_.isKeyword("complex")) error(elementLoc, "complex element types are not supported");
    auto et = elementTypeFromToken(tok_);
    if (!et) {
      if (tok_.is(Tok::BareIdent) && (tok_.spelling.substr(0, 2) == "si" || tok_.spelling.substr(0, 2) == "f8"))
        error(elementLoc, "element type '" + std::string(tok_.spelling) + "' is not supported");
      errorExpected("an element type (i1, i8..i64, ui8..ui64, f16, bf16, f32, f64)");
    }
    if (*et == ElementType::Index && !allowIndex)
      error(elementLoc, "'index' elements are only allowed in attribute values, not in the types of values");
    consume();
    if (tok_.is(Tok::Comma)) error("tensor encodings are not supported");
    expect(Tok::Greater, "to close the tensor type");
    int64_t n = 1;
    for (int64_t d : dims) {
      if (d != 0 && n > kMaxElements / d) error(elementLoc, "tensor type has too many elements");
      n *= d;
    }
    return Type::tensor(*et, dims);
  }
  if (tok_.isKeyword("tuple")) {
    consume();
    expect(Tok::Less, "after 'tuple'");
    std::vector<Type> elements;
    if (!tok_.is(Tok::Greater)) elements = parseTypeList();
    expect(Tok::Greater, "to close the tuple type");
    return Type::tuple(elements);
  }
  if (tok_.is(Tok::BangIdent)) {
    std::string name(tok_.spelling);
    if (name == "!stablehlo.token") {
      consume();
      return Type::token();
    }
    auto it = typeAliases_.find(name);
    if (it != typeAliases_.end()) {
      consume();
      return it->second;
    }
    error("unknown type '" + name + "'");
  }
  if (tok_.isKeyword("complex")) error("complex types are not supported");
  if (tok_.isKeyword("vector") || tok_.isKeyword("memref")) error("only tensor types are supported");
  if (elementTypeFromToken(tok_))
    error("expected a tensor type; write a scalar as tensor<" + std::string(tok_.spelling) + ">");
  errorExpected("a type like tensor<2x3xf32>");
}

std::vector<Type> AsmParser::parseTypeList() {
  std::vector<Type> out;
  out.push_back(parseType());
  while (consumeIf(Tok::Comma)) out.push_back(parseType());
  return out;
}

void AsmParser::parseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results) {
  expect(Tok::LParen, "to open the function type");
  if (!tok_.is(Tok::RParen)) inputs = parseTypeList();
  expect(Tok::RParen, "to close the argument types");
  expect(Tok::Arrow, "in the function type");
  if (consumeIf(Tok::LParen)) {
    if (!tok_.is(Tok::RParen)) results = parseTypeList();
    expect(Tok::RParen, "to close the result types");
  } else {
    results.push_back(parseType());
  }
}

bool AsmParser::parseTypeOrFunctionType(std::vector<Type>& inputs, std::vector<Type>& results) {
  if (tok_.is(Tok::LParen)) {
    parseFunctionType(inputs, results);
    return true;
  }
  results.push_back(parseType());
  return false;
}

// ---- Scalars ----

int64_t AsmParser::parseInteger(std::string_view context) {
  SourceLoc at = loc();
  bool negative = consumeIf(Tok::Minus);
  if (!tok_.is(Tok::Integer)) errorExpected("an integer for " + std::string(context));
  uint64_t mag;
  if (!integerMagnitude(tok_.spelling, mag) || mag > uint64_t(std::numeric_limits<int64_t>::max()) + (negative ? 1 : 0))
    error(at, "integer is out of range for " + std::string(context));
  consume();
  return negative ? int64_t(0 - mag) : int64_t(mag);
}

uint64_t AsmParser::parseUnsigned(std::string_view context) {
  SourceLoc at = loc();
  if (tok_.is(Tok::Minus)) error(at, std::string(context) + " cannot be negative");
  if (!tok_.is(Tok::Integer)) errorExpected("an integer for " + std::string(context));
  uint64_t mag;
  if (!integerMagnitude(tok_.spelling, mag)) error(at, "integer is out of range for " + std::string(context));
  consume();
  return mag;
}

std::vector<int64_t> AsmParser::parseI64List() {
  DepthGuard guard(*this);
  expect(Tok::LSquare, "to open the list");
  std::vector<int64_t> out;
  if (!tok_.is(Tok::RSquare)) {
    do out.push_back(parseInteger("a list element"));
    while (consumeIf(Tok::Comma));
  }
  expect(Tok::RSquare, "to close the list");
  return out;
}

std::string AsmParser::parseEnumKeyword(std::string_view group) {
  const EnumGroup* g = findEnumGroup(group);
  if (tok_.is(Tok::BareIdent)) {
    for (std::string_view v : g->values)
      if (tok_.spelling == v) {
        consume();
        return std::string(v);
      }
  }
  error("expected one of " + joinValues(*g) + " for " + std::string(group) + ", found " +
        (tok_.is(Tok::Eof) ? std::string("end of file") : "'" + std::string(tok_.spelling) + "'"));
}

// Bits of an integer element from a literal; checks that the value fits the type.
static bool integerBits(const Literal& lit, ElementType t, uint64_t& bits, std::string& err) {
  uint64_t mag;
  if (!integerMagnitude(lit.text, mag)) {
    err = "integer literal " + lit.text + " is too large";
    return false;
  }
  int w = bitWidth(t);
  uint64_t limit = w >= 64 ? std::numeric_limits<uint64_t>::max() : (uint64_t(1) << w) - 1;
  std::string name(elementTypeName(t));
  if (lit.negative) {
    if (isUnsignedInteger(t)) {
      err = "negative value -" + lit.text + " for unsigned type " + name;
      return false;
    }
    uint64_t minMag = w >= 64 ? (uint64_t(1) << 63) : (uint64_t(1) << (w - 1));
    if (t == ElementType::I1 ? mag > 1 : mag > minMag) {
      err = "value -" + lit.text + " does not fit in " + name;
      return false;
    }
    bits = (0 - mag) & limit;
    return true;
  }
  if (mag > limit) {
    err = "value " + lit.text + " does not fit in " + name;
    return false;
  }
  bits = mag;
  return true;
}

static bool floatBits(const Literal& lit, ElementType t, uint64_t& bits, std::string& err) {
  FloatFormat f = floatFormatOf(t);
  if (lit.isFloatToken) {
    auto parsed = parseDecimalFloat((lit.negative ? "-" : "") + lit.text, f);
    if (!parsed) {
      err = "bad float literal " + lit.text;
      return false;
    }
    bits = *parsed;
    return true;
  }
  if (lit.text.size() < 3 || lit.text[1] != 'x') {
    err = "integer literal " + lit.text + " used for a float; add a trailing '.0' or write the bits in hex";
    return false;
  }
  if (lit.negative) {
    err = "a hexadecimal float literal cannot be negated; write the sign bit in the pattern";
    return false;
  }
  uint64_t mag;
  int w = bitWidth(t);
  if (!integerMagnitude(lit.text, mag) || (w < 64 && (mag >> w) != 0)) {
    err = "hexadecimal float literal " + lit.text + " does not fit in " + std::string(elementTypeName(t));
    return false;
  }
  bits = mag;
  return true;
}

static bool elementBits(const Literal& lit, ElementType t, uint64_t& bits, std::string& err) {
  if (lit.kind == Literal::Bool) {
    if (t != ElementType::I1) {
      err = "'" + lit.text + "' is only valid for i1 elements, not " + std::string(elementTypeName(t));
      return false;
    }
    bits = lit.text == "true";
    return true;
  }
  if (lit.kind != Literal::Number) {
    err = "expected a number";
    return false;
  }
  if (isFloat(t)) return floatBits(lit, t, bits, err);
  if (lit.isFloatToken) {
    err = "float literal " + lit.text + " used for integer type " + std::string(elementTypeName(t));
    return false;
  }
  return integerBits(lit, t, bits, err);
}

// ---- Attributes ----

static Literal parseLiteral(AsmParser& p) {
  DepthGuard guard(p);
  Literal lit;
  lit.loc = p.loc();
  if (p.consumeIf(Tok::LSquare)) {
    lit.kind = Literal::List;
    if (!p.tok().is(Tok::RSquare)) {
      do lit.items.push_back(parseLiteral(p));
      while (p.consumeIf(Tok::Comma));
    }
    p.expect(Tok::RSquare, "to close the list");
    return lit;
  }
  if (p.tok().isKeyword("true") || p.tok().isKeyword("false")) {
    lit.kind = Literal::Bool;
    lit.text = std::string(p.tok().spelling);
    p.consume();
    return lit;
  }
  if (p.tok().is(Tok::LParen)) p.error("complex element values are not supported");
  lit.negative = p.consumeIf(Tok::Minus);
  if (!p.tok().is(Tok::Integer) && !p.tok().is(Tok::Float)) p.errorExpected("a number, true or false");
  lit.isFloatToken = p.tok().is(Tok::Float);
  lit.text = std::string(p.tok().spelling);
  p.consume();
  return lit;
}

// Checks a nested list against `shape` and appends its elements in row-major order.
static void flattenLiteral(AsmParser& p, const Literal& lit, std::span<const int64_t> shape, size_t dim,
                           ElementType et, std::vector<uint8_t>& data) {
  if (dim == shape.size()) {
    if (lit.kind == Literal::List) p.error(lit.loc, "the list is nested deeper than the tensor's rank " + std::to_string(shape.size()));
    uint64_t bits;
    std::string err;
    if (!elementBits(lit, et, bits, err)) p.error(lit.loc, err);
    size_t n = size_t(storageBytes(et));
    size_t off = data.size();
    data.resize(off + n);
    std::memcpy(&data[off], &bits, n);
    return;
  }
  if (lit.kind != Literal::List)
    p.error(lit.loc, "expected a list of " + std::to_string(shape[dim]) + " elements for dimension " + std::to_string(dim));
  if (int64_t(lit.items.size()) != shape[dim])
    p.error(lit.loc, "dimension " + std::to_string(dim) + " has " + std::to_string(shape[dim]) +
                         " elements in the type but the list has " + std::to_string(lit.items.size()));
  for (const Literal& item : lit.items) flattenLiteral(p, item, shape, dim + 1, et, data);
}

static Attr denseFromHex(AsmParser& p, const std::string& hex, Type type, SourceLoc at) {
  if (hex.size() < 2 || hex[0] != '0' || hex[1] != 'x' || hex.size() % 2 != 0)
    p.error(at, "hex data must start with 0x and hold whole bytes");
  std::vector<uint8_t> bytes;
  for (size_t i = 2; i < hex.size(); i += 2) {
    int hi = hexDigit(hex[i]), lo = hexDigit(hex[i + 1]);
    if (hi < 0 || lo < 0) p.error(at, "bad hex digit in dense data");
    bytes.push_back(uint8_t(hi * 16 + lo));
  }
  ElementType et = type.elementType();
  int64_t n = type.numElements();
  size_t width = size_t(storageBytes(et));
  if (et == ElementType::I1) {
    if (bytes.size() == 1 && (bytes[0] == 0 || bytes[0] == 1 || bytes[0] == 0xFF))
      return Attr::denseSplatBits(type, bytes[0] ? 1 : 0);
    if (int64_t(bytes.size()) != (n + 7) / 8)
      p.error(at, "hex data for " + type.str() + " must hold " + std::to_string((n + 7) / 8) + " bytes (bit-packed)");
    std::vector<uint8_t> unpacked(static_cast<size_t>(n), 0);
    for (int64_t i = 0; i < n; ++i) unpacked[size_t(i)] = (bytes[size_t(i / 8)] >> (i % 8)) & 1;
    return Attr::dense(type, std::move(unpacked), false);
  }
  if (bytes.size() == width) return Attr::dense(type, std::move(bytes), true);
  if (bytes.size() != width * size_t(n))
    p.error(at, "hex data has " + std::to_string(bytes.size()) + " bytes but " + type.str() + " needs " +
                    std::to_string(width * size_t(n)));
  return Attr::dense(type, std::move(bytes), false);
}

// dense<...> : tensor<...>, with the body read before its type is known.
static Attr parseDense(AsmParser& p) {
  SourceLoc at = p.loc();
  p.consume();  // dense
  p.expect(Tok::Less, "after 'dense'");
  std::optional<Literal> body;
  std::string hex;
  SourceLoc bodyLoc = p.loc();
  if (p.tok().is(Tok::String)) {
    hex = p.tok().value;
    p.consume();
  } else if (!p.tok().is(Tok::Greater)) {
    body = parseLiteral(p);
  }
  p.expect(Tok::Greater, "to close 'dense<'");
  p.expect(Tok::Colon, "before the type of the dense elements");
  Type type = p.parseType(/*allowIndex=*/true);
  if (!type.isTensor()) p.error(at, "dense elements need a tensor type");
  ElementType et = type.elementType();
  int64_t n = type.numElements();
  if (!hex.empty()) return denseFromHex(p, hex, type, bodyLoc);
  if (!body) {
    if (n != 0) p.error(bodyLoc, "dense<> is empty but " + type.str() + " has " + std::to_string(n) + " elements");
    return Attr::dense(type, {}, false);
  }
  std::vector<uint8_t> data;
  if (body->kind != Literal::List) {
    flattenLiteral(p, *body, {}, 0, et, data);
    if (n == 0) return Attr::dense(type, {}, false);
    return Attr::dense(type, std::move(data), true);
  }
  if (n == 0 && body->items.empty()) return Attr::dense(type, {}, false);
  flattenLiteral(p, *body, type.shape(), 0, et, data);
  return Attr::dense(type, std::move(data), false);
}

// array<i64: 1, 2>
static Attr parseDenseArray(AsmParser& p) {
  p.consume();  // array
  p.expect(Tok::Less, "after 'array'");
  SourceLoc typeLoc = p.loc();
  auto et = p.tok().is(Tok::BareIdent) ? parseElementTypeName(p.tok().spelling) : std::nullopt;
  if (!et || *et == ElementType::Index) p.error(typeLoc, "expected an integer or float element type for array<...>");
  p.consume();
  std::vector<int64_t> values;
  if (p.consumeIf(Tok::Colon)) {
    do {
      Literal lit = parseLiteral(p);
      uint64_t bits;
      std::string err;
      if (lit.kind == Literal::List || !elementBits(lit, *et, bits, err)) p.error(lit.loc, err.empty() ? "expected a scalar" : err);
      // Float arrays keep each element's bit pattern.
      values.push_back(isUnsignedInteger(*et) || isFloat(*et) ? int64_t(bits) : extendIntBits(bits, *et));
    } while (p.consumeIf(Tok::Comma));
  }
  p.expect(Tok::Greater, "to close 'array<'");
  return Attr::denseArray(*et, std::move(values));
}

// A number with an optional `: type` (i64 and f64 when the type is left out).
static Attr parseScalarAttr(AsmParser& p) {
  Literal lit;
  lit.loc = p.loc();
  lit.negative = p.consumeIf(Tok::Minus);
  if (!p.tok().is(Tok::Integer) && !p.tok().is(Tok::Float)) p.errorExpected("a number after '-'");
  lit.isFloatToken = p.tok().is(Tok::Float);
  lit.text = std::string(p.tok().spelling);
  p.consume();
  ElementType et = lit.isFloatToken ? ElementType::F64 : ElementType::I64;
  if (p.consumeIf(Tok::Colon)) {
    SourceLoc typeLoc = p.loc();
    auto t = p.tok().is(Tok::BareIdent) ? parseElementTypeName(p.tok().spelling) : std::nullopt;
    if (!t) p.error(typeLoc, "expected a scalar type such as i64 or f32 after ':'");
    et = *t;
    p.consume();
  }
  uint64_t bits;
  std::string err;
  if (!elementBits(lit, et, bits, err)) p.error(lit.loc, err);
  if (isFloat(et)) return Attr::floatBits(bits, et);
  if (et == ElementType::I1) return Attr::boolean(bits != 0);
  return Attr::integerBits(bits, et);
}

Attr AsmParser::parseAttr() {
  DepthGuard guard(*this);
  switch (tok_.kind) {
    case Tok::Integer:
    case Tok::Float:
    case Tok::Minus: return parseScalarAttr(*this);
    case Tok::String: {
      std::string s = tok_.value;
      consume();
      return Attr::string(std::move(s));
    }
    case Tok::AtIdent: {
      std::string s = tok_.value;
      consume();
      if (tok_.is(Tok::Colon) && lexer_.text().substr(tok_.offset, 2) == "::")
        error("nested symbol references are not supported");
      return Attr::symbolRef(std::move(s));
    }
    case Tok::LSquare: {
      consume();
      std::vector<Attr> elems;
      if (!tok_.is(Tok::RSquare)) {
        do elems.push_back(parseAttr());
        while (consumeIf(Tok::Comma));
      }
      expect(Tok::RSquare, "to close the array");
      return Attr::array(std::move(elems));
    }
    case Tok::LBrace: {
      NamedAttrList dict = parseAttrDict();
      return Attr::dictionary(std::vector<NamedAttr>(dict.entries().begin(), dict.entries().end()));
    }
    case Tok::HashIdent: return parseDialectAttr();
    case Tok::BangIdent:
    case Tok::LParen: {
      if (tok_.is(Tok::LParen)) {
        std::vector<Type> inputs, results;
        parseFunctionType(inputs, results);
        error("function types as attribute values are not supported");
      }
      return Attr::typeValue(parseType());
    }
    case Tok::BareIdent: {
      std::string_view w = tok_.spelling;
      if (w == "true" || w == "false") {
        consume();
        return Attr::boolean(w == "true");
      }
      if (w == "unit") {
        consume();
        return Attr::unit();
      }
      if (w == "dense") return parseDense(*this);
      if (w == "array") return parseDenseArray(*this);
      if (w == "tensor" || w == "tuple") return Attr::typeValue(parseType());
      if (w == "dense_resource") error("dense_resource attributes are not supported; use dense<...>");
      if (w == "loc") error("a location is not an attribute value");
      break;
    }
    default: break;
  }
  errorExpected("an attribute value");
}

NamedAttrList AsmParser::parseAttrDict() {
  DepthGuard guard(*this);
  expect(Tok::LBrace, "to open the attribute dictionary");
  NamedAttrList out;
  if (!tok_.is(Tok::RBrace)) {
    do {
      std::string name;
      SourceLoc at = loc();
      if (tok_.is(Tok::BareIdent)) {
        name = std::string(tok_.spelling);
      } else if (tok_.is(Tok::String)) {
        name = tok_.value;
      } else {
        errorExpected("an attribute name");
      }
      consume();
      if (out.has(name)) error(at, "attribute '" + name + "' is given twice");
      if (consumeIf(Tok::Equal)) {
        out.set(name, parseAttr());
      } else {
        out.set(name, Attr::unit());
      }
    } while (consumeIf(Tok::Comma));
  }
  expect(Tok::RBrace, "to close the attribute dictionary");
  return out;
}

NamedAttrList AsmParser::parseOptionalAttrDict() {
  if (!tok_.is(Tok::LBrace)) return {};
  return parseAttrDict();
}

Attr AsmParser::parseFloatLiteral(ElementType type) {
  Literal lit;
  lit.loc = loc();
  lit.negative = consumeIf(Tok::Minus);
  if (!tok_.is(Tok::Float) && !tok_.is(Tok::Integer)) errorExpected("a float literal");
  lit.isFloatToken = tok_.is(Tok::Float);
  lit.text = std::string(tok_.spelling);
  consume();
  uint64_t bits;
  std::string err;
  if (!floatBits(lit, type, bits, err)) error(lit.loc, err);
  return Attr::floatBits(bits, type);
}

}  // namespace juxla::ir
