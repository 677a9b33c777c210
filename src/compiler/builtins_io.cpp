// IO builtins: stdout/stderr and IOBuffer, print/println/show/display/string/repr/sprint/summary,
// write/take!/flush, @show, and the @info/@warn/@error console logger (base/logging/ConsoleLogger.jl).
// @printf and @sprintf are in builtins_printf.cpp.
#include <cmath>
#include <cstdio>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/printer.h"
#include "compiler/strings.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

Value newIOBuffer(Evaluator& ev) { return Value::object(ev.baseType("IOBuffer"), new IOObject()); }

namespace {

// std::ostream onto an IOBuffer's text, so an IOContext around a buffer writes into it.
class AppendBuf : public std::streambuf {
 public:
  explicit AppendBuf(std::string& target) : target_(target) {}

 protected:
  int overflow(int c) override {
    if (c != EOF) target_.push_back(char(c));
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    target_.append(s, size_t(n));
    return n;
  }

 private:
  std::string& target_;
};

// IOContext(io, :key => value, ...): writes go to the wrapped stream, the properties (:compact,
// :limit, :typeinfo, :displaysize and any others a program reads with get) travel with it.
class IOContextObject : public IOObject {
 public:
  IOContextObject(const Value& parentIO) : parent(parentIO) {
    IOObject* p = parentIO.as<IOObject>();
    if (p->stream) {
      stream = p->stream;
    } else {
      appendBuf = std::make_unique<AppendBuf>(p->buffer);
      ownStream = std::make_unique<std::ostream>(appendBuf.get());
      stream = ownStream.get();
    }
  }
  Value parent;
  std::vector<std::pair<Value, Value>> properties;  // innermost last; get() searches backwards
  ShowContext show;

 private:
  std::unique_ptr<AppendBuf> appendBuf;
  std::unique_ptr<std::ostream> ownStream;
};

}  // namespace

ShowContext showContextOf(const Value& io) {
  auto* ctx = io.isObject() ? dynamic_cast<IOContextObject*>(io.obj()) : nullptr;
  return ctx ? ctx->show : ShowContext();
}

namespace {

const Value& stdoutValue(Evaluator& ev) { return ev.baseModule()->findOwn(intern("stdout"))->value; }

IOObject* sinkOf(Evaluator& ev, const Value& io, frontend::SourceSpan span) {
  auto* sink = io.isObject() ? dynamic_cast<IOObject*>(io.obj()) : nullptr;
  if (!sink) ev.raise("MethodError", "expected an IO stream, got a value of type " + ev.universe().show(io.type()), span);
  return sink;
}

Value builtinPrintTo(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  ShowContext ctx = showContextOf(call[1]);
  for (size_t i = 2; i < call.size(); ++i) p.print(call[i], ctx);
  return ev.universe().nothing();
}

Value builtinPrint(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  return ev.universe().nothing();
}

Value builtinPrintlnTo(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  ShowContext ctx = showContextOf(call[1]);
  for (size_t i = 2; i < call.size(); ++i) p.print(call[i], ctx);
  p.write("\n");
  return ev.universe().nothing();
}

Value builtinPrintln(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  p.write("\n");
  return ev.universe().nothing();
}

Value builtinShowTo(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  p.showDefault(call[2], showContextOf(call[1]));
  return ev.universe().nothing();
}

Value builtinShow(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("show"), {stdoutValue(ev), call[1]}, call.span);
}

// display(x) in a script: show(stdout, MIME"text/plain"(), x) and a newline, with no :limit.
Value builtinDisplay(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  p.showPlain(call[1]);
  p.write("\n");
  return ev.universe().nothing();
}

// show(io, MIME"text/plain"(), x) without a method of the program's own.
Value builtinShowPlainTo(Evaluator& ev, CallArgs& call) {
  sinkOf(ev, call[1], call.span);
  Printer p(ev, call[1]);
  p.showPlainDefault(call[2], showContextOf(call[1]));
  return ev.universe().nothing();
}

