// Data movement as one gather kernel (see device_copy.h).
#include "backends/cuda/device_copy.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

#include "backends/cuda/device.h"
#include "backends/cuda/nvrtc_compiler.h"

namespace juxla::cuda {

namespace {

std::vector<int64_t> intsOr(const ir::Operation& op, const char* name, std::vector<int64_t> fallback) {
  ir::Attr a = op.attr(name);
  return a ? std::vector<int64_t>(a.ints().begin(), a.ints().end()) : fallback;
}

std::vector<int64_t> rowMajorStrides(ir::Type t) {
  std::vector<int64_t> s(size_t(t.rank()), 1);
  for (int64_t d = t.rank() - 2; d >= 0; --d) s[size_t(d)] = s[size_t(d) + 1] * t.dim(d + 1);
  return s;
}

// The plain reading of output dim d from input dim `from` (no padding, no offset).
void identity(CopyPlan& p, size_t d, int64_t outDim, int64_t inDim, int64_t inStride) {
  p.outDims[d] = outDim, p.lo[d] = 0, p.step[d] = 1, p.count[d] = outDim;
  p.inStart[d] = 0, p.inMul[d] = 1, p.inDim[d] = inDim, p.inStride[d] = inStride, p.reversed[d] = 0;
}

// The CUDA source: one kernel per element width, the index arithmetic of copyOnHost.
const char* kCopySource = R"(
struct CopyPlan {
  long long total; int rank; int elementBytes; unsigned long long padBits;
  long long outDims[8], lo[8], step[8], count[8], inStart[8], inMul[8], inDim[8], inStride[8];
  int reversed[8];
};
template <typename T>
__device__ void gather(const CopyPlan& p, const T* in, T* out) {
  long long stride = (long long)gridDim.x * blockDim.x;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < p.total; i += stride) {
    long long rest = i, pos = 0;
    bool inside = true;
    for (int d = p.rank - 1; d >= 0; --d) {
      long long o = rest % p.outDims[d];
      rest /= p.outDims[d];
      long long q = o - p.lo[d];
      if (q < 0 || q % p.step[d] != 0) { inside = false; continue; }
      long long k = q / p.step[d];
      if (k >= p.count[d]) { inside = false; continue; }
      long long at = p.inStart[d] + k * p.inMul[d];
      if (p.reversed[d]) at = p.inDim[d] - 1 - at;
      pos += at * p.inStride[d];
    }
    out[i] = inside ? in[pos] : (T)p.padBits;
  }
}
extern "C" __global__ void juxla_copy1(CopyPlan p, const unsigned char* in, unsigned char* out) { gather(p, in, out); }
extern "C" __global__ void juxla_copy2(CopyPlan p, const unsigned short* in, unsigned short* out) { gather(p, in, out); }
extern "C" __global__ void juxla_copy4(CopyPlan p, const unsigned int* in, unsigned int* out) { gather(p, in, out); }
extern "C" __global__ void juxla_copy8(CopyPlan p, const unsigned long long* in, unsigned long long* out) { gather(p, in, out); }
)";

template <typename T>
void gatherOnHost(const CopyPlan& p, const T* in, T* out) {
  for (long long i = 0; i < p.total; ++i) {
    long long rest = i, pos = 0;
    bool inside = true;
    for (int d = p.rank - 1; d >= 0; --d) {
      long long o = rest % p.outDims[d];
      rest /= p.outDims[d];
      long long q = o - p.lo[d];
      if (q < 0 || q % p.step[d] != 0) {
        inside = false;
        continue;
      }
      long long k = q / p.step[d];
      if (k >= p.count[d]) {
        inside = false;
        continue;
      }
      long long at = p.inStart[d] + k * p.inMul[d];
      if (p.reversed[d]) at = p.inDim[d] - 1 - at;
      pos += at * p.inStride[d];
    }
    out[i] = inside ? in[pos] : T(p.padBits);
  }
}

struct CopyKernels {
  cudaLibrary_t library = nullptr;
  cudaKernel_t kernels[4] = {};  // 1, 2, 4, 8 bytes
};

const CopyKernels& copyKernels() {
  static std::once_flag once;
  static CopyKernels k;
  std::call_once(once, [] {
    NvrtcCompiler nvrtc;
    if (!nvrtc.available()) throw CudaError("NVRTC is needed for the copy kernels: " + nvrtc.loadError());
    std::string arch = "sm_" + std::to_string(computeCapability());
    CompiledKernel c = nvrtc.compile(kCopySource, KernelImage::Cubin, arch);
    if (!c.ok) throw CudaError("NVRTC could not compile the copy kernels for " + arch + ": " + c.error);
    const Cudart& rt = cudart();
    check(rt.libraryLoadData(&k.library, c.image.data(), nullptr, nullptr, 0, nullptr, nullptr, 0), "cudaLibraryLoadData(copy kernels)");
    const char* names[4] = {"juxla_copy1", "juxla_copy2", "juxla_copy4", "juxla_copy8"};
    for (int i = 0; i < 4; ++i) check(rt.libraryGetKernel(&k.kernels[i], k.library, names[i]), std::string("cudaLibraryGetKernel(") + names[i] + ")");
  });
  return k;
}

}  // namespace

