// A fixed pool of worker threads, one per core, for the CPU kernels: parallelFor splits a range
// into chunks that the caller and the workers take in turn, and returns when all are done. Built
// with OpenMP, each thread of OpenMP's team takes one contiguous share instead, the same share of
// every op's range, so that a thread reads back from its own cache what it wrote. oneDNN (Debian's
// is built on libgomp) keeps that team spinning between its primitives, and a second pool of our
// own would wait for the cores behind it (a tenth of an MLP step went to futex waits).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace juxla::cpu {

class ThreadPool {
 public:
  explicit ThreadPool(unsigned threads = std::thread::hardware_concurrency());
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;

  unsigned size() const;
  // fn(begin, end) over [0, n) in chunks of at least `grain`; runs inline when one chunk suffices.
  void parallelFor(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

  // The pool the kernels share (sized to the machine).
  static ThreadPool& shared();

 private:
  void work();
  bool runChunk();

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  const std::function<void(int64_t, int64_t)>* job_ = nullptr;
  int64_t n_ = 0, chunk_ = 0, next_ = 0, pending_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
  int ompThreads_ = 1;  // (built with OpenMP: the team size; no workers of our own)
};

}  // namespace juxla::cpu
