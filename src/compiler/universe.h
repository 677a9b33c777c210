// The Universe owns everything one program run creates: types, modules, functions. Core types
// (Any, Int64, Tuple, Array, ...) are made when it starts; user types join as they are defined.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/types.h"

namespace juxla::compiler {

struct CoreTypes {
  // Abstract numeric tower and friends.
  DataType *Any, *Number, *Real, *Integer, *Signed, *Unsigned, *AbstractFloat, *AbstractChar,
      *AbstractString, *Function, *Exception;
  // Primitive and other concrete types.
  DataType *Bool, *Int8, *Int16, *Int32, *Int64, *UInt8, *UInt16, *UInt32, *UInt64, *Float16, *Float32,
      *Float64, *Char, *Symbol, *String, *Nothing, *Module;
  // The kinds: the types of types.
  DataType *DataTypeKind, *UnionKind, *UnionAllKind, *TypeVarKind;
  // Parametric families.
  TypeName *Tuple, *NamedTuple, *Type, *Array, *AbstractArray, *Pair, *AbstractDict, *Dict, *AbstractRange, *OrdinalRange,
      *AbstractUnitRange, *UnitRange, *StepRange, *Val, *Ref;
  const JType* Bottom;  // Union{}
  const DataType* EmptyTuple;  // Tuple{}
};

class Universe {
 public:
  Universe();
  Universe(const Universe&) = delete;
  ~Universe();

  const CoreTypes& core() const { return core_; }

  // Type construction; the same arguments give the same object.
  const DataType* apply(TypeName* name, std::vector<Value> params);
  const DataType* tupleOf(std::vector<const JType*> elements);
  const JType* varargOf(const JType* element, Value count = Value());
  const JType* unionOf(std::vector<const JType*> members);
  // The canonical order of Union members (negative when `a` comes first), as Julia sorts them.
  int unionOrder(const JType* a, const JType* b) const;
  const TypeVar* typeVar(const SymbolName* name, const JType* lower = nullptr, const JType* upper = nullptr);
  const JType* unionAll(const TypeVar* var, const JType* body);
  // Creates a new type family (struct, abstract or primitive type); `params` may be empty.
  TypeName* newTypeName(const SymbolName* name, Module* module, std::vector<const TypeVar*> params);
  // Finishes a family: its supertype and fields (templates over its params) are known; makes the wrapper.
  void defineTypeName(TypeName* name, const JType* superTemplate, std::vector<const SymbolName*> fieldNames,
                      std::vector<const JType*> fieldTypeTemplates);
  // Replaces a family's field type templates (they may mention the family itself) and updates
  // the types already applied.
  void setFieldTypes(TypeName* name, std::vector<const JType*> fieldTypeTemplates);

  // A type as a Julia value; its own type is DataType, Union, UnionAll or TypeVar.
  Value typeValue(const JType* t) const;
  // The type of a value for dispatch: Type{X} for a type value X, else its concrete type.
  const JType* dispatchType(const Value& v) {
    const DataType* t = v.type();
    return t->isKindType ? typeOfTypeValue(v) : t;
  }
  const JType* typeOfTypeValue(const Value& v);  // Type{X}
  // Replaces type variables by their bindings (types or plain values).
  const JType* substitute(const JType* t, const std::map<const TypeVar*, Value>& bindings);
  Value substituteParam(const Value& param, const std::map<const TypeVar*, Value>& bindings);

  std::string show(const JType* t) const;
  std::string showParam(const Value& param) const;

  // Values of the simple types.
  Value nothing() const { return Value::bits(core_.Nothing, 0); }
  Value boolean(bool b) const { return Value::bits(core_.Bool, b ? 1 : 0); }
  Value int64(int64_t v) const { return Value::bits(core_.Int64, uint64_t(v)); }
  Value float64(double v) const;
  Value float32(float v) const;
  Value symbol(std::string_view name) const { return Value::pointer(core_.Symbol, intern(name)); }
  Value character(uint32_t codePoint) const { return Value::bits(core_.Char, codePoint); }

  // Main and Base, for printing a type of another module qualified (Main.M.Point) when Main does
  // not see it by its bare name; set by the evaluator once the modules exist.
  const Module* mainModule = nullptr;
  const Module* baseModule = nullptr;
  std::string moduleQualifier(const TypeName* tn) const;

 private:
  template <typename T>
  T* own(std::unique_ptr<T> t) {
    T* raw = t.get();
    owned_.push_back(std::move(t));
    return raw;
  }
  DataType* abstractType(const char* name, DataType* super);
  DataType* primitiveType(const char* name, DataType* super, int bits);
  TypeName* family(const char* name, std::vector<const char*> params, bool isAbstract);
  std::string paramsKey(const std::vector<Value>& params) const;

  CoreTypes core_{};
  std::vector<std::unique_ptr<JType>> owned_;
  std::vector<std::unique_ptr<TypeName>> typeNames_;
  std::unordered_map<std::string, const JType*> unions_, unionAlls_, varargs_;
};

}  // namespace juxla::compiler