Value builtinString(Evaluator& ev, CallArgs& call) {
  if (call.size() == 2 && call[1].type() == ev.core().String) return call[1];
  Value io = newIOBuffer(ev);
  Printer p(ev, io);
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  return makeString(ev, bufferText(io));
}

// ---- IOContext ----

void applyProperty(Evaluator& ev, ShowContext& show, const Value& key, const Value& value) {
  const CoreTypes& c = ev.core();
  if (key.type() != c.Symbol) return;
  std::string_view name = key.asSymbol()->view();
  if (name == "compact" && value.type() == c.Bool) {
    show.compact = value.asBool();
    show.compactGiven = true;
  }
  if (name == "limit" && value.type() == c.Bool) show.limit = value.asBool();
  if (name == "typeinfo" && isTypeValue(ev, value)) show.typeinfo = value.asType() == c.Any ? nullptr : value.asType();
  if (name == "displaysize" && value.type()->isTupleType) {
    const auto& e = value.as<TupleObject>()->elements;
    if (e.size() == 2) {
      show.rows = e[0].asInt();
      show.cols = e[1].asInt();
    }
  }
}

// The (key, value) pairs of `context=`/IOContext arguments: a Pair, a tuple of Pairs, or an IOContext.
void collectProperties(Evaluator& ev, const Value& v, std::vector<std::pair<Value, Value>>& out, frontend::SourceSpan span) {
  if (v.type()->name == ev.core().Pair) {
    const auto& f = v.as<StructObject>()->fields;
    out.emplace_back(f[0], f[1]);
  } else if (v.type()->isTupleType) {
    for (const Value& e : v.as<TupleObject>()->elements) collectProperties(ev, e, out, span);
  } else if (auto* ctx = v.isObject() ? dynamic_cast<IOContextObject*>(v.obj()) : nullptr) {
    out.insert(out.end(), ctx->properties.begin(), ctx->properties.end());
  } else if (!(v.isObject() && dynamic_cast<IOObject*>(v.obj()))) {
    ev.raise("MethodError", "an IOContext property must be a `key => value` Pair, got a value of type " +
                                ev.universe().show(v.type()), span);
  }
}

Value makeIOContext(Evaluator& ev, const Value& parent, const std::vector<std::pair<Value, Value>>& extra) {
  auto* obj = new IOContextObject(parent);
  if (auto* outer = dynamic_cast<IOContextObject*>(parent.obj())) {
    obj->properties = outer->properties;
    obj->show = outer->show;
  }
  for (const auto& [k, v] : extra) {
    obj->properties.emplace_back(k, v);
    applyProperty(ev, obj->show, k, v);
  }
  return Value::object(ev.baseType("IOContext"), obj);
}

}  // namespace

// The stream a program's show method receives: the IOContext that Base would pass, carrying the
// properties in force (:compact, :limit, :typeinfo), or the stream itself when none are.
Value ioForUserShow(Evaluator& ev, const Value& io, const ShowContext& ctx) {
  ShowContext own = showContextOf(io);
  if (ctx.compact == own.compact && ctx.limit == own.limit && ctx.typeinfo == own.typeinfo) return io;
  Universe& u = ev.universe();
  std::vector<std::pair<Value, Value>> props;
  if (ctx.compact != own.compact) props.emplace_back(u.symbol("compact"), u.boolean(ctx.compact));
  if (ctx.limit != own.limit) props.emplace_back(u.symbol("limit"), u.boolean(ctx.limit));
  if (ctx.typeinfo != own.typeinfo)
    props.emplace_back(u.symbol("typeinfo"), u.typeValue(ctx.typeinfo ? ctx.typeinfo : ev.core().Any));
  return makeIOContext(ev, io, props);
}

