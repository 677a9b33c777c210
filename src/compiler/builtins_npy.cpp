// read_npy(path) and write_npy(path, A): NumPy's .npy format (versions 1.0, 2.0 and 3.0) for
// arrays of Bool, integers and Float16/32/64, little-endian. Julia arrays keep their bytes
// (DESIGN decision 4): a C-order file of shape (a, b, c) is the Julia array of size (c, b, a)
// with the same bytes (permutedims gives NumPy's view), a Fortran-order one is (a, b, c). write_npy
// writes C order with the reversed shape, byte for byte the header np.save writes.
// Also the few file functions of Base that programs writing data need: read(path) as bytes,
// tempname(), isfile, filesize and rm.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/data_files.h"
#include "compiler/host_equality.h"

namespace juxla::compiler {

// The path argument of a file builtin `fn` (files allowed, a String), and a file's whole contents.
const std::string& pathArgument(Evaluator& ev, CallArgs& call, const char* fn) {
  if (!ev.options().allowFiles) ev.raise("ErrorException", std::string(fn) + " is disabled here (no file access)", call.span);
  if (call[1].type() != ev.core().String)
    ev.raise("MethodError", std::string("no method matching ") + fn + "(::" + ev.universe().show(call[1].type()) + ")", call.span);
  return stringOf(call[1]);
}

std::string readWholeFile(Evaluator& ev, CallArgs& call, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) ev.raise("SystemError", "opening file " + ev.showValue(call[1]) + ": " + std::strerror(errno), call.span);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

namespace {

struct NpyDtype {
  const char* descr;  // as np.save spells it
  DataType* CoreTypes::*type;
  int bytes;
};

const NpyDtype kDtypes[] = {
    {"<f8", &CoreTypes::Float64, 8}, {"<f4", &CoreTypes::Float32, 4}, {"<f2", &CoreTypes::Float16, 2},
    {"|i1", &CoreTypes::Int8, 1},    {"<i2", &CoreTypes::Int16, 2},   {"<i4", &CoreTypes::Int32, 4},
    {"<i8", &CoreTypes::Int64, 8},   {"|u1", &CoreTypes::UInt8, 1},   {"<u2", &CoreTypes::UInt16, 2},
    {"<u4", &CoreTypes::UInt32, 4},  {"<u8", &CoreTypes::UInt64, 8},  {"|b1", &CoreTypes::Bool, 1},
};

[[noreturn]] void npyError(Evaluator& ev, const std::string& path, const std::string& what, frontend::SourceSpan span) {
  ev.raise("ArgumentError", "read_npy: " + path + ": " + what, span);
}

void requireFiles(Evaluator& ev, const char* fn, frontend::SourceSpan span) {
  if (!ev.options().allowFiles) ev.raise("ErrorException", std::string(fn) + " is disabled here (no file access)", span);
}

// The header dict, a Python literal: {'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }
struct NpyHeader {
  std::string descr;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
  bool hasDescr = false, hasOrder = false, hasShape = false;
};

class HeaderParser {
 public:
  explicit HeaderParser(const std::string& s) : s_(s) {}
  bool parse(NpyHeader& h, std::string& why) {
    skip();
    if (!eat('{')) return fail(why, "the header is not a dict");
    while (true) {
      skip();
      if (eat('}')) break;
      std::string key;
      if (!string(key)) return fail(why, "expected a quoted key in the header");
      skip();
      if (!eat(':')) return fail(why, "expected ':' after '" + key + "'");
      skip();
      if (key == "descr") {
        if (!string(h.descr)) return fail(why, "'descr' is not a simple dtype string (structured dtypes are not supported)");
        h.hasDescr = true;
      } else if (key == "fortran_order") {
        if (word("True")) h.fortranOrder = true;
        else if (word("False")) h.fortranOrder = false;
        else return fail(why, "'fortran_order' is not True or False");
        h.hasOrder = true;
      } else if (key == "shape") {
        if (!tuple(h.shape)) return fail(why, "'shape' is not a tuple of integers");
        h.hasShape = true;
      } else {
        return fail(why, "unexpected key '" + key + "' in the header");
      }
      skip();
      if (eat(',')) continue;
      skip();
      if (eat('}')) break;
      return fail(why, "expected ',' or '}' in the header");
    }
    if (!h.hasDescr || !h.hasOrder || !h.hasShape) return fail(why, "the header lacks 'descr', 'fortran_order' or 'shape'");
    return true;
  }

