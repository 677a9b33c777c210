#include "ir/printer.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <unordered_set>

#include "ir/asm_printer.h"

namespace juxla::ir {

// ---- Spelling helpers ----

std::string quoteString(std::string_view s) {
  static const char* kHex = "0123456789ABCDEF";
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c >= 0x20 && c <= 0x7E && c != '"') {
      out += char(c);
    } else {
      out += '\\';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out + "\"";
}

bool isBareIdentifier(std::string_view s) {
  if (s.empty()) return false;
  auto isAlpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (!isAlpha(s[0]) && s[0] != '_') return false;
  for (char c : s)
    if (!isAlpha(c) && !(c >= '0' && c <= '9') && c != '_' && c != '$' && c != '.') return false;
  return true;
}

std::string symbolName(std::string_view name) {
  return isBareIdentifier(name) ? "@" + std::string(name) : "@" + quoteString(name);
}

// ---- SSA names ----

namespace {
struct NameScope {
  std::unordered_set<std::string> names;
  const NameScope* parent = nullptr;
  bool contains(const std::string& n) const {
    for (const NameScope* s = this; s; s = s->parent)
      if (s->names.count(n)) return true;
    return false;
  }
};
}  // namespace

struct ValueNamer {
  std::unordered_map<const Value*, std::string>& names;
  std::unordered_map<const Value*, bool>& grouped;
  bool useHints = true;  // the generic form asks no op for name hints: everything is numbered
  int nextValueId = 0, nextArgumentId = 0, nextConflictId = 0;
  NameScope* scope = nullptr;

  std::string unique(const std::string& hint) {
    std::string name = hint;
    if (scope->contains(name)) {
      do {
        name = hint + "_" + std::to_string(nextConflictId++);
      } while (scope->contains(name));
    }
    scope->names.insert(name);
    return name;
  }

