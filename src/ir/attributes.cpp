#include "ir/attributes.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <variant>

namespace juxla::ir {

namespace detail {
struct Scalar {
  uint64_t bits = 0;
  ElementType type = ElementType::I64;
  bool operator==(const Scalar&) const = default;
};
struct Text {
  std::string value;
  std::string group;  // enum group, e.g. comparison_direction
  bool operator==(const Text&) const = default;
};
struct DenseArrayData {
  ElementType type;
  std::vector<int64_t> values;
  bool operator==(const DenseArrayData&) const = default;
};
struct DenseData {
  Type type;
  std::vector<uint8_t> data;
  bool splat = false;
  bool operator==(const DenseData&) const = default;
};
struct Monostate {
  bool operator==(const Monostate&) const = default;
};

using Payload = std::variant<Monostate, Scalar, Text, Type, std::vector<Attr>, std::vector<NamedAttr>, DenseArrayData,
                             DenseData, GatherDims, ScatterDims, DotDims, ConvDims, ChannelHandle, OutputOperandAlias>;

struct AttrStorage {
  Attr::Kind kind;
  Payload payload;
};
}  // namespace detail

using detail::AttrStorage;

namespace {
std::shared_ptr<const AttrStorage> make(Attr::Kind k, detail::Payload p) {
  return std::make_shared<const AttrStorage>(AttrStorage{k, std::move(p)});
}

template <typename T>
const T& payloadAs(const std::shared_ptr<const AttrStorage>& impl, const char* what) {
  if (!impl) throw std::logic_error(std::string("null attribute used as ") + what);
  const T* p = std::get_if<T>(&impl->payload);
  if (!p) throw std::logic_error(std::string("attribute is not ") + what);
  return *p;
}
}  // namespace

int64_t extendIntBits(uint64_t bits, ElementType t) {
  int w = bitWidth(t);
  if (w >= 64) return int64_t(bits);
  uint64_t mask = (uint64_t(1) << w) - 1;
  bits &= mask;
  if (isSignedInteger(t) && (bits >> (w - 1)) & 1) bits |= ~mask;
  return int64_t(bits);
}

uint64_t truncateIntBits(int64_t v, ElementType t) {
  int w = bitWidth(t);
  if (w >= 64) return uint64_t(v);
  return uint64_t(v) & ((uint64_t(1) << w) - 1);
}

Attr Attr::unit() { return Attr(make(Kind::Unit, detail::Monostate{})); }
Attr Attr::boolean(bool v) { return Attr(make(Kind::Bool, detail::Scalar{v ? 1u : 0u, ElementType::I1})); }
Attr Attr::integer(int64_t v, ElementType t) { return integerBits(truncateIntBits(v, t), t); }
Attr Attr::integerBits(uint64_t bits, ElementType t) { return Attr(make(Kind::Integer, detail::Scalar{bits, t})); }
Attr Attr::floatBits(uint64_t bits, ElementType t) { return Attr(make(Kind::Float, detail::Scalar{bits, t})); }
Attr Attr::floating(double v, ElementType t) { return floatBits(doubleToFloatBits(v, floatFormatOf(t)), t); }
Attr Attr::string(std::string s) { return Attr(make(Kind::String, detail::Text{std::move(s), {}})); }
Attr Attr::typeValue(Type t) { return Attr(make(Kind::TypeValue, t)); }
Attr Attr::symbolRef(std::string name) { return Attr(make(Kind::SymbolRef, detail::Text{std::move(name), {}})); }
Attr Attr::array(std::vector<Attr> elements) { return Attr(make(Kind::Array, std::move(elements))); }
Attr Attr::dictionary(std::vector<NamedAttr> entries) {
  std::stable_sort(entries.begin(), entries.end(), [](const NamedAttr& a, const NamedAttr& b) { return a.name < b.name; });
  return Attr(make(Kind::Dictionary, std::move(entries)));
}
Attr Attr::denseArray(ElementType t, std::vector<int64_t> values) {
  return Attr(make(Kind::DenseArray, detail::DenseArrayData{t, std::move(values)}));
}
Attr Attr::dense(Type type, std::vector<uint8_t> data, bool splat) {
  // Like MLIR, data whose elements are all equal is stored (and printed) as a splat.
  size_t n = size_t(storageBytes(type.elementType()));
  if (!splat && type.numElements() > 0 && data.size() >= n) {
    bool same = true;
    for (size_t off = n; same && off + n <= data.size(); off += n) same = std::memcmp(&data[0], &data[off], n) == 0;
    if (same) {
      data.resize(n);
      splat = true;
    }
  }
  return Attr(make(Kind::DenseElements, detail::DenseData{type, std::move(data), splat}));
}
Attr Attr::denseSplatBits(Type type, uint64_t bits) {
  int n = storageBytes(type.elementType());
  std::vector<uint8_t> data(static_cast<size_t>(n));
  std::memcpy(data.data(), &bits, size_t(n));
  return dense(type, std::move(data), true);
}
Attr Attr::enumValue(std::string group, std::string value) {
  return Attr(make(Kind::Enum, detail::Text{std::move(value), std::move(group)}));
}
Attr Attr::gather(GatherDims d) { return Attr(make(Kind::Gather, std::move(d))); }
Attr Attr::scatter(ScatterDims d) { return Attr(make(Kind::Scatter, std::move(d))); }
Attr Attr::dot(DotDims d) { return Attr(make(Kind::Dot, std::move(d))); }
Attr Attr::conv(ConvDims d) { return Attr(make(Kind::Conv, std::move(d))); }
Attr Attr::channelHandle(ChannelHandle c) { return Attr(make(Kind::ChannelHandle, c)); }
Attr Attr::outputOperandAlias(OutputOperandAlias a) { return Attr(make(Kind::OutputOperandAlias, std::move(a))); }
Attr Attr::opaque(std::string text) { return Attr(make(Kind::Opaque, detail::Text{std::move(text), {}})); }

Attr::Kind Attr::kind() const {
  if (!impl_) throw std::logic_error("kind() of a null attribute");
  return impl_->kind;
}

bool Attr::boolValue() const { return payloadAs<detail::Scalar>(impl_, "a bool").bits != 0; }
int64_t Attr::intValue() const {
  const auto& s = payloadAs<detail::Scalar>(impl_, "an integer");
  return kind() == Kind::Bool ? int64_t(s.bits) : extendIntBits(s.bits, s.type);
}
uint64_t Attr::bits() const { return payloadAs<detail::Scalar>(impl_, "a scalar").bits; }
ElementType Attr::elementType() const {
  if (const auto* s = std::get_if<detail::Scalar>(&impl_->payload)) return s->type;
  if (const auto* a = std::get_if<detail::DenseArrayData>(&impl_->payload)) return a->type;
  return payloadAs<detail::DenseData>(impl_, "typed").type.elementType();
}
double Attr::floatValue() const {
  const auto& s = payloadAs<detail::Scalar>(impl_, "a float");
  return floatBitsToDouble(s.bits, floatFormatOf(s.type));
}
const std::string& Attr::str() const { return payloadAs<detail::Text>(impl_, "text").value; }
const std::string& Attr::enumGroup() const { return payloadAs<detail::Text>(impl_, "an enum").group; }
Type Attr::typeValue() const { return payloadAs<Type>(impl_, "a type"); }
std::span<const Attr> Attr::elements() const { return payloadAs<std::vector<Attr>>(impl_, "an array"); }
std::span<const NamedAttr> Attr::entries() const { return payloadAs<std::vector<NamedAttr>>(impl_, "a dictionary"); }
Attr Attr::get(std::string_view name) const {
  for (const NamedAttr& e : entries())
    if (e.name == name) return e.value;
  return Attr();
}
std::span<const int64_t> Attr::ints() const { return payloadAs<detail::DenseArrayData>(impl_, "a dense array").values; }

Type Attr::type() const { return payloadAs<detail::DenseData>(impl_, "dense elements").type; }
bool Attr::isSplat() const { return payloadAs<detail::DenseData>(impl_, "dense elements").splat; }
std::span<const uint8_t> Attr::rawData() const { return payloadAs<detail::DenseData>(impl_, "dense elements").data; }
int64_t Attr::numElements() const { return type().numElements(); }

uint64_t Attr::elementBits(int64_t i) const {
  const auto& d = payloadAs<detail::DenseData>(impl_, "dense elements");
  size_t n = size_t(storageBytes(d.type.elementType()));
  size_t offset = d.splat ? 0 : size_t(i) * n;
  uint64_t bits = 0;
  std::memcpy(&bits, d.data.data() + offset, n);
  return bits;
}
int64_t Attr::intElement(int64_t i) const { return extendIntBits(elementBits(i), type().elementType()); }
double Attr::floatElement(int64_t i) const { return floatBitsToDouble(elementBits(i), floatFormatOf(type().elementType())); }

const GatherDims& Attr::gatherDims() const { return payloadAs<GatherDims>(impl_, "gather dimension numbers"); }
const ScatterDims& Attr::scatterDims() const { return payloadAs<ScatterDims>(impl_, "scatter dimension numbers"); }
const DotDims& Attr::dotDims() const { return payloadAs<DotDims>(impl_, "dot dimension numbers"); }
const ConvDims& Attr::convDims() const { return payloadAs<ConvDims>(impl_, "convolution dimension numbers"); }
const ChannelHandle& Attr::channelHandle() const { return payloadAs<ChannelHandle>(impl_, "a channel handle"); }
const OutputOperandAlias& Attr::outputOperandAlias() const {
  return payloadAs<OutputOperandAlias>(impl_, "an output operand alias");
}

bool Attr::operator==(const Attr& o) const {
  if (impl_ == o.impl_) return true;
  if (!impl_ || !o.impl_) return false;
  return impl_->kind == o.impl_->kind && impl_->payload == o.impl_->payload;
}

namespace {
size_t mix(size_t h, size_t v) { return h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2)); }
size_t hashInts(size_t h, std::span<const int64_t> v) {
  for (int64_t x : v) h = mix(h, std::hash<int64_t>()(x));
  return h;
}
}  // namespace

