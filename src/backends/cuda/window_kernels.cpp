// select_and_scatter and reduce_window as NVRTC kernels (see op_kernels.h), deterministic and in
// the interpreter's order, so their bits match it: no atomics, one thread per result element.
#include <fmt/format.h>

#include "backends/cuda/op_kernel_text.h"
#include "backends/cuda/op_kernels.h"

namespace juxla::cuda {

using namespace opkernel;

namespace {

// A body `return op(arg_i, arg_j)` of one binary op over its two arguments: the op, and whether
// the arguments come swapped (op(arg1, arg0)).
struct BinaryBody {
  const ir::Operation* op = nullptr;
  bool swapped = false;
};

BinaryBody binaryBody(const ir::Operation& owner, size_t region) {
  if (owner.numRegions() <= region || owner.region(region).empty()) return {};
  const ir::Block& body = owner.region(region).block();
  const ir::Operation* combine = body.front();
  if (body.numArgs() != 2 || !combine || combine->numOperands() != 2) return {};
  const ir::Operation* ret = combine->next();
  if (!ret || ret->next() || ret->numOperands() != 1 || ret->operand(0) != combine->result()) return {};
  if (combine->operand(0) == body.arg(0) && combine->operand(1) == body.arg(1)) return {combine, false};
  if (combine->operand(0) == body.arg(1) && combine->operand(1) == body.arg(0)) return {combine, true};
  return {};
}

// `acc = body(acc, v)` as C for an add, maximum, minimum or multiply body; empty when not one.
std::string combineText(const BinaryBody& b, ir::ElementType e, const std::string& acc, const std::string& v) {
  if (!b.op) return "";
  std::string x = b.swapped ? v : acc, y = b.swapped ? acc : v;
  bool isFloat = ir::isFloat(e), isBool = ir::isBool(e);
  std::string T = valueType(e);
  if (b.op->is(ir::OpCode::Add) || b.op->is(ir::OpCode::Multiply)) {
    bool add = b.op->is(ir::OpCode::Add);
    if (isBool) return fmt::format("{} {} {}", x, add ? "||" : "&&", y);  // XLA's pred arithmetic
    if (isFloat) return fmt::format("{} {} {}", x, add ? "+" : "*", y);
    return fmt::format("({})(({}){} {} ({}){})", T, wrapType(e), x, add ? "+" : "*", wrapType(e), y);
  }
  if (b.op->is(ir::OpCode::Maximum) || b.op->is(ir::OpCode::Minimum)) {
    bool max = b.op->is(ir::OpCode::Maximum);
    if (isFloat) return fmt::format("juxla_kernel::{}({}, {})", max ? "maximum" : "minimum", x, y);
    if (isBool) return fmt::format("{} {} {}", x, max ? "||" : "&&", y);
    return fmt::format("({0} {1} {2} ? {0} : {2})", x, max ? ">=" : "<=", y);
  }
  return "";
}

struct Window {
  std::vector<int64_t> dims, strides, baseDilations, windowDilations, padLow, padHigh;
};

Window readWindow(const ir::Operation& op, size_t rank) {
  Window w;
  std::vector<int64_t> ones(rank, 1);
  w.dims = intsAttr(op, "window_dimensions", ones);
  w.strides = intsAttr(op, "window_strides", ones);
  w.baseDilations = intsAttr(op, "base_dilations", ones);
  w.windowDilations = intsAttr(op, "window_dilations", ones);
  std::vector<int64_t> padding = intsAttr(op, "padding", std::vector<int64_t>(2 * rank, 0));
  for (size_t d = 0; d < rank && 2 * d + 1 < padding.size(); ++d) w.padLow.push_back(padding[2 * d]), w.padHigh.push_back(padding[2 * d + 1]);
  return w;
}

bool validWindow(const Window& w, size_t rank) {
  for (const auto* v : {&w.dims, &w.strides, &w.baseDilations, &w.windowDilations, &w.padLow})
    if (v->size() != rank) return false;
  return true;
}

// Element k of window r as the input position p<d> (the interpreter's Window::inputOffset): the
// statements set `in` (false on padding or a base dilation hole) and `at` (the linear offset).
std::string windowPosition(const Window& w, std::span<const int64_t> shape, const char* indent) {
  std::vector<int64_t> strides = rowMajorStrides(shape);
  std::string s = fmt::format("{}bool in = true;\n{}long long at = 0;\n", indent, indent);
  for (size_t d = 0; d < shape.size(); ++d) {
    s += fmt::format("{0}const long long q{1} = r{1} * {2}LL + k{1} * {3}LL - {4}LL;\n", indent, d, w.strides[d], w.windowDilations[d],
                     w.padLow[d]);
    if (w.baseDilations[d] == 1) {
      s += fmt::format("{0}in = in && q{1} >= 0 && q{1} < {2}LL;\n", indent, d, shape[d]);
      s += fmt::format("{0}at += q{1} * {2}LL;\n", indent, d, strides[d]);
    } else {
      s += fmt::format("{0}in = in && q{1} >= 0 && q{1} % {2}LL == 0 && q{1} / {2}LL < {3}LL;\n", indent, d, w.baseDilations[d], shape[d]);
      s += fmt::format("{0}at += (q{1} / {2}LL) * {3}LL;\n", indent, d, w.baseDilations[d], strides[d]);
    }
  }
  return s;
}

// Nested loops k0, k1, ... over the window in row-major order around `inner`.
std::string overWindow(const Window& w, const std::string& inner, int depth) {
  std::string open, close;
  for (size_t d = 0; d < w.dims.size(); ++d) {
    std::string ind(size_t(depth + 2 * int(d)), ' ');
    open += fmt::format("{0}for (long long k{1} = 0; k{1} < {2}LL; ++k{1}) {{\n", ind, d, w.dims[d]);
    close = ind + "}\n" + close;
  }
  std::string ind(size_t(depth + 2 * int(w.dims.size())), ' ');
  std::string body;
  for (size_t at = 0; at < inner.size();) {
    size_t end = inner.find('\n', at);
    body += ind + inner.substr(at, end - at + 1);
    at = end + 1;
  }
  return open + body + close;
}

FusedKernelSource reduceWindow(const ir::Operation& op, std::string_view name) {
  if (op.numOperands() != 2 || op.numResults() != 1) return refused("reduce_window of several inputs");
  ir::Type in = op.operand(0)->type(), out = op.result()->type();
  ir::ElementType e = in.elementType();
  std::string T = valueType(e);
  if (T.empty()) return refused("reduce_window of " + in.str());
  std::string acc = combineText(binaryBody(op, 0), e, "acc", "v");
  if (acc.empty()) return refused("reduce_window whose body is not one add, maximum, minimum or multiply of its arguments");
  size_t rank = size_t(in.rank());
  Window w = readWindow(op, rank);
  if (!validWindow(w, rank)) return refused("reduce_window with window attributes not of the input's rank");
  KernelFrame f;
  f.inputTypes = {T, T};
  f.outputTypes = {T};
  f.workItems = out.numElements();
  // acc starts at init; every window element folds in, padding as the init value
  f.prologue = fmt::format("  const {} init = in1[0];\n", T);
  f.body = splitIndex(out.shape(), "t", "r", "    ") + fmt::format("    {} acc = init;\n", T);
  std::string inner = windowPosition(w, in.shape(), "") + fmt::format("const {} v = in ? in0[at] : init;\nacc = {};\n", T, acc);
  f.body += overWindow(w, inner, 4) + "    out0[t] = acc;\n";
  return assemble(name, f);
}

// The select body's test `pick OP x` as C (with NaN as the compare has it), or empty.
std::string selectTest(const ir::Operation& op, ir::ElementType e) {
  BinaryBody b = binaryBody(op, 0);
  if (!b.op || !b.op->is(ir::OpCode::Compare)) return "";
  ir::Attr type = b.op->attr("compare_type");
  if (type && type.str() == "TOTALORDER") return "";
  std::string d = b.op->attr("comparison_direction").str();
  const char* c = d == "GE" ? ">=" : d == "GT" ? ">" : d == "LE" ? "<=" : d == "LT" ? "<" : nullptr;
  if (!c || ir::isBool(e)) return "";
  return b.swapped ? fmt::format("x {} pick", c) : fmt::format("pick {} x", c);
}

// One thread per operand element x: the source positions whose windows cover x, in row-major
// order, each re-deciding its window's pick; where that pick is x, the source value is added.
FusedKernelSource selectAndScatter(const ir::Operation& op, std::string_view name) {
  if (op.numOperands() != 3 || op.numResults() != 1) return refused("select_and_scatter of other arity");
  ir::Type operand = op.operand(0)->type(), source = op.operand(1)->type();
  ir::ElementType e = operand.elementType();
  std::string T = valueType(e);
  if (T.empty()) return refused("select_and_scatter of " + operand.str());
  std::string test = selectTest(op, e);
  if (test.empty()) return refused("select_and_scatter whose select is not a GE, GT, LE or LT compare of its arguments");
  BinaryBody scatter = binaryBody(op, 1);
  if (!scatter.op || !scatter.op->is(ir::OpCode::Add)) return refused("select_and_scatter whose scatter is not an add");
  std::string add = combineText(scatter, e, "acc", "in1[src]");
  size_t rank = size_t(operand.rank());
  Window w = readWindow(op, rank);
  if (!validWindow(w, rank) || source.rank() != int64_t(rank)) return refused("select_and_scatter with attributes not of the operand's rank");
  for (size_t d = 0; d < rank; ++d) {
    if (w.baseDilations[d] != 1 || w.windowDilations[d] != 1) return refused("select_and_scatter with dilations");
    if (w.padLow[d] < 0 || w.padHigh.size() != rank || w.padHigh[d] < 0) return refused("select_and_scatter with negative padding");
  }
  std::span<const int64_t> shape = operand.shape(), sourceShape = source.shape();
  std::vector<int64_t> sourceStrides = rowMajorStrides(sourceShape);
  KernelFrame f;
  f.inputTypes = {T, T, T};
  f.outputTypes = {T};
  f.workItems = operand.numElements();
  f.body = splitIndex(shape, "t", "x", "    ") + fmt::format("    {} acc = in2[0];\n", T);
  // windows r with r * stride <= x + padLow < r * stride + window, inside the source
  std::string open, close;
  std::vector<std::string> r;
  for (size_t d = 0; d < rank; ++d) {
    std::string ind(size_t(4 + 2 * d), ' ');
    open += fmt::format("{0}const long long p{1} = x{1} + {2}LL;\n{0}const long long lo{1} = p{1} < {3}LL ? 0 : (p{1} - {3}LL) / {4}LL + 1;\n"
                        "{0}const long long hi{1} = p{1} / {4}LL < {5}LL ? p{1} / {4}LL : {5}LL;\n"
                        "{0}for (long long r{1} = lo{1}; r{1} <= hi{1}; ++r{1}) {{\n",
                        ind, d, w.padLow[d], w.dims[d], w.strides[d], sourceShape[d] - 1);
    close = ind + "}\n" + close;
    r.push_back(fmt::format("r{}", d));
  }
  std::string ind(size_t(4 + 2 * rank), ' ');
  std::string pick = fmt::format("{} pick = 0;\nlong long picked = -1;\n", T);
  std::string inner = windowPosition(w, shape, "") + "if (in) {\n  const " + T + " x = in0[at];\n  if (picked < 0 || !(" + test +
                      ")) {\n    picked = at;\n    pick = x;\n  }\n}\n";
  std::string decide = pick + overWindow(w, inner, 0) +
                       fmt::format("if (picked == t) {{\n  const long long src = {};\n  acc = {};\n}}\n", linearIndex(r, sourceStrides), add);
  for (size_t at = 0; at < decide.size();) {
    size_t end = decide.find('\n', at);
    open += ind + decide.substr(at, end - at + 1);
    at = end + 1;
  }
  f.body += open + close + "    out0[t] = acc;\n";
  return assemble(name, f);
}

}  // namespace

FusedKernelSource generateWindowKernel(const ir::Operation& op, std::string_view name) {
  if (op.is(ir::OpCode::ReduceWindow)) return reduceWindow(op, name);
  if (op.is(ir::OpCode::SelectAndScatter)) return selectAndScatter(op, name);
  return refused(std::string(op.name()) + " is not a windowed op");
}

}  // namespace juxla::cuda
