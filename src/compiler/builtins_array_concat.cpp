// Concatenation as Julia's abstractarray.jl defines it: hcat, vcat, hvcat (`[a b; c d]`, block
// matrices), the n-dimensional `[a;;; b]` (hvncat along one dimension), cat(xs...; dims), and the
// typed forms `T[...]`. The element type is the promotion of the arguments' element types (of
// arrays) and types (of scalars); shape errors are DimensionMismatch with Julia's messages.
#include <algorithm>
#include <numeric>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/subtype.h"

namespace juxla::compiler {

namespace {

// One argument of a concatenation: an array (ranges collected) or a scalar.
struct Piece {
  Value value;  // the array, or the scalar
  bool scalar = true;
  std::vector<int64_t> dims;  // size(x), or (1,) for a scalar (Julia's cat_size)
  const JType* elementType = nullptr;
  const ArrayObject& array() const { return arrayOf(value); }
  int64_t size(size_t d) const { return d < dims.size() ? dims[d] : 1; }  // cat_size(x, d+1)
  bool vecOrMat() const { return !scalar && dims.size() <= 2; }
};

Piece pieceOf(Evaluator& ev, const Value& v) {
  Piece p;
  p.value = v;
  RangeView r;
  if (isArray(ev, v)) {
    p.scalar = false;
  } else if (viewRange(ev, v, r)) {
    p.value = collectRange(ev, r);
    p.scalar = false;
  }
  if (p.scalar) {
    p.dims = {1};
    p.elementType = v.type();
  } else {
    p.dims = p.array().dims;
    p.elementType = p.array().elementType;
  }
  return p;
}

std::vector<Piece> piecesOf(Evaluator& ev, CallArgs& call, size_t first) {
  std::vector<Piece> ps;
  for (size_t i = first; i < call.size(); ++i) ps.push_back(pieceOf(ev, call[i]));
  return ps;
}

// promote_eltypeof: the element types of arrays and the types of scalars, promoted.
const JType* promotedElementType(Evaluator& ev, const std::vector<Piece>& ps) {
  const JType* t = ev.core().Bottom;
  for (const Piece& p : ps) t = promoteType(ev, t, p.elementType);
  return t == ev.core().Bottom ? static_cast<const JType*>(ev.core().Any) : t;
}

std::string sizesTuple(Evaluator& ev, const std::vector<Piece>& ps, size_t d) {
  std::vector<Value> sizes;
  for (const Piece& p : ps) sizes.push_back(ev.universe().int64(p.size(d)));
  return ev.showValue(makeTuple(ev, std::move(sizes)));
}

// Writes piece `p` into the block of `out` that starts at `origin` (0-based) and spans
// `extent`; a scalar fills the whole block, an array must have the block's shape.
void writeBlock(Evaluator& ev, ArrayObject& out, const std::vector<int64_t>& origin, const std::vector<int64_t>& extent,
                const Piece& p, frontend::SourceSpan span) {
  int64_t count = 1;
  for (int64_t e : extent) count *= e;
  if (!p.scalar) setindexShapeCheck(ev, p.array().dims, extent, span);
  Value scalar = p.scalar ? convertTo(ev, out.elementType, p.value, span) : Value();
  bool same = !p.scalar && p.array().elementType == out.elementType;
  std::vector<int64_t> index(extent.size(), 0);
  for (int64_t k = 0; k < count; ++k) {
    int64_t linear = 0, stride = 1;
    for (size_t d = 0; d < extent.size(); ++d) {
      linear += (origin[d] + index[d]) * stride;
      stride *= out.dims[d];
    }
    if (p.scalar) arraySetExact(out, linear, scalar);
    else if (same) arraySetExact(out, linear, arrayGet(ev, p.array(), k, span));
    else arraySet(ev, out, linear, arrayGet(ev, p.array(), k, span), span);
    for (size_t d = 0; d < index.size(); ++d) {
      if (++index[d] < extent[d]) break;
      index[d] = 0;
    }
  }
}

[[noreturn]] void mismatch(Evaluator& ev, std::string message, frontend::SourceSpan span) {
  ev.raise("DimensionMismatch", std::move(message), span);
}

// _cat_t(dims, T, X...): the general case, with Julia's cat_size_shape rules.
Value catGeneral(Evaluator& ev, const JType* t, const std::vector<bool>& catdims, const std::vector<Piece>& ps,
                 frontend::SourceSpan span) {
  std::vector<int64_t> shape;
  bool first = true;
  for (const Piece& p : ps) {
    std::vector<int64_t> out;
    const std::vector<int64_t>& n = p.dims;
    for (size_t d = 0;; ++d) {
      bool hasDim = d < catdims.size(), hasA = !first && d < shape.size(), hasB = d < n.size();
      if (!hasDim && !hasA && !hasB) break;
      int64_t next;
      if (!hasA && hasB) {
        next = n[d];
      } else if (!hasA) {
        next = 1;
      } else if (!hasB) {
        if (hasDim) {
          next = shape[d] + (catdims[d] ? 1 : 0);
        } else {
          if (shape[d] != 1) mismatch(ev, "mismatch in dimension " + std::to_string(d + 1) + " (expected " + std::to_string(shape[d]) + " got 1)", span);
          next = 1;
        }
      } else if (hasDim && catdims[d]) {
        next = shape[d] + n[d];
      } else {
        if (shape[d] != n[d])
          mismatch(ev, "mismatch in dimension " + std::to_string(d + 1) + " (expected " + std::to_string(shape[d]) + " got " + std::to_string(n[d]) + ")", span);
        next = n[d];
      }
      out.push_back(next);
    }
    shape = std::move(out);
    first = false;
  }
  Value result = newArray(ev, t, shape);
  ArrayObject& a = arrayOf(result);
  if (std::count(catdims.begin(), catdims.end(), true) > 1 && !a.unboxed()) {
    Value zero = ev.callFunction(ev.baseFunction("zero"), {ev.universe().typeValue(t)}, span);
    for (int64_t i = 0; i < a.length(); ++i) arraySetExact(a, i, zero);
  }
  std::vector<int64_t> offsets(shape.size(), 0);
  for (const Piece& p : ps) {
    std::vector<int64_t> origin(shape.size()), extent(shape.size());
    for (size_t d = 0; d < shape.size(); ++d) {
      bool isCat = d < catdims.size() && catdims[d];
      origin[d] = isCat ? offsets[d] : 0;
      extent[d] = isCat ? p.size(d) : shape[d];
    }
    writeBlock(ev, a, origin, extent, p, span);
    for (size_t d = 0; d < shape.size(); ++d)
      if (d < catdims.size() && catdims[d]) offsets[d] += p.size(d);
  }
  return result;
}

bool allScalars(const std::vector<Piece>& ps) {
  return std::all_of(ps.begin(), ps.end(), [](const Piece& p) { return p.scalar; });
}
bool allVecOrMat(const std::vector<Piece>& ps) {
  return std::all_of(ps.begin(), ps.end(), [](const Piece& p) { return p.vecOrMat(); });
}
bool allVectors(const std::vector<Piece>& ps) {
  return std::all_of(ps.begin(), ps.end(), [](const Piece& p) { return !p.scalar && p.dims.size() == 1; });
}

Value emptyVector(Evaluator& ev, const JType* t) { return newArray(ev, t, {0}); }

// typed_hcat(T, xs...)
Value hcatPieces(Evaluator& ev, const JType* t, const std::vector<Piece>& ps, frontend::SourceSpan span) {
  if (ps.empty()) return emptyVector(ev, t);
  if (allScalars(ps)) {
    Value out = newArray(ev, t, {1, int64_t(ps.size())});
    for (size_t i = 0; i < ps.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i), ps[i].value, span);
    return out;
  }
  if (allVecOrMat(ps)) {
    int64_t rows = ps[0].size(0), cols = 0;
    for (const Piece& p : ps) {
      if (p.size(0) != rows) mismatch(ev, "number of rows of each array must match (got " + sizesTuple(ev, ps, 0) + ")", span);
      cols += p.size(1);
    }
    Value out = newArray(ev, t, {rows, cols});
    int64_t col = 0;
    for (const Piece& p : ps) {
      writeBlock(ev, arrayOf(out), {0, col}, {rows, p.size(1)}, p, span);
      col += p.size(1);
    }
    return out;
  }
  return catGeneral(ev, t, {false, true}, ps, span);
}

// typed_vcat(T, xs...)
Value vcatPieces(Evaluator& ev, const JType* t, const std::vector<Piece>& ps, frontend::SourceSpan span) {
  if (ps.empty()) return emptyVector(ev, t);
  if (allScalars(ps)) {
    Value out = newArray(ev, t, {int64_t(ps.size())});
    for (size_t i = 0; i < ps.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i), ps[i].value, span);
    return out;
  }
  if (allVectors(ps)) {
    int64_t n = 0;
    for (const Piece& p : ps) n += p.size(0);
    Value out = newArray(ev, t, {n});
    int64_t at = 0;
    for (const Piece& p : ps) {
      writeBlock(ev, arrayOf(out), {at}, {p.size(0)}, p, span);
      at += p.size(0);
    }
    return out;
  }
  if (allVecOrMat(ps)) {
    int64_t cols = ps[0].size(1), rows = 0;
    for (const Piece& p : ps) {
      if (p.size(1) != cols) mismatch(ev, "number of columns of each array must match (got " + sizesTuple(ev, ps, 1) + ")", span);
      rows += p.size(0);
    }
    Value out = newArray(ev, t, {rows, cols});
    int64_t row = 0;
    for (const Piece& p : ps) {
      writeBlock(ev, arrayOf(out), {row, 0}, {p.size(0), cols}, p, span);
      row += p.size(0);
    }
    return out;
  }
  return catGeneral(ev, t, {true}, ps, span);
}

