#include "interp/interpreter.h"

namespace juxla::interp {

void OpContext::fail(const std::string& message) const {
  throw InterpreterError(op.loc(), "'" + std::string(op.name()) + "' " + message);
}

std::vector<int64_t> OpContext::ints(std::string_view name, std::vector<int64_t> fallback) const {
  ir::Attr a = op.attr(name);
  if (!a) return fallback;
  if (a.is(ir::Attr::Kind::DenseArray)) return {a.ints().begin(), a.ints().end()};
  if (a.is(ir::Attr::Kind::DenseElements)) {
    std::vector<int64_t> out;
    for (int64_t i = 0; i < a.numElements(); ++i) out.push_back(a.intElement(i));
    return out;
  }
  fail("attribute '" + std::string(name) + "' is not a list of integers");
}

const Tensor& Interpreter::lookup(const ir::Value* v) const {
  auto it = frames_.back()->find(v);
  if (it == frames_.back()->end())
    throw InterpreterError({}, "internal error: a value is used before it was computed (was the module verified?)");
  return it->second;
}

std::vector<Tensor> Interpreter::call(const std::string& funcName, std::vector<Tensor> args) {
  const ir::Func* f = module_.lookup(funcName);
  if (!f) throw InterpreterError({}, "no function @" + funcName + " in the module");
  return call(*f, std::move(args));
}

std::vector<Tensor> Interpreter::call(const ir::Func& func, std::vector<Tensor> args) {
  if (func.isDeclaration()) throw InterpreterError(func.loc(), "@" + func.name() + " is a declaration without a body");
  if (args.size() != func.inputTypes().size())
    throw InterpreterError(func.loc(), "@" + func.name() + " takes " + std::to_string(func.inputTypes().size()) +
                                           " arguments but got " + std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].type() != func.inputTypes()[i])
      throw InterpreterError(func.loc(), "argument #" + std::to_string(i) + " of @" + func.name() + " is " +
                                             args[i].type().str() + " but the function takes " +
                                             func.inputTypes()[i].str());
  if (frames_.size() >= options_.maxCallDepth)
    throw InterpreterError(func.loc(), "calls nest deeper than " + std::to_string(options_.maxCallDepth) +
                                           " (unbounded recursion?)");
  Env env;
  const ir::Block& entry = func.entry();
  for (size_t i = 0; i < args.size(); ++i) env[entry.arg(i)] = std::move(args[i]);
  frames_.push_back(&env);
  try {
    std::vector<Tensor> results = runBlock(entry);
    frames_.pop_back();
    return results;
  } catch (...) {
    frames_.pop_back();
    throw;
  }
}

std::vector<Tensor> Interpreter::evalOp(const ir::Operation& op, std::vector<Tensor> operands,
                                        std::unordered_map<const ir::Value*, Tensor> captured) {
  Env env = std::move(captured);
  frames_.push_back(&env);
  try {
    OpContext ctx{op, operands, *this};
    std::vector<Tensor> results = opImpl(op.code())(ctx);
    frames_.pop_back();
    return results;
  } catch (...) {
    frames_.pop_back();
    throw;
  }
}

std::vector<Tensor> Interpreter::runRegion(const ir::Region& region, std::vector<Tensor> args) {
  const ir::Block& block = region.block();
  if (args.size() != block.numArgs())
    throw InterpreterError({}, "internal error: region takes " + std::to_string(block.numArgs()) + " arguments, got " +
                                   std::to_string(args.size()));
  Env& env = *frames_.back();
  for (size_t i = 0; i < args.size(); ++i) env[block.arg(i)] = std::move(args[i]);
  return runBlock(block);
}

std::vector<Tensor> Interpreter::runBlock(const ir::Block& block) {
  Env& env = *frames_.back();
  std::vector<Tensor> operands;
  for (const ir::Operation& op : block) {
    operands.clear();
    for (const ir::Value* v : op.operands()) operands.push_back(lookup(v));
    if (op.hasTrait(ir::kTerminator)) return operands;
    OpContext ctx{op, operands, *this};
    std::vector<Tensor> results = opImpl(op.code())(ctx);
    if (results.size() != op.numResults())
      throw InterpreterError(op.loc(), "internal error: '" + std::string(op.name()) + "' produced " +
                                           std::to_string(results.size()) + " values for " +
                                           std::to_string(op.numResults()) + " results");
    for (size_t i = 0; i < results.size(); ++i) {
      if (results[i].type() != op.result(i)->type())
        throw InterpreterError(op.loc(), "internal error: '" + std::string(op.name()) + "' produced " +
                                             results[i].type().str() + " for a result of type " +
                                             op.result(i)->type().str());
      env[op.result(i)] = std::move(results[i]);
    }
  }
  throw InterpreterError({}, "internal error: a block without a terminator");
}

}  // namespace juxla::interp
