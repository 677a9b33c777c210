// IO builtins: stdout/stderr and IOBuffer, print/println/show/string/repr/sprint, @show, @printf
// (C's conversions, as Julia's Printf implements them) and the @info/@warn console logger.
#include <cmath>
#include <cstdio>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "support/float_format.h"
#include "compiler/printer.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

Value newIOBuffer(Evaluator& ev) { return Value::object(ev.baseType("IOBuffer"), new IOObject()); }

namespace {

const Value& stdoutValue(Evaluator& ev) { return ev.baseModule()->findOwn(intern("stdout"))->value; }

std::string takeText(const Value& io) { return io.as<IOObject>()->buffer; }

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

Value builtinString(Evaluator& ev, CallArgs& call) {
  if (call.size() == 2 && call[1].type() == ev.core().String) return call[1];
  Value io = newIOBuffer(ev);
  Printer p(ev, io);
  for (size_t i = 1; i < call.size(); ++i) p.print(call[i]);
  return makeString(ev, takeText(io));
}

Value builtinRepr(Evaluator& ev, CallArgs& call) {
  Value io = newIOBuffer(ev);
  Printer p(ev, io);
  p.show(call[1], ShowContext());
  return makeString(ev, takeText(io));
}

Value builtinSprint(Evaluator& ev, CallArgs& call) {
  Value io = newIOBuffer(ev);
  CallArgs inner;
  inner.span = call.span;
  inner.args.push(call[1]);
  inner.args.push(io);
  for (size_t i = 2; i < call.size(); ++i) inner.args.push(call[i]);
  ev.call(inner);
  return makeString(ev, takeText(io));
}

Value builtinIOBuffer(Evaluator& ev, CallArgs&) { return newIOBuffer(ev); }

Value builtinTake(Evaluator& ev, CallArgs& call) {
  IOObject* io = call[1].as<IOObject>();
  Value bytes = newArray(ev, ev.core().UInt8, {int64_t(io->buffer.size())});
  std::copy(io->buffer.begin(), io->buffer.end(), arrayOf(bytes).storage->bytes.begin());
  io->buffer.clear();
  return bytes;
}

Value builtinWrite(Evaluator& ev, CallArgs& call) {
  Printer p(ev, call[1]);
  int64_t n = 0;
  for (size_t i = 2; i < call.size(); ++i) {
    if (call[i].type() != ev.core().String) ev.raise("MethodError", "write(io, x) writes strings; use print for other values", call.span);
    p.write(stringOf(call[i]));
    n += int64_t(stringOf(call[i]).size());
  }
  return ev.universe().int64(n);
}

Value builtinFlush(Evaluator& ev, CallArgs& call) {
  IOObject* io = call[1].as<IOObject>();
  if (io->stream) io->stream->flush();
  return ev.universe().nothing();
}

// @show x: `x = repr(x)` on stdout; the value is the macro's value.
Value builtinShowValue(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  p.write(stringOf(call[1]));
  p.write(" = ");
  p.show(call[2], ShowContext());
  p.write("\n");
  return call[2];
}

// ---- @printf ----

// One conversion of a format string: %[flags][width][.precision]conv.
std::string formatOne(Evaluator& ev, const std::string& spec, char conv, const Value& arg, frontend::SourceSpan span) {
  const CoreTypes& c = ev.core();
  char buf[512];
  std::string cspec = spec;
  auto isInt = [&](const Value& v) {
    const DataType* t = v.type();
    return t == c.Int64 || t == c.Int32 || t == c.Int16 || t == c.Int8 || t == c.UInt8 || t == c.UInt16 ||
           t == c.UInt32 || t == c.UInt64 || t == c.Bool;
  };
  auto isFloat = [&](const Value& v) { return v.type() == c.Float64 || v.type() == c.Float32 || v.type() == c.Float16; };
  auto asDouble = [&](const Value& v) -> double {
    if (v.type() == c.Float64) return v.asFloat64();
    if (v.type() == c.Float32) return double(v.asFloat32());
    if (v.type() == c.Float16) return floatBitsToDouble(v.rawBits(), FloatFormat::F16);
    if (v.type() == c.UInt64) return double(v.rawBits());
    return double(v.asInt());
  };
  switch (conv) {
    case 'd':
    case 'i':
    case 'u': {
      int64_t x;
      if (isInt(arg)) {
        x = arg.asInt();
      } else if (isFloat(arg)) {
        double d = asDouble(arg);
        if (d != std::trunc(d)) ev.raise("InexactError", "%" + std::string(1, conv) + " needs an integer, got " + ev.printValue(arg), span);
        x = int64_t(d);
      } else {
        ev.raise("ArgumentError", "%" + std::string(1, conv) + " needs a number, got a value of type " + ev.universe().show(arg.type()), span);
      }
      cspec += "lld";
      std::snprintf(buf, sizeof buf, cspec.c_str(), (long long)x);
      return buf;
    }
    case 'x':
    case 'X':
    case 'o': {
      if (!isInt(arg)) ev.raise("ArgumentError", "%" + std::string(1, conv) + " needs an integer", span);
      cspec += "ll";
      cspec += conv;
      std::snprintf(buf, sizeof buf, cspec.c_str(), (unsigned long long)arg.rawBits());
      return buf;
    }
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A': {
      if (!isInt(arg) && !isFloat(arg))
        ev.raise("ArgumentError", "%" + std::string(1, conv) + " needs a number, got a value of type " + ev.universe().show(arg.type()), span);
      cspec += conv;
      std::snprintf(buf, sizeof buf, cspec.c_str(), asDouble(arg));
      return buf;
    }
    case 'c': {
      std::string s = ev.printValue(arg);
      cspec += 's';
      std::snprintf(buf, sizeof buf, cspec.c_str(), s.c_str());
      return buf;
    }
    case 's': {
      std::string s = ev.printValue(arg);
      // Width pads; precision truncates, as in C.
      cspec += 's';
      if (s.size() > 400) return s;
      std::snprintf(buf, sizeof buf, cspec.c_str(), s.c_str());
      return buf;
    }
    default: ev.raise("ArgumentError", "invalid printf conversion %" + std::string(1, conv), span);
  }
}

