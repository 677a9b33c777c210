// Julia's types as the evaluator sees them: DataTypes (concrete or abstract, possibly
// parametric), Unions, UnionAlls over TypeVars, Vararg. Types are immortal: they live as long as
// the Universe that made them, and a type that is written twice is the same object.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/value.h"

namespace juxla::compiler {

class DataType;
class MethodTable;
class Module;
class TypeVar;
class Universe;

enum class TypeKind : uint8_t { Data, Union, UnionAll, Var, Vararg };

class JType {
 public:
  explicit JType(TypeKind k) : kind(k) {}
  JType(const JType&) = delete;
  virtual ~JType() = default;
  const TypeKind kind;
  bool isData() const { return kind == TypeKind::Data; }
};

// What all instances of one parametric type family share: name, parameters, fields, methods.
struct TypeName {
  const SymbolName* name = nullptr;
  Module* module = nullptr;
  std::vector<const TypeVar*> params;  // the family's parameters, e.g. T and N of Array{T,N}
  const JType* wrapper = nullptr;      // the family as a type: Array (a UnionAll) or Int64 itself
  const JType* superTemplate = nullptr;  // the supertype, mentioning `params`
  std::vector<const SymbolName*> fieldNames;
  std::vector<const JType*> fieldTypeTemplates;  // mentioning `params`
  bool isAbstract = false;
  bool isMutable = false;
  bool isPrimitive = false;   // bits stored in a Value's payload
  int primitiveBits = 0;
  bool isSingletonFunction = false;  // typeof(f) for a generic function f
  bool isClosure = false;            // a lambda or local function: its fields are the captured variables
  MethodTable* methods = nullptr;    // calls of instances (and of the type itself)
  std::unordered_map<std::string, DataType*> instances;  // applied types by a key of their parameters
};

class DataType : public JType {
 public:
  DataType() : JType(TypeKind::Data) {}
  TypeName* name = nullptr;
  std::vector<Value> params;            // types or plain values (Int, Symbol, Bool, tuples)
  const DataType* super = nullptr;      // nullptr only for Any
  std::vector<const JType*> fieldTypes;  // instantiated
  bool isConcrete = false;   // may have instances
  bool boxed = false;        // instances are counted heap objects (see Value::isObject)
  bool isTupleType = false;  // Tuple{...}: covariant, may end in Vararg
  bool isKindType = false;   // DataType, Union, UnionAll, TypeVar: its values are types
};

// Union{A, B, ...}: members flattened, distinct, in a canonical order; no members is Union{}.
class UnionType : public JType {
 public:
  UnionType() : JType(TypeKind::Union) {}
  std::vector<const JType*> members;
};

class TypeVar : public JType {
 public:
  TypeVar() : JType(TypeKind::Var) {}
  const SymbolName* name = nullptr;
  const JType* lower = nullptr;  // Union{} by default
  const JType* upper = nullptr;  // Any by default
};

// The variable of `Vector{<:Real}`, named `#s1`...: printed as `<:Real` at its use, not in a `where`.
inline bool isAnonymousTypeVar(const TypeVar* v) { return !v->name->view().empty() && v->name->view()[0] == '#'; }

// `body where var`
class UnionAll : public JType {
 public:
  UnionAll() : JType(TypeKind::UnionAll) {}
  const TypeVar* var = nullptr;
  const JType* body = nullptr;
};

// Vararg{T} or Vararg{T, N}, only as the last element of a Tuple type.
class VarargType : public JType {
 public:
  VarargType() : JType(TypeKind::Vararg) {}
  const JType* element = nullptr;
  Value count;  // an Int, a TypeVar value, or undefined (any count)
};

}  // namespace juxla::compiler
