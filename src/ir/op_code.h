// The op enum, mnemonics and traits, all generated from ops.def.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace juxla::ir {

enum OpTrait : uint32_t {
  kPure = 1u << 0,          // no effects: dead ops may be removed, equal ops merged
  kElementwise = 1u << 1,   // applies the same scalar function at every index
  kCommutative = 1u << 2,   // binary op whose operands may be swapped
  kTerminator = 1u << 3,    // ends a block
  kControlFlow = 1u << 4,   // runs its regions a data-dependent number of times
  kSideEffect = 1u << 5,    // observable effects; never removed or merged
  kCheck = 1u << 6,         // a test assertion of the check dialect
  kConstantLike = 1u << 7,  // result is known at compile time
};

// How an op is spelled in text; each names a printer/parser pair in text_formats.cpp.
enum class TextFormat : uint8_t {
  Generic, SameType, Functional, Constant, Iota, ReducePrecision, Compare, Select, BroadcastInDim, Transpose,
  Slice, DynamicSlice, Concatenate, Pad, Reverse, DotGeneral, Convolution, Reduce, While,
  OptimizationBarrier, Tuple, GetTupleElement, RngBitGenerator, AfterAll, CustomCall, Call, Return,
  CheckBinary, CheckConst, CheckClose,
};

enum class OpCode : uint16_t {
#define X(e, m, t, f, a) e,
#include "ir/ops.def"
#undef X
};

constexpr int kNumOpCodes = 0
#define X(e, m, t, f, a) +1
#include "ir/ops.def"
#undef X
    ;

struct OpInfo {
  OpCode code;
  std::string_view mnemonic;  // full name, e.g. "stablehlo.add"
  uint32_t traits;
  TextFormat format;
  std::string_view inherentAttrs;  // comma-separated names
};

const OpInfo& opInfo(OpCode code);
std::string_view opName(OpCode code);
std::optional<OpCode> opCodeByName(std::string_view fullName);
bool isInherentAttr(OpCode code, std::string_view attrName);
inline bool hasTrait(OpCode code, OpTrait t) { return (opInfo(code).traits & t) != 0; }

}  // namespace juxla::ir
