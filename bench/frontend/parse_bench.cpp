// Parse rate of the Julia front end over one large file (bench/frontend/gen_corpus.py writes a
// ~10 MB one): lexing alone, lexing + parsing into the AST, and parsing + printing S-expressions.
// Reports MB/s (10^6 bytes per second) per stage. Run with bench/frontend/run.sh.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "frontend/lexer.h"
#include "frontend/parser.h"
#include "frontend/sexpr.h"

using namespace juxla;

namespace {

std::string gCorpus;

void reportRate(benchmark::State& state) {
  state.counters["MB/s"] = benchmark::Counter(double(gCorpus.size()) / 1e6, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["MB"] = double(gCorpus.size()) / 1e6;
}

// Parses once outside the timed loop; a corpus with syntax errors would measure recovery instead.
struct ParseOnce {
  size_t nodes = 0;
  size_t errors = 0;
};

ParseOnce parseOnce(bool print, std::string* printed = nullptr) {
  SourceManager sources;
  uint32_t id = sources.add("corpus.jl", gCorpus);
  DiagnosticEngine diag(&sources);
  frontend::AstArena arena;
  frontend::Node* root = frontend::parseJulia(sources, id, arena, diag);
  if (print && printed) *printed = frontend::toSexprWrapped(root);
  return {arena.nodeCount(), diag.errorCount()};
}

void BM_Lex(benchmark::State& state) {
  size_t tokens = 0;
  for (auto _ : state) {
    std::vector<frontend::Token> t = frontend::tokenize(gCorpus);
    tokens = t.size();
    benchmark::DoNotOptimize(t.data());
  }
  reportRate(state);
  state.counters["tokens"] = double(tokens);
}

void BM_Parse(benchmark::State& state) {
  ParseOnce stats;
  for (auto _ : state) {
    state.PauseTiming();
    SourceManager sources;
    uint32_t id = sources.add("corpus.jl", gCorpus);  // the copy is not part of the parse
    DiagnosticEngine diag(&sources);
    state.ResumeTiming();
    frontend::AstArena arena;
    frontend::Node* root = frontend::parseJulia(sources, id, arena, diag);
    benchmark::DoNotOptimize(root);
    stats = {arena.nodeCount(), diag.errorCount()};
  }
  reportRate(state);
  state.counters["nodes"] = double(stats.nodes);
  state.counters["errors"] = double(stats.errors);
}

void BM_ParseAndPrint(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    SourceManager sources;
    uint32_t id = sources.add("corpus.jl", gCorpus);
    DiagnosticEngine diag(&sources);
    state.ResumeTiming();
    frontend::AstArena arena;
    frontend::Node* root = frontend::parseJulia(sources, id, arena, diag);
    std::string text;
    for (const frontend::Node* stmt : root->children()) text += frontend::toSexprWrapped(stmt) + "\n";
    benchmark::DoNotOptimize(text.data());
  }
  reportRate(state);
}

BENCHMARK(BM_Lex)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_ParseAndPrint)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace

int main(int argc, char** argv) {
  // Our one flag, --corpus=FILE, is taken out before Google Benchmark reads the rest.
  std::string path;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--corpus=", 9) == 0) path = argv[i] + 9;
    else argv[kept++] = argv[i];
  }
  argc = kept;
  if (path.empty()) {
    std::fprintf(stderr, "usage: %s --corpus=FILE.jl [benchmark flags]\n"
                         "  (bench/frontend/run.sh writes a ~10 MB corpus and runs this)\n", argv[0]);
    return 2;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 2;
  }
  std::ostringstream s;
  s << in.rdbuf();
  gCorpus = s.str();
  ParseOnce check = parseOnce(false);
  std::fprintf(stderr, "corpus %s: %.2f MB, %zu AST nodes, %zu syntax errors\n", path.c_str(),
               double(gCorpus.size()) / 1e6, check.nodes, check.errors);
  if (check.errors != 0) std::fprintf(stderr, "warning: the corpus has syntax errors; rates include recovery\n");
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
