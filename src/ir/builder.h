// The builder: creates ops at an insertion point, infers their result types, and rejects bad operands
// with a BuildError that names the op and the shapes (DESIGN decision 2). Staging and AD build all IR
// through it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace juxla::ir {

class BuildError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class ComparisonDirection { EQ, NE, GE, GT, LE, LT };
enum class CompareType { Float, TotalOrder, Signed, Unsigned };
std::string_view comparisonDirectionName(ComparisonDirection d);  // "EQ"
std::string_view compareTypeName(CompareType t);                  // "FLOAT"
// What JAX emits: FLOAT for floats, SIGNED for signed integers, UNSIGNED for unsigned ones and i1.
CompareType defaultCompareType(ElementType e);

class Builder;

// Builds one region: receives a builder at the end of the new block and the block's arguments, and
// returns the values the region yields; the builder appends the `stablehlo.return` for them.
using RegionBody = std::function<std::vector<Value*>(Builder&, std::span<Value* const> args)>;

// Windowing of reduce_window and select_and_scatter; empty lists leave the attribute out (spec defaults).
struct WindowOptions {
  std::vector<int64_t> dimensions;
  std::vector<int64_t> strides, baseDilations, windowDilations;
  std::vector<std::pair<int64_t, int64_t>> padding;  // [low, high] per dimension
};

// The optional part of a convolution; empty lists leave the attribute out (spec defaults).
struct ConvolutionOptions {
  std::vector<int64_t> windowStrides;
  std::vector<std::pair<int64_t, int64_t>> padding;  // [low, high] per spatial dimension
  std::vector<int64_t> lhsDilation, rhsDilation;
  std::vector<bool> windowReversal;
  int64_t featureGroupCount = 1, batchGroupCount = 1;
  std::vector<std::string> precision;           // e.g. {"DEFAULT", "DEFAULT"}
  std::optional<ElementType> resultElementType;  // default: the operands' element type
};

class Builder {
 public:
  Builder() = default;
  explicit Builder(Block& block) : block_(&block) {}
  Builder(Block& block, Operation* before) : block_(&block), before_(before) {}  // before == nullptr: append

  // ---- Insertion point and location ----
  void setInsertionPointToEnd(Block& block) { block_ = &block, before_ = nullptr; }
  void setInsertionPoint(Operation& before) { block_ = before.block(), before_ = &before; }
  void setInsertionPointAfter(Operation& op) { block_ = op.block(), before_ = op.next(); }
  Block* block() const { return block_; }
  Operation* insertionPoint() const { return before_; }  // nullptr: the end of block()
  SourceLoc loc() const { return loc_; }
  void setLoc(SourceLoc loc) { loc_ = loc; }

  // ---- Generic creation ----
  // Infers the result types unless given (then checks them); `numRegions` empty regions are added.
  Operation* create(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs = {},
                    std::optional<std::vector<Type>> resultTypes = std::nullopt, unsigned numRegions = 0);
  // Builds each region from its body first, so that types coming from regions (if, case, map) infer.
  Operation* createWithRegions(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                               const std::vector<RegionBody>& bodies,
                               std::optional<std::vector<Type>> resultTypes = std::nullopt);
  // Creates an op around regions built already (staging builds a branch before it knows what the
  // branch yields); each region must hold one block ending in its terminator.
  Operation* createWithBuiltRegions(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                                    std::vector<std::unique_ptr<Region>> regions,
                                    std::optional<std::vector<Type>> resultTypes = std::nullopt) {
    return insert(code, operands, std::move(attrs), std::move(resultTypes), std::move(regions));
  }
  // A region body applying a binary elementwise op to argument pairs (i, i + N): add, max, ...
  static RegionBody combineWith(OpCode binaryOp);
  // A scatter body that keeps the update: last write wins.
  static RegionBody takeUpdate();

  // ---- Constants ----
  Value* constant(Attr denseValue);
  Value* constant(ElementType type, double value);       // tensor<type>
  Value* constantInt(ElementType type, int64_t value);   // tensor<type>, exact for 64-bit integers
  Value* splat(Type tensorType, double value);
  Value* splatInt(Type tensorType, int64_t value);
  Value* zeros(Type tensorType) { return splat(tensorType, 0.0); }
  Value* ones(Type tensorType) { return splat(tensorType, 1.0); }
  Value* zerosLike(Value* v) { return zeros(v->type()); }
  Value* onesLike(Value* v) { return ones(v->type()); }
  Value* iota(Type resultType, int64_t dimension);