 private:
  bool fail(std::string& why, std::string w) {
    why = std::move(w);
    return false;
  }
  void skip() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\n' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  bool eat(char c) {
    if (i_ < s_.size() && s_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  bool word(const char* w) {
    size_t n = std::strlen(w);
    if (s_.compare(i_, n, w) != 0) return false;
    i_ += n;
    return true;
  }
  bool string(std::string& out) {
    if (i_ >= s_.size() || (s_[i_] != '\'' && s_[i_] != '"')) return false;
    char q = s_[i_++];
    size_t end = s_.find(q, i_);
    if (end == std::string::npos) return false;
    out = s_.substr(i_, end - i_);
    i_ = end + 1;
    return true;
  }
  bool tuple(std::vector<int64_t>& out) {
    if (!eat('(')) return false;
    while (true) {
      skip();
      if (eat(')')) return true;
      size_t start = i_;
      int64_t v = 0;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') {
        if (v > (int64_t(1) << 50)) return false;
        v = v * 10 + (s_[i_++] - '0');
      }
      if (i_ < s_.size() && s_[i_] == 'L') ++i_;  // Python 2 longs
      if (i_ == start) return false;
      out.push_back(v);
      skip();
      if (eat(',')) continue;
      skip();
      if (eat(')')) return true;
      return false;
    }
  }
  const std::string& s_;
  size_t i_ = 0;
};

const NpyDtype* dtypeOf(const std::string& descr) {
  if (descr.size() < 2) return nullptr;
  std::string canonical = descr;
  // '=' is native order (little-endian here); one-byte types need no order.
  if (canonical[0] == '=') canonical[0] = '<';
  for (const NpyDtype& d : kDtypes) {
    std::string ours = d.descr;
    if (canonical == ours) return &d;
    if (d.bytes == 1 && canonical.substr(1) == ours.substr(1)) return &d;
  }
  return nullptr;
}

Value builtinReadNpy(Evaluator& ev, CallArgs& call) {
  requireFiles(ev, "read_npy", call.span);
  if (call[1].type() != ev.core().String) ev.raise("MethodError", "read_npy needs a file path string, not " + ev.showValue(call[1]), call.span);
  const std::string& path = stringOf(call[1]);
  std::string bytes = readWholeFile(ev, call, path);
  return decodeNpyBytes(ev, bytes, path, call.span);
}

}  // namespace

Value decodeNpyBytes(Evaluator& ev, const std::string& bytes, const std::string& path, frontend::SourceSpan span) {
  if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0) npyError(ev, path, "not a .npy file (bad magic string)", span);
  int major = uint8_t(bytes[6]);
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8;
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) npyError(ev, path, "the header is truncated", span);
    headerLength = uint8_t(bytes[8]) | size_t(uint8_t(bytes[9])) << 8 | size_t(uint8_t(bytes[10])) << 16 | size_t(uint8_t(bytes[11])) << 24;
    headerStart = 12;
  } else {
    npyError(ev, path, "unsupported .npy format version " + std::to_string(major) + "." + std::to_string(uint8_t(bytes[7])), span);
  }
  if (headerStart + headerLength > bytes.size()) npyError(ev, path, "the header is truncated", span);
  NpyHeader h;
  std::string why;
  if (!HeaderParser(bytes.substr(headerStart, headerLength)).parse(h, why)) npyError(ev, path, why, span);
  const NpyDtype* dt = dtypeOf(h.descr);
  if (!dt) {
    if (h.descr.size() > 1 && h.descr[0] == '>' && dtypeOf("<" + h.descr.substr(1)))
      npyError(ev, path, "big-endian data ('" + h.descr + "') is not supported; save it little-endian (astype('<" + h.descr.substr(1) + "'))", span);
    npyError(ev, path, "unsupported dtype '" + h.descr + "'; juxla reads bool, int8-64, uint8-64, float16, float32 and float64", span);
  }
  double count = 1;
  for (int64_t d : h.shape) count *= double(d);
  size_t dataStart = headerStart + headerLength;
  double need = count * dt->bytes;
  if (need > double(bytes.size() - dataStart))
    npyError(ev, path, "the data is truncated: the shape needs " + std::to_string(int64_t(need)) + " bytes, the file has " +
                           std::to_string(bytes.size() - dataStart), span);
  std::vector<int64_t> dims = h.shape;
  if (!h.fortranOrder) std::reverse(dims.begin(), dims.end());
  Value out = newArray(ev, ev.core().*(dt->type), dims);
  ArrayObject& a = arrayOf(out);
  if (need > 0) std::memcpy(a.storage->bytes.data(), bytes.data() + dataStart, size_t(need));  // empty arrays have no buffer
  if (dt->type == &CoreTypes::Bool)
    for (uint8_t& b : a.storage->bytes) b = b != 0;
  return out;
}