namespace {

Value builtinIOContextNew(Evaluator& ev, CallArgs& call) {
  sinkOf(ev, call[1], call.span);
  std::vector<std::pair<Value, Value>> props;
  for (size_t i = 2; i < call.size(); ++i) collectProperties(ev, call[i], props, call.span);
  return makeIOContext(ev, call[1], props);
}

bool sameKey(Evaluator& ev, const Value& a, const Value& b) {
  if (a.type() == ev.core().Symbol || b.type() == ev.core().Symbol)
    return a.type() == b.type() && a.asSymbol() == b.asSymbol();
  return ev.callFunction(ev.baseFunction("isequal"), {a, b}).asBool();
}

// get(io, key, default): the innermost value of `key` in an IOContext; plain streams have none.
Value builtinIOGet(Evaluator& ev, CallArgs& call) {
  if (auto* ctx = call[1].isObject() ? dynamic_cast<IOContextObject*>(call[1].obj()) : nullptr)
    for (auto it = ctx->properties.rbegin(); it != ctx->properties.rend(); ++it)
      if (sameKey(ev, it->first, call[2])) return it->second;
  return call[3];
}

Value builtinIOHaskey(Evaluator& ev, CallArgs& call) {
  if (auto* ctx = call[1].isObject() ? dynamic_cast<IOContextObject*>(call[1].obj()) : nullptr)
    for (const auto& [k, v] : ctx->properties)
      if (sameKey(ev, k, call[2])) return ev.universe().boolean(true);
  return ev.universe().boolean(false);
}

// A fresh IOBuffer, wrapped in an IOContext when a `context=` keyword is given (repr, sprint).
Value bufferForKeywords(Evaluator& ev, CallArgs& call, Value& buffer) {
  buffer = newIOBuffer(ev);
  for (auto& [k, v] : call.keywords) {
    if (k->view() != "context")
      ev.raise("MethodError", std::string("got unsupported keyword argument \"") + std::string(k->view()) + "\"", call.span);
    if (v.type() == ev.core().Nothing) continue;
    std::vector<std::pair<Value, Value>> props;
    collectProperties(ev, v, props, call.span);
    return makeIOContext(ev, buffer, props);
  }
  return buffer;
}

Value builtinRepr(Evaluator& ev, CallArgs& call) {
  Value buffer;
  Value io = bufferForKeywords(ev, call, buffer);
  Printer p(ev, io);
  p.show(call[1], showContextOf(io));
  return makeString(ev, bufferText(buffer));
}

// summary(x): "3-element Vector{Float64}", "5-codeunit String", else the type.
Value builtinSummary(Evaluator& ev, CallArgs& call) {
  const Value& x = call[1];
  if (x.type()->name == ev.core().Array) return makeString(ev, describeArray(ev, x));
  if (isStringValue(ev, x)) return makeString(ev, stringSummary(ev, x));
  if (x.type()->name == ev.core().Dict) {
    size_t n = x.as<DictObject>()->entries.size();
    return makeString(ev, ev.universe().show(x.type()) + " with " + std::to_string(n) + (n == 1 ? " entry" : " entries"));
  }
  return makeString(ev, ev.universe().show(x.type()));
}

Value builtinSprint(Evaluator& ev, CallArgs& call) {
  Value buffer;
  Value io = bufferForKeywords(ev, call, buffer);
  CallArgs inner;
  inner.span = call.span;
  inner.args.push(call[1]);
  inner.args.push(io);
  for (size_t i = 2; i < call.size(); ++i) inner.args.push(call[i]);
  ev.call(inner);
  return makeString(ev, bufferText(buffer));
}

Value builtinIOBuffer(Evaluator& ev, CallArgs&) { return newIOBuffer(ev); }

// ---- reading: IOBuffer(s) holds text and a read position (readline, readlines, read, eof) ----

class ReadBuffer : public IOObject {
 public:
  size_t position = 0;
};

Value builtinIOBufferOf(Evaluator& ev, CallArgs& call) {
  auto* obj = new ReadBuffer();
  obj->buffer = stringOf(call[1]);
  return Value::object(ev.baseType("IOBuffer"), obj);
}

// Any IOBuffer reads from its position: one made from a string starts at its beginning, one that
// was written to has its position at the end (nothing to read), as in Julia.
ReadBuffer* readerOf(Evaluator& ev, const Value& io, frontend::SourceSpan span) {
  auto* r = io.isObject() ? dynamic_cast<ReadBuffer*>(io.obj()) : nullptr;
  if (!r) {
    sinkOf(ev, io, span);
    if (io.as<IOObject>()->stream) ev.raise("ArgumentError", "juxla reads only from an IOBuffer; stdin is not open", span);
  }
  return r;
}

bool keepKeyword(Evaluator& ev, CallArgs& call) {
  for (auto& [k, v] : call.keywords) {
    if (k->view() != "keep" || v.type() != ev.core().Bool)
      ev.raise("MethodError", "readline/readlines take only the keyword `keep::Bool`", call.span);
    return v.asBool();
  }
  return false;
}

// The next line (without its \n, or \r\n, unless keep) and advances past it.
std::string nextLine(ReadBuffer* r, bool keep) {
  if (!r || r->position >= r->buffer.size()) return "";
  size_t nl = r->buffer.find('\n', r->position);
  size_t end = nl == std::string::npos ? r->buffer.size() : nl + 1;
  std::string line = r->buffer.substr(r->position, end - r->position);
  r->position = end;
  if (!keep && !line.empty() && line.back() == '\n') {
    line.pop_back();
    if (!line.empty() && line.back() == '\r') line.pop_back();
  }
  return line;
}

Value builtinReadline(Evaluator& ev, CallArgs& call) {
  bool keep = keepKeyword(ev, call);
  return makeString(ev, nextLine(readerOf(ev, call[1], call.span), keep));
}

Value builtinReadlines(Evaluator& ev, CallArgs& call) {
  bool keep = keepKeyword(ev, call);
  ReadBuffer* r = readerOf(ev, call[1], call.span);
  std::vector<std::string> lines;
  while (r && r->position < r->buffer.size()) lines.push_back(nextLine(r, keep));
  Value out = newArray(ev, ev.core().String, {int64_t(lines.size())});
  for (size_t i = 0; i < lines.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i), makeString(ev, lines[i]), call.span);
  return out;
}

