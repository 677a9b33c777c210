// The C++ methods of Base: what cannot be written in the Julia subset itself (field access, type
// operations, arithmetic on primitive numbers, arrays in host memory, printing, I/O).
#pragma once

#include <string>
#include <vector>

#include "compiler/evaluator.h"

namespace juxla::compiler {

// Registers every builtin family into Base (builtins_*.cpp each add their own).
void registerBuiltins(Evaluator& ev);
void registerCoreBuiltins(Evaluator& ev);      // builtins_core.cpp
void registerNumberBuiltins(Evaluator& ev);    // builtins_numbers.cpp
void registerPrintBuiltins(Evaluator& ev);     // builtins_io.cpp (show rules: builtins_print.cpp)
void registerCollectionBuiltins(Evaluator& ev);  // builtins_collections.cpp
void registerBroadcastBuiltins(Evaluator& ev);   // builtins_broadcast.cpp
void registerMathBuiltins(Evaluator& ev);        // builtins_math.cpp
void registerStringBuiltins(Evaluator& ev);      // builtins_strings.cpp
void registerDictBuiltins(Evaluator& ev);        // builtins_dict.cpp
void registerLinalgBuiltins(Evaluator& ev);      // builtins_linalg.cpp
void registerNpyBuiltins(Evaluator& ev);         // builtins_npy.cpp
void registerRandomBuiltins(Evaluator& ev);
void registerReflectionBuiltins(Evaluator& ev);  // builtins_reflection.cpp      // builtins_random.cpp

// Loads prelude/*.jl (embedded at build time) into Base.
void loadPrelude(Evaluator& ev);

// Julia's convert between primitive numbers (InexactError when the value does not fit); an
// undefined Value when either side is not a primitive number.
Value convertNumber(Evaluator& ev, const DataType* to, const Value& v, frontend::SourceSpan span);
// promote_type (numbers by Julia's promotion table; Nothing joins as a Union) and typejoin.
const JType* promoteType(Evaluator& ev, const JType* a, const JType* b);
const JType* typejoin(Evaluator& ev, const JType* a, const JType* b);
// The element type of a collection grown one element at a time (Julia's promote_typejoin).
const JType* promoteTypejoin(Evaluator& ev, const JType* a, const JType* b);

// Helpers for builtins.
// A type of Base made by the runtime (IO, IOBuffer, ...): bound and exported in Base.
const DataType* defineBaseType(Evaluator& ev, const char* name, const DataType* super, bool isAbstract, bool isMutable);
// A C++ method for calls of the type itself: `T(args...)`; `sparams` are the signature's variables.
Method* defineTypeBuiltin(Evaluator& ev, const JType* type, std::vector<const JType*> argTypes, BuiltinFn fn,
                          bool varargTail = false, std::vector<const TypeVar*> sparams = {});
Value makeString(Evaluator& ev, std::string s);
const std::string& stringOf(const Value& v);
Value makeTuple(Evaluator& ev, std::vector<Value> elements);
Value makeNamedTuple(Evaluator& ev, const std::vector<Value>& names, std::vector<Value> values);
bool isTypeValue(Evaluator& ev, const Value& v);
// Refuses keyword arguments for builtins that take none.
void noKeywords(Evaluator& ev, CallArgs& call);
// The generic function's name for messages: `+`, `getindex`.
std::string calleeName(Evaluator& ev, CallArgs& call);

}  // namespace juxla::compiler
