// The CUDA executor (DESIGN decision 10): runs a function of a module on the GPU. Values live in
// device buffers from the caching allocator; fused clusters and single ops (dynamic slices,
// windows, integer ops) run as NVRTC-compiled kernels, dot_general on cuBLASLt (with bias and relu
// epilogues), convolution and pooling on cuDNN, while/if/case on the host reading their predicate
// back; any other op runs in the interpreter on copies of its operands (counted in
// RunStats::interpretedOps). Arguments go up once per run on a second stream from pinned staging,
// overlapped with the steps that do not read them yet; results come back at the end.
// This header needs no CUDA headers: the runtime includes it.
#pragma once

#include <memory>
#include <string>

#include "runtime/executable.h"

namespace juxla::cuda {

struct CudaOptions {
  bool fuse = true;  // run fused clusters as generated kernels (else op by op)
  // TF32 for f32 dot_general and convolution where precision_config allows it (all DEFAULT);
  // JUXLA_CUDA_TF32=0 turns it off too. Tests compare with the interpreter with it off.
  bool allowTf32 = true;
  // channels-last activations between convolutions (the CPU's layout rewrite, onednn_layout.h);
  // JUXLA_CHANNELS_LAST=0 turns it off too
  bool channelsLast = true;
};

// Whether a CUDA device can be used; `why` says what is missing (see device.h).
bool available(std::string* why);

// Throws CudaError (a std::runtime_error) naming the failing call when the device cannot run it.
std::unique_ptr<runtime::Executable> compileCuda(const ir::Module& module, const ir::Func& entry, CudaOptions options = {});

}  // namespace juxla::cuda