  void nameResults(const Operation& op) {
    if (op.numResults() == 0) return;
    if (useHints && op.is(OpCode::Constant)) {
      Type t = op.result()->type();
      bool intLike = t.isTensor() && isInteger(t.elementType());
      names[op.result()] = unique(intLike ? "c" : "cst");
      return;
    }
    if (useHints && op.is(OpCode::RngBitGenerator) && op.numResults() == 2) {
      names[op.result(0)] = unique("output_state");
      names[op.result(1)] = unique("output");
      return;
    }
    std::string id = std::to_string(nextValueId++);
    for (size_t i = 0; i < op.numResults(); ++i) {
      names[op.result(i)] = id;
      grouped[op.result(i)] = op.numResults() > 1;
    }
  }
};

static void nameRegion(ValueNamer state, const Region& region, const NameScope* parentScope) {
  if (region.empty()) return;
  NameScope scope;
  scope.parent = parentScope;
  state.scope = &scope;
  const Block& block = region.block();
  bool whileArgs = state.useHints && region.parentOp() && region.parentOp()->is(OpCode::While);
  for (size_t i = 0; i < block.numArgs(); ++i)
    state.names[block.arg(i)] = whileArgs ? state.unique("iterArg") : state.unique("arg" + std::to_string(state.nextArgumentId++));
  for (const Operation& op : block) state.nameResults(op);
  // Nested regions start from the counters at the end of this region, each from the same snapshot.
  for (const Operation& op : block)
    for (size_t r = 0; r < op.numRegions(); ++r) nameRegion(state, op.region(r), &scope);
}

void ValueNames::nameFunc(const Func& func, bool useHints) {
  names_.clear();
  grouped_.clear();
  ValueNamer namer{names_, grouped_};
  namer.useHints = useHints;
  nameRegion(namer, func.body(), nullptr);
}

std::string ValueNames::ref(const Value* v) const {
  auto it = names_.find(v);
  if (it == names_.end()) return "<<unknown value>>";
  auto g = grouped_.find(v);
  if (g != grouped_.end() && g->second) return it->second + "#" + std::to_string(v->index());
  return it->second;
}

std::string ValueNames::def(const Operation& op) const {
  if (op.numResults() == 0) return "";
  const Value* first = op.result(0);
  auto g = grouped_.find(first);
  if (g != grouped_.end() && g->second) return "%" + names_.at(first) + ":" + std::to_string(op.numResults());
  std::string out;
  for (size_t i = 0; i < op.numResults(); ++i) {
    if (i) out += ", ";
    auto it = names_.find(op.result(i));
    out += "%" + (it == names_.end() ? std::string("<<unknown value>>") : it->second);
  }
  return out;
}

// ---- AsmPrinter ----

void AsmPrinter::printType(Type t) {
  if (!t.isTuple()) {
    out_ += t.str();
    return;
  }
  auto alias = typeAliases_.find(t);
  if (alias != typeAliases_.end()) {
    out_ += alias->second;
    return;
  }
  out_ += "tuple<";
  printTypes(t.tupleElements());
  out_ += '>';
}

void AsmPrinter::printTypeAliases(const Module& m) {
  std::vector<Type> order;
  std::function<void(Type)> visit = [&](Type t) {
    if (!t.isTuple() || typeAliases_.count(t)) return;
    for (Type e : t.tupleElements()) visit(e);  // inner aliases are defined first
    if (t.tupleElements().size() > 16) {
      typeAliases_[t] = order.empty() ? "!tuple" : "!tuple" + std::to_string(order.size());
      order.push_back(t);
    }
  };
  std::function<void(const Block&)> visitBlock = [&](const Block& b) {
    for (size_t i = 0; i < b.numArgs(); ++i) visit(b.arg(i)->type());
    for (const Operation& op : b) {
      for (size_t i = 0; i < op.numResults(); ++i) visit(op.result(i)->type());
      for (const NamedAttr& a : op.attrs().entries())
        if (a.value.is(Attr::Kind::TypeValue)) visit(a.value.typeValue());
      for (size_t r = 0; r < op.numRegions(); ++r)
        if (!op.region(r).empty()) visitBlock(op.region(r).block());
    }
  };
  for (const auto& f : m.funcs()) {
    for (Type t : f->inputTypes()) visit(t);
    for (Type t : f->resultTypes()) visit(t);
    if (!f->isDeclaration()) visitBlock(f->entry());
  }
  for (Type t : order) {
    std::string name = typeAliases_[t];
    typeAliases_.erase(t);  // the definition spells the type itself out
    out_ += name + " = tuple<";
    printTypes(t.tupleElements());
    out_ += ">\n";
    typeAliases_[t] = name;
  }
}

void AsmPrinter::printTypes(std::span<const Type> types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out_ += ", ";
    printType(types[i]);
  }
}

void AsmPrinter::printFunctionType(std::span<const Type> inputs, std::span<const Type> results) {
  out_ += '(';
  printTypes(inputs);
  out_ += ") -> ";
  if (results.size() == 1) {
    printType(results[0]);
  } else {
    out_ += '(';
    printTypes(results);
    out_ += ')';
  }
}

void AsmPrinter::printFunctionalType(const Operation& op) {
  printFunctionType(op.operandTypes(), op.resultTypes());
}

void AsmPrinter::printOperand(const Value* v) { out_ += valueRef(v); }

void AsmPrinter::printOperands(std::span<Value* const> values) {
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out_ += ", ";
    printOperand(values[i]);
  }
}

void AsmPrinter::printI64List(std::span<const int64_t> values) {
  out_ += '[';
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out_ += ", ";
    out_ += std::to_string(values[i]);
  }
  out_ += ']';
}

void AsmPrinter::printAttrDict(std::span<const NamedAttr> attrs) {
  out_ += '{';
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (i) out_ += ", ";
    out_ += isBareIdentifier(attrs[i].name) ? attrs[i].name : quoteString(attrs[i].name);
    if (attrs[i].value.is(Attr::Kind::Unit)) continue;
    out_ += " = ";
    printAttr(attrs[i].value);
  }
  out_ += '}';
}

void AsmPrinter::printOptionalAttrDict(const NamedAttrList& attrs, std::initializer_list<std::string_view> elided) {
  std::vector<NamedAttr> kept;
  for (const NamedAttr& a : attrs.entries())
    if (std::find(elided.begin(), elided.end(), a.name) == elided.end()) kept.push_back(a);
  if (kept.empty()) return;
  out_ += ' ';
  printAttrDict(kept);
}

