// Kernels compiled for AVX-512, AVX2 and baseline x86-64, the loader picking one per CPU (GCC's
// function multiversioning); elsewhere a plain function.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define JUXLA_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define JUXLA_CLONES
#endif
