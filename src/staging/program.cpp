// The C++ API of include/juxla/program.h over the evaluator and the stager.
#include "juxla/program.h"

#include <map>
#include <sstream>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/evaluator.h"
#include "compiler/universe.h"
#include "ir/printer.h"
#include "staging/stager.h"

namespace juxla {

namespace {

using compiler::Value;

class ProgramImpl : public Program {
 public:
  explicit ProgramImpl(Options options) : diag_(&sources_), options_(std::move(options)) {
    staging::StagerImpl::Options so;
    so.device = runtime::parseDevice(options_.device).value_or(runtime::Device::Interp);
    so.onCompile = [this](const std::string& name, const ir::Module& m) { lastText_[name] = ir::printModule(m); };
    stager_ = std::make_unique<staging::StagerImpl>(std::move(so));
    compiler::Evaluator::Options eo;
    eo.out = &out_;
    eo.err = &out_;
    ev_ = std::make_unique<compiler::Evaluator>(sources_, diag_, eo);
    if (options_.device != "host") ev_->stager = stager_.get();
    ev_->inspector = stager_.get();
  }

  void run(uint32_t file) {
    if (!ev_->runFile(file)) throw ProgramError(diag_.renderAll());
  }
  SourceManager& sources() { return sources_; }

  std::vector<HostArray> call(const std::string& function, std::vector<Argument>& args) override {
    compiler::Binding* b = ev_->mainModule()->findOwn(compiler::intern(function));
    if (!b || !b->value.defined()) throw ProgramError("`" + function + "` is not defined in Main");
    std::vector<Value> values;
    for (const Argument& a : args) values.push_back(toValue(a));
    Value result;
    bool ok = true;
    std::string error;
    // Run on the evaluator's large stack, reporting Julia errors as the command line does.
    diag_.clear();
    std::ostringstream script;
    compiler::CallArgs c;
    c.args.push(b->value);
    for (const Value& v : values) c.args.push(v);
    try {
      result = ev_->call(c);
    } catch (const compiler::JuliaError& e) {
      ok = false;
      error = e.typeName + ": " + e.message;
    }
    if (!ok) throw ProgramError(error);
    // Mutated arrays: copy back into the caller's buffers.
    for (size_t i = 0; i < args.size(); ++i)
      if (auto* h = std::get_if<HostArray>(&args[i])) h->bytes = values[i].as<compiler::ArrayObject>()->storage->bytes;
    std::vector<HostArray> out;
    flatten(result, out);
    return out;
  }

  std::string output() const override { return out_.str(); }
  size_t compileCount(const std::string& function) const override { return stager_->compileCount(function); }
  std::string lastCompiled(const std::string& function) const override {
    auto it = lastText_.find(function);
    return it == lastText_.end() ? "" : it->second;
  }

 private:
  const compiler::JType* juliaType(ir::ElementType e) {
    const compiler::CoreTypes& c = ev_->core();
    using E = ir::ElementType;
    switch (e) {
      case E::F64: return c.Float64;
      case E::F32: return c.Float32;
      case E::I64: return c.Int64;
      case E::I32: return c.Int32;
      case E::I1: return c.Bool;
      case E::UI8: return c.UInt8;
      default: throw ProgramError("arrays of " + std::string(ir::elementTypeName(e)) + " are not supported by Program::call");
    }
  }

  Value toValue(const Argument& a) {
    compiler::Universe& u = ev_->universe();
    if (auto* d = std::get_if<double>(&a)) return u.float64(*d);
    if (auto* f = std::get_if<float>(&a)) return u.float32(*f);
    if (auto* i = std::get_if<int64_t>(&a)) return u.int64(*i);
    if (auto* b = std::get_if<bool>(&a)) return u.boolean(*b);
    const HostArray& h = std::get<HostArray>(a);
    Value v = compiler::newArray(*ev_, juliaType(h.type), h.dims);
    auto& bytes = v.as<compiler::ArrayObject>()->storage->bytes;
    if (bytes.size() != h.bytes.size()) throw ProgramError("an array argument's bytes do not match its size and type");
    bytes = h.bytes;
    return v;
  }

  void flatten(const Value& v, std::vector<HostArray>& out) {
    const compiler::CoreTypes& c = ev_->core();
    if (v.isObject() && v.type()->isTupleType) {
      for (const Value& e : v.as<compiler::TupleObject>()->elements) flatten(e, out);
      return;
    }
    if (compiler::isArray(*ev_, v)) {
      const auto& a = *v.as<compiler::ArrayObject>();
      HostArray h;
      h.type = elementOf(a.elementType);
      h.dims = a.dims;
      h.bytes = a.storage->bytes;
      out.push_back(std::move(h));
      return;
    }
    const compiler::DataType* t = v.type();
    if (t == c.Nothing) return;
    HostArray h;
    h.type = elementOf(t);
    uint64_t bits = v.rawBits();
    h.bytes.resize(size_t(ir::storageBytes(h.type)));
    std::memcpy(h.bytes.data(), &bits, h.bytes.size());
    out.push_back(std::move(h));
  }

  ir::ElementType elementOf(const compiler::JType* t) {
    const compiler::CoreTypes& c = ev_->core();
    using E = ir::ElementType;
    if (t == c.Float64) return E::F64;
    if (t == c.Float32) return E::F32;
    if (t == c.Int64) return E::I64;
    if (t == c.Int32) return E::I32;
    if (t == c.Bool) return E::I1;
    if (t == c.UInt8) return E::UI8;
    throw ProgramError("a result of type " + ev_->universe().show(t) + " cannot be returned to C++");
  }

  SourceManager sources_;
  DiagnosticEngine diag_;
  Options options_;
  std::ostringstream out_;
  std::unique_ptr<staging::StagerImpl> stager_;
  std::unique_ptr<compiler::Evaluator> ev_;
  std::map<std::string, std::string> lastText_;
};

}  // namespace

std::unique_ptr<Program> Program::load(const std::string& path, Options options) {
  auto p = std::make_unique<ProgramImpl>(std::move(options));
  std::string err;
  uint32_t id = p->sources().addFile(path, err);
  if (!id) throw ProgramError(err);
  p->run(id);
  return p;
}

std::unique_ptr<Program> Program::fromSource(const std::string& name, const std::string& text, Options options) {
  auto p = std::make_unique<ProgramImpl>(std::move(options));
  p->run(p->sources().add(name, text));
  return p;
}

}  // namespace juxla
