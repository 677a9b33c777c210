// dot_general as oneDNN matmul. The result's dimensions (batching, lhs free, rhs free) map to
// matmul's batch, M and N; the contracting dimensions to K. Each group is merged into one dimension
// where the operands' strides allow it, so transposed operands are read in place through strides;
// where they do not (say, two contracting dimensions interleaved differently in lhs and rhs), both
// operands are first reordered into [batch, M, K] and [batch, K, N].
#include <algorithm>
#include <cstring>
#include <memory>
#include <unordered_map>

#include "backends/cpu/onednn.h"
#include "backends/cpu/onednn_common.h"

namespace juxla::cpu {

namespace {

using namespace onednn;

// One dimension of the iteration space: its size and its stride in lhs, rhs and the result (0 in an
// operand that lacks it).
struct Axis {
  int64_t size, lhs, rhs, out;
};

// Drops size-1 axes and merges each axis into the one before it where, in every operand, a step of
// the outer one is a full run of the inner one.
std::vector<Axis> mergeAxes(const std::vector<Axis>& axes) {
  std::vector<Axis> merged;
  for (const Axis& a : axes) {
    if (a.size == 1) continue;
    if (!merged.empty()) {
      Axis& o = merged.back();
      if (o.lhs == a.lhs * a.size && o.rhs == a.rhs * a.size && o.out == a.out * a.size) {
        o = {o.size * a.size, a.lhs, a.rhs, a.out};
        continue;
      }
    }
    merged.push_back(a);
  }
  return merged;
}

struct DotShape {
  std::vector<int64_t> lhsFree, rhsFree;
  // Contracting pairs in the order the kernel sums them (any order: f32 sums are reassociated anyway).
  std::vector<int64_t> lhsContracting, rhsContracting;
};

std::vector<int64_t> freeDims(int64_t rank, std::span<const int64_t> batching, std::span<const int64_t> contracting) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (std::ranges::find(batching, d) == batching.end() && std::ranges::find(contracting, d) == contracting.end())
      dims.push_back(d);
  return dims;
}

// The memory descriptors of one matmul: src [batch..., M, K], weights [batch..., K, N], dst
// [batch..., M, N].
struct MatmulDescs {
  dnnl::memory::desc src, weights, dst;
};

// Reads lhs and rhs in place; nullopt when a group does not merge into one dimension.
std::optional<MatmulDescs> inPlaceDescs(const ir::DotDims& dn, const DotShape& shape, ir::Type lhs, ir::Type rhs,
                                        ir::Type out, DataType inType, DataType outType) {
  Dims ls = rowMajorStrides(lhs.shape()), rs = rowMajorStrides(rhs.shape()), os = rowMajorStrides(out.shape());
  size_t next = 0;  // result dimension
  std::vector<Axis> batch, m, n, k;
  for (size_t i = 0; i < dn.lhsBatchingDims.size(); ++i, ++next)
    batch.push_back({out.dim(int64_t(next)), ls[size_t(dn.lhsBatchingDims[i])], rs[size_t(dn.rhsBatchingDims[i])],
                     os[next]});
  for (int64_t d : shape.lhsFree) m.push_back({lhs.dim(d), ls[size_t(d)], 0, os[next++]});
  for (int64_t d : shape.rhsFree) n.push_back({rhs.dim(d), 0, rs[size_t(d)], os[next++]});
  for (size_t i = 0; i < shape.lhsContracting.size(); ++i)
    k.push_back({lhs.dim(shape.lhsContracting[i]), ls[size_t(shape.lhsContracting[i])],
                 rs[size_t(shape.rhsContracting[i])], 0});
  // lhs's contracting dimensions can only chain outermost first.
  std::ranges::stable_sort(k, [](const Axis& a, const Axis& b) { return a.lhs > b.lhs; });
  batch = mergeAxes(batch), m = mergeAxes(m), n = mergeAxes(n), k = mergeAxes(k);
  if (m.size() > 1 || n.size() > 1 || k.size() > 1 || batch.size() > size_t(DNNL_MAX_NDIMS - 2)) return std::nullopt;
  Axis one{1, 0, 0, 0};
  Axis M = m.empty() ? one : m[0], N = n.empty() ? one : n[0], K = k.empty() ? one : k[0];

  Dims srcDims, srcStrides, wDims, wStrides, dstDims, dstStrides;
  for (const Axis& b : batch) {
    srcDims.push_back(b.size), srcStrides.push_back(b.lhs);
    wDims.push_back(b.size), wStrides.push_back(b.rhs);
    dstDims.push_back(b.size), dstStrides.push_back(b.out);
  }
  srcDims.insert(srcDims.end(), {M.size, K.size}), srcStrides.insert(srcStrides.end(), {M.lhs, K.lhs});
  wDims.insert(wDims.end(), {K.size, N.size}), wStrides.insert(wStrides.end(), {K.rhs, N.rhs});
  dstDims.insert(dstDims.end(), {M.size, N.size}), dstStrides.insert(dstStrides.end(), {M.out, N.out});
  // Size-1 M, N or K have no stride of their own yet; an innermost one keeps the layout plain.
  for (Dims* s : {&srcStrides, &wStrides, &dstStrides})
    for (int64_t& v : *s) v = v == 0 ? 1 : v;
  return MatmulDescs{stridedDesc(srcDims, inType, srcStrides), stridedDesc(wDims, inType, wStrides),
                     stridedDesc(dstDims, outType, dstStrides)};
}

// The operand's dimensions in `order`, as a strided view of its buffer.
dnnl::memory::desc permutedView(ir::Type t, const std::vector<int64_t>& order, DataType type) {
  Dims strides = rowMajorStrides(t.shape()), dims, permuted;
  for (int64_t d : order) dims.push_back(t.dim(d)), permuted.push_back(strides[size_t(d)]);
  if (dims.empty()) dims.push_back(1), permuted.push_back(1);
  return stridedDesc(dims, type, permuted);
}

dnnl::memory::desc plainDesc(const Dims& dims, DataType type) {
  return stridedDesc(dims, type, rowMajorStrides(dims));
}

// An update epilogue (oneDnnDotGeneralUpdate): the result is w - s * (lhs . rhs).
struct UpdateEpilogue {
  std::optional<float> constantScale;  // s, when it is a constant; else operand 2 holds it
};

// Products under this many flops run on one thread (ThreadLimit): oneDNN's split of them cost more
// than it saved (LeNet-5's dots, 0.3 to 6 MFLOP: 229 us a step on two threads, 196 on one).
constexpr double kOneThreadFlops = 16e6;

struct PreparedMatmul {
  bool oneThread = false;
  Primitive primitive;
  Port lhs, rhs, out;
  ScratchPlan scratch;
  std::optional<UpdateEpilogue> update;
  int64_t resultBytes = 0;