std::vector<int64_t> rowsOf(Evaluator& ev, const Value& rows, frontend::SourceSpan span) {
  std::vector<int64_t> out;
  if (rows.type() == ev.core().Int64) return {rows.asInt()};
  if (!rows.type()->isTupleType) ev.raise("ArgumentError", "hvcat needs a tuple of row lengths, not " + ev.showValue(rows), span);
  for (const Value& r : rows.as<TupleObject>()->elements) out.push_back(convertNumber(ev, ev.core().Int64, r, span).asInt());
  return out;
}

// typed_hvcat(T, rows, xs...)
Value hvcatPieces(Evaluator& ev, const JType* t, std::vector<int64_t> rows, const std::vector<Piece>& ps, frontend::SourceSpan span) {
  if (rows.size() == 1 && ps.size() > size_t(rows[0]) && rows[0] > 0) {
    // hvcat(nbc::Integer, as...): every block row has nbc items.
    int64_t nbc = rows[0];
    if (int64_t(ps.size()) % nbc != 0)
      ev.raise("ArgumentError", "number of arrays " + std::to_string(ps.size()) + " is not a multiple of the requested number of block columns " +
                                    std::to_string(nbc), span);
    rows.assign(ps.size() / size_t(nbc), nbc);
  }
  if (ps.empty()) return emptyVector(ev, t);
  int64_t total = std::accumulate(rows.begin(), rows.end(), int64_t(0));
  if (total != int64_t(ps.size()))
    ev.raise("ArgumentError", "argument count does not match specified shape (expected " + std::to_string(total) + ", got " +
                                  std::to_string(ps.size()) + ")", span);
  size_t nbr = rows.size();
  if (allScalars(ps)) {
    int64_t nc = rows[0];
    for (size_t i = 1; i < nbr; ++i)
      if (rows[i] != nc)
        mismatch(ev, "row " + std::to_string(i + 1) + " has mismatched number of columns (expected " + std::to_string(nc) +
                         ", got " + std::to_string(rows[i]) + ")", span);
    Value out = newArray(ev, t, {int64_t(nbr), nc});
    size_t k = 0;
    for (size_t i = 0; i < nbr; ++i)
      for (int64_t j = 0; j < nc; ++j) arraySet(ev, arrayOf(out), j * int64_t(nbr) + int64_t(i), ps[k++].value, span);
    return out;
  }
  if (allVecOrMat(ps)) {
    int64_t nc = 0, nr = 0;
    for (int64_t i = 0; i < rows[0]; ++i) nc += ps[size_t(i)].size(1);
    size_t a = 0;
    for (size_t i = 0; i < nbr; ++i) {
      nr += ps[a].size(0);
      a += size_t(rows[i]);
    }
    Value out = newArray(ev, t, {nr, nc});
    a = 0;
    int64_t r = 0;
    for (size_t i = 0; i < nbr; ++i) {
      int64_t c = 0, szi = ps[a].size(0);
      std::string row = std::to_string(i + 1);
      for (int64_t j = 0; j < rows[i]; ++j) {
        const Piece& p = ps[a + size_t(j)];
        int64_t szj = p.size(1);
        if (p.size(0) != szi)
          mismatch(ev, "mismatched height in block row " + row + " (expected " + std::to_string(szi) + ", got " + std::to_string(p.size(0)) + ")", span);
        if (c + szj > nc)
          mismatch(ev, "block row " + row + " has mismatched number of columns (expected " + std::to_string(nc) + ", got " + std::to_string(c + szj) + ")", span);
        writeBlock(ev, arrayOf(out), {r, c}, {szi, szj}, p, span);
        c += szj;
      }
      if (c != nc)
        mismatch(ev, "block row " + row + " has mismatched number of columns (expected " + std::to_string(nc) + ", got " + std::to_string(c) + ")", span);
      r += szi;
      a += size_t(rows[i]);
    }
    return out;
  }
  // Scalars among arrays: each block row is an hcat, then the rows are a vcat.
  std::vector<Piece> blockRows;
  size_t a = 0;
  for (size_t i = 0; i < nbr; ++i) {
    std::vector<Piece> row(ps.begin() + long(a), ps.begin() + long(a + size_t(rows[i])));
    blockRows.push_back(pieceOf(ev, hcatPieces(ev, t, row, span)));
    a += size_t(rows[i]);
  }
  return vcatPieces(ev, t, blockRows, span);
}