size_t Attr::hash() const {
  if (!impl_) return 0;
  size_t h = size_t(impl_->kind);
  std::visit(
      [&](const auto& p) {
        using T = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<T, detail::Scalar>) {
          h = mix(mix(h, p.bits), size_t(p.type));
        } else if constexpr (std::is_same_v<T, detail::Text>) {
          h = mix(mix(h, std::hash<std::string>()(p.value)), std::hash<std::string>()(p.group));
        } else if constexpr (std::is_same_v<T, Type>) {
          h = mix(h, p.hash());
        } else if constexpr (std::is_same_v<T, std::vector<Attr>>) {
          for (const Attr& a : p) h = mix(h, a.hash());
        } else if constexpr (std::is_same_v<T, std::vector<NamedAttr>>) {
          for (const NamedAttr& a : p) h = mix(mix(h, std::hash<std::string>()(a.name)), a.value.hash());
        } else if constexpr (std::is_same_v<T, detail::DenseArrayData>) {
          h = hashInts(mix(h, size_t(p.type)), p.values);
        } else if constexpr (std::is_same_v<T, detail::DenseData>) {
          h = mix(mix(h, p.type.hash()), std::hash<std::string_view>()(std::string_view(
                                             reinterpret_cast<const char*>(p.data.data()), p.data.size())));
        } else if constexpr (std::is_same_v<T, DotDims>) {
          h = hashInts(hashInts(hashInts(hashInts(h, p.lhsBatchingDims), p.rhsBatchingDims), p.lhsContractingDims),
                       p.rhsContractingDims);
        } else if constexpr (std::is_same_v<T, ChannelHandle>) {
          h = mix(mix(h, size_t(p.handle)), size_t(p.type));
        } else {
          h = mix(h, 17);  // rarer structured attributes: equality decides
        }
      },
      impl_->payload);
  return h;
}

NamedAttrList::NamedAttrList(std::vector<NamedAttr> entries) : entries_(std::move(entries)) {
  std::stable_sort(entries_.begin(), entries_.end(), [](const NamedAttr& a, const NamedAttr& b) { return a.name < b.name; });
}

Attr NamedAttrList::get(std::string_view name) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const NamedAttr& a, std::string_view n) { return a.name < n; });
  if (it != entries_.end() && it->name == name) return it->value;
  return Attr();
}

void NamedAttrList::set(std::string name, Attr value) {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const NamedAttr& a, std::string_view n) { return a.name < n; });
  if (it != entries_.end() && it->name == name) {
    it->value = std::move(value);
  } else {
    entries_.insert(it, NamedAttr{std::move(name), std::move(value)});
  }
}

bool NamedAttrList::remove(std::string_view name) {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const NamedAttr& a, std::string_view n) { return a.name < n; });
  if (it == entries_.end() || it->name != name) return false;
  entries_.erase(it);
  return true;
}

size_t NamedAttrList::hash() const {
  size_t h = 0;
  for (const NamedAttr& a : entries_) h = mix(mix(h, std::hash<std::string>()(a.name)), a.value.hash());
  return h;
}

}  // namespace juxla::ir
