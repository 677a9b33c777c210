// Subtyping and method-signature matching: the part of Julia's type lattice the evaluator needs
// (DataType hierarchies, invariant parameters, covariant tuples with Vararg, Unions, UnionAll
// with bounded type variables, Type{T}, the diagonal rule for variables that only appear in
// tuple element positions).
#pragma once

#include <map>
#include <optional>
#include <span>

#include "compiler/types.h"

namespace juxla::compiler {

class Universe;

bool isSubtype(Universe& u, const JType* a, const JType* b);
bool typesEqual(Universe& u, const JType* a, const JType* b);
// `v isa t`, with type values matching Type{X}.
bool isa(Universe& u, const Value& v, const JType* t);

// Matches the types of a call's arguments (callee first) against a method signature
// (Tuple{...}, possibly under UnionAlls); on success, the bindings of the signature's variables
// (a variable that no argument fixes is left out).
using TypeBindings = std::map<const TypeVar*, Value>;
std::optional<TypeBindings> matchSignature(Universe& u, const JType* signature, std::span<const JType* const> argTypes);

// Strips the UnionAlls of a signature: the Tuple{...} inside.
const DataType* signatureBody(const JType* signature);

}  // namespace juxla::compiler
