// Printing by Julia's rules (base/show.jl, base/arrayshow.jl, base/ryu): `print` writes text
// (strings raw), `show` writes the value as code would spell it (strings quoted, Float32 as 1.5f0,
// arrays with their element-type prefix), and both respect methods users add to Base.show.
#include <cmath>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/print_floats.h"
#include "compiler/printer.h"
#include "compiler/strings.h"
#include "compiler/subtype.h"
#include "frontend/literals.h"
#include "frontend/unicode.h"
#include "support/float_format.h"

namespace juxla::compiler {

namespace {

std::string hexUnsigned(uint64_t bits, int bytes) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (int i = bytes * 2 - 1; i >= 0; --i) s += digits[(bits >> (i * 4)) & 15];
  return "0x" + s;
}

// Base.isidentifier: an identifier start then identifier characters; true and false are not.
bool isIdentifierLike(std::string_view s) {
  if (s.empty() || s == "true" || s == "false") return false;
  uint32_t i = 0;
  bool first = true;
  while (i < s.size()) {
    frontend::DecodedChar d = frontend::decodeUtf8(s, i);
    if (!d.valid) return false;
    if (first ? !frontend::isIdentifierStartChar(d.code) : !frontend::isIdentifierChar(d.code)) return false;
    first = false;
    i += d.length;
  }
  return true;
}

// Operators as the parser reads them (jl_is_operator), with and without a broadcasting dot.
bool isOperatorLike(std::string_view s) {
  static const char* ops[] = {"+",  "-",  "*",   "/",   "\\",  "^",  "%",  "÷",  "==", "!=", "≠",  "<",  "<=", "≤",
                              ">",  ">=", "≥",   "=>",  "&",   "|",  "!",  "~",  ":",  "∘",  "<:", ">:", "===", "!==",
                              "≡",  "≢",  "//",  "<<",  ">>",  ">>>", "⊻", "≈",  "≉",  "∈",  "∉",  "∋",  "⊆",  "⊇",
                              "⊂",  "⊃",  "∪",   "∩",   "√",   "∛",  "&&", "||", "->", "|>", "<|", "±",  "⋅",  "×",
                              "::", "=",  ":=",  "+=",  "-=",  "*=", "/=", "^=", "÷=", "%=", "|=", "&=", "⊻=", "..",
                              "…",  "$",  "<<=", ">>=", ">>>=", "\\=", "//="};
  std::string_view bare = s.size() > 1 && s[0] == '.' && s != ".." ? s.substr(1) : s;
  for (const char* op : ops)
    if (bare == op) return true;
  return false;
}

FloatWidth widthOf(const CoreTypes& c, const DataType* t) {
  return t == c.Float32 ? FloatWidth::F32 : t == c.Float16 ? FloatWidth::F16 : FloatWidth::F64;
}

double floatValue(const CoreTypes& c, const Value& v) {
  if (v.type() == c.Float32) return double(v.asFloat32());
  if (v.type() == c.Float16) return floatBitsToDouble(v.rawBits(), FloatFormat::F16);
  return v.asFloat64();
}

bool isPrimitiveLeaf(const CoreTypes& c, const DataType* t) {
  return t == c.Int64 || t == c.Float64 || t == c.String || t == c.Char || t == c.Bool || t == c.Float32 ||
         t == c.Int32 || t == c.Symbol || t == c.Nothing || t == c.UInt8 || t == c.Int8 || t == c.Int16 ||
         t == c.UInt16 || t == c.UInt32 || t == c.UInt64 || t == c.Float16;
}

const DataType* asDataType(const JType* t) { return t && t->isData() ? static_cast<const DataType*>(t) : nullptr; }

}  // namespace

std::string showSymbol(std::string_view name) {
  static const char* quoted[] = {":", "::", ":=", "=", "==", "===", "=>", "`"};
  for (const char* q : quoted)
    if (name == q) return ":(" + std::string(name) + ")";
  if (isIdentifierLike(name) || (isOperatorLike(name) && name != "'")) return ":" + std::string(name);
  return "Symbol(" + frontend::quoteJuliaString(name) + ")";
}

