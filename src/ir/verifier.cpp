#include "ir/verifier.h"

#include <fmt/format.h>

#include <unordered_set>

#include "ir/infer.h"

namespace juxla::ir {

namespace {

const char* plural(size_t n) { return n == 1 ? "" : "s"; }

std::string typesStr(std::span<const Type> types) {
  std::string out = "(";
  for (size_t i = 0; i < types.size(); ++i) out += (i ? ", " : "") + types[i].str();
  return out + ")";
}

// The function a value belongs to, or nullptr for a value outside any function.
const Func* owningFunc(const Value& v) {
  if (v.definingOp()) return v.definingOp()->parentFunc();
  const Block* block = v.ownerBlock();
  if (!block || !block->parent()) return nullptr;
  const Region* region = block->parent();
  if (region->parentFunc()) return region->parentFunc();
  return region->parentOp() ? region->parentOp()->parentFunc() : nullptr;
}

class FuncVerifier {
 public:
  FuncVerifier(const Func& func, DiagnosticEngine& diag) : func_(func), module_(func.parent()), diag_(diag) {}

  bool run() {
    verifySignature();
    if (func_.isDeclaration()) {
      if (!func_.isPrivate())
        error(func_.loc(), fmt::format("function @{} has no body; only private functions may be declarations",
                                       func_.name()));
      return ok_;
    }
    const Block& entry = func_.entry();
    verifyEntryArgs(entry);
    verifyBlock(entry);
    verifyFuncTerminator(entry);
    return ok_;
  }

 private:
  void error(SourceLoc loc, std::string message) {
    diag_.error(loc, std::move(message));
    ok_ = false;
  }
  void opError(const Operation& op, const std::string& message) {
    error(op.loc(), fmt::format("'{}' op {}", op.name(), message));
  }

  void verifySignature() {
    for (size_t i = 0; i < func_.inputTypes().size(); ++i) {
      std::string why = checkValueType(func_.inputTypes()[i]);
      if (!why.empty()) error(func_.loc(), fmt::format("function @{} input #{} {}", func_.name(), i, why));
    }
    for (size_t i = 0; i < func_.resultTypes().size(); ++i) {
      std::string why = checkValueType(func_.resultTypes()[i]);
      if (!why.empty()) error(func_.loc(), fmt::format("function @{} result #{} {}", func_.name(), i, why));
    }
  }

  void verifyEntryArgs(const Block& entry) {
    std::span<const Type> inputs = func_.inputTypes();
    if (entry.numArgs() != inputs.size()) {
      error(func_.loc(), fmt::format("function @{} takes {} input{} {} but its entry block has {} argument{}",
                                     func_.name(), inputs.size(), plural(inputs.size()), typesStr(inputs),
                                     entry.numArgs(), plural(entry.numArgs())));
      return;
    }
    for (size_t i = 0; i < inputs.size(); ++i)
      if (entry.arg(i)->type() != inputs[i])
        error(func_.loc(), fmt::format("function @{} entry block argument #{} has type {} but input #{} is {}",
                                       func_.name(), i, entry.arg(i)->type().str(), i, inputs[i].str()));
  }

  void verifyFuncTerminator(const Block& entry) {
    const Operation* last = entry.back();
    if (!last || !last->is(OpCode::FuncReturn)) {
      error(last ? last->loc() : func_.loc(),
            fmt::format("function @{} body must end with 'func.return'{}", func_.name(),
                        last ? fmt::format(", not '{}'", last->name()) : std::string()));
      return;
    }
    std::span<const Type> results = func_.resultTypes();
    if (last->numOperands() != results.size()) {
      std::vector<Type> returned = last->operandTypes();
      opError(*last, fmt::format("returns {} value{} {} but function @{} has {} result{} {}", returned.size(),
                                 plural(returned.size()), typesStr(returned), func_.name(), results.size(),
                                 plural(results.size()), typesStr(results)));
      return;
    }
    for (size_t i = 0; i < results.size(); ++i) {
      Value* v = last->operand(i);
      if (v && v->type() != results[i])
        opError(*last, fmt::format("operand #{} has type {} but function @{} returns {} as result #{}", i,
                                   v->type().str(), func_.name(), results[i].str(), i));
    }
  }

