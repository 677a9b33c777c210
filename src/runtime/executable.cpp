// The runtime's door (executable.h): the interpreter as an executable, and the choice of device.
#include "runtime/executable.h"

#include <stdexcept>

#include "backends/cpu/executable.h"
#ifdef JUXLA_CUDA
#include "backends/cuda/executable.h"
#endif

namespace juxla::runtime {

namespace {

class InterpExecutable : public Executable {
 public:
  InterpExecutable(const ir::Module& module, const ir::Func& entry) : module_(module), entry_(entry) {}
  std::vector<interp::Tensor> run(std::vector<interp::Tensor> args, const RunOptions& options) override {
    interp::Interpreter::Options io;
    io.infeed = options.infeed;
    io.outfeed = options.outfeed;
    interp::Interpreter interpreter(module_, io);
    std::vector<interp::Tensor> out = interpreter.call(entry_, std::move(args));
    stats_.checksPassed = interpreter.checksPassed();
    return out;
  }
  const RunStats& stats() const override { return stats_; }

 private:
  const ir::Module& module_;
  const ir::Func& entry_;
  RunStats stats_;
};

}  // namespace

std::optional<Device> parseDevice(std::string_view name) {
  if (name == "interp") return Device::Interp;
  if (name == "cpu") return Device::Cpu;
  if (name == "cuda") return Device::Cuda;
  return std::nullopt;
}

const char* deviceName(Device d) {
  switch (d) {
    case Device::Interp: return "interp";
    case Device::Cpu: return "cpu";
    case Device::Cuda: return "cuda";
  }
  return "?";
}

bool deviceAvailable(Device d, std::string* why) {
  switch (d) {
    case Device::Interp:
    case Device::Cpu: return true;
    case Device::Cuda:
#ifdef JUXLA_CUDA
      return cuda::available(why);
#else
      if (why) *why = "juxla was built without the CUDA backend (no CUDA toolkit or cuDNN headers at build time)";
      return false;
#endif
  }
  return false;
}

std::unique_ptr<Executable> compile(Device device, const ir::Module& module, const ir::Func& entry,
                                    const CompileOptions& options) {
  switch (device) {
    case Device::Interp: return std::make_unique<InterpExecutable>(module, entry);
    case Device::Cpu: {
      cpu::CpuOptions cpuOptions;
      cpuOptions.donatedResults = options.donatedResults;
      return cpu::compileCpu(module, entry, cpuOptions);
    }
    case Device::Cuda: {
      std::string why;
      if (!deviceAvailable(device, &why)) throw std::runtime_error("no CUDA device: " + why);
#ifdef JUXLA_CUDA
      return cuda::compileCuda(module, entry);
#else
      break;
#endif
    }
  }
  throw std::logic_error("compile: unknown device");
}

}  // namespace juxla::runtime