  void run(std::span<const Buffer> operands, std::span<const Buffer> results) const {
    ThreadLimit limit(oneThread);
    dnnl::stream& s = threadStream();
    std::byte* scratchBase = threadScratch(scratch.bytes());
    dnnl::memory src = lhs.open(operands[0].data, scratchBase, s);
    dnnl::memory weights = rhs.open(operands[1].data, scratchBase, s);
    std::unordered_map<int, dnnl::memory> args{{DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, weights}};
    float negatedScale = 0;
    if (update) {
      // The sum post-op adds to what dst holds: w, unless the result was planned into w's buffer.
      const Buffer& w = operands[update->constantScale ? 2 : 3];
      if (w.data != results[0].data) std::memcpy(results[0].data, w.data, size_t(resultBytes));
      negatedScale = -(update->constantScale ? *update->constantScale : *static_cast<const float*>(operands[2].data));
      args[DNNL_ARG_ATTR_OUTPUT_SCALES] = dnnl::memory({{1}, DataType::f32, {1}}, engine(), &negatedScale);
    }
    dnnl::memory dst = out.open(results[0].data, scratchBase, s);
    args[DNNL_ARG_DST] = dst;
    primitive.execute(s, std::move(args), scratchBase);
    out.close(results[0].data, dst, scratchBase, s);
    s.wait();
  }
};

dnnl::matmul::primitive_desc matmulDesc(const MatmulDescs& d, bool update) {
  dnnl::primitive_attr attr = strictAttr();
  if (update) {  // dst = (-s) * (lhs . rhs) + dst
    attr.set_output_scales(0, {DNNL_RUNTIME_F32_VAL});
    dnnl::post_ops ops;
    ops.append_sum(1.0f);
    attr.set_post_ops(ops);
  }
  return dnnl::matmul::primitive_desc(dnnl::matmul::desc(d.src, d.weights, d.dst), attr, engine());
}

std::optional<Kernel> prepare(const ir::Operation& op, std::optional<UpdateEpilogue> update = std::nullopt) {
  const ir::DotDims& dn = op.attr("dot_dimension_numbers").dotDims();
  ir::Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result()->type();
  std::optional<DataType> inType = dataType(lhs.elementType()), outType = dataType(out.elementType());
  // bf16 operands: oneDNN accumulates in f32 and rounds a bf16 result once, where the interpreter
  // rounds after every term (a deliberate difference, and the more accurate one). f32 operands with
  // a bf16 result would be rounded to bf16 first, which oneDNN does not do.
  if (!inType || !outType || rhs.elementType() != lhs.elementType() ||
      (*inType == DataType::f32 && *outType != DataType::f32))
    return std::nullopt;
  if (update && (*inType != DataType::f32 || out.numElements() == 0 || lhs.numElements() == 0 || rhs.numElements() == 0))
    return std::nullopt;
  if (out.numElements() == 0) return emptyKernel();
  if (lhs.numElements() == 0 || rhs.numElements() == 0) return zeroKernel();  // only K can be empty here

  DotShape shape{freeDims(lhs.rank(), dn.lhsBatchingDims, dn.lhsContractingDims),
                 freeDims(rhs.rank(), dn.rhsBatchingDims, dn.rhsContractingDims), dn.lhsContractingDims,
                 dn.rhsContractingDims};
  auto prepared = std::make_shared<PreparedMatmul>();
  int64_t contracted = 1;
  for (int64_t d : dn.lhsContractingDims) contracted *= lhs.dim(d);
  prepared->oneThread = 2.0 * double(out.numElements()) * double(contracted) < kOneThreadFlops;
  ThreadLimit limit(prepared->oneThread);
  prepared->update = update;
  prepared->resultBytes = out.numElements() * int64_t(sizeof(float));
  std::optional<dnnl::matmul::primitive_desc> pd;
  if (std::optional<MatmulDescs> d = inPlaceDescs(dn, shape, lhs, rhs, out, *inType, *outType)) {
    pd = matmulDesc(*d, update.has_value());
    if (isReference(*pd)) pd.reset();
    else {
      prepared->lhs = Port(d->src, d->src, true, prepared->scratch);
      prepared->rhs = Port(d->weights, d->weights, true, prepared->scratch);
      prepared->out = Port(d->dst, d->dst, false, prepared->scratch);
    }
  }
  if (!pd) {
    // Reorder both operands into dense [batch, M, K] and [batch, K, N].
    int64_t b = 1, m = 1, n = 1, k = 1;
    for (int64_t d : dn.lhsBatchingDims) b *= lhs.dim(d);
    for (int64_t d : shape.lhsFree) m *= lhs.dim(d);
    for (int64_t d : shape.rhsFree) n *= rhs.dim(d);
    for (int64_t d : dn.lhsContractingDims) k *= lhs.dim(d);
    std::vector<int64_t> lhsOrder(dn.lhsBatchingDims), rhsOrder(dn.rhsBatchingDims);
    lhsOrder.insert(lhsOrder.end(), shape.lhsFree.begin(), shape.lhsFree.end());
    lhsOrder.insert(lhsOrder.end(), dn.lhsContractingDims.begin(), dn.lhsContractingDims.end());
    rhsOrder.insert(rhsOrder.end(), dn.rhsContractingDims.begin(), dn.rhsContractingDims.end());
    rhsOrder.insert(rhsOrder.end(), shape.rhsFree.begin(), shape.rhsFree.end());
    MatmulDescs d{plainDesc({b, m, k}, *inType), plainDesc({b, k, n}, *inType), plainDesc({b, m, n}, *outType)};
    pd = matmulDesc(d, update.has_value());
    if (update && isReference(*pd)) return std::nullopt;
    // The reorders see the operands with their dimensions permuted; the packed buffers have the
    // same bytes as the 3-d descriptors.
    dnnl::memory::desc lhsPacked = plainDesc(permutedView(lhs, lhsOrder, *inType).dims(), *inType);
    dnnl::memory::desc rhsPacked = plainDesc(permutedView(rhs, rhsOrder, *inType).dims(), *inType);
    prepared->lhs = Port(permutedView(lhs, lhsOrder, *inType), lhsPacked, true, prepared->scratch, 0, d.src);
    prepared->rhs = Port(permutedView(rhs, rhsOrder, *inType), rhsPacked, true, prepared->scratch, 0, d.weights);
    prepared->out = Port(d.dst, d.dst, false, prepared->scratch);
  }
  prepared->primitive = Primitive(*pd, prepared->scratch);
  return Kernel([prepared](KernelContext&, std::span<const Buffer> operands, std::span<const Buffer> results) {
    prepared->run(operands, results);
  });
}

}  // namespace

std::optional<Kernel> oneDnnDotGeneral(const ir::Operation& op) {
  if (!op.is(ir::OpCode::DotGeneral)) return std::nullopt;
  try {
    return prepare(op);
  } catch (const dnnl::error&) {
    return std::nullopt;  // no implementation for this shape or type
  }
}

std::optional<Kernel> oneDnnDotGeneralUpdate(const ir::Operation& dot, std::optional<float> constantScale) {
  if (!dot.is(ir::OpCode::DotGeneral) || dot.result()->type().elementType() != ir::ElementType::F32) return std::nullopt;
  try {
    return prepare(dot, UpdateEpilogue{constantScale});
  } catch (const dnnl::error&) {
    return std::nullopt;
  }
}

}  // namespace juxla::cpu