  // Walks a block in order: what the block defines is visible to later ops and to nested regions.
  void verifyBlock(const Block& block) {
    std::vector<const Value*> defined;
    for (size_t i = 0; i < block.numArgs(); ++i) defined.push_back(block.arg(i));
    visible_.insert(defined.begin(), defined.end());
    for (const Operation& op : block) {
      bool operandsOk = verifyOperands(op);  // false when an operand is null: no types to check
      if (op.hasTrait(kTerminator) && op.next())
        opError(op, fmt::format("is a terminator but is followed by '{}'; it must be the last op of its block",
                                op.next()->name()));
      if (operandsOk) verifyOpSignature(op);
      for (size_t r = 0; r < op.numRegions(); ++r)
        if (!op.region(r).empty()) verifyBlock(op.region(r).block());
      for (size_t i = 0; i < op.numResults(); ++i) {
        defined.push_back(op.result(i));
        visible_.insert(op.result(i));
      }
    }
    for (const Value* v : defined) visible_.erase(v);
  }

  bool verifyOperands(const Operation& op) {
    bool ok = true;
    for (size_t i = 0; i < op.numOperands(); ++i) {
      const Value* v = op.operand(i);
      if (!v) {
        opError(op, fmt::format("operand #{} is null", i));
        ok = false;
      } else if (!visible_.count(v)) {
        opError(op, fmt::format("operand #{} {}", i, whyInvisible(op, *v)));
      }
    }
    return ok;
  }

  std::string whyInvisible(const Operation& user, const Value& v) {
    const Func* owner = owningFunc(v);
    if (owner != &func_)
      return owner ? fmt::format("is defined in function @{}; values cannot cross functions", owner->name())
                   : std::string("is defined outside any function");
    const Operation* def = v.definingOp();
    if (def == &user) return "is a result of this same op";
    if (def && def->block() == user.block() && user.isBeforeInBlock(def))
      return fmt::format("is used before it is defined (by a later '{}')", def->name());
    return "is defined in a region that does not enclose this use; a value must be defined earlier in the same "
           "block or in an enclosing block";
  }

  void verifyOpSignature(const Operation& op) {
    RegionArity arity = regionArity(op.code());
    if (op.numRegions() < arity.min || op.numRegions() > arity.max) {
      std::string expected = arity.min == arity.max ? std::to_string(arity.min) : fmt::format("at least {}", arity.min);
      return opError(op, fmt::format("expects {} region{} but has {}", expected, plural(arity.min), op.numRegions()));
    }
    std::vector<const Region*> regions;
    for (size_t r = 0; r < op.numRegions(); ++r) regions.push_back(&op.region(r));
    std::string problem =
        checkOpSignature(op.code(), op.operandTypes(), op.attrs(), regions, op.resultTypes());
    if (!problem.empty()) {
      error(op.loc(), std::move(problem));
      return;
    }
    if (op.is(OpCode::Call)) verifyCall(op);
    if (op.is(OpCode::CustomCall)) verifyCalledComputations(op);
  }

  void verifyCall(const Operation& op) {
    if (!module_) return;
    const std::string& name = op.attr("callee").str();
    const Func* callee = module_->lookup(name);
    if (!callee) {
      opError(op, fmt::format("calls @{}, which is not a function in this module", name));
      return;
    }
    std::span<const Type> inputs = callee->inputTypes(), results = callee->resultTypes();
    std::vector<Type> args = op.operandTypes(), got = op.resultTypes();
    if (args.size() != inputs.size()) {
      opError(op, fmt::format("passes {} argument{} {} but @{} takes {}: {}", args.size(), plural(args.size()),
                              typesStr(args), name, inputs.size(), typesStr(inputs)));
      return;
    }
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i] != inputs[i])
        return opError(op, fmt::format("operand #{} has type {} but @{} takes {} as input #{}", i, args[i].str(), name,
                                       inputs[i].str(), i));
    if (got.size() != results.size())
      return opError(op, fmt::format("has {} result{} {} but @{} returns {}: {}", got.size(), plural(got.size()),
                                     typesStr(got), name, results.size(), typesStr(results)));
    for (size_t i = 0; i < got.size(); ++i)
      if (got[i] != results[i])
        return opError(op, fmt::format("result #{} has type {} but @{} returns {} as result #{}", i, got[i].str(),
                                       name, results[i].str(), i));
  }

  void verifyCalledComputations(const Operation& op) {
    Attr called = op.attr("called_computations");
    if (!module_ || !called) return;
    for (const Attr& symbol : called.elements())
      if (!module_->lookup(symbol.str()))
        opError(op, fmt::format("called_computations names @{}, which is not a function in this module", symbol.str()));
  }

  const Func& func_;
  const Module* module_;
  DiagnosticEngine& diag_;
  std::unordered_set<const Value*> visible_;
  bool ok_ = true;
};

}  // namespace

bool verifyFunc(const Func& func, DiagnosticEngine& diag) { return FuncVerifier(func, diag).run(); }

bool verifyModule(const Module& module, DiagnosticEngine& diag) {
  bool ok = true;
  for (const auto& func : module.funcs()) ok = verifyFunc(*func, diag) && ok;
  return ok;
}

}  // namespace juxla::ir
