// Ops with a reduction body: reduce, reduce_window, select_and_scatter, sort and map. Bodies run
// through Interpreter::runRegion on rank-0 tensors; elements move as raw bytes, so one code path
// serves every element type. Where the spec leaves the order of applying a body to the
// implementation, it is a left fold in row-major order: acc = body(acc, x), starting from the init
// value.
#include <algorithm>

#include "interp/merge_order.h"
#include "interp/ops.h"

namespace juxla::interp {

namespace {

// A result under construction, written one element at a time.
class ElementBuffer {
 public:
  explicit ElementBuffer(ir::Type type)
      : type_(type), size_(size_t(ir::storageBytes(type.elementType()))), bytes_(size_t(type.numElements()) * size_) {}
  static ElementBuffer filledWith(ir::Type type, const Tensor& scalar) {
    ElementBuffer b(type);
    for (int64_t i = 0; i < type.numElements(); ++i) b.set(i, scalar);
    return b;
  }
  Tensor scalar(int64_t i) const {
    auto first = bytes_.begin() + ptrdiff_t(size_t(i) * size_);
    return Tensor::fromBytes(ir::Type::scalar(type_.elementType()), {first, first + ptrdiff_t(size_)});
  }
  void set(int64_t i, const Tensor& scalar) { std::memcpy(&bytes_[size_t(i) * size_], scalar.bytes().data(), size_); }
  void copy(int64_t to, const Tensor& source, int64_t from) {
    std::memcpy(&bytes_[size_t(to) * size_], source.bytes().data() + size_t(from) * size_, size_);
  }
  Tensor finish() && { return Tensor::fromBytes(type_, std::move(bytes_)); }

 private:
  ir::Type type_;
  size_t size_;
  std::vector<uint8_t> bytes_;
};

// Element i of t as a rank-0 tensor.
Tensor scalarAt(const Tensor& t, int64_t i) {
  size_t size = size_t(ir::storageBytes(t.elementType()));
  auto first = t.bytes().begin() + ptrdiff_t(size_t(i) * size);
  return Tensor::fromBytes(ir::Type::scalar(t.elementType()), {first, first + ptrdiff_t(size)});
}

// Runs a body region and checks that it yields `count` rank-0 tensors of the expected types.
Values runBody(OpContext& ctx, size_t region, Values args, std::span<const ir::Type> expected) {
  Values out = ctx.interp.runRegion(ctx.op.region(region), std::move(args));
  if (out.size() != expected.size()) ctx.fail("body yields " + std::to_string(out.size()) + " values, expected " +
                                              std::to_string(expected.size()));
  for (size_t k = 0; k < out.size(); ++k)
    if (out[k].type() != expected[k])
      ctx.fail("body yields " + out[k].type().str() + " where " + expected[k].str() + " is expected");
  return out;
}

bool bodyTrue(OpContext& ctx, size_t region, Values args) {
  static const ir::Type kPredicate = ir::Type::scalar(ir::ElementType::I1);
  return runBody(ctx, region, std::move(args), {&kPredicate, 1})[0].bits(0) != 0;
}

std::vector<ir::Type> scalarTypes(std::span<const Tensor> tensors) {
  std::vector<ir::Type> types;
  for (const Tensor& t : tensors) types.push_back(ir::Type::scalar(t.elementType()));
  return types;
}

// The windowing of reduce_window and select_and_scatter, with the spec's defaults filled in.
struct Window {
  std::vector<int64_t> dims, strides, baseDilations, windowDilations, paddingLow;

  static Window read(const OpContext& ctx, size_t rank) {
    Window w;
    std::vector<int64_t> ones(rank, 1);
    w.dims = ctx.ints("window_dimensions", ones);
    w.strides = ctx.ints("window_strides", ones);
    w.baseDilations = ctx.ints("base_dilations", ones);
    w.windowDilations = ctx.ints("window_dilations", ones);
    std::vector<int64_t> padding = ctx.ints("padding", std::vector<int64_t>(2 * rank, 0));
    for (size_t d = 0; d < rank; ++d) w.paddingLow.push_back(padding[2 * d]);
    return w;
  }

