// The parser's internals, shared by parser.cpp, attr_parser.cpp and format_parsers.cpp.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"
#include "ir/lexer.h"
#include "support/diagnostics.h"

namespace juxla::ir {

// A value reference as written, resolved when it is parsed (values are defined before use).
struct ParsedOperand {
  Value* value;
  SourceLoc loc;
  std::string spelling;
};

// A block argument declared in an op's own syntax (reduce's reducer list, while's iterArgs).
struct ParsedArgument {
  std::string name;  // with the '%'
  Type type;
  SourceLoc loc;
};

class AsmParser {
 public:
  AsmParser(const SourceManager& sources, uint32_t fileId, DiagnosticEngine& diag);

  std::unique_ptr<Module> parseTopLevel();

  // ---- Tokens ----
  const Token& tok() const { return tok_; }
  SourceLoc loc() const { return SourceLoc{fileId_, tok_.offset}; }
  SourceLoc locAt(uint32_t offset) const { return SourceLoc{fileId_, offset}; }
  void consume();
  bool consumeIf(Tok kind);
  bool consumeKeywordIf(std::string_view keyword);
  void expect(Tok kind, std::string_view context);
  void expectKeyword(std::string_view keyword, std::string_view context);
  [[noreturn]] void error(SourceLoc at, const std::string& message);
  [[noreturn]] void error(const std::string& message) { error(loc(), message); }
  [[noreturn]] void errorExpected(std::string_view what);

  // ---- Values ----
  ParsedOperand parseOperand();
  std::vector<ParsedOperand> parseOperandList();  // zero or more, comma separated, while '%' follows
  // Checks each operand's type against the types written for it.
  void checkOperandTypes(const std::vector<ParsedOperand>& operands, std::span<const Type> types);
  void bindValue(const std::string& name, Value* v, SourceLoc at);

  // ---- Types and attributes (attr_parser.cpp) ----
  Type parseType(bool allowIndex = false);  // `index` elements only inside attributes
  std::vector<Type> parseTypeList();  // one or more, comma separated
  // `(T, T) -> T` or `(T) -> (T, T)`.
  void parseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results);
  // Either a single type, or a function type; returns true for the function type.
  bool parseTypeOrFunctionType(std::vector<Type>& inputs, std::vector<Type>& results);
  Attr parseAttr();
  Attr parseDialectAttr();                        // `#stablehlo...` and aliases (dialect_attr_parser.cpp)
  ConvDims parseConvDims();                       // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`
  Attr parseOpaqueAttr();                         // any other `#dialect...<...>`, kept as text
  std::string captureAngleGroup();                // the raw text of `<...>` (current token '<')
  NamedAttrList parseAttrDict();                  // `{...}` (current token is '{')
  NamedAttrList parseOptionalAttrDict();          // nothing unless '{' follows
  std::vector<int64_t> parseI64List();            // `[1, -2]`
  int64_t parseInteger(std::string_view context); // with optional '-'
  uint64_t parseUnsigned(std::string_view context);  // 0 .. 2^64-1
  Attr parseFloatLiteral(ElementType type);         // `1.5`, `-2.0e-3` or hex bits, no `: type`
  std::string parseEnumKeyword(std::string_view group);

  // ---- Structure (parser.cpp) ----
  // Parses `{ ops }` into `region`, binding `args` as the entry block's arguments.
  void parseRegion(Region& region, const std::vector<ParsedArgument>& args);
  // Parses `{ [^bb0(%a: T, ...):] ops }`, the generic form's region with its own argument list.
  void parseRegionWithHeader(Region& region);
  std::string opNameFor(Operation* op) const;
  Operation* insert(Operation* op);  // appends to the block being parsed

 private:
  friend struct FormatParsers;
  struct Scope {
    std::unordered_map<std::string, std::vector<Value*>> values;
    Scope* parent = nullptr;
  };
  void parseModuleBody(Module& m);
  void parseFunc(Module& m);
  void parseGenericFunc(Module& m);    // "func.func"() <{function_type = ..., sym_name = ...}> ({...}) : () -> ()
  void parseGenericModule(Module& m);  // "builtin.module"() <{sym_name = ...}> ({...}) {...} : () -> ()
  void expectEmptyFunctionType();      // `: () -> ()` after a generic module or function
  void parseOperation();
  Operation* parseGenericOp(OpCode code, SourceLoc at);
  Operation* parseCustomOp(OpCode code, SourceLoc at);
  void parseBlockBody(Block& block);
  void skipTrailingLocation();
  void skipBalanced();
  void resolveCalls(Module& m);

  const SourceManager& sources_;
  uint32_t fileId_;
  DiagnosticEngine& diag_;
  Lexer lexer_;
  Token tok_;
  Scope* scope_ = nullptr;
  Block* block_ = nullptr;
  std::vector<std::string_view> defaultDialect_;
  std::unordered_map<std::string, Attr> attrAliases_;
  std::unordered_map<std::string, Type> typeAliases_;
  int depth_ = 0;  // nesting guard: hostile input must not overflow the stack
  friend class DepthGuard;
};

// Bounds recursion in the parser: deep nesting is an error, never a stack overflow.
class DepthGuard {
 public:
  explicit DepthGuard(AsmParser& p);
  ~DepthGuard() { --p_.depth_; }

 private:
  AsmParser& p_;
};

// Per-format parsers (format_parsers.cpp); `at` is the op name's location.
Operation* parseCustomForm(AsmParser& p, OpCode code, SourceLoc at);

// Pieces the per-format parsers share (format_parsers.cpp).
namespace format {
using Operands = std::vector<ParsedOperand>;
// Creates the op from parsed operands; the regions' blocks move into it.
Operation* makeOp(OpCode code, const Operands& operands, std::span<const Type> results, NamedAttrList attrs,
                  SourceLoc at, std::vector<std::unique_ptr<Region>> regions = {});
// Adds an attribute written in the op's own syntax; the same name twice is an error.
void addAttr(AsmParser& p, NamedAttrList& attrs, const std::string& name, Attr value);
// Parses an optional `{...}` and adds its entries.
void mergeAttrDict(AsmParser& p, NamedAttrList& attrs);
// `: (T, T) -> R`, checked against the operands; returns the result types.
std::vector<Type> parseFunctionalType(AsmParser& p, const Operands& operands);
}  // namespace format

}  // namespace juxla::ir
