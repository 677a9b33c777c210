// Typing rules for the ops with a reduction-like body: reduce, reduce_window, select_and_scatter,
// sort and map.
#include <fmt/format.h>

#include <algorithm>

#include "ir/infer_rules.h"

namespace juxla::ir::infer_detail {

namespace {
// reduce and reduce_window take N inputs of one shape, then N scalar init values of matching types.
bool inputsAndInits(OpTyping& t, size_t& n) {
  size_t count = t.numOperands();
  if (count < 2 || count % 2 != 0)
    return t.fail(fmt::format("expects 2N operands (N inputs, then N init values, N >= 1) but has {}", count));
  if (!tensorOperands(t)) return false;
  n = count / 2;
  Type first = t.operand(0);
  for (size_t k = 0; k < n; ++k) {
    Type input = t.operand(k), init = t.operand(n + k);
    if (!std::ranges::equal(input.shape(), first.shape()))
      return t.fail(fmt::format("operand #{} (input) has type {} but operand #0 has type {}; inputs need one shape", k,
                                input.str(), first.str()));
    Type scalar = Type::scalar(input.elementType());
    if (init != scalar)
      return t.fail(fmt::format("operand #{} (init value) has type {} but needs {} to match operand #{} ({})", n + k,
                                init.str(), scalar.str(), k, input.str()));
  }
  return true;
}

bool reductionBody(OpTyping& t, size_t n) {
  std::vector<Type> scalars = scalarsOf(t.operands.first(n)), args = scalars;
  args.insert(args.end(), scalars.begin(), scalars.end());
  return regionCount(t, 1) && checkRegion(t, 0, "body", args, &scalars);
}

// Window attributes of reduce_window and select_and_scatter, defaulted as the spec says when absent.
struct Window {
  std::vector<int64_t> dims, strides, baseDilations, windowDilations;
  std::vector<std::pair<int64_t, int64_t>> padding;
};

bool readWindow(OpTyping& t, int64_t rank, bool dilations, Window& w) {
  std::string because = fmt::format("the rank of operand #0 ({})", t.operand(0).str());
  w.strides.assign(size_t(rank), 1);
  w.baseDilations.assign(size_t(rank), 1);
  w.windowDilations.assign(size_t(rank), 1);
  w.padding.assign(size_t(rank), {0, 0});
  Need needDims = t.code == OpCode::ReduceWindow ? Need::Required : Need::Optional;
  if (!readI64Array(t, "window_dimensions", needDims, w.dims) ||
      !sizeIs(t, "window_dimensions", w.dims.size(), rank, because) ||
      !allPositive(t, "window_dimensions", w.dims) || !readI64Array(t, "window_strides", Need::Optional, w.strides) ||
      !sizeIs(t, "window_strides", w.strides.size(), rank, because) || !allPositive(t, "window_strides", w.strides) ||
      !readPadding(t, "padding", Need::Optional, rank, w.padding))
    return false;
  if (!dilations) return true;
  return readI64Array(t, "base_dilations", Need::Optional, w.baseDilations) &&
         sizeIs(t, "base_dilations", w.baseDilations.size(), rank, because) &&
         allPositive(t, "base_dilations", w.baseDilations) &&
         readI64Array(t, "window_dilations", Need::Optional, w.windowDilations) &&
         sizeIs(t, "window_dilations", w.windowDilations.size(), rank, because) &&
         allPositive(t, "window_dilations", w.windowDilations);
}

std::vector<int64_t> windowedShape(Type input, const Window& w) {
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < input.rank(); ++d) {
    size_t i = size_t(d);
    int64_t padded = w.padding[i].first + dilatedSize(input.dim(d), w.baseDilations[i]) + w.padding[i].second;
    shape.push_back(numWindows(padded, dilatedSize(w.dims[i], w.windowDilations[i]), w.strides[i]));
  }
  return shape;
}
}  // namespace

bool typeReduce(OpTyping& t) {
  size_t n = 0;
  if (!inputsAndInits(t, n)) return false;
  Type first = t.operand(0);
  std::vector<int64_t> dims;
  if (!readI64Array(t, "dimensions", Need::Required, dims)) return false;
  if (!dimsUnique(t, "dimensions", dims) ||
      !dimsInRange(t, "dimensions", dims, first.rank(), fmt::format("operand #0 ({})", first.str())))
    return false;
  if (!reductionBody(t, n)) return false;
  std::vector<int64_t> shape;
  for (int64_t d = 0; d < first.rank(); ++d)
    if (std::ranges::find(dims, d) == dims.end()) shape.push_back(first.dim(d));
  std::vector<Type> results;
  for (size_t k = 0; k < n; ++k) results.push_back(Type::tensor(t.operand(k).elementType(), shape));
  return t.succeed(results);
}