  // The linear input offset of element `at` of the window at `window` (an index of the windowed
  // result), or -1 where it falls on padding or a base dilation hole.
  int64_t inputOffset(std::span<const int64_t> window, std::span<const int64_t> at, std::span<const int64_t> shape,
                      std::span<const int64_t> strides) const {
    int64_t offset = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      int64_t pos = window[d] * this->strides[d] + at[d] * windowDilations[d] - paddingLow[d];
      int64_t i = pos / baseDilations[d];
      if (pos < 0 || pos % baseDilations[d] != 0 || i >= shape[d]) return -1;
      offset += i * strides[d];
    }
    return offset;
  }
};

}  // namespace

// results[k][j] = fold of body over the inputs[k] slice at j, row-major, from init_values[k].
Values evalReduce(OpContext& ctx) {
  size_t n = ctx.operands.size() / 2;
  std::span<const Tensor> inputs = ctx.operands.first(n), inits = ctx.operands.subspan(n);
  std::vector<int64_t> dims = ctx.ints("dimensions");
  std::span<const int64_t> shape = inputs[0].shape();
  std::vector<ir::Type> types = scalarTypes(inputs);

  std::vector<ElementBuffer> results;
  for (size_t k = 0; k < n; ++k) results.push_back(ElementBuffer::filledWith(ctx.resultType(k), inits[k]));
  // How far one step along each input dimension moves in the result (0 along reduced ones).
  std::vector<int64_t> resultStrides = stridesOf(ctx.resultType(0).shape()), step(shape.size(), 0);
  for (size_t d = 0, r = 0; d < shape.size(); ++d)
    if (std::ranges::find(dims, int64_t(d)) == dims.end()) step[d] = resultStrides[r++];

  int64_t inputOffset = 0;
  forEachIndex(shape, [&](std::span<const int64_t> index) {
    int64_t j = linearIndex(index, step);
    Values args;
    for (size_t k = 0; k < n; ++k) args.push_back(results[k].scalar(j));
    for (size_t k = 0; k < n; ++k) args.push_back(scalarAt(inputs[k], inputOffset));
    Values out = runBody(ctx, 0, std::move(args), types);
    for (size_t k = 0; k < n; ++k) results[k].set(j, out[k]);
    ++inputOffset;
  });
  Values values;
  for (ElementBuffer& r : results) values.push_back(std::move(r).finish());
  return values;
}

// The spec pads the inputs with the init values (edges and base dilation holes) and reduces each
// window from the init values; padded positions therefore enter the fold as init values.
Values evalReduceWindow(OpContext& ctx) {
  size_t n = ctx.operands.size() / 2;
  std::span<const Tensor> inputs = ctx.operands.first(n), inits = ctx.operands.subspan(n);
  std::span<const int64_t> shape = inputs[0].shape();
  std::vector<int64_t> strides = stridesOf(shape);
  Window window = Window::read(ctx, shape.size());
  std::vector<ir::Type> types = scalarTypes(inputs);

  std::vector<ElementBuffer> results;
  for (size_t k = 0; k < n; ++k) results.emplace_back(ctx.resultType(k));
  int64_t j = 0;
  forEachIndex(ctx.resultType(0).shape(), [&](std::span<const int64_t> index) {
    Values acc(inits.begin(), inits.end());
    forEachIndex(window.dims, [&](std::span<const int64_t> at) {
      int64_t offset = window.inputOffset(index, at, shape, strides);
      Values args = std::move(acc);
      for (size_t k = 0; k < n; ++k) args.push_back(offset < 0 ? inits[k] : scalarAt(inputs[k], offset));
      acc = runBody(ctx, 0, std::move(args), types);
    });
    for (size_t k = 0; k < n; ++k) results[k].set(j, acc[k]);
    ++j;
  });
  Values values;
  for (ElementBuffer& r : results) values.push_back(std::move(r).finish());
  return values;
}

