// juxla's public C++ API for Julia programs: load a script, call one of its functions on host
// arrays and numbers, get arrays back. Calls on arrays are staged, compiled once per argument
// types and shapes, cached and run on the chosen device (DESIGN decision 5).
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "ir/types.h"

namespace juxla {

// A dense array as Julia holds it: size `dims` (Julia order), column-major bytes of `type`.
struct HostArray {
  ir::ElementType type = ir::ElementType::F64;
  std::vector<int64_t> dims;
  std::vector<uint8_t> bytes;

  template <typename T>
  static HostArray of(ir::ElementType type, std::vector<int64_t> dims, std::span<const T> values) {
    HostArray a{type, std::move(dims), std::vector<uint8_t>(values.size_bytes())};
    std::memcpy(a.bytes.data(), values.data(), values.size_bytes());
    return a;
  }
  template <typename T>
  std::vector<T> values() const {
    std::vector<T> out(bytes.size() / sizeof(T));
    std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
    return out;
  }
};

// An argument: an array, or a number (Float64, Float32, Int64, Bool).
using Argument = std::variant<HostArray, double, float, int64_t, bool>;

// A Julia error from loading or calling: `what()` is the rendered `file:line:col: error: ...` text.
struct ProgramError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Program {
 public:
  struct Options {
    std::string device = "interp";  // where staged calls run: interp (or host: no compiling)
  };
  // Runs the script's top-level statements (definitions, globals); throws ProgramError.
  static std::unique_ptr<Program> load(const std::string& path, Options options);
  static std::unique_ptr<Program> fromSource(const std::string& name, const std::string& text, Options options);
  static std::unique_ptr<Program> load(const std::string& path) { return load(path, Options()); }
  static std::unique_ptr<Program> fromSource(const std::string& name, const std::string& text) {
    return fromSource(name, text, Options());
  }
  virtual ~Program() = default;

  // Calls `function` (a name in Main) and returns its result's arrays and numbers (a number is a
  // 0-d array; a tuple gives one entry per element). Arrays the function mutates are written back
  // into `args`.
  virtual std::vector<HostArray> call(const std::string& function, std::vector<Argument>& args) = 0;
  // Everything the program printed so far.
  virtual std::string output() const = 0;
  // How many times `function` was compiled (specializations).
  virtual size_t compileCount(const std::string& function) const = 0;
  // The StableHLO text of the last compile of `function`, or "" when it was never compiled.
  virtual std::string lastCompiled(const std::string& function) const = 0;
};

}  // namespace juxla
