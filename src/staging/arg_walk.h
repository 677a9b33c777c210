// The arguments of a staged call as the specialization key sees them (decision 5): a walk through
// tuples, NamedTuples, structs, closures' captures, boxes and Vector{Any} that finds the array and
// number leaves (the parameters), the mutable objects (whose fields are written back), and a key
// string of everything else (types, shapes, aliasing, host values).
#pragma once

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/evaluator.h"
#include "compiler/objects.h"

namespace juxla::staging {

struct ArgWalk {
  struct Leaf {
    enum class Kind { Array, Number } kind;
    compiler::Value value;
  };
  std::vector<compiler::Value> args;           // the call's arguments (callee first)
  std::vector<Leaf> leaves;                    // arrays (each identity once) and numbers, in walk order
  std::vector<compiler::Value> objects;        // mutable structs and boxes, each identity once, in walk order
  std::unordered_map<const compiler::Object*, size_t> objectIndex;  // identity -> index in `objects`
  std::unordered_map<const compiler::Object*, size_t> arrayLeaf;    // identity -> index in `leaves`
  // Arrays that share their elements with an earlier array leaf (`reshape(x, …)`, `x'` of a vector):
  // not parameters of their own, but aliases of that leaf, so its buffer is passed (and donated) once.
  std::vector<compiler::Value> aliases;
  std::unordered_map<const compiler::Object*, size_t> aliasIndex;    // identity -> index in `aliases`
  std::unordered_map<const void*, size_t> storageLeaf;               // element storage -> its array leaf
  std::string key;
  bool holdsArray = false;

  // Walks the arguments; numbers at leaf indices in `staticLeaves` enter the key by value.
  void walk(compiler::Evaluator& ev, compiler::CallArgs& call, const std::set<size_t>& staticLeaves);

  // Makes number leaf `leaf` a compile-time constant, and with it every integer leaf in the same place
  // of another struct of the same type (each Conv's stride, pad, dilation): what one layer's staging
  // needs as a constant, its siblings' will too, so one restart of staging serves them all.
  void addStatic(std::set<size_t>& staticLeaves, size_t leaf) const;

 private:
  void visit(compiler::Evaluator& ev, const compiler::Value& v, const std::set<size_t>& staticLeaves, int depth);
  std::string role_;                   // where the walk is: struct type and field, tuple positions
  std::vector<std::string> leafRole_;  // per leaf: its role if an integer inside a struct, else ""
};

bool isNumericArray(compiler::Evaluator& ev, const compiler::Value& v);
bool isNumberType(compiler::Evaluator& ev, const compiler::DataType* t);

}  // namespace juxla::staging