bool typeReduceWindow(OpTyping& t) {
  size_t n = 0;
  if (!inputsAndInits(t, n)) return false;
  Window w;
  if (!readWindow(t, t.operand(0).rank(), true, w) || !reductionBody(t, n)) return false;
  std::vector<int64_t> shape = windowedShape(t.operand(0), w);
  std::vector<Type> results;
  for (size_t k = 0; k < n; ++k) results.push_back(Type::tensor(t.operand(k).elementType(), shape));
  return t.succeed(results);
}

bool typeSelectAndScatter(OpTyping& t) {
  if (!operandCount(t, 3) || !tensorOperands(t)) return false;
  Type operand = t.operand(0), source = t.operand(1);
  if (source.elementType() != operand.elementType())
    return t.fail(fmt::format("operand #1 (source) has type {} but operand #0 has type {}; they need one element type",
                              source.str(), operand.str()));
  Type scalar = Type::scalar(operand.elementType());
  if (t.operand(2) != scalar)
    return t.fail(fmt::format("operand #2 (init_value) has type {} but needs {} to match operand #0 ({})",
                              t.operand(2).str(), scalar.str(), operand.str()));
  Window w;
  if (!readWindow(t, operand.rank(), false, w)) return false;
  std::vector<int64_t> windows = windowedShape(operand, w);
  if (!std::ranges::equal(source.shape(), windows))
    return t.fail(fmt::format("operand #1 (source) has type {} but the windows over operand #0 ({}) give shape {}",
                              source.str(), operand.str(), listStr(windows)));
  std::vector<Type> pair = {scalar, scalar}, predicate = {Type::scalar(ElementType::I1)}, combined = {scalar};
  if (!regionCount(t, 2) || !checkRegion(t, 0, "select", pair, &predicate) ||
      !checkRegion(t, 1, "scatter", pair, &combined))
    return false;
  return t.succeed({operand});
}

bool typeSort(OpTyping& t) {
  if (!minOperandCount(t, 1, "the tensors to sort") || !tensorOperands(t)) return false;
  Type first = t.operand(0);
  for (size_t i = 1; i < t.numOperands(); ++i)
    if (!std::ranges::equal(t.operand(i).shape(), first.shape()))
      return t.fail(fmt::format("operand #{} has type {} but operand #0 has type {}; sort inputs need one shape", i,
                                t.operand(i).str(), first.str()));
  int64_t dimension = -1;
  bool stable = false;
  if (!readInt(t, "dimension", Need::Optional, dimension) || !readBool(t, "is_stable", Need::Optional, stable))
    return false;
  if (dimension < -first.rank() || dimension >= first.rank())
    return t.fail(fmt::format("dimension = {} is outside [{}, {}) for operand #0 ({})", dimension, -first.rank(),
                              first.rank(), first.str()));
  std::vector<Type> args, predicate = {Type::scalar(ElementType::I1)};
  for (Type s : scalarsOf(t.operands)) args.insert(args.end(), {s, s});
  if (!regionCount(t, 1) || !checkRegion(t, 0, "comparator", args, &predicate)) return false;
  return t.succeed(std::vector<Type>(t.operands.begin(), t.operands.end()));
}

bool typeMap(OpTyping& t) {
  if (!minOperandCount(t, 1, "the tensors to map") || !tensorOperands(t)) return false;
  Type first = t.operand(0);
  for (size_t i = 1; i < t.numOperands(); ++i)
    if (!std::ranges::equal(t.operand(i).shape(), first.shape()))
      return t.fail(fmt::format("operand #{} has type {} but operand #0 has type {}; map inputs need one shape", i,
                                t.operand(i).str(), first.str()));
  std::vector<int64_t> dims, all;
  if (!readI64Array(t, "dimensions", Need::Required, dims)) return false;
  for (int64_t d = 0; d < first.rank(); ++d) all.push_back(d);
  if (dims != all)
    return t.fail(fmt::format("dimensions = {} must be {}, every dimension of operand #0 ({}) in order", listStr(dims),
                              listStr(all), first.str()));
  if (!t.haveRegions()) {
    // Without the computation the result element type is unknown; accept a given one of the right shape.
    if (!needGivenResults(t, 1) || !tensorResult(t, 0)) return false;
    if (!std::ranges::equal((*t.given)[0].shape(), first.shape()))
      return t.fail(fmt::format("result #0 has type {} but the inputs have shape {}", (*t.given)[0].str(),
                                listStr(first.shape())));
    return t.succeed({(*t.given)[0]});
  }
  std::vector<Type> returned;
  if (!regionCount(t, 1) || !checkRegion(t, 0, "computation", scalarsOf(t.operands), nullptr) ||
      !regionReturnTypes(t, 0, "computation", returned))
    return false;
  if (returned.size() != 1 || !returned[0].isTensor() || returned[0].rank() != 0)
    return t.fail(fmt::format("region #0 (computation) must return one 0-dimensional tensor but returns {}",
                              typesStr(returned)));
  return t.succeed({first.withElementType(returned[0].elementType())});
}

}  // namespace juxla::ir::infer_detail
