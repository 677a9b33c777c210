// Printing by Julia's documented rules: `print` writes text (strings raw), `show` writes the value
// as code would spell it (strings quoted, Float32 as 1.5f0, arrays with their element-type
// prefix); both respect methods users add to Base.show. Also string, repr, sprint, println, @show.
#include <cmath>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "support/float_format.h"
#include "compiler/printer.h"
#include "compiler/subtype.h"
#include "frontend/literals.h"
#include "frontend/unicode.h"

namespace juxla::compiler {

namespace {

bool isImplicitType(Evaluator& ev, const JType* t);

std::string floatText(double v, bool float32, bool plain) {
  if (!float32) return frontend::formatFloat64(v);
  std::string s = frontend::formatFloat32(float(v));
  if (!plain) return s;
  // Inside a Float32 container the type is known: 1.5f0 prints as 1.5, 1.0f-5 as 1.0e-5.
  if (s == "NaN32") return "NaN";
  if (s == "Inf32" || s == "-Inf32") return s.substr(0, s.size() - 2);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, "f0") == 0) return s.substr(0, s.size() - 2);
  size_t f = s.find('f');
  if (f != std::string::npos) s[f] = 'e';
  return s;
}

std::string hexUnsigned(uint64_t bits, int bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (int i = bytes * 2 - 1; i >= 0; --i) s += digits[(bits >> (i * 4)) & 15];
  return "0x" + s;
}

bool isIdentifierLike(std::string_view s) {
  if (s.empty()) return false;
  uint32_t i = 0;
  bool first = true;
  while (i < s.size()) {
    frontend::DecodedChar d = frontend::decodeUtf8(s, i);
    if (!d.valid) return false;
    if (first ? !frontend::isIdentifierStartChar(d.code) : !frontend::isIdentifierChar(d.code)) return false;
    first = false;
    i += d.length;
  }
  return s != "end" && s != "true" && s != "false";
}

bool isOperatorLike(std::string_view s) {
  static const char* ops[] = {"+", "-", "*", "/", "\\", "^", "%", "÷", "==", "!=", "<", "<=", ">", ">=", "=>", "&", "|",
                              "!", "~", ":", "'", "∘", "<:", ">:", "===", "!==", "//", "<<", ">>", ">>>", "⊻", "≈"};
  for (const char* op : ops)
    if (s == op) return true;
  return false;
}

}  // namespace

std::string showSymbol(std::string_view name) {
  if (isIdentifierLike(name) || isOperatorLike(name)) return ":" + std::string(name);
  return "Symbol(" + frontend::quoteJuliaString(name) + ")";
}

bool Printer::hasUserMethod(const char* fn, const Value& v) {
  const Value& f = ev.baseFunction(fn);
  MethodTable* table = f.type()->name->methods;
  const JType* types[3] = {f.type(), io.type(), ev.universe().dispatchType(v)};
  const MethodTable::Lookup& found = table->lookup(ev.universe(), types);
  return found.method && !found.method->builtin;
}

void Printer::show(const Value& v, const ShowContext& ctx) {
  if (v.defined() && v.isObject() && !v.type()->isTupleType && hasUserMethod("show", v)) {
    ev.callFunction(ev.baseFunction("show"), {io, v});
    return;
  }
  showDefault(v, ctx);
}

void Printer::print(const Value& v) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.String) return write(stringOf(v));
  if (t == c.Char) {
    std::string s;
    frontend::appendUtf8(s, v.asChar());
    return write(s);
  }
  if (t == c.Symbol) return write(v.asSymbol()->view());
  if (t == c.Float32 || t == c.Float16) {
    ShowContext ctx;
    ctx.typeinfo = t;
    return showDefault(v, ctx);
  }
  if (t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64) return write(std::to_string(v.rawBits()));
  if (v.isObject() && hasUserMethod("print", v)) {
    ev.callFunction(ev.baseFunction("print"), {io, v});
    return;
  }
  show(v, ShowContext());
}

