#include "passes/pipeline.h"

#include "passes/pass_test_support.h"

namespace juxla::passes {
namespace {

using test_support::PassRun;
using test_support::runPassesOn;

const char* kValid = R"(func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %arg0 : tensor<f32>
  %1 = stablehlo.abs %arg0 : tensor<f32>
  %2 = stablehlo.add %0, %1 : tensor<f32>
  return %2 : tensor<f32>
}
)";

// Breaks the IR on purpose: gives every stablehlo.abs an i32 result.
class BreakTypes final : public Pass {
 public:
  std::string_view name() const override { return "break-types"; }
  bool run(ir::Module& module) override {
    for (ir::Operation& op : module.funcs()[0]->entry())
      if (op.is(ir::OpCode::Abs)) op.result()->setType(ir::Type::scalar(ir::ElementType::I32));
    return true;
  }
};

class CountRuns final : public Pass {
 public:
  explicit CountRuns(int* runs) : runs_(runs) {}
  std::string_view name() const override { return "count"; }
  bool run(ir::Module&) override { return ++*runs_, false; }

 private:
  int* runs_;
};

class Fail final : public Pass {
 public:
  std::string_view name() const override { return "fail"; }
  bool run(ir::Module&) override { return error({}, "fail always fails"), false; }
};

TEST(PassRegistry, CreatesEveryRegisteredPassByName) {
  std::vector<std::string_view> names = registeredPassNames();
  EXPECT_EQ(names, (std::vector<std::string_view>{"canonicalize", "cse", "dce", "inline"}));
  for (std::string_view name : names) {
    std::unique_ptr<Pass> pass = createPass(name);
    ASSERT_NE(pass, nullptr) << name;
    EXPECT_EQ(pass->name(), name);
  }
  EXPECT_EQ(createPass("fold"), nullptr);
}

TEST(Pipeline, RejectsUnknownPassNamesListingTheKnownOnes) {
  DiagnosticEngine diag;
  Pipeline pipeline(diag);
  EXPECT_EQ(pipeline.addPassList("cse,fold,dce"), "unknown pass 'fold'; known passes: canonicalize, cse, dce, inline");
  EXPECT_EQ(pipeline.addPassList("cse,,dce"), "empty pass name in 'cse,,dce'; known passes: canonicalize, cse, dce, inline");
  EXPECT_TRUE(pipeline.passNames().empty());
  EXPECT_EQ(pipeline.addPassList("inline,cse"), "");
  EXPECT_EQ(pipeline.passNames(), (std::vector<std::string_view>{"inline", "cse"}));
}

TEST(Pipeline, VerifiesTheInputBeforeAnyPass) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "input.mlir", R"(func.func @main(%arg0: tensor<f32>) -> tensor<i32> {
  return %arg0 : tensor<f32>
}
)", diag);
  ASSERT_NE(module, nullptr);
  int runs = 0;
  Pipeline pipeline(diag);
  pipeline.add(std::make_unique<CountRuns>(&runs));
  EXPECT_FALSE(pipeline.run(*module));
  EXPECT_EQ(runs, 0);
  EXPECT_EQ(diag.renderAll().rfind("input.mlir:2:3: error: ", 0), 0u) << diag.renderAll();
}

TEST(Pipeline, NamesThePassThatBrokeTheIrAndStops) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "input.mlir", kValid, diag);
  ASSERT_NE(module, nullptr);
  int runs = 0;
  Pipeline pipeline(diag);
  pipeline.add(std::make_unique<BreakTypes>());
  pipeline.add(std::make_unique<CountRuns>(&runs));
  EXPECT_FALSE(pipeline.run(*module));
  EXPECT_EQ(runs, 0);
  std::string errors = diag.renderAll();
  EXPECT_EQ(errors.rfind("error: pass 'break-types' produced invalid IR\ninput.mlir:2:8: error: ", 0), 0u) << errors;
}

TEST(Pipeline, StopsAfterAPassThatReportsAnError) {
  SourceManager sources;
  DiagnosticEngine diag(&sources);
  auto module = ir::parseModuleText(sources, "input.mlir", kValid, diag);
  int runs = 0;
  Pipeline pipeline(diag);
  pipeline.add(std::make_unique<Fail>());
  pipeline.add(std::make_unique<CountRuns>(&runs));
  EXPECT_FALSE(pipeline.run(*module));
  EXPECT_EQ(runs, 0);
  EXPECT_EQ(diag.renderAll(), "error: fail always fails\n");
}

TEST(Pipeline, DumpsAfterTheNamedPassOrAll) {
  PipelineOptions named;
  named.dumpAfter = "cse";
  PassRun run = runPassesOn(kValid, "cse,dce", named);
  ASSERT_TRUE(run.ok) << run.errors;
  EXPECT_TRUE(run.changed);
  EXPECT_EQ(run.dumps, R"(// -----// IR Dump After cse //----- //
module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %1 = stablehlo.add %0, %0 : tensor<f32>
    return %1 : tensor<f32>
  }
}
)");
  EXPECT_EQ(run.output, run.dumps.substr(run.dumps.find('\n') + 1));

  PipelineOptions all;
  all.dumpAfter = "all";
  all.print.genericForm = true;
  run = runPassesOn(kValid, "dce,cse", all);
  ASSERT_TRUE(run.ok) << run.errors;
  size_t dce = run.dumps.find("// -----// IR Dump After dce //----- //\n");
  size_t cse = run.dumps.find("// -----// IR Dump After cse //----- //\n");
  EXPECT_EQ(dce, 0u);
  EXPECT_NE(cse, std::string::npos);
  EXPECT_NE(run.dumps.find("\"stablehlo.abs\"(%arg0)"), std::string::npos) << run.dumps;
}

}  // namespace
}  // namespace juxla::passes