std::string formatPrintf(Evaluator& ev, CallArgs& call, size_t first) {
  if (call.size() <= first - 1 || call[first - 1].type() != ev.core().String)
    ev.raise("ArgumentError", "@printf needs a literal format string first", call.span);
  const std::string& fmt = stringOf(call[first - 1]);
  std::string out;
  size_t arg = first;
  for (size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out += fmt[i];
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
      out += '%';
      ++i;
      continue;
    }
    std::string spec = "%";
    size_t j = i + 1;
    while (j < fmt.size() && std::string_view("-+ 0#").find(fmt[j]) != std::string_view::npos) spec += fmt[j++];
    while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) spec += fmt[j++];
    if (j < fmt.size() && fmt[j] == '.') {
      spec += fmt[j++];
      while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) spec += fmt[j++];
    }
    if (j >= fmt.size()) ev.raise("ArgumentError", "invalid format string: `%` at its end", call.span);
    char conv = fmt[j];
    if (arg >= call.size()) ev.raise("ArgumentError", "@printf: the format string has more conversions than there are arguments", call.span);
    out += formatOne(ev, spec, conv, call[arg++], call.span);
    i = j;
  }
  if (arg != call.size()) ev.raise("ArgumentError", "@printf: more arguments than conversions in the format string", call.span);
  return out;
}

Value builtinPrintf(Evaluator& ev, CallArgs& call) {
  if (call.size() >= 2 && call[1].isObject() && dynamic_cast<IOObject*>(call[1].obj())) {
    std::string text = formatPrintf(ev, call, 3);
    call[1].as<IOObject>()->write(text);
    return ev.universe().nothing();
  }
  std::string text = formatPrintf(ev, call, 2);
  stdoutValue(ev).as<IOObject>()->write(text);
  return ev.universe().nothing();
}

Value builtinSprintf(Evaluator& ev, CallArgs& call) { return makeString(ev, formatPrintf(ev, call, 2)); }

// ---- @info / @warn / @error: Julia's ConsoleLogger layout on stderr ----

Value builtinLog(Evaluator& ev, CallArgs& call) {
  std::string level(call[1].asSymbol()->view());
  std::string label = level == "info" ? "Info" : level == "warn" ? "Warning" : level == "error" ? "Error" : "Debug";
  if (level == "debug") return ev.universe().nothing();  // hidden at the default log level
  std::string message;
  for (size_t i = 2; i < call.size(); ++i) message += ev.printValue(call[i]);
  std::vector<std::string> lines;
  size_t start = 0;
  while (true) {
    size_t nl = message.find('\n', start);
    lines.push_back(message.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  for (auto& [name, value] : call.keywords) {
    std::string shown = ev.showValue(value);
    lines.push_back("  " + std::string(name->view()) + " = " + shown);
  }
  bool located = level != "info";
  if (located) {
    const SourceFile& f = ev.sources().file(call.span.file);
    LineCol lc = f.lineCol(call.span.begin);
    lines.push_back("@ Main " + f.name() + ":" + std::to_string(lc.line));
  }
  std::ostream& err = ev.err();
  ev.out().flush();
  if (lines.size() == 1) {
    err << "[ " << label << ": " << lines[0] << "\n";
  } else {
    for (size_t i = 0; i < lines.size(); ++i) {
      const char* bar = i == 0 ? "┌ " : i + 1 == lines.size() ? "└ " : "│ ";
      err << bar;
      if (i == 0) err << label << ": ";
      err << lines[i] << "\n";
    }
  }
  err.flush();
  return ev.universe().nothing();
}

Value builtinDisplay(Evaluator& ev, CallArgs& call) {
  Printer p(ev, stdoutValue(ev));
  p.show(call[1], ShowContext());
  p.write("\n");
  return ev.universe().nothing();
}

}  // namespace

void registerPrintBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* any = c.Any;
  const DataType* io = defineBaseType(ev, "IO", c.Any, true, false);
  const DataType* buffer = defineBaseType(ev, "IOBuffer", io, false, true);
  const DataType* stream = defineBaseType(ev, "IOStream", io, false, true);
  (void)buffer;
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
  ev.defineBuiltin(base, "sprint", {any}, builtinSprint, true);
  ev.defineBuiltin(base, "take!", {io}, builtinTake);
  ev.defineBuiltin(base, "write", {io, any}, builtinWrite, true);
  ev.defineBuiltin(base, "flush", {io}, builtinFlush);
  ev.defineBuiltin(base, "__show_value", {any, any}, builtinShowValue);
  ev.defineBuiltin(base, "__printf", {any}, builtinPrintf, true);
  ev.defineBuiltin(base, "__sprintf", {any}, builtinSprintf, true);
  ev.defineBuiltin(base, "__log", {c.Symbol, any}, builtinLog, true)->hasKeywordSplat = true;
  // IOBuffer(): calls of the type itself.
  defineTypeBuiltin(ev, buffer, {}, builtinIOBuffer);
}

std::string Evaluator::showValue(const Value& v) {
  Value io = newIOBuffer(*this);
  Printer p(*this, io);
  p.show(v, ShowContext());
  return takeText(io);
}

std::string Evaluator::printValue(const Value& v) {
  Value io = newIOBuffer(*this);
  Printer p(*this, io);
  p.print(v);
  return takeText(io);
}

}  // namespace juxla::compiler
