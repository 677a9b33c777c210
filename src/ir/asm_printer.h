// The printer's internals, shared by printer.cpp and the per-format printers in text_formats*.cpp.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"
#include "ir/printer.h"

namespace juxla::ir {

// SSA names as MLIR's AsmPrinter assigns them (numbers, %arg/%iterArg, %cst/%c with _N suffixes).
class ValueNames {
 public:
  void nameFunc(const Func& func, bool useHints = true);
  // The spelling without '%', e.g. "0", "0#1", "cst_2", "arg0".
  std::string ref(const Value* v) const;
  // The spelling of an op's results at its definition, e.g. "%0:2" or "%cst".
  std::string def(const Operation& op) const;

 private:
  std::unordered_map<const Value*, std::string> names_;
  std::unordered_map<const Value*, bool> grouped_;  // results of a multi-result op print "#i"
};

class AsmPrinter {
 public:
  explicit AsmPrinter(const PrintOptions& options = {}) : options_(options) {}

  std::string& out() { return out_; }
  AsmPrinter& operator<<(std::string_view s) {
    out_ += s;
    return *this;
  }
  AsmPrinter& operator<<(char c) {
    out_ += c;
    return *this;
  }
  AsmPrinter& operator<<(int64_t v) {
    out_ += std::to_string(v);
    return *this;
  }

  void printModule(const Module& m);
  void printFunc(const Func& f);
  void printGenericFunc(const Func& f);  // "func.func"() <{function_type = ..., sym_name = ...}> ({...})
  // MLIR names tuple types of more than 16 elements `!tuple`, `!tuple1`, ... and defines them on top.
  void printTypeAliases(const Module& m);
  void printOp(const Operation& op);

  // Pieces the per-format printers use.
  void printOperand(const Value* v);
  void printOperands(std::span<Value* const> values);  // "%a, %b"
  void printType(Type t);
  void printTypes(std::span<const Type> types);        // "T, T"
  void printFunctionalType(const Operation& op);        // "(T, T) -> T"
  void printFunctionType(std::span<const Type> inputs, std::span<const Type> results);
  // Never: `1 : i64`; May (array elements): i64/f64 suffixes dropped; Must: no suffix at all.
  enum class TypeElision { Never, May, Must };
  void printAttr(const Attr& a, TypeElision elision = TypeElision::Never);
  void printDenseElements(const Attr& a);  // "dense<...>" without the trailing type
  void printI64List(std::span<const int64_t> values);   // "[1, 2]"
  // Prints " {a = 1 : i64, ...}" for attrs not in `elided`; nothing when none remain.
  void printOptionalAttrDict(const NamedAttrList& attrs, std::initializer_list<std::string_view> elided = {});
  void printAttrDict(std::span<const NamedAttr> attrs);
  // Prints a region: "{", the block (optionally with its "^bb0(...)" header), "}".
  void printRegion(const Region& r, bool printEntryArgs, bool printEmptyBlock = false);
  void printBlockArgList(const Block& b);               // "%arg0: T, %arg1: T"
  void printGenericOp(const Operation& op);
  std::string valueRef(const Value* v) const { return "%" + names_.ref(v); }
  // The op's name, without "func." directly inside a function body (MLIR's default dialect).
  std::string opName(const Operation& op) const;

  void indent() { out_.append(size_t(indent_), ' '); }
  const PrintOptions& options() const { return options_; }

 private:
  void printBlockBody(const Block& b);
  std::string out_;
  int indent_ = 0;
  PrintOptions options_;
  ValueNames names_;
  std::vector<std::string_view> defaultDialect_;  // "func" inside a func body
  std::unordered_map<Type, std::string, TypeHash> typeAliases_;
};

// Spelling helpers shared with the parser's error messages.
std::string quoteString(std::string_view s);      // MLIR string literal with escapes
bool isBareIdentifier(std::string_view s);        // prints without quotes as an attribute name
std::string symbolName(std::string_view name);    // "@name" or "@\"odd name\""

// "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", shared by #stablehlo.conv and the convolution op.
std::string convDimsString(const ConvDims& d);

// Per-format printers (text_formats*.cpp); dispatched by the op table's TextFormat column.
void printCustomForm(AsmPrinter& p, const Operation& op);

}  // namespace juxla::ir