// read(io, String): everything from the position on.
Value builtinReadString(Evaluator& ev, CallArgs& call) {
  ReadBuffer* r = readerOf(ev, call[1], call.span);
  if (!r) return makeString(ev, "");
  std::string rest = r->buffer.substr(std::min(r->position, r->buffer.size()));
  r->position = r->buffer.size();
  return makeString(ev, rest);
}

Value builtinEof(Evaluator& ev, CallArgs& call) {
  ReadBuffer* r = readerOf(ev, call[1], call.span);
  return ev.universe().boolean(!r || r->position >= r->buffer.size());
}


Value builtinTake(Evaluator& ev, CallArgs& call) {
  IOObject* io = sinkOf(ev, call[1], call.span);
  if (io->stream) ev.raise("ArgumentError", "take! needs an IOBuffer; stdout and stderr keep nothing", call.span);
  Value bytes = newArray(ev, ev.core().UInt8, {int64_t(io->buffer.size())});
  std::copy(io->buffer.begin(), io->buffer.end(), arrayOf(bytes).storage->bytes.begin());
  io->buffer.clear();
  return bytes;
}

// write(io, x...): strings, characters and byte vectors as bytes; returns the byte count.
Value builtinWrite(Evaluator& ev, CallArgs& call) {
  IOObject* io = sinkOf(ev, call[1], call.span);
  const CoreTypes& c = ev.core();
  int64_t n = 0;
  for (size_t i = 2; i < call.size(); ++i) {
    const Value& x = call[i];
    std::string bytes;
    if (isStringValue(ev, x)) bytes = stringOf(x);
    else if (x.type() == c.Char) bytes = encodeChar(x.asChar());
    else if (x.type() == c.UInt8) bytes = std::string(1, char(x.rawBits()));
    else if (x.type()->name == c.Array && arrayOf(x).elementType == c.UInt8)
      bytes = std::string(arrayOf(x).storage->bytes.begin(), arrayOf(x).storage->bytes.begin() + arrayOf(x).length());
    else
      ev.raise("MethodError", "write(io, x) writes strings, characters and bytes; use print for a value of type " +
                                  ev.universe().show(x.type()), call.span);
    io->write(bytes);
    n += int64_t(bytes.size());
  }
  return ev.universe().int64(n);
}

