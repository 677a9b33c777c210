// The runtime's door (executable.h): the interpreter as an executable, and the choice of device.
#include "runtime/executable.h"

#include "backends/cpu/executable.h"

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
  return std::nullopt;
}

const char* deviceName(Device d) { return d == Device::Interp ? "interp" : "cpu"; }

std::unique_ptr<Executable> compile(Device device, const ir::Module& module, const ir::Func& entry) {
  if (device == Device::Cpu) return cpu::compileCpu(module, entry);
  return std::make_unique<InterpExecutable>(module, entry);
}

}  // namespace juxla::runtime