const std::string& bufferText(const Value& io) { return io.as<IOObject>()->buffer; }

bool Printer::hasUserMethod(const char* fn, const Value& v) {
  const Value& f = ev.baseFunction(fn);
  MethodTable* table = f.type()->name->methods;
  const JType* types[3] = {f.type(), io.type(), ev.universe().dispatchType(v)};
  const MethodTable::Lookup& found = table->lookup(ev.universe(), types);
  return found.method && !found.method->builtin;
}

void Printer::show(const Value& v, const ShowContext& ctx) {
  if (v.defined() && !isPrimitiveLeaf(ev.core(), v.type()) && !v.type()->isTupleType && hasUserMethod("show", v)) {
    ev.callFunction(ev.baseFunction("show"), {ioForUserShow(ev, io, ctx), v});
    return;
  }
  showDefault(v, ctx);
}

std::string Printer::showToString(const Value& v, const ShowContext& ctx) {
  Value buffer = newIOBuffer(ev);
  Printer p(ev, buffer);
  p.show(v, ctx);
  return bufferText(buffer);
}

std::string Printer::plainToString(const Value& v, const ShowContext& ctx) {
  Value buffer = newIOBuffer(ev);
  Printer p(ev, buffer);
  p.showPlain(v, ctx);
  return bufferText(buffer);
}

void Printer::print(const Value& v, const ShowContext& ctx) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  if (t == c.String || isSubString(ev, v)) return write(stringOf(v));
  if (t == c.Char) {
    std::string s;
    frontend::appendUtf8(s, v.asChar());
    return write(s);
  }
  if (t == c.Symbol) return write(v.asSymbol()->view());
  if (t == c.Float32 || t == c.Float16) {
    FloatStyle style;
    style.compact = ctx.compact;
    return write(juliaFloatString(floatValue(c, v), widthOf(c, t), style));
  }
  if (t == c.UInt8 || t == c.UInt16 || t == c.UInt32 || t == c.UInt64) return write(std::to_string(v.rawBits()));
  if (!isPrimitiveLeaf(c, t) && hasUserMethod("print", v)) {
    ev.callFunction(ev.baseFunction("print"), {io, v});
    return;
  }
  // print(io, f::Function) is the compact show: the bare name.
  if (t->name->isSingletonFunction || t->name->isClosure) return write(t->name->name->view());
  show(v, ctx);
}

void Printer::showFloat(const Value& v, const ShowContext& ctx) {
  const CoreTypes& c = ev.core();
  const DataType* t = v.type();
  FloatStyle style;
  style.compact = ctx.compact;
  style.typed = !ctx.compact && ctx.typeinfo != t;
  style.expChar = t == c.Float32 ? 'f' : 'e';
  write(juliaFloatString(floatValue(c, v), widthOf(c, t), style));
}

namespace {
// How deeply showDefault is nested on this thread: tuples and pairs nest without a :SHOWN_SET link.
thread_local size_t showNesting = 0;
struct NestingGuard {
  NestingGuard() { ++showNesting; }
  ~NestingGuard() { --showNesting; }
};
}  // namespace