void AsmPrinter::printBlockArgList(const Block& b) {
  for (size_t i = 0; i < b.numArgs(); ++i) {
    if (i) out_ += ", ";
    out_ += valueRef(b.arg(i)) + ": ";
    printType(b.arg(i)->type());
  }
}

void AsmPrinter::printBlockBody(const Block& b) {
  indent_ += 2;
  for (const Operation& op : b) {
    indent();
    printOp(op);
    out_ += '\n';
  }
  indent_ -= 2;
}

void AsmPrinter::printRegion(const Region& r, bool printEntryArgs, bool printEmptyBlock) {
  out_ += "{\n";
  if (!r.empty()) {
    const Block& b = r.block();
    if ((printEmptyBlock && b.empty()) || (printEntryArgs && b.numArgs() > 0)) {
      indent();
      out_ += "^bb0";
      if (b.numArgs() > 0) {
        out_ += '(';
        printBlockArgList(b);
        out_ += ')';
      }
      out_ += ":\n";
    }
    bool inFunc = r.parentFunc() != nullptr;
    defaultDialect_.push_back(inFunc ? "func" : "");
    printBlockBody(b);
    defaultDialect_.pop_back();
  }
  indent();
  out_ += '}';
}

std::string AsmPrinter::opName(const Operation& op) const {
  std::string_view name = op.name();
  std::string_view dialect = defaultDialect_.empty() ? std::string_view() : defaultDialect_.back();
  if (!dialect.empty() && name.size() > dialect.size() && name.substr(0, dialect.size()) == dialect &&
      name[dialect.size()] == '.' && std::count(name.begin(), name.end(), '.') == 1)
    return std::string(name.substr(dialect.size() + 1));
  return std::string(name);
}

void AsmPrinter::printGenericOp(const Operation& op) {
  out_ += quoteString(op.name());
  out_ += '(';
  printOperands(op.operands());
  out_ += ')';
  std::vector<NamedAttr> inherent, discardable;
  for (const NamedAttr& a : op.attrs().entries())
    (isInherentAttr(op.code(), a.name) ? inherent : discardable).push_back(a);
  if (!inherent.empty()) {
    out_ += " <";
    printAttrDict(inherent);
    out_ += '>';
  }
  if (op.numRegions() > 0) {
    out_ += " (";
    for (size_t i = 0; i < op.numRegions(); ++i) {
      if (i) out_ += ", ";
      printRegion(op.region(i), /*printEntryArgs=*/true, /*printEmptyBlock=*/true);
    }
    out_ += ')';
  }
  if (!discardable.empty()) {
    out_ += ' ';
    printAttrDict(discardable);
  }
  out_ += " : ";
  printFunctionalType(op);
}

void AsmPrinter::printOp(const Operation& op) {
  std::string def = names_.def(op);
  if (!def.empty()) out_ += def + " = ";
  if (options_.genericForm || opInfo(op.code()).format == TextFormat::Generic) {
    printGenericOp(op);
    return;
  }
  // An op that lacks what its pretty form needs (unverified IR) still prints, generically.
  size_t mark = out_.size();
  int indent = indent_;
  auto dialects = defaultDialect_;
  try {
    printCustomForm(*this, op);
  } catch (const std::logic_error&) {
    out_.resize(mark);
    indent_ = indent;
    defaultDialect_ = dialects;
    printGenericOp(op);
  }
}

