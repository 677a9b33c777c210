// Attributes: the immutable compile-time values attached to ops, with StableHLO's kinds.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/types.h"

namespace juxla::ir {

class Attr;
struct NamedAttr;

struct GatherDims {
  std::vector<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims, startIndicesBatchingDims, startIndexMap;
  int64_t indexVectorDim = 0;
  bool operator==(const GatherDims&) const = default;
};

struct ScatterDims {
  std::vector<int64_t> updateWindowDims, insertedWindowDims, inputBatchingDims, scatterIndicesBatchingDims,
      scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
  bool operator==(const ScatterDims&) const = default;
};

struct DotDims {
  std::vector<int64_t> lhsBatchingDims, rhsBatchingDims, lhsContractingDims, rhsContractingDims;
  bool operator==(const DotDims&) const = default;
};

struct ConvDims {
  int64_t inputBatchDim = 0, inputFeatureDim = 1;
  std::vector<int64_t> inputSpatialDims;
  int64_t kernelInputFeatureDim = 1, kernelOutputFeatureDim = 0;
  std::vector<int64_t> kernelSpatialDims;
  int64_t outputBatchDim = 0, outputFeatureDim = 1;
  std::vector<int64_t> outputSpatialDims;
  bool operator==(const ConvDims&) const = default;
};

struct ChannelHandle {
  int64_t handle = 0, type = 0;
  bool operator==(const ChannelHandle&) const = default;
};

struct OutputOperandAlias {
  std::vector<int64_t> outputTupleIndices;
  int64_t operandIndex = 0;
  std::vector<int64_t> operandTupleIndices;
  bool operator==(const OutputOperandAlias&) const = default;
};

namespace detail {
struct AttrStorage;
}

// A shared, immutable attribute value. Null (default-constructed) means "absent".
class Attr {
 public:
  enum class Kind : uint8_t {
    Unit, Bool, Integer, Float, String, TypeValue, SymbolRef, Array, Dictionary,
    DenseArray,     // array<i64: 1, 2>
    DenseElements,  // dense<...> : tensor<...>
    Enum,           // #stablehlo<comparison_direction LT>
    Gather, Scatter, Dot, Conv, ChannelHandle, OutputOperandAlias,
    Opaque,         // any other dialect attribute, kept as its text
  };

  Attr() = default;
  static Attr unit();
  static Attr boolean(bool v);
  static Attr integer(int64_t v, ElementType type = ElementType::I64);
  static Attr integerBits(uint64_t bits, ElementType type);
  static Attr floatBits(uint64_t bits, ElementType type);
  static Attr floating(double v, ElementType type);
  static Attr string(std::string s);
  static Attr typeValue(Type t);
  static Attr symbolRef(std::string name);
  static Attr array(std::vector<Attr> elements);
  static Attr dictionary(std::vector<NamedAttr> entries);  // sorts by name
  static Attr denseArray(ElementType type, std::vector<int64_t> values);
  static Attr i64Array(std::vector<int64_t> values) { return denseArray(ElementType::I64, std::move(values)); }
  // `data` holds numElements (or one, when splat) elements of storageBytes each, little-endian.
  static Attr dense(Type type, std::vector<uint8_t> data, bool splat);
  static Attr denseSplatBits(Type type, uint64_t bits);
  static Attr enumValue(std::string group, std::string value);
  static Attr gather(GatherDims d);
  static Attr scatter(ScatterDims d);
  static Attr dot(DotDims d);
  static Attr conv(ConvDims d);
  static Attr channelHandle(ChannelHandle c);
  static Attr outputOperandAlias(OutputOperandAlias a);
  static Attr opaque(std::string text);

  explicit operator bool() const { return impl_ != nullptr; }
  Kind kind() const;
  bool is(Kind k) const { return impl_ && kind() == k; }

  // Scalars.
  bool boolValue() const;
  int64_t intValue() const;      // Integer (sign-extended per its type) or Bool
  uint64_t bits() const;         // Integer or Float raw bits
  ElementType elementType() const;  // Integer, Float, DenseArray, DenseElements
  double floatValue() const;
  const std::string& str() const;  // String, SymbolRef, Opaque text, Enum value
  const std::string& enumGroup() const;
  Type typeValue() const;

  // Containers.
  std::span<const Attr> elements() const;      // Array
  std::span<const NamedAttr> entries() const;  // Dictionary
  Attr get(std::string_view name) const;       // Dictionary lookup
  std::span<const int64_t> ints() const;       // DenseArray

  // Dense elements.
  Type type() const;  // DenseElements
  bool isSplat() const;
  std::span<const uint8_t> rawData() const;
  int64_t numElements() const;
  uint64_t elementBits(int64_t i) const;  // raw bits of element i (splat-aware)
  int64_t intElement(int64_t i) const;    // sign- or zero-extended per type
  double floatElement(int64_t i) const;

  const GatherDims& gatherDims() const;
  const ScatterDims& scatterDims() const;
  const DotDims& dotDims() const;
  const ConvDims& convDims() const;
  const ChannelHandle& channelHandle() const;
  const OutputOperandAlias& outputOperandAlias() const;

  bool operator==(const Attr& o) const;
  bool operator!=(const Attr& o) const { return !(*this == o); }
  size_t hash() const;

 private:
  explicit Attr(std::shared_ptr<const detail::AttrStorage> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const detail::AttrStorage> impl_;
};

struct NamedAttr {
  std::string name;
  Attr value;
  bool operator==(const NamedAttr& o) const { return name == o.name && value == o.value; }
};

// An attribute dictionary kept sorted by name, as MLIR keeps it.
class NamedAttrList {
 public:
  NamedAttrList() = default;
  NamedAttrList(std::vector<NamedAttr> entries);

  Attr get(std::string_view name) const;
  bool has(std::string_view name) const { return bool(get(name)); }
  void set(std::string name, Attr value);
  bool remove(std::string_view name);
  std::span<const NamedAttr> entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }
  size_t size() const { return entries_.size(); }
  bool operator==(const NamedAttrList& o) const { return entries_ == o.entries_; }
  size_t hash() const;

 private:
  std::vector<NamedAttr> entries_;
};

// Sign- or zero-extends `bits` of an integer element type to int64.
int64_t extendIntBits(uint64_t bits, ElementType t);
// Truncates a value to the element type's width (i1 keeps its lowest bit).
uint64_t truncateIntBits(int64_t v, ElementType t);

}  // namespace juxla::ir