void Printer::showDefault(const Value& v, const ShowContext& ctx) {
  if (!v.defined()) return write("#undef");
  NestingGuard nesting;
  if (showNesting > kMaxShowNesting)
    ev.raise("StackOverflowError", "values nested deeper than " + std::to_string(kMaxShowNesting) +
                                       " levels cannot be shown");
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const DataType* t = v.type();
  if (t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8) return write(std::to_string(v.asInt()));
  if (t == c.UInt8) return write(hexUnsigned(v.rawBits(), 1));
  if (t == c.UInt16) return write(hexUnsigned(v.rawBits(), 2));
  if (t == c.UInt32) return write(hexUnsigned(v.rawBits(), 4));
  if (t == c.UInt64) return write(hexUnsigned(v.rawBits(), 8));
  if (t == c.Bool) return write(ctx.typeinfo == c.Bool ? (v.asBool() ? "1" : "0") : (v.asBool() ? "true" : "false"));
  if (t == c.Float64 || t == c.Float32 || t == c.Float16) return showFloat(v, ctx);
  if (t == c.Char) {
    std::string s;
    frontend::appendUtf8(s, v.asChar());
    return write(frontend::quoteJuliaChar(s));
  }
  if (t == c.String || isSubString(ev, v)) return write(frontend::quoteJuliaString(stringOf(v)));
  if (t == c.Symbol) return write(showSymbol(v.asSymbol()->view()));
  if (t == c.Nothing) return write("nothing");
  if (isTypeValue(ev, v)) return write(u.show(v.asType()));
  if (t == c.Module) return write(static_cast<const Module*>(v.rawPointer())->qualifiedName());
  if (t->name->isSingletonFunction) return write(t->name->name->view());
  if (t->isTupleType) {
    write("(");
    // show_delim_array: a tuple that is the context's Tuple type shows each element with its field type.
    const DataType* info = asDataType(ctx.typeinfo);
    bool typed = info && info->isTupleType && isa(u, v, info);
    showTupleElements(v.as<TupleObject>()->elements, typed ? info : nullptr, ctx);
    return write(")");
  }
  if (t->name == c.NamedTuple) return showNamedTuple(v, ctx);
  if (t->name == c.Pair) return showPair(v, ctx);
  if (t->name == c.UnitRange) {
    const auto& f = v.as<StructObject>()->fields;
    show(f[0]);
    write(":");
    return show(f[1]);
  }
  if (t->name == c.StepRange) {
    const auto& f = v.as<StructObject>()->fields;
    show(f[0]);
    write(":");
    show(f[1]);
    write(":");
    return show(f[2]);
  }
  if (t->name == c.Array) return showArray(v, ctx);
  if (t->name == c.Dict) return showDict(v, ctx);
  // A program's own AbstractArray subtype (size and getindex) prints as its elements, as in Julia.
  if (const Module* m = t->name->module; m && m != ev.baseModule() && m->parent != ev.baseModule() &&
                                            isSubtype(u, t, c.AbstractArray->wrapper))
    return showArray(ev.callFunction(ev.baseFunction("collect"), {v}), ctx);
  if (dynamic_cast<StructObject*>(v.obj()) || (!v.isObject() && t->name->fieldNames.empty())) return showStruct(v, ctx);
  write(u.show(t));
  write("(...)");
}

void Printer::showTupleElements(const std::vector<Value>& e, const DataType* typeinfo, const ShowContext& ctx) {
  for (size_t i = 0; i < e.size(); ++i) {
    if (i) write(", ");
    const JType* info = typeinfo && i < typeinfo->params.size() ? typeinfo->params[i].asType() : ctx.typeinfo;
    show(e[i], ctx.withTypeinfo(info));
  }
  if (e.size() == 1) write(",");
}

void Printer::showNamedTuple(const Value& v, const ShowContext& ctx) {
  const DataType* t = v.type();
  const auto& names = t->params[0].as<TupleObject>()->elements;
  const auto& values = v.as<TupleObject>()->elements;
  if (names.empty()) return write("NamedTuple()");
  const DataType* info = asDataType(ctx.typeinfo);
  bool typed = info && info->name == ev.core().NamedTuple && isa(ev.universe(), v, info);
  write("(");
  for (size_t i = 0; i < names.size(); ++i) {
    std::string_view name = names[i].asSymbol()->view();
    write(isIdentifierLike(name) ? std::string(name) : "var" + frontend::quoteJuliaString(name));
    write(" = ");
    show(values[i], ctx.withTypeinfo(typed ? info->params[1].asType()->isData() ? static_cast<const DataType*>(info->params[1].asType())->params[i].asType() : nullptr : nullptr));
    write(names.size() == 1 ? "," : i + 1 < names.size() ? ", " : "");
  }
  write(")");
}