  // ---- Elementwise ----
  Value* unary(OpCode code, Value* operand);
  Value* binary(OpCode code, Value* lhs, Value* rhs);
  Value* abs(Value* x) { return unary(OpCode::Abs, x); }
  Value* cbrt(Value* x) { return unary(OpCode::Cbrt, x); }
  Value* ceil(Value* x) { return unary(OpCode::Ceil, x); }
  Value* countLeadingZeros(Value* x) { return unary(OpCode::CountLeadingZeros, x); }
  Value* cosine(Value* x) { return unary(OpCode::Cosine, x); }
  Value* exponential(Value* x) { return unary(OpCode::Exponential, x); }
  Value* exponentialMinusOne(Value* x) { return unary(OpCode::ExponentialMinusOne, x); }
  Value* floor(Value* x) { return unary(OpCode::Floor, x); }
  Value* isFinite(Value* x) { return unary(OpCode::IsFinite, x); }
  Value* log(Value* x) { return unary(OpCode::Log, x); }
  Value* logPlusOne(Value* x) { return unary(OpCode::LogPlusOne, x); }
  Value* logistic(Value* x) { return unary(OpCode::Logistic, x); }
  Value* negate(Value* x) { return unary(OpCode::Negate, x); }
  Value* not_(Value* x) { return unary(OpCode::Not, x); }
  Value* popcnt(Value* x) { return unary(OpCode::Popcnt, x); }
  Value* roundNearestAfz(Value* x) { return unary(OpCode::RoundNearestAfz, x); }
  Value* roundNearestEven(Value* x) { return unary(OpCode::RoundNearestEven, x); }
  Value* rsqrt(Value* x) { return unary(OpCode::Rsqrt, x); }
  Value* sign(Value* x) { return unary(OpCode::Sign, x); }
  Value* sine(Value* x) { return unary(OpCode::Sine, x); }
  Value* sqrt(Value* x) { return unary(OpCode::Sqrt, x); }
  Value* tan(Value* x) { return unary(OpCode::Tan, x); }
  Value* tanh(Value* x) { return unary(OpCode::Tanh, x); }
  Value* reducePrecision(Value* x, int32_t exponentBits, int32_t mantissaBits);

  Value* add(Value* a, Value* b) { return binary(OpCode::Add, a, b); }
  Value* and_(Value* a, Value* b) { return binary(OpCode::And, a, b); }
  Value* atan2(Value* a, Value* b) { return binary(OpCode::Atan2, a, b); }
  Value* divide(Value* a, Value* b) { return binary(OpCode::Divide, a, b); }
  Value* maximum(Value* a, Value* b) { return binary(OpCode::Maximum, a, b); }
  Value* minimum(Value* a, Value* b) { return binary(OpCode::Minimum, a, b); }
  Value* multiply(Value* a, Value* b) { return binary(OpCode::Multiply, a, b); }
  Value* or_(Value* a, Value* b) { return binary(OpCode::Or, a, b); }
  Value* power(Value* a, Value* b) { return binary(OpCode::Power, a, b); }
  Value* remainder(Value* a, Value* b) { return binary(OpCode::Remainder, a, b); }
  Value* shiftLeft(Value* a, Value* b) { return binary(OpCode::ShiftLeft, a, b); }
  Value* shiftRightArithmetic(Value* a, Value* b) { return binary(OpCode::ShiftRightArithmetic, a, b); }
  Value* shiftRightLogical(Value* a, Value* b) { return binary(OpCode::ShiftRightLogical, a, b); }
  Value* subtract(Value* a, Value* b) { return binary(OpCode::Subtract, a, b); }
  Value* xor_(Value* a, Value* b) { return binary(OpCode::Xor, a, b); }
  // Short names for the rules that use these constantly (AD, simplification).
  Value* sub(Value* a, Value* b) { return subtract(a, b); }
  Value* mul(Value* a, Value* b) { return multiply(a, b); }
  Value* div(Value* a, Value* b) { return divide(a, b); }
  Value* max(Value* a, Value* b) { return maximum(a, b); }
  Value* min(Value* a, Value* b) { return minimum(a, b); }
  Value* neg(Value* x) { return negate(x); }
  Value* exp(Value* x) { return exponential(x); }

  // The compare type defaults to defaultCompareType(element type of lhs).
  Value* compare(Value* lhs, Value* rhs, ComparisonDirection direction,
                 std::optional<CompareType> compareType = std::nullopt);
  Value* select(Value* pred, Value* onTrue, Value* onFalse);
  Value* clamp(Value* min, Value* operand, Value* max);
  Value* convert(Value* operand, ElementType to);
  Value* bitcastConvert(Value* operand, Type resultType);

