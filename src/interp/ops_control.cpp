// Control flow, calls, tuples, tokens, infeed/outfeed and custom calls.
#include "interp/checks.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {
bool scalarTrue(const Tensor& t) { return t.bits(0) != 0; }
}  // namespace

Values evalWhile(OpContext& ctx) {
  Values state(ctx.operands.begin(), ctx.operands.end());
  while (true) {
    Values cond = ctx.interp.runRegion(ctx.op.region(0), state);
    if (!scalarTrue(cond.at(0))) return state;
    state = ctx.interp.runRegion(ctx.op.region(1), std::move(state));
  }
}

Values evalIf(OpContext& ctx) {
  return ctx.interp.runRegion(ctx.op.region(scalarTrue(ctx.operand(0)) ? 0 : 1), {});
}

Values evalCase(OpContext& ctx) {
  // An index outside [0, N) selects the last branch (the spec's default branch).
  int64_t n = int64_t(ctx.op.numRegions());
  int64_t index = ctx.operand(0).getInt(0);
  if (index < 0 || index >= n) index = n - 1;
  return ctx.interp.runRegion(ctx.op.region(size_t(index)), {});
}

Values evalCall(OpContext& ctx) {
  const ir::Func* callee = ctx.interp.module().lookup(ctx.attr("callee").str());
  if (!callee) ctx.fail("calls @" + ctx.attr("callee").str() + ", which is not in the module");
  return ctx.interp.call(*callee, Values(ctx.operands.begin(), ctx.operands.end()));
}

Values evalOptimizationBarrier(OpContext& ctx) { return Values(ctx.operands.begin(), ctx.operands.end()); }

Values evalTuple(OpContext& ctx) { return {Tensor::tuple(Values(ctx.operands.begin(), ctx.operands.end()))}; }

Values evalGetTupleElement(OpContext& ctx) {
  return {ctx.operand(0).tupleElements()[size_t(ctx.attr("index").intValue())]};
}

Values evalAfterAll(OpContext&) { return {Tensor::token()}; }

Values evalInfeed(OpContext& ctx) {
  InfeedQueue* queue = ctx.interp.options().infeed;
  if (!queue || queue->entries.empty()) ctx.fail("reads from an empty infeed queue");
  Values entry = std::move(queue->entries.front());
  queue->entries.pop_front();
  size_t n = ctx.op.numResults() - 1;  // the last result is the token
  if (entry.size() != n) ctx.fail("expects " + std::to_string(n) + " values but the infeed entry has " + std::to_string(entry.size()));
  for (size_t i = 0; i < n; ++i)
    if (entry[i].type() != ctx.resultType(i))
      ctx.fail("result #" + std::to_string(i) + " is " + ctx.resultType(i).str() + " but the infeed entry holds " +
               entry[i].type().str());
  entry.push_back(Tensor::token());
  return entry;
}

Values evalOutfeed(OpContext& ctx) {
  OutfeedQueue* queue = ctx.interp.options().outfeed;
  if (!queue) ctx.fail("writes to an outfeed, but no outfeed queue was given");
  std::vector<Tensor> entry(ctx.operands.begin(), ctx.operands.end() - 1);  // all but the token
  if (queue->onEntry) queue->onEntry(std::move(entry));
  else queue->entries.push_back(std::move(entry));
  return {Tensor::token()};
}

Values evalCustomCall(OpContext& ctx) {
  const std::string& target = ctx.attr("call_target_name").str();
  if (target.rfind("check.", 0) == 0) return evalCustomCallCheck(ctx);
  // AD's stop-gradient marker (src/ad/vjp.h) is the identity when run.
  if (target == "juxla.stop_gradient") return Values(ctx.operands.begin(), ctx.operands.end());
  // A user's rrule marker: (inputs..., results...) -> results; the results were computed before it.
  if (target == "juxla.custom_rule") return Values(ctx.operands.end() - ptrdiff_t(ctx.op.numResults()), ctx.operands.end());
  ctx.fail("calls @" + target + ", which the interpreter does not know");
}

}  // namespace juxla::interp