void Printer::showDefault(const Value& v, const ShowContext& ctx) {
  if (!v.defined()) return write("#undef");
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const DataType* t = v.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8) return write(std::to_string(v.asInt()));
  if (t == c.UInt8) return write(hexUnsigned(v.rawBits(), 1));
  if (t == c.UInt16) return write(hexUnsigned(v.rawBits(), 2));
  if (t == c.UInt32) return write(hexUnsigned(v.rawBits(), 4));
  if (t == c.UInt64) return write(hexUnsigned(v.rawBits(), 8));
  if (t == c.Bool) {
    if (ctx.typeinfo == c.Bool) return write(v.asBool() ? "1" : "0");
    return write(v.asBool() ? "true" : "false");
  }
  if (t == c.Float64) return write(floatText(v.asFloat64(), false, false));
  if (t == c.Float32) return write(floatText(double(v.asFloat32()), true, ctx.typeinfo == c.Float32));
  if (t == c.Float16) {
    std::string s = floatText(floatBitsToDouble(v.rawBits(), FloatFormat::F16), false, true);
    return write(ctx.typeinfo == c.Float16 ? s : "Float16(" + s + ")");
  }
  if (t == c.Char) {
    std::string s;
    frontend::appendUtf8(s, v.asChar());
    return write(frontend::quoteJuliaChar(s));
  }
  if (t == c.String) return write(frontend::quoteJuliaString(stringOf(v)));
  if (t == c.Symbol) return write(showSymbol(v.asSymbol()->view()));
  if (t == c.Nothing) return write("nothing");
  if (isTypeValue(ev, v)) return write(u.show(v.asType()));
  if (t == c.Module) return write(static_cast<const Module*>(v.rawPointer())->qualifiedName());
  if (t->name->isSingletonFunction) return write(t->name->name->view());
  if (t->isTupleType) {
    const auto& e = v.as<TupleObject>()->elements;
    write("(");
    for (size_t i = 0; i < e.size(); ++i) {
      if (i) write(", ");
      show(e[i], ShowContext());
    }
    return write(e.size() == 1 ? ",)" : ")");
  }
  if (t->name == c.NamedTuple) {
    const auto& names = t->params[0].as<TupleObject>()->elements;
    const auto& values = v.as<TupleObject>()->elements;
    if (names.empty()) return write("NamedTuple()");
    write("(");
    for (size_t i = 0; i < names.size(); ++i) {
      if (i) write(", ");
      write(names[i].asSymbol()->view());
      write(" = ");
      show(values[i], ShowContext());
    }
    return write(names.size() == 1 ? ",)" : ")");
  }
  if (t->name == c.Pair) {
    const auto& f = v.as<StructObject>()->fields;
    auto side = [&](const Value& x) {
      bool paren = x.type()->name == c.Pair;
      if (paren) write("(");
      show(x, ShowContext());
      if (paren) write(")");
    };
    side(f[0]);
    write(" => ");
    return side(f[1]);
  }
  if (t->name == c.UnitRange) {
    const auto& f = v.as<StructObject>()->fields;
    show(f[0], ShowContext());
    write(":");
    return show(f[1], ShowContext());
  }
  if (t->name == c.StepRange) {
    const auto& f = v.as<StructObject>()->fields;
    show(f[0], ShowContext());
    write(":");
    show(f[1], ShowContext());
    write(":");
    return show(f[2], ShowContext());
  }
  if (t->name == c.Array) return showArray(v, ctx);
  if (t->name == c.Dict) return showDict(v, ctx);
  if (auto* s = dynamic_cast<StructObject*>(v.obj())) {
    // Closures print as their function; other structs as a constructor call.
    if (t->name->isClosure) return write(t->name->name->view());
    write(u.show(t));
    write("(");
    for (size_t i = 0; i < s->fields.size(); ++i) {
      if (i) write(", ");
      show(s->fields[i], ShowContext());
    }
    return write(")");
  }
  write(u.show(t));
  write("(...)");
}

