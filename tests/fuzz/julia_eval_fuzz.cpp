// libFuzzer target for the evaluator: parses and runs any bytes as a Julia script, with a step budget
// (fuel), a shallow call-depth limit, an allocation limit and no file access; the program's output goes
// to a null stream. A run either succeeds or reports located errors; any crash, sanitizer report,
// hang (-timeout) or error without a location is a finding.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <streambuf>
#include <string>

#include "compiler/evaluator.h"

using namespace juxla;

namespace {

// Discards everything written to it (println, @info, show).
class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return c == traits_type::eof() ? 0 : c; }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "julia_eval_fuzz: %s\n%s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

// Host objects are refcounted, so cyclic data (a closure capturing the variable that holds it) is
// never freed: LeakSanitizer would report every such program, here and when reproducing an input.
extern "C" const char* __asan_default_options() { return "detect_leaks=0"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static NullBuffer nullBuffer;
  static std::ostream nullStream(&nullBuffer);
  std::string text(reinterpret_cast<const char*>(data), size);

  SourceManager sources;
  DiagnosticEngine diag(&sources);
  compiler::Evaluator::Options options;
  options.out = &nullStream;
  options.err = &nullStream;
  options.fuel = 200000;              // steps (calls and loop iterations): bounds the run time
  options.maxCallDepth = 200;         // sanitizer frames are large; keep the real stack shallow
  options.allowFiles = false;         // include, read_npy and write_npy raise instead
  options.maxAllocationBytes = size_t(64) << 20;
  compiler::Evaluator ev(sources, diag, options);
  bool ok = ev.runSource("fuzz.jl", text);

  std::string rendered = diag.renderAll();  // rendering must cope with any source line
  if (!ok && !diag.hasErrors()) fail("the run failed without reporting an error", "");
  if (ok && diag.hasErrors()) fail("the run succeeded but reported errors", rendered);
  if (diag.hasErrors() && rendered.find("error:") == std::string::npos)
    fail("error rendered without its `error:` line", rendered);
  return 0;
}
