// Internal to the infer*.cpp files: the state one typing rule works on, and the checks rules share.
// Each rule checks one op's operands, attributes and regions against the StableHLO spec and either
// fills `results` or records the first violation.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/attributes.h"
#include "ir/infer.h"
#include "ir/op_code.h"
#include "ir/types.h"

namespace juxla::ir {
class Region;
}

namespace juxla::ir::infer_detail {

// What one rule sees: the op's inputs, the result types given by the caller (when checking rather
// than inferring), and what it found.
struct OpTyping {
  OpCode code;
  std::span<const Type> operands;
  const NamedAttrList& attrs;
  std::span<const Region* const> regions;  // empty: regions not built yet, region checks skipped
  std::optional<std::span<const Type>> given;
  std::vector<Type> results;
  std::string error;

  std::string_view name() const { return opName(code); }
  size_t numOperands() const { return operands.size(); }
  Type operand(size_t i) const { return operands[i]; }
  bool haveRegions() const { return !regions.empty(); }
  // Records the first violation as "'stablehlo.x' op <message>"; always returns false.
  bool fail(const std::string& message);
  bool succeed(std::vector<Type> types) {
    results = std::move(types);
    return true;
  }
};

using TypingRule = bool (*)(OpTyping&);

// Element-type classes as the spec names them; masks combine them.
enum ElementClass : unsigned {
  kBoolElements = 1,
  kSignedElements = 2,
  kUnsignedElements = 4,
  kFloatElements = 8,
  kIntElements = kSignedElements | kUnsignedElements,
  kAnyElements = kBoolElements | kIntElements | kFloatElements,
};
bool inClass(ElementType t, unsigned mask);
std::string className(unsigned mask);  // "floating-point", "boolean or integer", ...

enum class Need { Required, Optional };

// ---- Operand checks; each records a message and returns false on violation. ----
bool operandCount(OpTyping& t, size_t n);
bool minOperandCount(OpTyping& t, size_t n, std::string_view what);
bool tensorOperand(OpTyping& t, size_t i);
bool tensorOperands(OpTyping& t);
bool operandElements(OpTyping& t, size_t i, unsigned mask);
bool scalarOperand(OpTyping& t, size_t i, std::string_view role);
// For ops whose results cannot be inferred: require `count` given results (any count when -1).
bool needGivenResults(OpTyping& t, int count);
bool tensorResult(OpTyping& t, size_t i);

// ---- Attribute readers: a missing optional attribute leaves `out` (the spec default) unchanged. ----
bool readI64Array(OpTyping& t, std::string_view attr, Need need, std::vector<int64_t>& out);
bool readBoolArray(OpTyping& t, std::string_view attr, Need need, std::vector<int64_t>& out);
bool readInt(OpTyping& t, std::string_view attr, Need need, int64_t& out);
bool readBool(OpTyping& t, std::string_view attr, Need need, bool& out);
bool readString(OpTyping& t, std::string_view attr, Need need, std::string& out);
bool readEnum(OpTyping& t, std::string_view attr, std::string_view group, std::span<const std::string_view> values,
              Need need, std::string& out);
// A dense i64 tensor<rows x 2> of [low, high] pairs (convolution and window padding).
bool readPadding(OpTyping& t, std::string_view attr, Need need, int64_t rows,
                 std::vector<std::pair<int64_t, int64_t>>& out);
bool readPrecisionConfig(OpTyping& t);

// ---- Dimension-list checks; `what` names the list in messages, e.g. "dimensions". ----
bool dimsInRange(OpTyping& t, std::string_view what, std::span<const int64_t> dims, int64_t rank,
                 std::string_view rankOf);
bool dimsUnique(OpTyping& t, std::string_view what, std::span<const int64_t> dims);
bool dimsSorted(OpTyping& t, std::string_view what, std::span<const int64_t> dims);
bool sizeIs(OpTyping& t, std::string_view what, size_t size, int64_t expected, std::string_view because);
bool allPositive(OpTyping& t, std::string_view what, std::span<const int64_t> values);

// ---- Regions (skipped when the caller passed none). ----
bool regionCount(OpTyping& t, size_t n);
bool minRegionCount(OpTyping& t, size_t n);
// Checks region `i`'s block arguments and, when `results` is set, its stablehlo.return operands.
bool checkRegion(OpTyping& t, size_t i, std::string_view role, std::span<const Type> args,
                 const std::vector<Type>* results);
// The operand types of region `i`'s stablehlo.return; records a violation when there is none.
bool regionReturnTypes(OpTyping& t, size_t i, std::string_view role, std::vector<Type>& out);

// ---- Formatting. ----
std::string listStr(std::span<const int64_t> values);  // "[1, 2]"
std::string typesStr(std::span<const Type> types);     // "(tensor<f32>, tensor<i32>)"
std::vector<Type> scalarsOf(std::span<const Type> tensors);  // tensor<E> per input tensor

// Window shape arithmetic shared by convolution, reduce_window and select_and_scatter (spec C15/C26).
int64_t dilatedSize(int64_t size, int64_t dilation);
int64_t numWindows(int64_t paddedSize, int64_t dilatedWindow, int64_t stride);

// ---- Rules, one per op, grouped by file. ----
// infer_elementwise.cpp
bool typeConstant(OpTyping& t);
bool typeIota(OpTyping& t);
bool typeUnary(OpTyping& t);
bool typeIsFinite(OpTyping& t);
bool typeConvert(OpTyping& t);
bool typeBitcastConvert(OpTyping& t);
bool typeReducePrecision(OpTyping& t);
bool typeBinary(OpTyping& t);
bool typeCompare(OpTyping& t);
bool typeSelect(OpTyping& t);
bool typeClamp(OpTyping& t);
// The element classes an elementwise op accepts (spec "Inputs" tables).
unsigned elementwiseClasses(OpCode code);

// infer_data_movement.cpp
bool typeBroadcastInDim(OpTyping& t);
bool typeReshape(OpTyping& t);
bool typeTranspose(OpTyping& t);
bool typeSlice(OpTyping& t);
bool typeDynamicSlice(OpTyping& t);
bool typeDynamicUpdateSlice(OpTyping& t);
bool typeConcatenate(OpTyping& t);
bool typePad(OpTyping& t);
bool typeReverse(OpTyping& t);
bool typeGather(OpTyping& t);
bool typeScatter(OpTyping& t);

// infer_contractions.cpp
bool typeDotGeneral(OpTyping& t);
bool typeConvolution(OpTyping& t);

// infer_windows.cpp
bool typeReduce(OpTyping& t);
bool typeReduceWindow(OpTyping& t);
bool typeSelectAndScatter(OpTyping& t);
bool typeSort(OpTyping& t);
bool typeMap(OpTyping& t);

// infer_control.cpp
bool typeWhile(OpTyping& t);
bool typeIf(OpTyping& t);
bool typeCase(OpTyping& t);
bool typeOptimizationBarrier(OpTyping& t);
bool typeTuple(OpTyping& t);
bool typeGetTupleElement(OpTyping& t);
bool typeRngBitGenerator(OpTyping& t);
bool typeAfterAll(OpTyping& t);
bool typeInfeed(OpTyping& t);
bool typeOutfeed(OpTyping& t);
bool typeCustomCall(OpTyping& t);
bool typeCall(OpTyping& t);
bool typeTerminator(OpTyping& t);
bool typeCheckBinary(OpTyping& t);
bool typeCheckConst(OpTyping& t);
bool typeCheckClose(OpTyping& t);

}  // namespace juxla::ir::infer_detail