namespace {

// Julia's typeinfo_implicit: element types whose values read back as themselves without a prefix.
bool isImplicitType(Evaluator& ev, const JType* t) {
  const CoreTypes& c = ev.core();
  if (t == c.Float64 || t == c.Int64 || t == c.Char || t == c.String || t == c.Symbol || t == c.Nothing) return true;
  if (!t->isData()) return false;
  const DataType* d = static_cast<const DataType*>(t);
  if (!d->isConcrete) return false;
  if (d->name->isSingletonFunction) return true;
  if (d->name == c.Array) return isImplicitType(ev, d->params[0].asType());
  if (d->isTupleType || d->name == c.Pair || d->name == c.NamedTuple) {
    for (const JType* f : d->fieldTypes)
      if (!isImplicitType(ev, f)) return false;
    if (d->isTupleType)
      for (const Value& p : d->params)
        if (!isImplicitType(ev, p.asType())) return false;
    return true;
  }
  if (d->name == c.Dict) return isImplicitType(ev, d->params[0].asType()) && isImplicitType(ev, d->params[1].asType());
  return false;
}

}  // namespace

std::string Printer::typePrefix(const JType* elementType, bool empty, const ShowContext& ctx) {
  // The container's own context says the element type already (nested arrays of one type).
  if (ctx.typeinfo && ctx.typeinfo->isData()) {
    const DataType* outer = static_cast<const DataType*>(ctx.typeinfo);
    if (outer->name == ev.core().Array && outer->params[0].asType() == elementType) return "";
  }
  if (!empty && isImplicitType(ev, elementType)) return "";
  return ev.universe().show(elementType);
}

void Printer::showArray(const Value& v, const ShowContext& ctx) {
  const ArrayObject& a = arrayOf(v);
  ShowContext inner;
  inner.typeinfo = a.elementType;
  int64_t n = a.length();
  if (a.dims.size() == 1) {
    write(typePrefix(a.elementType, n == 0, ctx));
    write("[");
    for (int64_t i = 0; i < n; ++i) {
      if (i) write(", ");
      show(arrayGet(ev, a, i), inner);
    }
    return write("]");
  }
  if (n == 0 || a.dims.empty()) {
    // Matrix{Float64}(undef, 0, 3)
    write(ev.universe().show(v.type()));
    write("(undef");
    for (int64_t d : a.dims) write(", " + std::to_string(d));
    return write(")");
  }
  // [1 2; 3 4] and, beyond two dimensions, slices joined by ;;; (one more ; per dimension).
  write(typePrefix(a.elementType, false, ctx));
  write("[");
  int64_t rows = a.dims[0], cols = a.dims.size() > 1 ? a.dims[1] : 1;
  int64_t slice = rows * cols, slices = n / slice;
  for (int64_t s = 0; s < slices; ++s) {
    if (s) {
      // The number of semicolons is one more than the highest dimension that advanced.
      int64_t k = s, dim = 2;
      while (dim + 1 < int64_t(a.dims.size()) && k % a.dims[size_t(dim)] == 0) {
        k /= a.dims[size_t(dim)];
        ++dim;
      }
      write(std::string(size_t(dim + 1), ';'));
      write(" ");
    }
    for (int64_t r = 0; r < rows; ++r) {
      if (r) write("; ");
      for (int64_t col = 0; col < cols; ++col) {
        if (col) write(" ");
        show(arrayGet(ev, a, s * slice + col * rows + r), inner);
      }
    }
  }
  if (cols == 1 && a.dims.size() == 2) write(";;");
  write("]");
}

void Printer::showDict(const Value& v, const ShowContext&) {
  const auto& entries = v.as<DictObject>()->entries;
  const DataType* t = v.type();
  const JType* k = t->params[0].asType();
  const JType* val = t->params[1].asType();
  if (entries.empty() || !isImplicitType(ev, k) || !isImplicitType(ev, val)) write(ev.universe().show(t));
  else write("Dict");
  write("(");
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) write(", ");
    show(entries[i].first, ShowContext());
    write(" => ");
    show(entries[i].second, ShowContext());
  }
  write(")");
}

}  // namespace juxla::compiler