// _typed_hvncat(T, Val(N), xs...): `[a;;; b]` stacks along dimension N.
Value ncatPieces(Evaluator& ev, const JType* t, int64_t n, const std::vector<Piece>& ps, frontend::SourceSpan span) {
  if (n < 0) ev.raise("ArgumentError", "concatenation dimension must be nonnegative", span);
  if (n == 0) {
    if (ps.size() != 1) ev.raise("ArgumentError", "a 0-dimensional array may only contain exactly one element", span);
    if (!ps[0].scalar) return ev.callFunction(ev.baseFunction("copy"), {ps[0].value}, span);
    Value out = newArray(ev, t, {});
    arraySet(ev, arrayOf(out), 0, ps[0].value, span);
    return out;
  }
  if (ps.empty()) ev.raise("ArgumentError", "must have at least one element", span);
  size_t nd = size_t(n);
  if (allScalars(ps)) {
    std::vector<int64_t> dims(nd - 1, 1);
    dims.push_back(int64_t(ps.size()));
    Value out = newArray(ev, t, dims);
    for (size_t i = 0; i < ps.size(); ++i) arraySet(ev, arrayOf(out), int64_t(i), ps[i].value, span);
    return out;
  }
  // Arrays alone must agree on the dimensions before N; next to scalars they must be 1 there.
  bool arraysOnly = std::none_of(ps.begin(), ps.end(), [](const Piece& q) { return q.scalar; });
  int64_t along = 0;
  for (size_t i = 0; i < ps.size(); ++i) {
    const Piece& p = ps[i];
    along += p.size(nd - 1);
    for (size_t d = 0; d + 1 < size_t(n); ++d) {
      if (arraysOnly ? ps[0].size(d) != p.size(d) : p.size(d) != 1)
        ev.raise("ArgumentError", arraysOnly ? "mismatched size along axis " + std::to_string(d + 1) + " in element " + std::to_string(i + 1)
                                             : "all dimensions of element " + std::to_string(i + 1) + " other than " + std::to_string(n) + " must be of length 1", span);
    }
    for (size_t d = size_t(n); d < p.dims.size(); ++d)
      if (!p.scalar && p.dims[d] != 1)
        ev.raise("ArgumentError", "concatenating arrays with more dimensions than " + std::to_string(n) + " along dimension " + std::to_string(n) +
                                      " is not supported by juxla's [...;;; ...] (use cat(...; dims))", span);
  }
  std::vector<int64_t> dims;
  for (size_t d = 0; d + 1 < size_t(n); ++d) dims.push_back(ps[0].size(d));
  dims.push_back(along);
  while (dims.size() < nd) dims.push_back(1);
  Value out = newArray(ev, t, dims);
  int64_t k = 0;
  for (const Piece& p : ps) {
    if (p.scalar) {
      arraySet(ev, arrayOf(out), k++, p.value, span);
      continue;
    }
    for (int64_t i = 0; i < p.array().length(); ++i) arraySet(ev, arrayOf(out), k++, arrayGet(ev, p.array(), i, span), span);
  }
  return out;
}

