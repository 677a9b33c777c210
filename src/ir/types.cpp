#include "ir/types.h"

#include <memory>
#include <mutex>
#include <unordered_set>
#include <vector>

namespace juxla::ir {

namespace {
struct ElementInfo {
  std::string_view name;
  int bits;
};
constexpr ElementInfo kElements[] = {
    {"i1", 1},   {"i8", 8},     {"i16", 16},   {"i32", 32},  {"i64", 64}, {"ui8", 8},  {"ui16", 16},
    {"ui32", 32}, {"ui64", 64}, {"f16", 16},  {"bf16", 16}, {"f32", 32}, {"f64", 64}, {"index", 64},
};
}  // namespace

std::string_view elementTypeName(ElementType t) { return kElements[size_t(t)].name; }

std::optional<ElementType> parseElementTypeName(std::string_view name) {
  for (size_t i = 0; i < std::size(kElements); ++i)
    if (kElements[i].name == name) return ElementType(i);
  return std::nullopt;
}

bool isFloat(ElementType t) { return t >= ElementType::F16 && t <= ElementType::F64; }
bool isInteger(ElementType t) { return t <= ElementType::UI64 || t == ElementType::Index; }
bool isSignedInteger(ElementType t) { return (t >= ElementType::I8 && t <= ElementType::I64) || t == ElementType::Index; }
bool isUnsignedInteger(ElementType t) { return t >= ElementType::UI8 && t <= ElementType::UI64; }
bool isBool(ElementType t) { return t == ElementType::I1; }
int bitWidth(ElementType t) { return kElements[size_t(t)].bits; }
int storageBytes(ElementType t) { return t == ElementType::I1 ? 1 : bitWidth(t) / 8; }

FloatFormat floatFormatOf(ElementType t) {
  switch (t) {
    case ElementType::F16: return FloatFormat::F16;
    case ElementType::BF16: return FloatFormat::BF16;
    case ElementType::F32: return FloatFormat::F32;
    default: return FloatFormat::F64;
  }
}

namespace detail {
struct TypeStorage {
  Type::Kind kind;
  ElementType element = ElementType::F32;
  std::vector<int64_t> shape;
  std::vector<Type> elements;
  size_t hash = 0;
};

struct StorageKeyHash {
  size_t operator()(const TypeStorage* s) const { return s->hash; }
};
struct StorageKeyEq {
  bool operator()(const TypeStorage* a, const TypeStorage* b) const {
    return a->kind == b->kind && a->element == b->element && a->shape == b->shape && a->elements == b->elements;
  }
};
}  // namespace detail

namespace {
// Interned storage lives for the whole process, like MLIR's context-owned types.
struct TypeUniquer {
  std::mutex mutex;
  std::unordered_set<const detail::TypeStorage*, detail::StorageKeyHash, detail::StorageKeyEq> set;
  std::vector<std::unique_ptr<detail::TypeStorage>> owned;

  const detail::TypeStorage* intern(detail::TypeStorage key) {
    size_t h = size_t(key.kind) * 1000003u + size_t(key.element);
    for (int64_t d : key.shape) h = h * 31 + std::hash<int64_t>()(d);
    for (const Type& t : key.elements) h = h * 37 + t.hash();
    key.hash = h;
    std::lock_guard<std::mutex> lock(mutex);
    auto it = set.find(&key);
    if (it != set.end()) return *it;
    owned.push_back(std::make_unique<detail::TypeStorage>(std::move(key)));
    set.insert(owned.back().get());
    return owned.back().get();
  }
};

TypeUniquer& uniquer() {
  static TypeUniquer* u = new TypeUniquer();  // never destroyed: types outlive static destructors
  return *u;
}
}  // namespace

Type Type::tensor(ElementType element, std::span<const int64_t> shape) {
  detail::TypeStorage key{Kind::Tensor, element, std::vector<int64_t>(shape.begin(), shape.end()), {}, 0};
  return Type(uniquer().intern(std::move(key)));
}

Type Type::token() {
  static const detail::TypeStorage* tok = uniquer().intern(detail::TypeStorage{Kind::Token, ElementType::I1, {}, {}, 0});
  return Type(tok);
}

Type Type::tuple(std::span<const Type> elements) {
  detail::TypeStorage key{Kind::Tuple, ElementType::I1, {}, std::vector<Type>(elements.begin(), elements.end()), 0};
  return Type(uniquer().intern(std::move(key)));
}

Type::Kind Type::kind() const { return impl_->kind; }
ElementType Type::elementType() const { return impl_->element; }
std::span<const int64_t> Type::shape() const { return impl_->shape; }
std::span<const Type> Type::tupleElements() const { return impl_->elements; }

int64_t Type::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape()) n *= d;
  return n;
}

std::string shapeStr(std::span<const int64_t> shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += 'x';
    s += std::to_string(shape[i]);
  }
  return s;
}

std::string Type::str() const {
  if (!impl_) return "<<null type>>";
  switch (kind()) {
    case Kind::Token: return "!stablehlo.token";
    case Kind::Tuple: {
      std::string s = "tuple<";
      for (size_t i = 0; i < impl_->elements.size(); ++i) {
        if (i) s += ", ";
        s += impl_->elements[i].str();
      }
      return s + ">";
    }
    case Kind::Tensor: {
      std::string s = "tensor<";
      for (int64_t d : shape()) s += std::to_string(d) + "x";
      return s + std::string(elementTypeName(elementType())) + ">";
    }
  }
  return "";
}

}  // namespace juxla::ir