  // ---- Shape and data movement ----
  Value* broadcastInDim(Value* operand, std::vector<int64_t> resultShape, std::vector<int64_t> dimensions);
  Value* reshape(Value* operand, std::vector<int64_t> shape);
  Value* transpose(Value* operand, std::vector<int64_t> permutation);
  Value* slice(Value* operand, std::vector<int64_t> start, std::vector<int64_t> limit,
               std::vector<int64_t> strides = {});  // empty strides: all 1
  Value* dynamicSlice(Value* operand, const std::vector<Value*>& startIndices, std::vector<int64_t> sliceSizes);
  Value* dynamicUpdateSlice(Value* operand, Value* update, const std::vector<Value*>& startIndices);
  Value* concatenate(const std::vector<Value*>& inputs, int64_t dimension);
  Value* pad(Value* operand, Value* paddingValue, std::vector<int64_t> low, std::vector<int64_t> high,
             std::vector<int64_t> interior = {});  // empty interior: all 0
  Value* reverse(Value* operand, std::vector<int64_t> dimensions);
  Value* gather(Value* operand, Value* startIndices, GatherDims dims, std::vector<int64_t> sliceSizes,
                bool indicesAreSorted = false);
  std::vector<Value*> scatter(const std::vector<Value*>& inputs, Value* scatterIndices,
                              const std::vector<Value*>& updates, ScatterDims dims, const RegionBody& combiner,
                              bool indicesAreSorted = false, bool uniqueIndices = false);
  Value* scatter(Value* input, Value* scatterIndices, Value* update, ScatterDims dims, OpCode combiner,
                 bool indicesAreSorted = false, bool uniqueIndices = false);

  // ---- Contractions ----
  Value* dotGeneral(Value* lhs, Value* rhs, DotDims dims, std::vector<std::string> precision = {},
                    std::optional<ElementType> resultElementType = std::nullopt);
  Value* convolution(Value* lhs, Value* rhs, ConvDims dims, const ConvolutionOptions& options = {});

  // ---- Reductions and windows ----
  std::vector<Value*> reduce(const std::vector<Value*>& inputs, const std::vector<Value*>& initValues,
                             std::vector<int64_t> dimensions, const RegionBody& body);
  Value* reduce(Value* input, Value* initValue, std::vector<int64_t> dimensions, OpCode combiner);
  std::vector<Value*> reduceWindow(const std::vector<Value*>& inputs, const std::vector<Value*>& initValues,
                                   const WindowOptions& window, const RegionBody& body);
  Value* reduceWindow(Value* input, Value* initValue, const WindowOptions& window, OpCode combiner);
  // Only dimensions, strides and padding of `window` apply.
  Value* selectAndScatter(Value* operand, Value* source, Value* initValue, const WindowOptions& window,
                          const RegionBody& select, const RegionBody& scatter);
  Value* selectAndScatter(Value* operand, Value* source, Value* initValue, const WindowOptions& window,
                          ComparisonDirection select, OpCode scatter);
  std::vector<Value*> sort(const std::vector<Value*>& inputs, int64_t dimension, const RegionBody& comparator,
                           bool isStable = false);
  // Sorts by the first input, ordered by `direction` (LT: ascending).
  std::vector<Value*> sort(const std::vector<Value*>& inputs, int64_t dimension, ComparisonDirection direction,
                           bool isStable = false);
  Value* map(const std::vector<Value*>& inputs, const RegionBody& computation);

  // ---- Control flow, tuples, tokens, effects ----
  std::vector<Value*> while_(const std::vector<Value*>& initial, const RegionBody& cond, const RegionBody& body);
  std::vector<Value*> if_(Value* pred, const RegionBody& trueBranch, const RegionBody& falseBranch);
  std::vector<Value*> case_(Value* index, const std::vector<RegionBody>& branches);
  std::vector<Value*> optimizationBarrier(const std::vector<Value*>& values);
  Value* tuple(const std::vector<Value*>& values);
  Value* getTupleElement(Value* tuple, int64_t index);
  Value* afterAll(const std::vector<Value*>& tokens);
  // Returns {output_state, output}.
  std::pair<Value*, Value*> rngBitGenerator(Value* initialState, Type outputType,
                                            std::string_view algorithm = "DEFAULT");
  // Returns the payload values followed by the token.
  std::vector<Value*> infeed(Value* token, const std::vector<Type>& payloadTypes, std::string config = "");
  Value* outfeed(const std::vector<Value*>& values, Value* token, std::string config = "");
  Operation* customCall(std::string target, const std::vector<Value*>& operands, std::vector<Type> resultTypes,
                        bool hasSideEffect = false, std::string backendConfig = "");

  // ---- Calls and terminators ----
  std::vector<Value*> call(const Func& callee, const std::vector<Value*>& args);
  std::vector<Value*> call(std::string callee, const std::vector<Value*>& args, std::vector<Type> resultTypes);
  Operation* return_(const std::vector<Value*>& values);      // stablehlo.return
  Operation* funcReturn(const std::vector<Value*>& values);   // func.return

 private:
  Operation* insert(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                    std::optional<std::vector<Type>> resultTypes, std::vector<std::unique_ptr<Region>> regions);
  std::unique_ptr<Region> buildRegion(const std::vector<Type>& argTypes, const RegionBody& body, OpCode owner,
                                      size_t index);

  Block* block_ = nullptr;
  Operation* before_ = nullptr;
  SourceLoc loc_;
};

}  // namespace juxla::ir