const JType* typeArgument(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  if (!isTypeValue(ev, v)) ev.raise("TypeError", "expected a type before [...], got " + ev.showValue(v), span);
  return v.asType();
}

Value builtinHcat(Evaluator& ev, CallArgs& call) {
  auto ps = piecesOf(ev, call, 1);
  return hcatPieces(ev, promotedElementType(ev, ps), ps, call.span);
}
Value builtinVcat(Evaluator& ev, CallArgs& call) {
  auto ps = piecesOf(ev, call, 1);
  return vcatPieces(ev, promotedElementType(ev, ps), ps, call.span);
}
Value builtinHvcat(Evaluator& ev, CallArgs& call) {
  auto ps = piecesOf(ev, call, 2);
  return hvcatPieces(ev, promotedElementType(ev, ps), rowsOf(ev, call[1], call.span), ps, call.span);
}
Value builtinNcat(Evaluator& ev, CallArgs& call) {
  auto ps = piecesOf(ev, call, 2);
  return ncatPieces(ev, promotedElementType(ev, ps), convertNumber(ev, ev.core().Int64, call[1], call.span).asInt(), ps, call.span);
}
Value builtinTypedHcat(Evaluator& ev, CallArgs& call) {
  return hcatPieces(ev, typeArgument(ev, call[1], call.span), piecesOf(ev, call, 2), call.span);
}
Value builtinTypedVcat(Evaluator& ev, CallArgs& call) {
  return vcatPieces(ev, typeArgument(ev, call[1], call.span), piecesOf(ev, call, 2), call.span);
}
Value builtinTypedHvcat(Evaluator& ev, CallArgs& call) {
  return hvcatPieces(ev, typeArgument(ev, call[1], call.span), rowsOf(ev, call[2], call.span), piecesOf(ev, call, 3), call.span);
}
Value builtinTypedNcat(Evaluator& ev, CallArgs& call) {
  return ncatPieces(ev, typeArgument(ev, call[1], call.span), convertNumber(ev, ev.core().Int64, call[2], call.span).asInt(),
                    piecesOf(ev, call, 3), call.span);
}