// A Pair whose type is its elements' types prints as `a => b`; others as Pair{A, B}(a, b).
void Printer::showPair(const Value& v, const ShowContext& ctx) {
  const DataType* t = v.type();
  const auto& f = v.as<StructObject>()->fields;
  Universe& u = ev.universe();
  auto tight = [&](const Value& p) {
    const DataType* pt = p.type();
    const auto& pf = p.as<StructObject>()->fields;
    return u.dispatchType(pf[0]) == pt->params[0].asType() && u.dispatchType(pf[1]) == pt->params[1].asType();
  };
  auto delimited = [&](const Value& x, const ShowContext& c) {
    if (x.type()->name == ev.core().Pair) return !(tight(x) || c.typeinfo == x.type());
    if (x.type()->name->isSingletonFunction) return !isOperatorLike(x.type()->name->name->view());
    return true;
  };
  if (delimited(v, ctx)) return showStruct(v, ctx);
  const DataType* info = asDataType(ctx.typeinfo);
  bool typed = info && info->name == ev.core().Pair && isa(u, v, info);
  for (int i = 0; i < 2; ++i) {
    ShowContext side = ctx.withTypeinfo(typed ? info->params[size_t(i)].asType() : nullptr);
    bool parens = !delimited(f[size_t(i)], side);
    if (parens) write("(");
    show(f[size_t(i)], side);
    if (parens) write(")");
    if (i == 0) write(ctx.compact ? "=>" : " => ");
  }
  (void)t;
}

ShownLink::ShownLink(const void* obj, const ShownLink* out) : object(obj), outer(out) {
  if (outer) {
    all = outer->all;
  } else {
    owned_ = std::make_unique<std::unordered_multiset<const void*>>();
    all = owned_.get();
  }
  all->insert(object);
}

ShownLink::~ShownLink() { all->erase(all->find(object)); }

bool Printer::showCircular(const Value& v, const ShowContext& ctx) {
  int d = v.isObject() ? ctx.circularDepth(v.obj()) : 0;
  if (d) write("#= circular reference @-" + std::to_string(d) + " =#");
  return d != 0;
}

// show_default: the type, then the fields in parentheses, each shown with :typeinfo => Any.
void Printer::showStruct(const Value& v, const ShowContext& ctx) {
  const DataType* t = v.type();
  if (t->name->isClosure) return write(t->name->name->view());
  write(ev.universe().show(t));
  write("(");
  if (auto* s = dynamic_cast<StructObject*>(v.isObject() ? v.obj() : nullptr); s && !showCircular(v, ctx)) {
    ShownLink link{v.obj(), ctx.shown};
    ShowContext inner = ctx.withTypeinfo(nullptr);
    inner.shown = &link;
    for (size_t i = 0; i < s->fields.size(); ++i) {
      if (i) write(", ");
      show(s->fields[i], inner);
    }
  }
  write(")");
}

// ---- arrays and dicts, as base/arrayshow.jl shows them ----

// issingletontype for struct families: immutable, no fields, and not one of the host-backed
// families (strings, arrays, dicts, streams) whose C++ objects have no declared fields.
static bool isSingletonStruct(Evaluator& ev, const DataType* d) {
  const CoreTypes& c = ev.core();
  const TypeName* tn = d->name;
  if (!d->isConcrete || tn->isMutable || tn->isPrimitive || d->isTupleType || d->isKindType || !tn->fieldNames.empty())
    return false;
  if (d == c.Module || d == c.Symbol || tn == c.Array || tn == c.Dict || tn->isClosure) return false;
  Universe& u = ev.universe();
  for (const JType* family : {static_cast<const JType*>(c.AbstractString), c.AbstractArray->wrapper,
                              c.AbstractDict->wrapper, static_cast<const JType*>(ev.baseType("IO"))})
    if (isSubtype(u, d, family)) return false;
  return true;
}