// Each window of the operand picks one element with `select` (a fold without init over the
// window's in-bounds elements: the current pick stays while select(pick, x) holds); the result
// starts as init_value and each source element is folded into the picked position with `scatter`,
// in row-major order of the source. Padding is never picked; a window of padding only picks
// nothing and its source element is dropped.
Values evalSelectAndScatter(OpContext& ctx) {
  const Tensor &operand = ctx.operand(0), &source = ctx.operand(1), &init = ctx.operand(2);
  std::span<const int64_t> shape = operand.shape();
  std::vector<int64_t> strides = stridesOf(shape);
  Window window = Window::read(ctx, shape.size());
  ir::Type scalarType = ir::Type::scalar(operand.elementType());

  ElementBuffer result = ElementBuffer::filledWith(ctx.resultType(), init);
  int64_t sourceOffset = 0;
  forEachIndex(source.shape(), [&](std::span<const int64_t> index) {
    int64_t picked = -1;
    Tensor pickedValue;
    forEachIndex(window.dims, [&](std::span<const int64_t> at) {
      int64_t offset = window.inputOffset(index, at, shape, strides);
      if (offset < 0) return;
      Tensor value = scalarAt(operand, offset);
      if (picked < 0 || !bodyTrue(ctx, 0, {pickedValue, value})) {
        picked = offset;
        pickedValue = std::move(value);
      }
    });
    if (picked >= 0) {
      Values out = runBody(ctx, 1, {result.scalar(picked), scalarAt(source, sourceOffset)}, {&scalarType, 1});
      result.set(picked, out[0]);
    }
    ++sourceOffset;
  });
  return {std::move(result).finish()};
}

// Sorts each 1-d slice along `dimension` with a merge sort (merge_order.h): stable whether or not
// is_stable asks for it (a deterministic choice the spec allows), and safe with a comparator that
// is not a strict weak order (NaN under LT).
Values evalSort(OpContext& ctx) {
  std::span<const Tensor> inputs = ctx.operands;
  int64_t rank = inputs[0].rank();
  int64_t dimension = -1;
  if (ir::Attr a = ctx.attr("dimension")) dimension = a.intValue();
  if (dimension < 0) dimension += rank;
  std::vector<int64_t> shape(inputs[0].shape().begin(), inputs[0].shape().end());
  std::vector<int64_t> strides = stridesOf(shape);
  int64_t length = shape[size_t(dimension)], stride = strides[size_t(dimension)];
  std::vector<int64_t> slices = shape;
  slices[size_t(dimension)] = 1;

  // comparator(lhs_0, rhs_0, lhs_1, rhs_1, ...) is true when the lhs element sorts first.
  auto less = [&](int64_t base, int64_t a, int64_t b) {
    Values args;
    for (const Tensor& input : inputs) {
      args.push_back(scalarAt(input, base + a * stride));
      args.push_back(scalarAt(input, base + b * stride));
    }
    return bodyTrue(ctx, 0, std::move(args));
  };

  std::vector<ElementBuffer> results;
  for (const Tensor& input : inputs) results.emplace_back(input.type());
  std::vector<int64_t> order, merged;
  forEachIndex(slices, [&](std::span<const int64_t> index) {
    int64_t base = linearIndex(index, strides);
    mergeOrder(length, [&](int64_t a, int64_t b) { return less(base, a, b); }, order, merged);
    for (size_t k = 0; k < inputs.size(); ++k)
      for (int64_t i = 0; i < length; ++i) results[k].copy(base + i * stride, inputs[k], base + order[size_t(i)] * stride);
  });
  Values values;
  for (ElementBuffer& r : results) values.push_back(std::move(r).finish());
  return values;
}

// result[i] = computation(inputs[0][i], ..., inputs[N-1][i]).
Values evalMap(OpContext& ctx) {
  ir::Type resultType = ctx.resultType();
  ir::Type scalarType = ir::Type::scalar(resultType.elementType());
  ElementBuffer result(resultType);
  for (int64_t i = 0; i < resultType.numElements(); ++i) {
    Values args;
    for (const Tensor& input : ctx.operands) args.push_back(scalarAt(input, i));
    result.set(i, runBody(ctx, 0, std::move(args), {&scalarType, 1})[0]);
  }
  return {std::move(result).finish()};
}

}  // namespace juxla::interp