CopyReading readCopyPlan(const ir::Operation& op) {
  CopyReading r;
  if (op.numResults() != 1 || op.numOperands() < 1 || !op.operand(0)->type().isTensor()) {
    r.reason = "not a copy of one tensor";
    return r;
  }
  ir::Type in = op.operand(0)->type(), out = op.result()->type();
  if (out.rank() > kMaxCopyRank || in.rank() > kMaxCopyRank) {
    r.reason = "rank above " + std::to_string(kMaxCopyRank);
    return r;
  }
  CopyPlan& p = r.plan;
  p.rank = int(out.rank());
  p.total = out.numElements();
  p.elementBytes = ir::storageBytes(out.elementType());
  if (p.elementBytes != 1 && p.elementBytes != 2 && p.elementBytes != 4 && p.elementBytes != 8) {
    r.reason = "elements of " + std::to_string(p.elementBytes) + " bytes";
    return r;
  }
  std::vector<int64_t> strides = rowMajorStrides(in);
  size_t rank = size_t(out.rank());
  if (op.is(ir::OpCode::Pad)) {
    const ir::Operation* def = op.operand(1)->definingOp();
    ir::Attr value = def && def->is(ir::OpCode::Constant) ? def->attr("value") : ir::Attr();
    if (!value || !value.is(ir::Attr::Kind::DenseElements) || value.numElements() != 1) {
      r.reason = "pad with a padding value that is not a constant";
      return r;
    }
    p.padBits = value.elementBits(0);
    std::vector<int64_t> low = intsOr(op, "edge_padding_low", {});
    std::vector<int64_t> interior = intsOr(op, "interior_padding", std::vector<int64_t>(rank, 0));
    for (size_t d = 0; d < rank; ++d) {
      identity(p, d, out.dim(int64_t(d)), in.dim(int64_t(d)), strides[d]);
      p.lo[d] = low[d], p.step[d] = interior[d] + 1, p.count[d] = in.dim(int64_t(d));
    }
  } else if (op.is(ir::OpCode::Reverse)) {
    for (size_t d = 0; d < rank; ++d) identity(p, d, out.dim(int64_t(d)), in.dim(int64_t(d)), strides[d]);
    for (int64_t d : intsOr(op, "dimensions", {})) p.reversed[d] = 1;
  } else if (op.is(ir::OpCode::Transpose)) {
    std::vector<int64_t> perm = intsOr(op, "permutation", {});
    for (size_t d = 0; d < rank; ++d) identity(p, d, out.dim(int64_t(d)), in.dim(perm[d]), strides[size_t(perm[d])]);
  } else if (op.is(ir::OpCode::BroadcastInDim)) {
    std::vector<int64_t> dims = intsOr(op, "broadcast_dimensions", {});
    for (size_t d = 0; d < rank; ++d) identity(p, d, out.dim(int64_t(d)), out.dim(int64_t(d)), 0);
    for (size_t k = 0; k < dims.size(); ++k)
      if (in.dim(int64_t(k)) == out.dim(dims[k])) p.inStride[dims[k]] = strides[k];  // else size 1: stride 0
  } else if (op.is(ir::OpCode::Slice)) {
    std::vector<int64_t> start = intsOr(op, "start_indices", {});
    std::vector<int64_t> step = intsOr(op, "strides", std::vector<int64_t>(rank, 1));
    for (size_t d = 0; d < rank; ++d) {
      identity(p, d, out.dim(int64_t(d)), in.dim(int64_t(d)), strides[d]);
      p.inStart[d] = start[d], p.inMul[d] = step[d];
    }
  } else {
    r.reason = std::string(op.name()) + " is not a copy";
    return r;
  }
  r.ok = true;
  return r;
}

CopyPlan transposePlan(ir::Type in, const std::vector<int64_t>& perm) {
  CopyPlan p;
  std::vector<int64_t> strides = rowMajorStrides(in);
  p.rank = int(in.rank());
  p.total = in.numElements();
  p.elementBytes = ir::storageBytes(in.elementType());
  for (size_t d = 0; d < perm.size(); ++d) identity(p, d, in.dim(perm[d]), in.dim(perm[d]), strides[size_t(perm[d])]);
  return p;
}

void copyOnHost(const CopyPlan& p, const void* in, void* out) {
  switch (p.elementBytes) {
    case 1: gatherOnHost(p, static_cast<const uint8_t*>(in), static_cast<uint8_t*>(out)); break;
    case 2: gatherOnHost(p, static_cast<const uint16_t*>(in), static_cast<uint16_t*>(out)); break;
    case 4: gatherOnHost(p, static_cast<const uint32_t*>(in), static_cast<uint32_t*>(out)); break;
    default: gatherOnHost(p, static_cast<const uint64_t*>(in), static_cast<uint64_t*>(out)); break;
  }
}

void runCopy(const CopyPlan& plan, const void* in, void* out, cudaStream_t stream) {
  if (plan.total == 0) return;
  const CopyKernels& k = copyKernels();
  int which = plan.elementBytes == 1 ? 0 : plan.elementBytes == 2 ? 1 : plan.elementBytes == 4 ? 2 : 3;
  CopyPlan p = plan;
  const void* src = in;
  void* dst = out;
  void* args[3] = {&p, &src, &dst};
  long long blocks = std::min<long long>((plan.total + 255) / 256, 8192);
  dim3 grid{unsigned(blocks)}, block{256u};
  check(cudart().launchKernel(reinterpret_cast<const void*>(k.kernels[which]), grid, block, args, 0, stream),
        "cudaLaunchKernel(juxla_copy" + std::to_string(plan.elementBytes) + ")");
}

}  // namespace juxla::cuda
