// Outfeed entries reach OutfeedQueue::onEntry while the run goes on, on the interpreter and on the
// CPU executor: the callback of step k feeds the infeed that step k+1 reads, so a run whose entries
// only arrived at its end would find its infeed empty.
#include <gtest/gtest.h>

#include "ir/parser.h"
#include "runtime/executable.h"

namespace juxla::cpu {
namespace {

using interp::Tensor;

constexpr const char* kLoop = R"(
func.func @main(%tok: !stablehlo.token, %n: tensor<i64>) -> tensor<f32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %acc0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r:3 = stablehlo.while(%i = %zero, %acc = %acc0, %t = %tok) : tensor<i64>, tensor<f32>, !stablehlo.token
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %in:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
    %acc1 = stablehlo.add %acc, %in#0 : tensor<f32>
    %t1 = "stablehlo.outfeed"(%i, %acc1, %in#1) : (tensor<i64>, tensor<f32>, !stablehlo.token) -> !stablehlo.token
    %i1 = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %i1, %acc1, %t1 : tensor<i64>, tensor<f32>, !stablehlo.token
  }
  return %r#1 : tensor<f32>
})";

Tensor scalar(ir::ElementType t, double v) {
  std::vector<double> values{v};
  return Tensor::fromDoubles(ir::Type::tensor(t, std::span<const int64_t>()), values);
}
Tensor f32(double v) { return scalar(ir::ElementType::F32, v); }
Tensor i64(int64_t v) { return scalar(ir::ElementType::I64, double(v)); }

void expectEntriesDuringTheRun(runtime::Device device) {
  SourceManager sources;
  DiagnosticEngine diag;
  auto module = ir::parseModuleText(sources, "test.mlir", kLoop, diag);
  ASSERT_TRUE(module) << diag.renderAll();
  auto exe = runtime::compile(device, *module, *module->lookup("main"));
  interp::InfeedQueue infeed;
  interp::OutfeedQueue outfeed;
  std::vector<std::pair<int64_t, double>> seen;  // (step, running sum) in the order the callback saw them
  outfeed.onEntry = [&](std::vector<Tensor> entry) {
    ASSERT_EQ(entry.size(), 2u);
    seen.push_back({entry[0].getInt(0), entry[1].getDouble(0)});
    EXPECT_TRUE(infeed.entries.empty()) << "step " << seen.back().first << " has not consumed its input yet";
    infeed.entries.push_back({f32(double(seen.size() + 1))});  // the next step's input: 2, 3, 4
  };
  infeed.entries.push_back({f32(1)});
  runtime::RunOptions options;
  options.infeed = &infeed;
  options.outfeed = &outfeed;
  std::vector<Tensor> out = exe->run({Tensor::token(), i64(4)}, options);
  EXPECT_EQ(out[0].getDouble(0), 10.0);  // 1 + 2 + 3 + 4
  std::vector<std::pair<int64_t, double>> want = {{0, 1}, {1, 3}, {2, 6}, {3, 10}};
  EXPECT_EQ(seen, want);
  EXPECT_TRUE(outfeed.entries.empty());  // all went to the callback
  EXPECT_EQ(infeed.entries.size(), 1u);  // the input fed after the last step is left over
  // Without a callback, the entries wait in the queue for the end of the run, and the infeed must
  // hold every step's input from the start.
  interp::OutfeedQueue queued;
  infeed.entries.clear();
  for (double v : {1.0, 2.0}) infeed.entries.push_back({f32(v)});
  options.outfeed = &queued;
  out = exe->run({Tensor::token(), i64(2)}, options);
  EXPECT_EQ(out[0].getDouble(0), 3.0);
  ASSERT_EQ(queued.entries.size(), 2u);
  EXPECT_EQ(queued.entries[1][1].getDouble(0), 3.0);
}

TEST(OutfeedCallback, InterpreterDeliversEntriesDuringTheRun) { expectEntriesDuringTheRun(runtime::Device::Interp); }
TEST(OutfeedCallback, CpuExecutorDeliversEntriesDuringTheRun) { expectEntriesDuringTheRun(runtime::Device::Cpu); }

// An exception the callback throws stops the run: the loop does not go on to its next step.
TEST(OutfeedCallback, ACallbackThatThrowsStopsTheRun) {
  for (runtime::Device device : {runtime::Device::Interp, runtime::Device::Cpu}) {
    SourceManager sources;
    DiagnosticEngine diag;
    auto module = ir::parseModuleText(sources, "test.mlir", kLoop, diag);
    ASSERT_TRUE(module) << diag.renderAll();
    auto exe = runtime::compile(device, *module, *module->lookup("main"));
    interp::InfeedQueue infeed;
    for (int k = 0; k < 5; ++k) infeed.entries.push_back({f32(1)});
    interp::OutfeedQueue outfeed;
    int calls = 0;
    outfeed.onEntry = [&](std::vector<Tensor>) {
      if (++calls == 2) throw std::runtime_error("stop");
    };
    runtime::RunOptions options;
    options.infeed = &infeed;
    options.outfeed = &outfeed;
    EXPECT_THROW(exe->run({Tensor::token(), i64(5)}, options), std::runtime_error);
    EXPECT_EQ(calls, 2);
    EXPECT_EQ(infeed.entries.size(), 3u);  // steps 3-5 never read theirs
  }
}

}  // namespace
}  // namespace juxla::cpu
