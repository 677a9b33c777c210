// Builder core: insertion, region building, constants, elementwise and data-movement ops.
#include "ir/builder.h"

#include <fmt/format.h>

#include <cmath>

#include "ir/infer.h"

namespace juxla::ir {

std::string_view comparisonDirectionName(ComparisonDirection d) {
  static constexpr std::string_view kNames[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  return kNames[size_t(d)];
}

std::string_view compareTypeName(CompareType t) {
  static constexpr std::string_view kNames[] = {"FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
  return kNames[size_t(t)];
}

CompareType defaultCompareType(ElementType e) {
  if (isFloat(e)) return CompareType::Float;
  if (isSignedInteger(e)) return CompareType::Signed;
  return CompareType::Unsigned;
}

namespace {
std::vector<Type> typesOf(OpCode code, const std::vector<Value*>& values) {
  std::vector<Type> out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!values[i]) throw BuildError(fmt::format("'{}' op operand #{} is null", opName(code), i));
    out.push_back(values[i]->type());
  }
  return out;
}

// The tensor type of an operand whose type the builder derives a result type from.
Type tensorTypeOf(OpCode code, Value* v, size_t index) {
  if (!v) throw BuildError(fmt::format("'{}' op operand #{} is null", opName(code), index));
  if (!v->type().isTensor())
    throw BuildError(fmt::format("'{}' op operand #{} must be a tensor but has type {}", opName(code), index,
                                 v->type().str()));
  return v->type();
}

uint64_t elementBits(ElementType e, double value, Type type) {
  if (isFloat(e)) return doubleToFloatBits(value, floatFormatOf(e));
  if (isBool(e)) return value != 0 ? 1 : 0;
  // Integers: only values an int64 holds convert without undefined behaviour.
  if (!(value >= -9223372036854775808.0 && value < 9223372036854775808.0))
    throw BuildError(fmt::format("'stablehlo.constant' op cannot represent {} as {}", value, type.str()));
  return truncateIntBits(int64_t(value), e);
}

std::vector<int64_t> filled(size_t n, int64_t v) { return std::vector<int64_t>(n, v); }
}  // namespace

// ---- Generic creation ----

Operation* Builder::insert(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                           std::optional<std::vector<Type>> resultTypes, std::vector<std::unique_ptr<Region>> regions) {
  if (!block_)
    throw BuildError(fmt::format("'{}' op cannot be built: the builder has no insertion block", opName(code)));
  std::vector<Type> operandTypes = typesOf(code, operands);
  // Regions without blocks come from create(..., numRegions); their checks wait for the verifier.
  std::vector<const Region*> built;
  for (auto& r : regions)
    if (!r->empty()) built.push_back(r.get());
  if (built.size() != regions.size()) built.clear();
  std::vector<Type> types;
  if (resultTypes) {
    std::string error = checkOpSignature(code, operandTypes, attrs, built, *resultTypes);
    if (!error.empty()) throw BuildError(error);
    types = std::move(*resultTypes);
  } else {
    InferredTypes inferred = inferResultTypes(code, operandTypes, attrs, built);
    if (!inferred.ok()) throw BuildError(inferred.error);
    types = std::move(inferred.types);
  }
  Operation* op = Operation::create(code, operands, types, std::move(attrs), unsigned(regions.size()), loc_);
  for (size_t i = 0; i < regions.size(); ++i)
    if (!regions[i]->empty()) op->region(i).setBlock(regions[i]->takeBlock());
  block_->insertBefore(before_, op);
  return op;
}

Operation* Builder::create(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                           std::optional<std::vector<Type>> resultTypes, unsigned numRegions) {
  std::vector<std::unique_ptr<Region>> regions;
  for (unsigned i = 0; i < numRegions; ++i) regions.push_back(std::make_unique<Region>());
  return insert(code, operands, std::move(attrs), std::move(resultTypes), std::move(regions));
}

std::unique_ptr<Region> Builder::buildRegion(const std::vector<Type>& argTypes, const RegionBody& body, OpCode owner,
                                             size_t index) {
  auto region = std::make_unique<Region>();
  Block& block = region->emplaceBlock();
  for (Type t : argTypes) block.addArg(t);
  Builder inner(block);
  inner.setLoc(loc_);
  std::vector<Value*> args = block.args();
  std::vector<Value*> yielded = body ? body(inner, args) : std::vector<Value*>{};
  if (block.terminator()) {
    if (!yielded.empty())
      throw BuildError(fmt::format("'{}' op region #{} both ends in a terminator and returns values from its body",
                                   opName(owner), index));
  } else {
    inner.return_(yielded);
  }
  return region;
}

Operation* Builder::createWithRegions(OpCode code, const std::vector<Value*>& operands, NamedAttrList attrs,
                                      const std::vector<RegionBody>& bodies,
                                      std::optional<std::vector<Type>> resultTypes) {
  std::vector<std::vector<Type>> argTypes = regionArgumentTypes(code, typesOf(code, operands), bodies.size());
  std::vector<std::unique_ptr<Region>> regions;
  for (size_t i = 0; i < bodies.size(); ++i) regions.push_back(buildRegion(argTypes[i], bodies[i], code, i));
  return insert(code, operands, std::move(attrs), std::move(resultTypes), std::move(regions));
}

RegionBody Builder::combineWith(OpCode binaryOp) {
  return [binaryOp](Builder& b, std::span<Value* const> args) {
    size_t n = args.size() / 2;
    std::vector<Value*> out;
    for (size_t i = 0; i < n; ++i) out.push_back(b.binary(binaryOp, args[i], args[n + i]));
    return out;
  };
}

RegionBody Builder::takeUpdate() {
  return [](Builder&, std::span<Value* const> args) {
    return std::vector<Value*>(args.begin() + ptrdiff_t(args.size() / 2), args.end());
  };
}

// ---- Constants ----

Value* Builder::constant(Attr denseValue) { return create(OpCode::Constant, {}, {{{"value", denseValue}}})->result(); }

Value* Builder::constant(ElementType type, double value) { return splat(Type::scalar(type), value); }

Value* Builder::constantInt(ElementType type, int64_t value) { return splatInt(Type::scalar(type), value); }

Value* Builder::splat(Type tensorType, double value) {
  if (!tensorType.isTensor())
    throw BuildError(fmt::format("'stablehlo.constant' op needs a tensor type but got {}", tensorType.str()));
  ElementType e = tensorType.elementType();
  return constant(Attr::denseSplatBits(tensorType, elementBits(e, value, tensorType)));
}

Value* Builder::splatInt(Type tensorType, int64_t value) {
  if (!tensorType.isTensor())
    throw BuildError(fmt::format("'stablehlo.constant' op needs a tensor type but got {}", tensorType.str()));
  ElementType e = tensorType.elementType();
  uint64_t bits = isFloat(e) ? doubleToFloatBits(double(value), floatFormatOf(e))
                  : isBool(e) ? uint64_t(value != 0)
                              : truncateIntBits(value, e);
  return constant(Attr::denseSplatBits(tensorType, bits));
}

Value* Builder::iota(Type resultType, int64_t dimension) {
  return create(OpCode::Iota, {}, {{{"iota_dimension", Attr::integer(dimension)}}}, {{resultType}})->result();
}

// ---- Elementwise ----

Value* Builder::unary(OpCode code, Value* operand) { return create(code, {operand})->result(); }

Value* Builder::binary(OpCode code, Value* lhs, Value* rhs) { return create(code, {lhs, rhs})->result(); }

Value* Builder::reducePrecision(Value* x, int32_t exponentBits, int32_t mantissaBits) {
  NamedAttrList attrs({{"exponent_bits", Attr::integer(exponentBits, ElementType::I32)},
                       {"mantissa_bits", Attr::integer(mantissaBits, ElementType::I32)}});
  return create(OpCode::ReducePrecision, {x}, std::move(attrs))->result();
}

Value* Builder::compare(Value* lhs, Value* rhs, ComparisonDirection direction, std::optional<CompareType> compareType) {
  Type lhsType = tensorTypeOf(OpCode::Compare, lhs, 0);
  CompareType type = compareType.value_or(defaultCompareType(lhsType.elementType()));
  NamedAttrList attrs(
      {{"comparison_direction",
        Attr::enumValue("comparison_direction", std::string(comparisonDirectionName(direction)))},
       {"compare_type", Attr::enumValue("comparison_type", std::string(compareTypeName(type)))}});
  return create(OpCode::Compare, {lhs, rhs}, std::move(attrs))->result();
}

Value* Builder::select(Value* pred, Value* onTrue, Value* onFalse) {
  return create(OpCode::Select, {pred, onTrue, onFalse})->result();
}

Value* Builder::clamp(Value* min, Value* operand, Value* max) {
  return create(OpCode::Clamp, {min, operand, max})->result();
}

Value* Builder::convert(Value* operand, ElementType to) {
  Type type = tensorTypeOf(OpCode::Convert, operand, 0);
  return create(OpCode::Convert, {operand}, {}, {{type.withElementType(to)}})->result();
}

Value* Builder::bitcastConvert(Value* operand, Type resultType) {
  return create(OpCode::BitcastConvert, {operand}, {}, {{resultType}})->result();
}

// ---- Shape and data movement ----

Value* Builder::broadcastInDim(Value* operand, std::vector<int64_t> resultShape, std::vector<int64_t> dimensions) {
  Type type = tensorTypeOf(OpCode::BroadcastInDim, operand, 0);
  Type result = type.withShape(resultShape);
  return create(OpCode::BroadcastInDim, {operand}, {{{"broadcast_dimensions", Attr::i64Array(std::move(dimensions))}}},
                {{result}})
      ->result();
}

Value* Builder::reshape(Value* operand, std::vector<int64_t> shape) {
  Type type = tensorTypeOf(OpCode::Reshape, operand, 0);
  return create(OpCode::Reshape, {operand}, {}, {{type.withShape(shape)}})->result();
}

Value* Builder::transpose(Value* operand, std::vector<int64_t> permutation) {
  return create(OpCode::Transpose, {operand}, {{{"permutation", Attr::i64Array(std::move(permutation))}}})->result();
}

Value* Builder::slice(Value* operand, std::vector<int64_t> start, std::vector<int64_t> limit,
                      std::vector<int64_t> strides) {
  if (strides.empty()) strides = filled(size_t(tensorTypeOf(OpCode::Slice, operand, 0).rank()), 1);
  NamedAttrList attrs({{"start_indices", Attr::i64Array(std::move(start))},
                       {"limit_indices", Attr::i64Array(std::move(limit))},
                       {"strides", Attr::i64Array(std::move(strides))}});
  return create(OpCode::Slice, {operand}, std::move(attrs))->result();
}

Value* Builder::dynamicSlice(Value* operand, const std::vector<Value*>& startIndices, std::vector<int64_t> sliceSizes) {
  std::vector<Value*> operands = {operand};
  operands.insert(operands.end(), startIndices.begin(), startIndices.end());
  return create(OpCode::DynamicSlice, operands, {{{"slice_sizes", Attr::i64Array(std::move(sliceSizes))}}})->result();
}

Value* Builder::dynamicUpdateSlice(Value* operand, Value* update, const std::vector<Value*>& startIndices) {
  std::vector<Value*> operands = {operand, update};
  operands.insert(operands.end(), startIndices.begin(), startIndices.end());
  return create(OpCode::DynamicUpdateSlice, operands)->result();
}

Value* Builder::concatenate(const std::vector<Value*>& inputs, int64_t dimension) {
  return create(OpCode::Concatenate, inputs, {{{"dimension", Attr::integer(dimension)}}})->result();
}

Value* Builder::pad(Value* operand, Value* paddingValue, std::vector<int64_t> low, std::vector<int64_t> high,
                    std::vector<int64_t> interior) {
  if (interior.empty()) interior = filled(size_t(tensorTypeOf(OpCode::Pad, operand, 0).rank()), 0);
  NamedAttrList attrs({{"edge_padding_low", Attr::i64Array(std::move(low))},
                       {"edge_padding_high", Attr::i64Array(std::move(high))},
                       {"interior_padding", Attr::i64Array(std::move(interior))}});
  return create(OpCode::Pad, {operand, paddingValue}, std::move(attrs))->result();
}

Value* Builder::reverse(Value* operand, std::vector<int64_t> dimensions) {
  return create(OpCode::Reverse, {operand}, {{{"dimensions", Attr::i64Array(std::move(dimensions))}}})->result();
}

Value* Builder::gather(Value* operand, Value* startIndices, GatherDims dims, std::vector<int64_t> sliceSizes,
                       bool indicesAreSorted) {
  NamedAttrList attrs({{"dimension_numbers", Attr::gather(std::move(dims))},
                       {"slice_sizes", Attr::i64Array(std::move(sliceSizes))},
                       {"indices_are_sorted", Attr::boolean(indicesAreSorted)}});
  return create(OpCode::Gather, {operand, startIndices}, std::move(attrs))->result();
}

std::vector<Value*> Builder::scatter(const std::vector<Value*>& inputs, Value* scatterIndices,
                                     const std::vector<Value*>& updates, ScatterDims dims, const RegionBody& combiner,
                                     bool indicesAreSorted, bool uniqueIndices) {
  std::vector<Value*> operands = inputs;
  operands.push_back(scatterIndices);
  operands.insert(operands.end(), updates.begin(), updates.end());
  NamedAttrList attrs({{"scatter_dimension_numbers", Attr::scatter(std::move(dims))},
                       {"indices_are_sorted", Attr::boolean(indicesAreSorted)},
                       {"unique_indices", Attr::boolean(uniqueIndices)}});
  return createWithRegions(OpCode::Scatter, operands, std::move(attrs), {combiner})->results();
}

Value* Builder::scatter(Value* input, Value* scatterIndices, Value* update, ScatterDims dims, OpCode combiner,
                        bool indicesAreSorted, bool uniqueIndices) {
  return scatter(std::vector<Value*>{input}, scatterIndices, std::vector<Value*>{update}, std::move(dims),
                 combineWith(combiner), indicesAreSorted, uniqueIndices)[0];
}

}  // namespace juxla::ir
