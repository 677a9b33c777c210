// The runtime interface (DESIGN decision 10's backends behind one door): a compiled function of a
// module that runs on host tensors. The interpreter and the CPU executor implement it; staging,
// the test runners and the command line pick one by device.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interp/interpreter.h"
#include "ir/ir.h"

namespace juxla::runtime {

enum class Device { Interp, Cpu };
std::optional<Device> parseDevice(std::string_view name);
const char* deviceName(Device d);

struct RunOptions {
  interp::InfeedQueue* infeed = nullptr;
  // With `outfeed->onEntry` set, every backend hands each entry to it while the run goes on.
  interp::OutfeedQueue* outfeed = nullptr;
};

// What a run did that tests look at.
struct RunStats {
  size_t checksPassed = 0;       // check ops that held (test modules)
  size_t arenaAllocations = 0;   // buffers the executable allocated for its values, over all runs
  size_t interpretedOps = 0;     // ops run by the interpreter for want of a kernel, in the last run
  size_t arenaBytes = 0;         // memory the executable holds between runs for its values
};

class Executable {
 public:
  virtual ~Executable() = default;
  // Runs the function; throws interp::InterpreterError (CheckFailure for a failed check).
  virtual std::vector<interp::Tensor> run(std::vector<interp::Tensor> args, const RunOptions& options = {}) = 0;
  virtual const RunStats& stats() const = 0;
};

// Compiles `entry` of `module` (which must outlive the executable) for `device`.
std::unique_ptr<Executable> compile(Device device, const ir::Module& module, const ir::Func& entry);

}  // namespace juxla::runtime
