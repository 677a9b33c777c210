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

enum class Device { Interp, Cpu, Cuda };
std::optional<Device> parseDevice(std::string_view name);
const char* deviceName(Device d);
// Whether `d` can run here (the CUDA backend built, its libraries, driver and a GPU present); when
// not, `why` says what is missing.
bool deviceAvailable(Device d, std::string* why = nullptr);

struct RunOptions {
  interp::InfeedQueue* infeed = nullptr;
  // With `outfeed->onEntry` set, every backend hands each entry to it while the run goes on.
  interp::OutfeedQueue* outfeed = nullptr;
  // (result, argument) pairs: the caller donates the argument's buffer to hold the result, as
  // XLA's input-output aliasing (a training step's new weights go where the old ones were, with no
  // fresh allocation). A backend may honour them (the result then shares the argument's buffer) or
  // not; either way the result holds the right value. Never honoured when the result
  // `errorFlag` (a failed check's code) is nonzero, so a failed run leaves its arguments as they were.
  std::vector<std::pair<size_t, size_t>> resultsIntoArguments;
  std::optional<size_t> errorFlag;
};

// What a run did that tests look at.
struct RunStats {
  size_t checksPassed = 0;       // check ops that held (test modules)
  size_t arenaAllocations = 0;   // buffers the executable allocated for its values, over all runs
  size_t interpretedOps = 0;     // ops run by the interpreter for want of a kernel, in the last run
  size_t arenaBytes = 0;         // memory the executable holds between runs for its values
};

// What every run of an executable promises.
struct CompileOptions {
  // (result, argument) pairs that every run donates (RunOptions::resultsIntoArguments): the
  // backend may then compute the result straight into the argument's buffer, with no slot of its
  // own and no copy, even when the run fails. Callers with error flags donate per run instead.
  std::vector<std::pair<size_t, size_t>> donatedResults;
};

class Executable {
 public:
  virtual ~Executable() = default;
  // Runs the function; throws interp::InterpreterError (CheckFailure for a failed check).
  virtual std::vector<interp::Tensor> run(std::vector<interp::Tensor> args, const RunOptions& options = {}) = 0;
  virtual const RunStats& stats() const = 0;
};

// Compiles `entry` of `module` (which must outlive the executable) for `device`; for a device that
// is not available, throws std::runtime_error "no CUDA device: <why>".
std::unique_ptr<Executable> compile(Device device, const ir::Module& module, const ir::Func& entry,
                                    const CompileOptions& options = {});

}  // namespace juxla::runtime