bool isImplicitType(Evaluator& ev, const JType* t) {
  const CoreTypes& c = ev.core();
  if (t == c.Float64 || t == c.Int64 || t == c.Char || t == c.String || t == c.Symbol || t == c.Nothing) return true;
  const DataType* d = asDataType(t);
  if (!d || !d->isConcrete) return false;
  // issingletontype: functions, `nothing`, and every immutable struct without fields (`[🦆, 🦆]`).
  if (d->name->isSingletonFunction) return true;
  if (isSingletonStruct(ev, d)) return true;
  if (d->name == c.Array) return isImplicitType(ev, d->params[0].asType());
  if (d->isTupleType || d->name == c.Pair) {
    for (const Value& p : d->params)
      if (!isTypeValue(ev, p) || !isImplicitType(ev, p.asType())) return false;
    return true;
  }
  if (d->name == c.NamedTuple) return d->params.size() == 2 && isImplicitType(ev, d->params[1].asType());
  if (d->name == c.Dict) return isImplicitType(ev, d->params[0].asType()) && isImplicitType(ev, d->params[1].asType());
  return false;
}

// typeinfo_prefix: what to print before `[` (or the Dict's name), and whether the element type
// is implicit (then the elements get no :typeinfo of their own).
std::pair<std::string, bool> Printer::typeinfoPrefix(const Value& v, const ShowContext& ctx) {
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const DataType* t = v.type();
  // What the context already says about the element type.
  const JType* contextElement = nullptr;
  if (const DataType* info = asDataType(ctx.typeinfo); info && isa(u, v, info)) {
    if (info->name == c.Array && !info->params.empty()) contextElement = info->params[0].asType();
    if (info->name == c.Dict && info->params.size() == 2) contextElement = u.apply(c.Pair, info->params);
  }
  if (t->name == c.Dict) {
    const JType* k = t->params[0].asType();
    const JType* val = t->params[1].asType();
    bool empty = v.as<DictObject>()->entries.empty();
    if (contextElement && contextElement == u.apply(c.Pair, t->params)) return {"Dict", false};
    if (!empty && isImplicitType(ev, k) && isImplicitType(ev, val)) return {"Dict", true};
    return {u.show(t), false};
  }
  const JType* element = arrayOf(v).elementType;
  if (contextElement && typesEqual(u, contextElement, element)) return {"", false};
  if (arrayOf(v).length() > 0 && isImplicitType(ev, element)) return {"", true};
  // print_without_params: a bare family name such as Array or Vector... prints as that name.
  return {u.show(element), false};
}

void Printer::showArray(const Value& v, const ShowContext& ctx) {
  const ArrayObject& a = arrayOf(v);
  auto [prefix, implicit] = typeinfoPrefix(v, ctx);
  ShowContext inner = implicit ? ctx : ctx.withTypeinfo(a.elementType);
  // show_circular is asked before this array joins the chain its elements see.
  int64_t n = a.length();
  if (a.dims.size() == 1) {
    write(prefix);
    write("[");
    if (showCircular(v, ctx)) return write("]");
    ShownLink link{v.obj(), ctx.shown};
    inner.shown = &link;
    auto element = [&](int64_t i) {
      if (!a.unboxed() && !a.storage->values[size_t(i)].defined()) return write("#undef");
      show(arrayGet(ev, a, i), inner);
    };
    if (ctx.limit && n > 20) {
      // show_vector under :limit: the first ten, "  …  ", the last ten.
      for (int64_t i = 0; i < 10; ++i) {
        if (i) write(", ");
        element(i);
      }
      write("  …  ");
      for (int64_t i = n - 10; i < n; ++i) {
        element(i);
        if (i + 1 < n) write(", ");
      }
    } else {
      for (int64_t i = 0; i < n; ++i) {
        if (i) write(", ");
        element(i);
      }
    }
    return write("]");
  }
  if (a.dims.empty()) {
    write("fill(");
    show(arrayGet(ev, a, 0));
    return write(")");
  }
  if (n == 0) {
    // _show_empty: Matrix{Float64}(undef, 2, 0)
    write(ev.universe().show(v.type()) + "(undef");
    for (int64_t d : a.dims) write(", " + std::to_string(d));
    return write(")");
  }
  if (showCircular(v, ctx)) return;
  ShownLink link{v.obj(), ctx.shown};
  inner.shown = &link;
  // [1 2; 3 4]; beyond two dimensions the 2-d slices are joined by ;;; (one ; per dimension).
  int64_t rows = a.dims[0], cols = a.dims[1];
  int64_t slice = rows * cols, slices = n / slice;
  write(prefix);
  write("[");
  for (int64_t s = 0; s < slices; ++s) {
    if (s) {
      int64_t k = s, dim = 2;  // 0-based: the highest dimension that advanced
      while (dim + 1 < int64_t(a.dims.size()) && k % a.dims[size_t(dim)] == 0) {
        k /= a.dims[size_t(dim)];
        ++dim;
      }
      write(std::string(size_t(dim + 1), ';') + " ");
    }
    showMatrixBody(a, s * slice, rows, cols, inner);
  }
  if (cols == 1 && a.dims.size() == 2) write(";;");
  write("]");
}