// cat(xs...; dims): dims is an integer, a tuple of them, or Val(n).
Value builtinCat(Evaluator& ev, CallArgs& call) {
  Value dims;
  for (auto& [name, value] : call.keywords) {
    if (name->view() != "dims") ev.raise("MethodError", "cat got an unsupported keyword argument \"" + std::string(name->view()) + "\"", call.span);
    dims = value;
  }
  if (!dims.defined()) ev.raise("UndefKeywordError", "keyword argument `dims` not assigned", call.span);
  std::vector<int64_t> list;
  if (dims.type()->name == ev.core().Val) dims = dims.type()->params[0];
  if (dims.type()->isTupleType) {
    for (const Value& d : dims.as<TupleObject>()->elements) list.push_back(convertNumber(ev, ev.core().Int64, d, call.span).asInt());
  } else {
    list.push_back(convertNumber(ev, ev.core().Int64, dims, call.span).asInt());
  }
  std::vector<bool> catdims;
  for (int64_t d : list) {
    if (d <= 0) ev.raise("ArgumentError", "All cat dimensions must be positive integers, but got " + ev.showValue(dims), call.span);
    if (catdims.size() < size_t(d)) catdims.resize(size_t(d), false);
    catdims[size_t(d - 1)] = true;
  }
  auto ps = piecesOf(ev, call, 1);
  if (ps.empty()) return newArray(ev, ev.core().Any, {0});
  return catGeneral(ev, promotedElementType(ev, ps), catdims, ps, call.span);
}

}  // namespace