namespace {

// np.save's header: the dict, spare room for the first axis to grow to 21 digits, spaces and a
// newline up to a multiple of 64 bytes; version 1.0 unless the header needs a 4-byte length.
std::string npyHeader(const NpyDtype& dt, const std::vector<int64_t>& shape) {
  std::string dict = std::string("{'descr': '") + dt.descr + "', 'fortran_order': False, 'shape': (";
  for (size_t i = 0; i < shape.size(); ++i) dict += (i ? ", " : "") + std::to_string(shape[i]);
  dict += shape.size() == 1 ? ",), }" : "), }";
  if (!shape.empty()) dict += std::string(size_t(std::max<int64_t>(0, 21 - int64_t(std::to_string(shape[0]).size()))), ' ');
  for (int version = 1; version <= 2; ++version) {
    size_t prefix = version == 1 ? 10 : 12;
    size_t hlen = dict.size() + 1;
    size_t pad = 64 - (prefix + hlen) % 64;
    if (pad == 64) pad = 0;
    size_t total = hlen + pad;
    if (version == 1 && total > 65535) continue;
    std::string out = "\x93NUMPY";
    out += char(version);
    out += char(0);
    for (size_t b = 0; b < prefix - 8; ++b) out += char((total >> (8 * b)) & 0xff);
    out += dict;
    out += std::string(pad, ' ');
    out += '\n';
    return out;
  }
  return {};
}

}  // namespace

// The bytes np.save writes for `arrayValue` (a number is written as a 0-dimensional array); `fn`
// names the caller in errors.
std::string encodeNpyBytes(Evaluator& ev, const Value& value, const char* fn, frontend::SourceSpan span) {
  Value arrayValue = value;
  if (!isArray(ev, arrayValue)) {
    double ignored;
    if (!numberAsDouble(ev, arrayValue, ignored))
      ev.raise("ArgumentError", std::string(fn) + ": cannot write a " + ev.universe().show(arrayValue.type()) + "; give an array of numbers", span);
    Value zeroDim = newArray(ev, arrayValue.type(), {});
    arraySetExact(arrayOf(zeroDim), 0, arrayValue);
    arrayValue = zeroDim;
  }
  const ArrayObject& a = arrayOf(arrayValue);
  const NpyDtype* dt = nullptr;
  for (const NpyDtype& d : kDtypes)
    if (ev.core().*(d.type) == a.elementType) dt = &d;
  if (!dt)
    ev.raise("ArgumentError", std::string(fn) + ": element type " + ev.universe().show(a.elementType) +
                                  " has no .npy dtype; juxla writes Bool, Int8-64, UInt8-64, Float16, Float32 and Float64", span);
  std::vector<int64_t> shape(a.dims.rbegin(), a.dims.rend());
  std::string out = npyHeader(*dt, shape);
  out.append(reinterpret_cast<const char*>(a.storage->bytes.data()), size_t(a.length()) * size_t(dt->bytes));
  return out;
}

