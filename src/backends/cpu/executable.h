// The CPU executor (DESIGN decision 10): runs a planned function (plan.h) over one arena that it
// allocates on the first run and reuses on every later one.
#pragma once

#include "runtime/executable.h"

namespace juxla::cpu {

struct CpuOptions {
  bool fuse = true;  // run fused clusters (fusion.h); off to compare against op-by-op kernels
  // channels-last activations between oneDNN convolutions (onednn_layout.h); JUXLA_CHANNELS_LAST=0
  // turns it off too
  bool channelsLast = true;
  // (result, argument) pairs every run donates (runtime::CompileOptions::donatedResults).
  std::vector<std::pair<size_t, size_t>> donatedResults;
};

std::unique_ptr<runtime::Executable> compileCpu(const ir::Module& module, const ir::Func& entry, CpuOptions options = {});

}  // namespace juxla::cpu