// Julia's setindex_shape_check: an array of size `src` fits `dest` once singleton dimensions are
// ignored; otherwise DimensionMismatch as throw_setindex_mismatch words it.
void setindexShapeCheck(Evaluator& ev, const std::vector<int64_t>& src, const std::vector<int64_t>& dest, frontend::SourceSpan span) {
  auto dimsText = [](const std::vector<int64_t>& d) {
    if (d.size() == 1) return std::to_string(d[0]) + "-element";
    std::string s;
    for (size_t i = 0; i < d.size(); ++i) s += (i ? "×" : "") + std::to_string(d[i]);
    return d.empty() ? std::string("0-dimensional") : s;
  };
  auto fail = [&] {
    if (dest.size() == 1)
      ev.raise("DimensionMismatch", "tried to assign " + std::to_string(std::accumulate(src.begin(), src.end(), int64_t(1), std::multiplies<>())) +
                                        " elements to " + std::to_string(dest[0]) + " destinations", span);
    ev.raise("DimensionMismatch", "tried to assign " + dimsText(src) + " array to " + dimsText(dest) + " destination", span);
  };
  size_t li = src.size(), lj = dest.size();
  if (li == 0 || lj == 0) {
    int64_t a = std::accumulate(src.begin(), src.end(), int64_t(1), std::multiplies<>());
    int64_t b = std::accumulate(dest.begin(), dest.end(), int64_t(1), std::multiplies<>());
    if (a != b) fail();
    return;
  }
  size_t i = 0, j = 0;
  while (true) {
    int64_t ii = src[i], jj = dest[j];
    if (i + 1 == li || j + 1 == lj) {
      while (i + 1 < li) ii *= src[++i];
      while (j + 1 < lj) jj *= dest[++j];
      if (ii != jj) fail();
      return;
    }
    if (ii == jj) {
      ++i;
      ++j;
    } else if (ii == 1) {
      ++i;
    } else if (jj == 1) {
      ++j;
    } else {
      fail();
    }
  }
}

void registerConcatBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const JType* any = ev.core().Any;
  ev.defineBuiltin(base, "hcat", {any}, builtinHcat, true);
  ev.defineBuiltin(base, "hcat", {}, builtinHcat);
  ev.defineBuiltin(base, "vcat", {any}, builtinVcat, true);
  ev.defineBuiltin(base, "vcat", {}, builtinVcat);
  ev.defineBuiltin(base, "hvcat", {any, any}, builtinHvcat, true);
  ev.defineBuiltin(base, "hvcat", {any}, builtinHvcat);
  ev.defineBuiltin(base, "__ncat", {any, any}, builtinNcat, true);
  ev.defineBuiltin(base, "__typed_hcat", {any, any}, builtinTypedHcat, true);
  ev.defineBuiltin(base, "__typed_hcat", {any}, builtinTypedHcat);
  ev.defineBuiltin(base, "__typed_vcat", {any, any}, builtinTypedVcat, true);
  ev.defineBuiltin(base, "__typed_vcat", {any}, builtinTypedVcat);
  ev.defineBuiltin(base, "__typed_hvcat", {any, any, any}, builtinTypedHvcat, true);
  ev.defineBuiltin(base, "__typed_hvcat", {any, any}, builtinTypedHvcat);
  ev.defineBuiltin(base, "__typed_ncat", {any, any, any}, builtinTypedNcat, true);
  ev.defineBuiltin(base, "cat", {any}, builtinCat, true)->hasKeywordSplat = true;
}

}  // namespace juxla::compiler
