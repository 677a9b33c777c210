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

const Value& stdoutValue(Evaluator& ev) { return ev.baseModule()->findOwn(intern("stdout"))->value; }

IOObject* sinkOf(Evaluator& ev, const Value& io, frontend::SourceSpan span) {
  auto* sink = io.isObject() ? dynamic_cast<IOObject*>(io.obj()) : nullptr;
  if (!sink) ev.raise("MethodError", "expected an IO stream, got a value of type " + ev.universe().show(io.type()), span);
  return sink;
}

Value builtinPrintTo(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  for (size_t i = 2; i < call.size(); ++i) p.print(call[i]);
  return ev.universe().nothing();
}

Value builtinPrint(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  return ev.universe().nothing();
}

Value builtinPrintlnTo(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  for (size_t i = 2; i < call.size(); ++i) p.print(call[i]);
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
  p.showDefault(call[2], ShowContext());
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

Value builtinString(Evaluator& ev, CallArgs& call) {
  if (call.size() == 2 && call[1].type() == ev.core().String) return call[1];
  Value io = newIOBuffer(ev);
  Printer p(ev, io);
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  return makeString(ev, bufferText(io));
}

Value builtinRepr(Evaluator& ev, CallArgs& call) {
  Value io = newIOBuffer(ev);
  Printer p(ev, io);
  p.show(call[1]);
  return makeString(ev, bufferText(io));
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
  Value io = newIOBuffer(ev);
  CallArgs inner;
  inner.span = call.span;
  inner.args.push(call[1]);
  inner.args.push(io);
  for (size_t i = 2; i < call.size(); ++i) inner.args.push(call[i]);
  ev.call(inner);
  return makeString(ev, bufferText(io));
}

Value builtinIOBuffer(Evaluator& ev, CallArgs&) { return newIOBuffer(ev); }

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
    lines.push_back({0, "@ Main " + f.name() + ":" + std::to_string(lc.line)});
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
  ev.defineBuiltin(base, "repr", {any}, builtinRepr);
  ev.defineBuiltin(base, "summary", {any}, builtinSummary);
  ev.defineBuiltin(base, "sprint", {any}, builtinSprint, true);
  ev.defineBuiltin(base, "take!", {io}, builtinTake);
  ev.defineBuiltin(base, "write", {io, any}, builtinWrite, true);
  ev.defineBuiltin(base, "flush", {io}, builtinFlush);
  ev.defineBuiltin(base, "__show_value", {any, any}, builtinShowValue);
  ev.defineBuiltin(base, "__log", {c.Symbol, any}, builtinLog, true)->hasKeywordSplat = true;
  defineTypeBuiltin(ev, buffer, {}, builtinIOBuffer);
  registerPrintfBuiltins(ev);
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