namespace {

Value builtinWriteNpy(Evaluator& ev, CallArgs& call) {
  requireFiles(ev, "write_npy", call.span);
  if (call[1].type() != ev.core().String) ev.raise("MethodError", "write_npy needs a file path string, not " + ev.showValue(call[1]), call.span);
  const std::string& path = stringOf(call[1]);
  std::string bytes = encodeNpyBytes(ev, call[2], "write_npy", call.span);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) ev.raise("SystemError", "opening file " + ev.showValue(call[1]) + ": " + std::strerror(errno), call.span);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) ev.raise("SystemError", "writing file " + ev.showValue(call[1]) + ": " + std::strerror(errno), call.span);
  return ev.universe().nothing();
}

// ---- files ----


// read(path): the file's bytes as a Vector{UInt8}.
Value builtinReadBytes(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "read");
  std::string bytes = readWholeFile(ev, call, path);
  ev.checkAllocation(double(bytes.size()), call.span);
  Value out = newArray(ev, ev.core().UInt8, {int64_t(bytes.size())});
  std::memcpy(arrayOf(out).storage->bytes.data(), bytes.data(), bytes.size());
  return out;
}

// Julia deletes the paths tempname() gave out when the process exits (cleanup=true).
struct TempPaths {
  std::vector<std::string> paths;
  ~TempPaths() {
    for (const std::string& p : paths) ::unlink(p.c_str());
  }
};
TempPaths& tempPaths() {
  static TempPaths t;
  return t;
}

// tempname(): a fresh path in tempdir() (TMPDIR or /tmp) that does not exist yet, `jl_` + 10
// random letters and digits as Julia names them; the file is not created.
Value builtinTempname(Evaluator& ev, CallArgs& call) {
  requireFiles(ev, "tempname", call.span);
  const char* dir = std::getenv("TMPDIR");
  std::string parent = dir && *dir ? dir : "/tmp";
  while (parent.size() > 1 && parent.back() == '/') parent.pop_back();
  static const char kChars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  static std::mt19937_64 gen{std::random_device{}()};
  std::string path;
  struct stat st;
  do {
    path = parent + "/jl_";
    for (int i = 0; i < 10; ++i) path += kChars[gen() % (sizeof(kChars) - 1)];
  } while (::lstat(path.c_str(), &st) == 0);
  tempPaths().paths.push_back(path);
  return makeString(ev, path);
}

Value builtinIsfile(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "isfile");
  struct stat st;
  return ev.universe().boolean(::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode));
}

// filesize(path): Julia's stat(path).size, 0 for a path that does not exist.
Value builtinFilesize(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "filesize");
  struct stat st;
  return Value::bits(ev.core().Int64, ::stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0);
}

// rm(path) of a file; a missing one is Julia's IOError from libuv's unlink.
Value builtinRm(Evaluator& ev, CallArgs& call) {
  const std::string& path = pathArgument(ev, call, "rm");
  if (::unlink(path.c_str()) != 0) {
    int e = errno;
    std::string text = std::strerror(e);
    if (!text.empty()) text[0] = char(std::tolower(static_cast<unsigned char>(text[0])));
    const char* code = e == ENOENT ? "ENOENT" : e == EISDIR ? "EISDIR" : e == EACCES ? "EACCES" : e == EPERM ? "EPERM" : "EIO";
    ev.raise("IOError", "unlink(" + ev.showValue(call[1]) + "): " + text + " (" + code + ")", call.span);
  }
  return ev.universe().nothing();
}

}  // namespace

void registerNpyBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "read_npy", {any}, builtinReadNpy);
  ev.defineBuiltin(base, "write_npy", {any, any}, builtinWriteNpy);
  ev.defineBuiltin(base, "read", {ev.core().String}, builtinReadBytes);
  ev.defineBuiltin(base, "tempname", {}, builtinTempname);
  ev.defineBuiltin(base, "isfile", {ev.core().String}, builtinIsfile);
  ev.defineBuiltin(base, "filesize", {ev.core().String}, builtinFilesize);
  ev.defineBuiltin(base, "rm", {ev.core().String}, builtinRm);
}

}  // namespace juxla::compiler