Value builtinFlush(Evaluator& ev, CallArgs& call) {
  IOObject* io = sinkOf(ev, call[1], call.span);
  if (io->stream) io->stream->flush();
  return ev.universe().nothing();
}

// @show x: `x = repr(x)` on stdout; the value is the macro's value.
Value builtinShowValue(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  p.write(stringOf(call[1]));
  p.write(" = ");
  p.show(call[2]);
  p.write("\n");
  return call[2];
}

// ---- @info / @warn / @error: ConsoleLogger's layout on stderr ----

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (true) {
    size_t nl = text.find('\n', start);
    lines.push_back(text.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return lines;
}

Value builtinLog(Evaluator& ev, CallArgs& call) {
  std::string level(call[1].asSymbol()->view());
  if (level == "debug") return ev.universe().nothing();  // below the default Info level
  std::string prefix = level == "info" ? "Info:" : level == "warn" ? "Warning:" : "Error:";
  // The message is string(message), chomped and split into lines.
  std::string message;
  for (size_t i = 2; i < call.size(); ++i) message += ev.printValue(call[i]);
  if (!message.empty() && message.back() == '\n') message.pop_back();
  struct Line {
    int indent;
    std::string text;
  };
  std::vector<Line> lines;
  for (std::string& l : splitLines(message)) lines.push_back({0, std::move(l)});
  // key = value lines: values shown as text/plain with :limit, each given a share of a 24x80 screen.
  size_t nkwargs = 0;
  for (auto& kw : call.keywords)
    if (kw.first->view() != "maxlog") ++nkwargs;
  for (auto& [name, value] : call.keywords) {
    if (name->view() == "maxlog") continue;
    ShowContext ctx;
    ctx.limit = true;
    ctx.rows = std::max<int64_t>(1, 24 / int64_t(nkwargs + 1));
    ctx.cols = 80 - 5;
    Value buffer = newIOBuffer(ev);
    Printer p(ev, buffer);
    p.showPlain(value, ctx);
    std::vector<std::string> valueLines = splitLines(bufferText(buffer));
    std::string key(name->view());
    if (valueLines.size() == 1) {
      lines.push_back({2, key + " = " + valueLines[0]});
    } else {
      lines.push_back({2, key + " ="});
      for (std::string& l : valueLines) lines.push_back({3, std::move(l)});
    }
  }
  // Warnings and errors end with the location on a line of its own.
  if (level != "info") {
    const SourceFile& f = ev.sources().file(call.span.file);
    LineCol lc = f.lineCol(call.span.begin);
    std::string module = call.callerModule ? call.callerModule->qualifiedName() : "Main";
    lines.push_back({0, "@ " + module + " " + f.name() + ":" + std::to_string(lc.line)});
  }
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    const char* box = lines.size() == 1 ? "[ " : i == 0 ? "┌ " : i + 1 < lines.size() ? "│ " : "└ ";
    out += box;
    if (i == 0) out += prefix + " ";
    out += std::string(size_t(lines[i].indent), ' ') + lines[i].text + "\n";
  }
  ev.out().flush();
  ev.err() << out;
  ev.err().flush();
  return ev.universe().nothing();
}

}  // namespace

void registerPrintfBuiltins(Evaluator& ev);  // builtins_printf.cpp

void registerPrintBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  Universe& u = ev.universe();
  const JType* any = c.Any;
  const DataType* io = defineBaseType(ev, "IO", c.Any, true, false);
  const DataType* buffer = defineBaseType(ev, "IOBuffer", io, false, true);
  const DataType* stream = defineBaseType(ev, "IOStream", io, false, true);
  for (auto [name, target] : {std::pair<const char*, std::ostream*>{"stdout", &ev.out()}, {"stderr", &ev.err()}}) {
    auto* obj = new IOObject();
    obj->stream = target;
    Binding* b = base->binding(intern(name));
    b->value = Value::object(stream, obj);
    b->isConst = true;
    b->exported = true;
  }
  ev.defineBuiltin(base, "print", {io, any}, builtinPrintTo, true);
  ev.defineBuiltin(base, "print", {any}, builtinPrint, true);
  ev.defineBuiltin(base, "println", {io, any}, builtinPrintlnTo, true);
  ev.defineBuiltin(base, "println", {any}, builtinPrintln, true);
  ev.defineBuiltin(base, "show", {io, any}, builtinShowTo);
  ev.defineBuiltin(base, "show", {any}, builtinShow);
  ev.defineBuiltin(base, "display", {any}, builtinDisplay);
  ev.defineBuiltin(base, "string", {any}, builtinString, true);
  ev.defineBuiltin(base, "repr", {any}, builtinRepr)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "summary", {any}, builtinSummary);
  ev.defineBuiltin(base, "sprint", {any}, builtinSprint, true)->hasKeywordSplat = true;
  const DataType* context = defineBaseType(ev, "IOContext", io, false, false);
  defineTypeBuiltin(ev, context, {io, any}, builtinIOContextNew, true);
  ev.defineBuiltin(base, "get", {io, any, any}, builtinIOGet);
  ev.defineBuiltin(base, "haskey", {io, any}, builtinIOHaskey);
  ev.defineBuiltin(base, "take!", {io}, builtinTake);
  ev.defineBuiltin(base, "write", {io, any}, builtinWrite, true);
  ev.defineBuiltin(base, "flush", {io}, builtinFlush);
  ev.defineBuiltin(base, "__show_value", {any, any}, builtinShowValue);
  ev.defineBuiltin(base, "__show_plain", {io, any}, builtinShowPlainTo);
  ev.defineBuiltin(base, "__log", {c.Symbol, any}, builtinLog, true)->hasKeywordSplat = true;
  defineTypeBuiltin(ev, buffer, {}, builtinIOBuffer);
  defineTypeBuiltin(ev, buffer, {c.AbstractString}, builtinIOBufferOf);
  ev.defineBuiltin(base, "readline", {io}, builtinReadline)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "readlines", {io}, builtinReadlines)->hasKeywordSplat = true;
  ev.defineBuiltin(base, "read", {io, u.apply(c.Type, {u.typeValue(c.String)})}, builtinReadString);
  ev.defineBuiltin(base, "eof", {io}, builtinEof);
  registerPrintfBuiltins(ev);
  // ARGS: what follows the script's name on the command line (`juxla run FILE ARGS...`).
  const std::vector<std::string>& args = ev.options().args;
  Value argv = newArray(ev, c.String, {int64_t(args.size())});
  for (size_t i = 0; i < args.size(); ++i) arraySet(ev, arrayOf(argv), int64_t(i), makeString(ev, args[i]), frontend::SourceSpan{});
  Binding* binding = base->binding(intern("ARGS"));
  binding->value = argv;
  binding->isConst = true;
  binding->exported = true;
}

std::string Evaluator::showValue(const Value& v) {
  Value io = newIOBuffer(*this);
  Printer p(*this, io);
  p.show(v);
  return bufferText(io);
}

std::string Evaluator::printValue(const Value& v) {
  Value io = newIOBuffer(*this);
  Printer p(*this, io);
  p.print(v);
  return bufferText(io);
}

}  // namespace juxla::compiler
