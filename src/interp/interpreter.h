// The reference interpreter (DESIGN decision 3): plain code for every op and element type, exact
// IEEE results, the spec's semantics. Every backend and every AD rule is tested against it.
#pragma once

#include <deque>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/source.h"

namespace juxla::interp {

// An error raised while running (bad index for a dynamic op is not one: those clamp per the spec).
struct InterpreterError : std::runtime_error {
  InterpreterError(SourceLoc loc, const std::string& message) : std::runtime_error(message), loc(loc) {}
  SourceLoc loc;
};

// A check op whose condition does not hold; stops the run like upstream's interpreter.
struct CheckFailure : InterpreterError {
  using InterpreterError::InterpreterError;
};

// What infeed reads and outfeed writes; the caller supplies and inspects these.
struct InfeedQueue {
  std::deque<std::vector<Tensor>> entries;  // one entry per infeed op execution
};
struct OutfeedQueue {
  std::vector<std::vector<Tensor>> entries;
  // When set, each entry goes to this callback the moment its outfeed op runs (a progress bar, the
  // printing of staged code), instead of into `entries`. An exception it throws stops the run.
  std::function<void(std::vector<Tensor> entry)> onEntry;
};

class Interpreter {
 public:
  struct Options {
    InfeedQueue* infeed = nullptr;
    OutfeedQueue* outfeed = nullptr;
    size_t maxCallDepth = 512;
  };
  explicit Interpreter(const ir::Module& module) : Interpreter(module, Options()) {}
  Interpreter(const ir::Module& module, Options options) : module_(module), options_(options) {}

  // Runs a function of the module on `args` (which must match its input types).
  std::vector<Tensor> call(const ir::Func& func, std::vector<Tensor> args);
  std::vector<Tensor> call(const std::string& funcName, std::vector<Tensor> args);

  // Runs one op on `operands`; `captured` gives the values its regions use from outside it. Other
  // executors (the CPU backend) run the ops they have no kernel for this way.
  std::vector<Tensor> evalOp(const ir::Operation& op, std::vector<Tensor> operands,
                             std::unordered_map<const ir::Value*, Tensor> captured = {});

  // Runs a region of the op being executed with the given block arguments; returns the values its
  // terminator yields. Ops with regions (reduce, while, sort, ...) call this.
  std::vector<Tensor> runRegion(const ir::Region& region, std::vector<Tensor> args);

  const ir::Module& module() const { return module_; }
  const Options& options() const { return options_; }
  // How many checks passed so far (check ops and @check.* custom calls).
  size_t checksPassed() const { return checksPassed_; }
  void countCheck() { ++checksPassed_; }

 private:
  using Env = std::unordered_map<const ir::Value*, Tensor>;
  std::vector<Tensor> runBlock(const ir::Block& block);
  const Tensor& lookup(const ir::Value* v) const;

  const ir::Module& module_;
  Options options_;
  std::vector<Env*> frames_;  // one environment per active function call
  size_t checksPassed_ = 0;
};

// The context an op implementation gets: the op, its operand values, and the interpreter (for
// regions, calls, infeed/outfeed).
struct OpContext {
  const ir::Operation& op;
  std::span<const Tensor> operands;
  Interpreter& interp;

  [[noreturn]] void fail(const std::string& message) const;
  const Tensor& operand(size_t i) const { return operands[i]; }
  ir::Type resultType(size_t i = 0) const { return op.result(i)->type(); }
  ir::Attr attr(std::string_view name) const { return op.attr(name); }
  // An i64 array attribute, or `fallback` when absent.
  std::vector<int64_t> ints(std::string_view name, std::vector<int64_t> fallback = {}) const;
};

using OpImpl = std::vector<Tensor> (*)(OpContext&);
// The implementation of each op: one table, filled by the ops_*.cpp files.
OpImpl opImpl(ir::OpCode code);

}  // namespace juxla::interp