void AsmPrinter::printFunc(const Func& f) {
  names_.nameFunc(f, !options_.genericForm);
  if (options_.genericForm) {
    printGenericFunc(f);
    return;
  }
  out_ += "func.func ";
  if (f.visibility()) out_ += *f.visibility() + " ";
  out_ += symbolName(f.name());
  out_ += '(';
  for (size_t i = 0; i < f.inputTypes().size(); ++i) {
    if (i) out_ += ", ";
    if (!f.isDeclaration()) out_ += valueRef(f.entry().arg(i)) + ": ";
    printType(f.inputTypes()[i]);
    printOptionalAttrDict(f.argAttrs(i));
  }
  out_ += ')';
  auto results = f.resultTypes();
  if (!results.empty()) {
    out_ += " -> ";
    bool parens = results.size() > 1 || !f.resultAttrs(0).empty();
    if (parens) out_ += '(';
    for (size_t i = 0; i < results.size(); ++i) {
      if (i) out_ += ", ";
      printType(results[i]);
      printOptionalAttrDict(f.resultAttrs(i));
    }
    if (parens) out_ += ')';
  }
  if (!f.attrs().empty()) {
    out_ += " attributes ";
    printAttrDict(f.attrs().entries());
  }
  if (!f.isDeclaration()) {
    out_ += ' ';
    printRegion(f.body(), /*printEntryArgs=*/false);
  }
}

// `[{...}, {}]` when any entry is non-empty; MLIR leaves arg_attrs/res_attrs out otherwise.
static bool anyAttrs(const Func& f, bool args) {
  size_t n = args ? f.inputTypes().size() : f.resultTypes().size();
  for (size_t i = 0; i < n; ++i)
    if (!(args ? f.argAttrs(i) : f.resultAttrs(i)).empty()) return true;
  return false;
}

void AsmPrinter::printGenericFunc(const Func& f) {
  out_ += "\"func.func\"() <{";
  auto printAttrList = [&](bool args) {
    out_ += args ? "arg_attrs = [" : "res_attrs = [";
    size_t n = args ? f.inputTypes().size() : f.resultTypes().size();
    for (size_t i = 0; i < n; ++i) {
      if (i) out_ += ", ";
      printAttrDict((args ? f.argAttrs(i) : f.resultAttrs(i)).entries());
    }
    out_ += "], ";
  };
  if (anyAttrs(f, true)) printAttrList(true);
  out_ += "function_type = ";
  printFunctionType(f.inputTypes(), f.resultTypes());
  out_ += ", ";
  if (anyAttrs(f, false)) printAttrList(false);
  out_ += "sym_name = " + quoteString(f.name());
  if (f.visibility()) out_ += ", sym_visibility = " + quoteString(*f.visibility());
  out_ += "}> (";
  printRegion(f.body(), /*printEntryArgs=*/true, /*printEmptyBlock=*/true);
  out_ += ')';
  if (!f.attrs().empty()) {
    out_ += ' ';
    printAttrDict(f.attrs().entries());
  }
  out_ += " : () -> ()";
}

void AsmPrinter::printModule(const Module& m) {
  printTypeAliases(m);
  bool generic = options_.genericForm;
  if (generic) {
    out_ += "\"builtin.module\"()";
    if (m.name()) out_ += " <{sym_name = " + quoteString(*m.name()) + "}>";
    out_ += " ({\n";
    if (m.funcs().empty()) out_ += "^bb0:\n";
  } else {
    out_ += "module";
    if (m.name()) out_ += " " + symbolName(*m.name());
    if (!m.attrs().empty()) {
      out_ += " attributes ";
      printAttrDict(m.attrs().entries());
    }
    out_ += " {\n";
  }
  indent_ += 2;
  for (const auto& f : m.funcs()) {
    indent();
    printFunc(*f);
    out_ += '\n';
  }
  indent_ -= 2;
  out_ += '}';
  if (generic) {
    out_ += ')';
    if (!m.attrs().empty()) {
      out_ += ' ';
      printAttrDict(m.attrs().entries());
    }
    out_ += " : () -> ()";
  }
  out_ += '\n';
}

// ---- Public entry points ----

std::string printModule(const Module& module, const PrintOptions& options) {
  AsmPrinter p(options);
  p.printModule(module);
  return std::move(p.out());
}

std::string printModule(const Module& module) { return printModule(module, PrintOptions{}); }

std::string printFunc(const Func& func) {
  AsmPrinter p;
  p.printFunc(func);
  p.out() += '\n';
  return std::move(p.out());
}

std::string printType(Type type) { return type.str(); }

std::string printAttr(const Attr& attr) {
  AsmPrinter p;
  p.printAttr(attr);
  return std::move(p.out());
}

}  // namespace juxla::ir
