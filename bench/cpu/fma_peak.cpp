// Measures the machine's float32 FMA peak: every core runs independent chains of AVX-512
// vfmadd231ps on registers only (no memory traffic), enough chains to hide the FMA latency on two
// FMA ports (4 cycles x 2 ports = 8 in flight; 24 are used). Each FMA is 16 lanes x 2 flops.
// Prints one JSON line: the all-core figure (the "peak" the benchmarks divide by), the one-core
// figure, and the clock that one core's figure implies at 2 FMA units x 16 lanes x 2 flops/cycle.
//
// Build: c++ -O2 -mavx512f -pthread bench/cpu/fma_peak.cpp -o fma_peak
// Usage: fma_peak [--threads N] [--seconds S]
#include <immintrin.h>
#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

namespace {

constexpr int kChains = 24;

// kChains independent accumulators, each updated `iters` times; returns a value that depends on all
// of them so the compiler keeps the work.
__attribute__((noinline)) float fmaChains(long iters, float seed) {
  __m512 a = _mm512_set1_ps(0.999999f), b = _mm512_set1_ps(seed * 1e-7f);
  __m512 acc[kChains];
  for (int i = 0; i < kChains; ++i) acc[i] = _mm512_set1_ps(seed + float(i));
  for (long it = 0; it < iters; ++it) {
#pragma GCC unroll 24
    for (int i = 0; i < kChains; ++i) acc[i] = _mm512_fmadd_ps(acc[i], a, b);
  }
  __m512 s = acc[0];
  for (int i = 1; i < kChains; ++i) s = _mm512_add_ps(s, acc[i]);
  return _mm512_reduce_add_ps(s);
}

double flopsPerCall(long iters) { return double(iters) * kChains * 16 * 2; }

// Runs `threads` workers (pinned to cores 0..threads-1) for `iters` iterations each, all starting
// together; returns GFLOP/s over the wall time of the slowest.
double run(int threads, long iters) {
  std::atomic<int> ready{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> pool;
  std::vector<float> sink(threads);
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      cpu_set_t set;
      CPU_ZERO(&set);
      CPU_SET(t % std::max(1u, std::thread::hardware_concurrency()), &set);
      pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
      fmaChains(iters / 100, 1.0f);  // wake the core's AVX-512 units up
      ready.fetch_add(1);
      while (!go.load()) {
      }
      sink[t] = fmaChains(iters, 1.0f + t);
    });
  while (ready.load() < threads) {
  }
  auto t0 = std::chrono::steady_clock::now();
  go.store(true);
  for (auto& th : pool) th.join();
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  float keep = 0;
  for (float v : sink) keep += v;
  if (keep == 12345.0f) std::puts("");
  return threads * flopsPerCall(iters) / s * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  int threads = int(std::thread::hardware_concurrency());
  double seconds = 0.5;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--threads") && i + 1 < argc) threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = std::atof(argv[++i]);
    else {
      std::fprintf(stderr, "usage: fma_peak [--threads N] [--seconds S]\n");
      return 2;
    }
  }
  if (!__builtin_cpu_supports("avx512f")) {
    std::fprintf(stderr, "fma_peak: this CPU has no AVX-512\n");
    return 1;
  }
  // calibrate: iterations for about `seconds` on one core
  long iters = 1 << 20;
  double one = run(1, iters);
  iters = std::max(1L << 20, long(seconds * one * 1e9 / (kChains * 32)));
  double best1 = 0, bestAll = 0;
  for (int rep = 0; rep < 5; ++rep) {
    best1 = std::max(best1, run(1, iters));
    bestAll = std::max(bestAll, run(threads, iters));
  }
  std::printf(
      "{\"what\": \"fma_peak\", \"method\": \"AVX-512 vfmadd231ps, %d register chains per core, best of 5 runs of %.2f s\", "
      "\"threads\": %d, \"peak_gflops\": %.1f, \"one_core_gflops\": %.1f, \"implied_ghz\": %.2f}\n",
      kChains, seconds, threads, bestAll, best1, best1 / 64.0);
  return 0;
}
