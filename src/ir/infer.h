// Result-type inference and signature checks for every op in ops.def, following the StableHLO spec
// (docs/spec.md, the numbered constraints C1, C2, ... of each op). The builder infers with these, the
// verifier checks with them, so both reject a bad op with the same message.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/op_code.h"
#include "ir/types.h"

namespace juxla::ir {

class Region;

struct InferredTypes {
  std::vector<Type> types;
  std::string error;  // the first violation, "'stablehlo.add' op ..."; empty on success
  bool ok() const { return error.empty(); }
};

// False for ops whose result types do not follow from operands and attributes (reshape, convert,
// bitcast_convert, iota, broadcast_in_dim, rng_bit_generator, infeed, custom_call, func.call):
// their builders take explicit result types, and the verifier checks those for compatibility.
bool canInferResultTypes(OpCode code);

// How many regions an op takes; `case` takes one or more, most ops none.
struct RegionArity {
  size_t min = 0, max = 0;
};
RegionArity regionArity(OpCode code);

// Infers an op's result types, checking every operand, attribute and region constraint on the way.
// `regions` may be empty when the regions are not built yet; region checks are then skipped and ops
// whose results come from their regions (if, case, map) report that they need them.
InferredTypes inferResultTypes(OpCode code, std::span<const Type> operands, const NamedAttrList& attrs,
                               std::span<const Region* const> regions = {});

// Checks a whole signature: operands, attributes, regions, and the given result types, which must
// equal the inferred ones (or, for ops that cannot infer, be compatible). Returns "" when valid.
std::string checkOpSignature(OpCode code, std::span<const Type> operands, const NamedAttrList& attrs,
                             std::span<const Region* const> regions, std::span<const Type> results);

// The block-argument types of each region of the op, derived from its operands: 2N scalar tensors for
// reduce-like bodies, the operand types for while, none for if/case. Empty when the op has no regions.
std::vector<std::vector<Type>> regionArgumentTypes(OpCode code, std::span<const Type> operands, size_t numRegions);

// "" when `t` may be the type of an IR value: tensors without `index` elements or negative sizes,
// tokens, and tuples of those; otherwise why not.
std::string checkValueType(Type t);

}  // namespace juxla::ir