// _show_nonempty's rows of one 2-d slice: rows separated by "; ", elements by " ", "…" past 4 under :limit.
void Printer::showMatrixBody(const ArrayObject& a, int64_t offset, int64_t rows, int64_t cols, const ShowContext& inner) {
  bool rdots = inner.limit && rows > 4, cdots = inner.limit && cols > 4;
  std::vector<std::vector<int64_t>> rowRanges, colRanges;
  auto split = [](int64_t n, bool dots) {
    std::vector<std::vector<int64_t>> parts(2);
    for (int64_t i = 0; i < n; ++i)
      if (!dots || i < 2) parts[0].push_back(i);
      else if (i >= n - 2) parts[1].push_back(i);
    return parts;
  };
  rowRanges = split(rows, rdots);
  colRanges = split(cols, cdots);
  for (const auto& rr : rowRanges) {
    for (int64_t i : rr) {
      for (size_t part = 0; part < colRanges.size(); ++part) {
        const auto& cr = colRanges[part];
        for (size_t k = 0; k < cr.size(); ++k) {
          if (k) write(" ");
          int64_t idx = offset + cr[k] * rows + i;
          if (!a.unboxed() && !a.storage->values[size_t(idx)].defined()) write("#undef");
          else show(arrayGet(ev, a, idx), inner);
        }
        if (!cr.empty() && cr.back() == cols - 1) {
          if (i < rows - 1) write("; ");
        } else if (cdots && part == 0) {
          write(" … ");
        }
      }
    }
    if (!rr.empty() && rr.back() != rows - 1 && rdots) write("… ; ");
  }
}

void Printer::showDict(const Value& v, const ShowContext& ctx) {
  const auto& entries = v.as<DictObject>()->entries;
  const DataType* t = v.type();
  write(typeinfoPrefix(v, ctx).first);
  write("(");
  if (!entries.empty() && showCircular(v, ctx)) return write(")");
  ShownLink link{v.obj(), ctx.shown};
  ShowContext inner = ctx.withTypeinfo(ev.universe().apply(ev.core().Pair, t->params));
  inner.shown = &link;
  int n = 0;
  for (const auto& [key, value] : entries) {
    if (n) write(", ");
    // Each entry is a Pair{K,V} shown with :typeinfo => Pair{K,V}: `k => v`.
    ShowContext keyCtx = inner.withTypeinfo(t->params[0].asType());
    ShowContext valueCtx = inner.withTypeinfo(t->params[1].asType());
    auto side = [&](const Value& x, const ShowContext& c) {
      bool parens = x.type()->name == ev.core().Pair;
      if (parens) write("(");
      show(x, c);
      if (parens) write(")");
    };
    side(key, keyCtx);
    write(ctx.compact ? "=>" : " => ");
    side(value, valueCtx);
    ++n;
    if (ctx.limit && n >= 10) {
      write("…");
      break;
    }
  }
  write(")");
}

}  // namespace juxla::compiler
