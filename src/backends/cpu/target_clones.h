// Kernels compiled for AVX-512 (x86-64-v4: F, BW, DQ and VL, so that i1 bytes become mask registers
// in selects and compares), AVX2 and baseline x86-64, the loader picking one per CPU (GCC's function
// multiversioning); elsewhere a plain function.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define JUXLA_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define JUXLA_CLONES
#endif
