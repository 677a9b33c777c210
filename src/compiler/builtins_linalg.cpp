// Linear algebra on host arrays: matrix and vector products, adjoint and transpose, dot, norms,
// determinant, inverse and solve (LU with partial pivoting), diag/diagm/tr/kron; elementwise
// array arithmetic (A + B, 2A, A / 2) as Julia defines it, through broadcasting after a shape
// check. Public LinearAlgebra names are Julia code in prelude/linalg.jl over the `__` builtins
// here. Floats are computed in their own precision with plain loops (Julia calls BLAS/LAPACK,
// whose summation order can differ in the last bit; docs/language.md says so).
#include <algorithm>
#include <cmath>
#include <cstring>

#include "compiler/arrays.h"
#include "compiler/builtins.h"
#include "compiler/host_equality.h"
#include "compiler/numeric_arrays.h"
#include "compiler/subtype.h"
#include "support/float_format.h"

namespace juxla::compiler {

namespace {

// C (m×n) += A (m×k) * B (k×n), column-major. The j-l-i order walks columns of A and C with stride
// one, and each C[i,j] still sums its k products in order (as Julia's generic matmul does).
template <typename T>
void matmulKernel(const T* a, const T* b, T* c, int64_t m, int64_t k, int64_t n) {
  for (int64_t j = 0; j < n; ++j) {
    T* cj = c + j * m;
    for (int64_t l = 0; l < k; ++l) {
      const T blj = b[l + j * k];
      const T* al = a + l * m;
      for (int64_t i = 0; i < m; ++i) cj[i] += al[i] * blj;
    }
  }
}

bool isRow(const Value& v) { return dynamic_cast<RowOfVector*>(v.obj()) != nullptr; }

Value rowOf(Evaluator& ev, const Value& vector) {
  const ArrayObject& a = arrayOf(vector);
  auto* row = new RowOfVector();
  Value result = Value::object(arrayType(ev, a.elementType, 2), row);
  row->elementType = a.elementType;
  row->dims = {1, a.length()};
  row->storage = a.storage;
  row->parent = vector;
  return result;
}

int64_t rows(const ArrayObject& a) { return a.dims.empty() ? 1 : a.dims[0]; }
int64_t cols(const ArrayObject& a) { return a.dims.size() < 2 ? 1 : a.dims[1]; }

std::string dimsText(int64_t m, int64_t n) { return "(" + std::to_string(m) + "," + std::to_string(n) + ")"; }

[[noreturn]] void notSquare(Evaluator& ev, const ArrayObject& a, frontend::SourceSpan span) {
  ev.raise("DimensionMismatch", "matrix is not square: dimensions are (" + std::to_string(rows(a)) + ", " +
                                    std::to_string(cols(a)) + ")", span);
}

// ---- products ----

// C = A * B for A (m×k) and B (k×n), both column-major; the result has dims `outDims`.
Value multiply(Evaluator& ev, const Value& av, const Value& bv, int64_t m, int64_t k, int64_t n,
               std::vector<int64_t> outDims, frontend::SourceSpan span) {
  const ArrayObject& a = arrayOf(av);
  const ArrayObject& b = arrayOf(bv);
  const JType* r = matprodType(ev, a.elementType, b.elementType);
  NumericKind kind = numericKind(ev, r);
  if (kind == NumericKind::Other || kind == NumericKind::Float16) {
    // Julia's generic_matmatmul: s = A[i,1]*B[1,j], then s = muladd(A[i,l], B[l,j], s).
    const Value& times = ev.baseFunction("*");
    const Value& plus = ev.baseFunction("+");
    std::vector<Value> out(size_t(m * n));
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) {
        Value s;
        for (int64_t l = 0; l < k; ++l) {
          Value p = ev.callFunction(times, {arrayGet(ev, a, i + l * m, span), arrayGet(ev, b, l + j * k, span)}, span);
          s = s.defined() ? ev.callFunction(plus, {s, p}, span) : p;
        }
        if (!s.defined()) s = ev.callFunction(ev.baseFunction("zero"), {ev.universe().typeValue(r)}, span);
        out[size_t(i + j * m)] = s;
      }
    const JType* t = r;
    if (kind == NumericKind::Other) {
      t = ev.core().Bottom;
      for (const Value& v : out) t = promoteTypejoin(ev, t, v.type());
      if (out.empty()) t = r;
    }
    Value result = newArray(ev, t, std::move(outDims));
    for (size_t i = 0; i < out.size(); ++i) arraySet(ev, arrayOf(result), int64_t(i), out[i], span);
    return result;
  }
  Value result = newArray(ev, r, std::move(outDims));
  ArrayObject& c = arrayOf(result);
  if (kind == NumericKind::Float64) {
    std::vector<double> x = readAs<double>(ev, a), y = readAs<double>(ev, b), z(size_t(m * n), 0.0);
    matmulKernel(x.data(), y.data(), z.data(), m, k, n);
    writeFrom(ev, c, z);
  } else if (kind == NumericKind::Float32) {
    std::vector<float> x = readAs<float>(ev, a), y = readAs<float>(ev, b), z(size_t(m * n), 0.0f);
    matmulKernel(x.data(), y.data(), z.data(), m, k, n);
    writeFrom(ev, c, z);
  } else {
    std::vector<uint64_t> x = readAs<uint64_t>(ev, a), y = readAs<uint64_t>(ev, b), z(size_t(m * n), 0);
    matmulKernel(x.data(), y.data(), z.data(), m, k, n);
    writeFrom(ev, c, z);
  }
  return result;
}

// dot(x, y) of two arrays of the same length: sum of x[i]*y[i], zero when empty.
Value dotProduct(Evaluator& ev, const Value& xv, const Value& yv, frontend::SourceSpan span) {
  const ArrayObject& x = arrayOf(xv);
  const ArrayObject& y = arrayOf(yv);
  if (x.length() != y.length()) {
    bool blas = x.elementType == y.elementType && (x.elementType == ev.core().Float64 || x.elementType == ev.core().Float32);
    ev.raise("DimensionMismatch",
             blas ? "dot product arguments have lengths " + std::to_string(x.length()) + " and " + std::to_string(y.length())
                  : "first array has length " + std::to_string(x.length()) +
                        " which does not match the length of the second, " + std::to_string(y.length()) + ".",
             span);
  }
  Value result = multiply(ev, rowOf(ev, aliasArray(ev, x, {x.length()})), aliasArray(ev, y, {y.length()}), 1, x.length(), 1, {1}, span);
  return arrayGet(ev, arrayOf(result), 0, span);
}

// A * B for every pairing of vectors and matrices (rows from `v'` included).
Value builtinArrayTimes(Evaluator& ev, CallArgs& call) {
  const Value& av = call[1];
  const Value& bv = call[2];
  const ArrayObject& a = arrayOf(av);
  const ArrayObject& b = arrayOf(bv);
  size_t na = a.dims.size(), nb = b.dims.size();
  if (isRow(av) && nb == 1) return dotProduct(ev, static_cast<RowOfVector&>(*av.obj()).parent, bv, call.span);
  if (na == 2 && nb == 2) {
    if (cols(a) != rows(b))
      ev.raise("DimensionMismatch", "A has dimensions " + dimsText(rows(a), cols(a)) + " but B has dimensions " + dimsText(rows(b), cols(b)), call.span);
    Value c = multiply(ev, av, bv, rows(a), cols(a), cols(b), {rows(a), cols(b)}, call.span);
    // A row times a matrix is again a row: (A' * x')'.
    if (isRow(av)) return rowOf(ev, aliasArray(ev, arrayOf(c), {cols(b)}));
    return c;
  }
  if (na == 2 && nb == 1) {
    if (cols(a) != b.length()) {
      bool blas = a.elementType == b.elementType && (a.elementType == ev.core().Float64 || a.elementType == ev.core().Float32);
      ev.raise("DimensionMismatch",
               blas ? "second dimension of A, " + std::to_string(cols(a)) + ", does not match length of x, " + std::to_string(b.length())
                    : "matrix A has dimensions " + dimsText(rows(a), cols(a)) + ", vector B has length " + std::to_string(b.length()),
               call.span);
    }
    return multiply(ev, av, bv, rows(a), cols(a), 1, {rows(a)}, call.span);
  }
  if (na == 1 && nb == 2) {
    // reshape(a, n, 1) * B: B must have one row.
    if (rows(b) != 1)
      ev.raise("DimensionMismatch", "A has dimensions " + dimsText(a.length(), 1) + " but B has dimensions " + dimsText(rows(b), cols(b)), call.span);
    return multiply(ev, av, bv, a.length(), 1, cols(b), {a.length(), cols(b)}, call.span);
  }
  ev.raise("MethodError", "no method matching *(::" + ev.universe().show(av.type()) + ", ::" + ev.universe().show(bv.type()) + ")", call.span);
}

// adjoint and transpose of real arrays (elements are their own adjoints; others recurse).
Value transposed(Evaluator& ev, CallArgs& call, const char* fn) {
  const Value& v = call[1];
  const ArrayObject& a = arrayOf(v);
  if (auto* row = dynamic_cast<RowOfVector*>(v.obj())) return row->parent;
  if (a.dims.size() == 1) return rowOf(ev, v);
  if (a.dims.size() != 2)
    ev.raise("MethodError", std::string("no method matching ") + fn + "(::" + ev.universe().show(v.type()) + ")", call.span);
  int64_t m = rows(a), n = cols(a);
  Value out = newArray(ev, a.elementType, {n, m});
  ArrayObject& o = arrayOf(out);
  bool recurse = numericKind(ev, a.elementType) == NumericKind::Other;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < m; ++i) {
      Value e = arrayGet(ev, a, i + j * m, call.span);
      if (recurse && !isSubtype(ev.universe(), e.type(), ev.core().Number)) e = ev.callFunction(ev.baseFunction(fn), {e}, call.span);
      arraySet(ev, o, j + i * n, e, call.span);
    }
  return out;
}
Value builtinAdjoint(Evaluator& ev, CallArgs& call) { return transposed(ev, call, "adjoint"); }
Value builtinTranspose(Evaluator& ev, CallArgs& call) { return transposed(ev, call, "transpose"); }
Value builtinNumberAdjoint(Evaluator&, CallArgs& call) { return call[1]; }

Value builtinDot(Evaluator& ev, CallArgs& call) { return dotProduct(ev, call[1], call[2], call.span); }

// ---- elementwise arithmetic: Julia's +(A, B) is broadcast(+, A, B) once the shapes agree ----

std::string axesText(const ArrayObject& a) {
  std::string s = "(";
  for (size_t i = 0; i < a.dims.size(); ++i) s += "Base.OneTo(" + std::to_string(a.dims[i]) + "),";
  if (a.dims.size() > 1) s.pop_back();
  return s + ")";
}

Value broadcastSameShape(Evaluator& ev, CallArgs& call, const char* op) {
  const ArrayObject& a = arrayOf(call[1]);
  const ArrayObject& b = arrayOf(call[2]);
  size_t n = std::max(a.dims.size(), b.dims.size());
  for (size_t d = 0; d < n; ++d) {
    int64_t x = d < a.dims.size() ? a.dims[d] : 1, y = d < b.dims.size() ? b.dims[d] : 1;
    if (x != y)
      ev.raise("DimensionMismatch", "dimensions must match: a has dims " + axesText(a) + ", b has dims " + axesText(b) +
                                        ", mismatch at " + std::to_string(d + 1), call.span);
  }
  return ev.callFunction(ev.baseFunction("broadcast"), {ev.baseFunction(op), call[1], call[2]}, call.span);
}
Value builtinArrayPlus(Evaluator& ev, CallArgs& call) { return broadcastSameShape(ev, call, "+"); }
Value builtinArrayMinus(Evaluator& ev, CallArgs& call) { return broadcastSameShape(ev, call, "-"); }
Value builtinArrayNegate(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("broadcast"), {ev.baseFunction("-"), call[1]}, call.span);
}
// 2A, A * 2, A / 2 (and 2 \ A): the scalar applied to every element.
Value builtinScaleLeft(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("broadcast"), {ev.baseFunction("*"), call[1], call[2]}, call.span);
}
Value builtinScaleRight(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("broadcast"), {ev.baseFunction("*"), call[1], call[2]}, call.span);
}
Value builtinDivideScalar(Evaluator& ev, CallArgs& call) {
  return ev.callFunction(ev.baseFunction("broadcast"), {ev.baseFunction("/"), call[1], call[2]}, call.span);
}

}  // namespace

namespace {

// ---- LU with partial pivoting (LAPACK's getf2: first largest pivot, scale by its reciprocal) ----

template <typename T>
struct LU {
  std::vector<T> a;            // L (unit, below) and U (on and above the diagonal), column-major
  std::vector<int64_t> pivot;  // row swapped with row k at step k
  int64_t n = 0;
  int64_t info = 0;            // 1-based index of the first zero pivot, 0 when nonsingular
};

template <typename T>
LU<T> luFactor(std::vector<T> a, int64_t n) {
  LU<T> f;
  f.a = std::move(a);
  f.n = n;
  f.pivot.resize(size_t(n));
  T* A = f.a.data();
  for (int64_t k = 0; k < n; ++k) {
    int64_t p = k;
    for (int64_t i = k + 1; i < n; ++i)
      if (std::fabs(A[i + k * n]) > std::fabs(A[p + k * n])) p = i;
    f.pivot[size_t(k)] = p;
    if (A[p + k * n] != T(0)) {
      if (p != k)
        for (int64_t j = 0; j < n; ++j) std::swap(A[k + j * n], A[p + j * n]);
      T r = T(1) / A[k + k * n];
      for (int64_t i = k + 1; i < n; ++i) A[i + k * n] *= r;
    } else if (f.info == 0) {
      f.info = k + 1;
    }
    for (int64_t j = k + 1; j < n; ++j) {
      T t = A[k + j * n];
      for (int64_t i = k + 1; i < n; ++i) A[i + j * n] -= A[i + k * n] * t;
    }
  }
  return f;
}

// Solves A X = B in place for B (n×nrhs): the row swaps, then L (unit) and U (getrs).
template <typename T>
void luSolve(const LU<T>& f, T* b, int64_t nrhs) {
  int64_t n = f.n;
  const T* A = f.a.data();
  for (int64_t c = 0; c < nrhs; ++c) {
    T* x = b + c * n;
    for (int64_t k = 0; k < n; ++k)
      if (f.pivot[size_t(k)] != k) std::swap(x[k], x[f.pivot[size_t(k)]]);
    for (int64_t k = 0; k < n; ++k)
      for (int64_t i = k + 1; i < n; ++i) x[i] -= x[k] * A[i + k * n];
    for (int64_t k = n - 1; k >= 0; --k) {
      x[k] /= A[k + k * n];
      for (int64_t i = 0; i < k; ++i) x[i] -= x[k] * A[i + k * n];
    }
  }
}

// Julia shows SingularException(info); the note says what it means.
[[noreturn]] void singular(Evaluator& ev, int64_t info, frontend::SourceSpan span) {
  JuliaError e("SingularException", std::to_string(info), span);
  e.advice = "the matrix is singular: its LU factorization has a zero pivot at U[" + std::to_string(info) + "," +
             std::to_string(info) + "]";
  throw e;
}

// The float type LU works in: Float32 stays, everything else computes in Float64.
bool usesFloat32(Evaluator& ev, const JType* t) { return t == ev.core().Float32; }

bool isTriangular(Evaluator& ev, const ArrayObject& a, bool upper) {
  int64_t n = rows(a);
  for (int64_t j = 0; j < cols(a); ++j)
    for (int64_t i = 0; i < n; ++i)
      if ((upper ? i > j : i < j) && elementAsDouble(ev, a, i + j * n) != 0) return false;
  return true;
}

void checkSquareMatrix(Evaluator& ev, const Value& v, frontend::SourceSpan span) {
  const ArrayObject& a = arrayOf(v);
  if (a.dims.size() != 2) ev.raise("MethodError", "no method for a " + describeArray(ev, v) + "; a square matrix is needed", span);
  if (rows(a) != cols(a)) notSquare(ev, a, span);
}

template <typename T>
Value determinant(Evaluator& ev, const ArrayObject& a, const JType* resultType) {
  int64_t n = rows(a);
  LU<T> f = luFactor(readAs<T>(ev, a), n);
  if (f.info) return numberFromDouble(ev, resultType, 0.0);
  T p = T(1);
  int64_t swaps = 0;
  for (int64_t i = 0; i < n; ++i) {
    p *= f.a[size_t(i + i * n)];
    if (f.pivot[size_t(i)] != i) ++swaps;
  }
  return numberFromDouble(ev, resultType, double(swaps % 2 ? -p : p));
}

// det(A): the product of the diagonal for triangular A (in A's own arithmetic), else from LU.
Value builtinDet(Evaluator& ev, CallArgs& call) {
  checkSquareMatrix(ev, call[1], call.span);
  const ArrayObject& a = arrayOf(call[1]);
  NumericKind kind = numericKind(ev, a.elementType);
  if (kind == NumericKind::Other) ev.raise("MethodError", "det of a " + describeArray(ev, call[1]) + " is not supported (numbers only)", call.span);
  const JType* s = usesFloat32(ev, a.elementType) ? static_cast<const JType*>(ev.core().Float32)
                   : a.elementType == ev.core().Float16 ? static_cast<const JType*>(ev.core().Float16)
                                                        : static_cast<const JType*>(ev.core().Float64);
  int64_t n = rows(a);
  if (isTriangular(ev, a, true) || isTriangular(ev, a, false)) {
    if (n == 0) return numberFromDouble(ev, s, 1.0);
    Value p = arrayGet(ev, a, 0, call.span);
    for (int64_t i = 1; i < n; ++i) p = ev.callFunction(ev.baseFunction("*"), {p, arrayGet(ev, a, i + i * n, call.span)}, call.span);
    return convertTo(ev, s, p, call.span);
  }
  if (usesFloat32(ev, a.elementType)) return determinant<float>(ev, a, s);
  return determinant<double>(ev, a, s);
}

// X = A \ B for square A (B a vector or a matrix), through LU.
template <typename T>
Value solveSquare(Evaluator& ev, const ArrayObject& a, const ArrayObject& b, const JType* t, frontend::SourceSpan span) {
  int64_t n = rows(a);
  LU<T> f = luFactor(readAs<T>(ev, a), n);
  if (f.info) singular(ev, f.info, span);
  std::vector<T> x = readAs<T>(ev, b);
  luSolve(f, x.data(), b.length() / std::max<int64_t>(n, 1));
  Value out = newArray(ev, t, b.dims);
  writeFrom(ev, arrayOf(out), x);
  return out;
}

// The float type of solve/inv results: Float32 when both are Float32, else Float64.
const JType* solveType(Evaluator& ev, const JType* a, const JType* b) {
  const CoreTypes& c = ev.core();
  bool f32 = (a == c.Float32 || a == c.Float16 || numericKind(ev, a) == NumericKind::Integer) &&
             (b == c.Float32 || b == c.Float16 || numericKind(ev, b) == NumericKind::Integer) && (a == c.Float32 || b == c.Float32);
  return f32 ? static_cast<const JType*>(c.Float32) : static_cast<const JType*>(c.Float64);
}

Value builtinLeastSquares(Evaluator& ev, CallArgs& call);

Value builtinSolve(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  const ArrayObject& b = arrayOf(call[2]);
  if (a.dims.size() != 2 || b.dims.size() > 2)
    ev.raise("MethodError", "no method matching \\(::" + ev.universe().show(call[1].type()) + ", ::" + ev.universe().show(call[2].type()) + ")", call.span);
  if (numericKind(ev, a.elementType) == NumericKind::Other || numericKind(ev, b.elementType) == NumericKind::Other)
    ev.raise("MethodError", "A \\ b needs arrays of numbers, not " + describeArray(ev, call[1]) + " and " + describeArray(ev, call[2]), call.span);
  if (rows(a) != rows(b))
    ev.raise("DimensionMismatch", "arguments must have the same number of rows", call.span);
  if (rows(a) != cols(a))
    return builtinLeastSquares(ev, call);
  const JType* t = solveType(ev, a.elementType, b.elementType);
  if (t == ev.core().Float32) return solveSquare<float>(ev, a, b, t, call.span);
  return solveSquare<double>(ev, a, b, t, call.span);
}

Value builtinInv(Evaluator& ev, CallArgs& call) {
  checkSquareMatrix(ev, call[1], call.span);
  const ArrayObject& a = arrayOf(call[1]);
  if (numericKind(ev, a.elementType) == NumericKind::Other)
    ev.raise("MethodError", "inv of a " + describeArray(ev, call[1]) + " is not supported (numbers only)", call.span);
  int64_t n = rows(a);
  const JType* t = solveType(ev, a.elementType, a.elementType);
  Value identity = newArray(ev, t, {n, n});
  for (int64_t i = 0; i < n; ++i) arraySetExact(arrayOf(identity), i + i * n, numberFromDouble(ev, t, 1.0));
  if (t == ev.core().Float32) return solveSquare<float>(ev, a, arrayOf(identity), t, call.span);
  return solveSquare<double>(ev, a, arrayOf(identity), t, call.span);
}

// ---- norms ----

// norm(x, p) over all elements: 2 (default), 1, Inf, -Inf, 0 or any p, as Julia's generic norms.
Value builtinNorm(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  double p = 2;
  if (call.size() > 2 && !numberAsDouble(ev, call[2], p))
    ev.raise("MethodError", "norm needs a real p, not " + ev.showValue(call[2]), call.span);
  NumericKind kind = numericKind(ev, a.elementType);
  if (kind == NumericKind::Other)
    ev.raise("MethodError", "norm of a " + describeArray(ev, call[1]) + " is not supported (numbers only)", call.span);
  const JType* t = kind == NumericKind::Float32 || kind == NumericKind::Float16 ? a.elementType : static_cast<const JType*>(ev.core().Float64);
  int64_t n = a.length();
  if (n == 0) return numberFromDouble(ev, t, 0.0);
  std::vector<double> x = readAs<double>(ev, a);
  double maxabs = 0, minabs = INFINITY;
  for (double v : x) {
    maxabs = std::max(maxabs, std::fabs(v));
    minabs = std::min(minabs, std::fabs(v));
    if (std::isnan(v)) maxabs = minabs = v;
  }
  double r;
  if (p == 2) {
    if (maxabs == 0 || std::isinf(maxabs) || std::isnan(maxabs)) return numberFromDouble(ev, t, maxabs);
    double s = 0;
    for (double v : x) s += v * v;
    r = std::sqrt(s);
  } else if (p == 1) {
    r = 0;
    for (double v : x) r += std::fabs(v);
  } else if (std::isinf(p)) {
    r = p > 0 ? maxabs : minabs;
  } else if (p == 0) {
    r = 0;
    for (double v : x) r += v != 0;
  } else {
    double s = 0;
    for (double v : x) s += std::pow(std::fabs(v), p);
    r = std::pow(s, 1 / p);
  }
  return numberFromDouble(ev, t, r);
}

// Singular values by one-sided Jacobi rotations (descending): opnorm(A, 2) and svdvals.
std::vector<double> singularValues(std::vector<double> a, int64_t m, int64_t n) {
  for (int sweep = 0; sweep < 60; ++sweep) {
    double off = 0;
    for (int64_t p = 0; p < n; ++p)
      for (int64_t q = p + 1; q < n; ++q) {
        double alpha = 0, beta = 0, gamma = 0;
        for (int64_t i = 0; i < m; ++i) {
          double x = a[size_t(i + p * m)], y = a[size_t(i + q * m)];
          alpha += x * x;
          beta += y * y;
          gamma += x * y;
        }
        if (gamma == 0) continue;
        off = std::max(off, std::fabs(gamma) / std::sqrt(alpha * beta));
        double zeta = (beta - alpha) / (2 * gamma);
        double t = std::copysign(1.0, zeta) / (std::fabs(zeta) + std::sqrt(1 + zeta * zeta));
        double c = 1 / std::sqrt(1 + t * t), s = c * t;
        for (int64_t i = 0; i < m; ++i) {
          double x = a[size_t(i + p * m)], y = a[size_t(i + q * m)];
          a[size_t(i + p * m)] = c * x - s * y;
          a[size_t(i + q * m)] = s * x + c * y;
        }
      }
    if (off < 1e-15) break;
  }
  std::vector<double> sv(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) {
    double s = 0;
    for (int64_t i = 0; i < m; ++i) s += a[size_t(i + j * m)] * a[size_t(i + j * m)];
    sv[size_t(j)] = std::sqrt(s);
  }
  std::sort(sv.begin(), sv.end(), std::greater<double>());
  return sv;
}

Value builtinSvdvals(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  if (a.dims.size() != 2 || numericKind(ev, a.elementType) == NumericKind::Other)
    ev.raise("MethodError", "svdvals needs a matrix of numbers, not a " + describeArray(ev, call[1]), call.span);
  int64_t m = rows(a), n = cols(a);
  std::vector<double> x = readAs<double>(ev, a);
  // Work on the wider side's transpose so that there are at most min(m, n) columns.
  if (n > m) {
    std::vector<double> t(x.size());
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) t[size_t(j + i * n)] = x[size_t(i + j * m)];
    x = std::move(t);
    std::swap(m, n);
  }
  std::vector<double> sv = singularValues(std::move(x), m, n);
  const JType* t = a.elementType == ev.core().Float32 ? static_cast<const JType*>(ev.core().Float32) : static_cast<const JType*>(ev.core().Float64);
  Value out = newArray(ev, t, {int64_t(sv.size())});
  writeFrom(ev, arrayOf(out), sv);
  return out;
}

// Householder QR of a (m×n, m >= n) in place; the reflectors' scalings in `tau`, R on and above
// the diagonal. Applies Qᵀ to `b` (m×nrhs) as it goes.
void householder(std::vector<double>& a, int64_t m, int64_t n, std::vector<double>& b, int64_t nrhs) {
  for (int64_t k = 0; k < n; ++k) {
    double norm = 0;
    for (int64_t i = k; i < m; ++i) norm += a[size_t(i + k * m)] * a[size_t(i + k * m)];
    norm = std::sqrt(norm);
    if (norm == 0) continue;
    double alpha = a[size_t(k + k * m)] > 0 ? -norm : norm;
    std::vector<double> v(size_t(m - k));
    for (int64_t i = k; i < m; ++i) v[size_t(i - k)] = a[size_t(i + k * m)];
    v[0] -= alpha;
    double vv = 0;
    for (double x : v) vv += x * x;
    auto reflect = [&](double* col) {
      double d = 0;
      for (int64_t i = k; i < m; ++i) d += v[size_t(i - k)] * col[i];
      double f = 2 * d / vv;
      for (int64_t i = k; i < m; ++i) col[i] -= f * v[size_t(i - k)];
    };
    for (int64_t j = k; j < n; ++j) reflect(a.data() + j * m);
    for (int64_t j = 0; j < nrhs; ++j) reflect(b.data() + j * m);
  }
}

// A \ B for non-square A: the least-squares solution (m > n) or the minimum-norm one (m < n).
Value builtinLeastSquares(Evaluator& ev, CallArgs& call) {
  const ArrayObject& a = arrayOf(call[1]);
  const ArrayObject& bArr = arrayOf(call[2]);
  int64_t m = rows(a), n = cols(a);
  int64_t nrhs = bArr.dims.size() == 1 ? 1 : cols(bArr);
  std::vector<double> A = readAs<double>(ev, a), B = readAs<double>(ev, bArr);
  std::vector<double> x(size_t(n * nrhs), 0.0);
  if (m >= n) {
    householder(A, m, n, B, nrhs);
    for (int64_t k = 0; k < n; ++k)
      if (A[size_t(k + k * m)] == 0) singular(ev, k + 1, call.span);
    for (int64_t c = 0; c < nrhs; ++c)
      for (int64_t k = n - 1; k >= 0; --k) {
        double s = B[size_t(k + c * m)];
        for (int64_t j = k + 1; j < n; ++j) s -= A[size_t(k + j * m)] * x[size_t(j + c * n)];
        x[size_t(k + c * n)] = s / A[size_t(k + k * m)];
      }
  } else {
    // Aᵀ = QR, so A = Rᵀ Qᵀ: solve Rᵀ y = b, then x = Q y (the minimum-norm solution).
    std::vector<double> At(size_t(n * m));
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) At[size_t(j + i * n)] = A[size_t(i + j * m)];
    std::vector<double> none;
    std::vector<double> qr = At;
    householder(qr, n, m, none, 0);
    for (int64_t c = 0; c < nrhs; ++c) {
      std::vector<double> y(size_t(n), 0.0);
      for (int64_t k = 0; k < m; ++k) {
        double s = B[size_t(k + c * m)];
        for (int64_t j = 0; j < k; ++j) s -= qr[size_t(j + k * n)] * y[size_t(j)];
        if (qr[size_t(k + k * n)] == 0) singular(ev, k + 1, call.span);
        y[size_t(k)] = s / qr[size_t(k + k * n)];
      }
      // Q y: apply the reflectors of Aᵀ again in reverse (rebuilt from At, which they came from).
      std::vector<double> work = At;
      std::vector<double> q(size_t(n * n), 0.0);
      for (int64_t i = 0; i < n; ++i) q[size_t(i + i * n)] = 1;
      householder(work, n, m, q, n);  // q now holds Qᵀ
      for (int64_t i = 0; i < n; ++i) {
        double s = 0;
        for (int64_t k = 0; k < n; ++k) s += q[size_t(k + i * n)] * y[size_t(k)];
        x[size_t(i + c * n)] = s;
      }
    }
  }
  const JType* t = solveType(ev, a.elementType, bArr.elementType);
  Value out = newArray(ev, t, bArr.dims.size() == 1 ? std::vector<int64_t>{n} : std::vector<int64_t>{n, nrhs});
  writeFrom(ev, arrayOf(out), x);
  return out;
}

// LinearAlgebra's dot(x, y) and det(A) on arrays are these builtins themselves (not Julia
// wrappers around them), so their DimensionMismatch errors point at the caller's line.
Value builtinInstallLinalgKernels(Evaluator& ev, CallArgs& call) {
  if (call[1].type() != ev.core().Module) ev.raise("MethodError", "__install_linalg_kernels needs a module", call.span);
  Module* m = static_cast<Module*>(const_cast<void*>(call[1].rawPointer()));
  const JType* array = ev.core().Array->wrapper;
  ev.defineBuiltin(m, "dot", {array, array}, builtinDot);
  ev.defineBuiltin(m, "det", {array}, builtinDet);
  return ev.universe().nothing();
}

}  // namespace

void registerLinalgBuiltins(Evaluator& ev) {
  Module* base = ev.baseModule();
  const CoreTypes& c = ev.core();
  const JType* array = c.Array->wrapper;
  const JType* number = c.Number;
  ev.defineBuiltin(base, "*", {array, array}, builtinArrayTimes);
  ev.defineBuiltin(base, "*", {number, array}, builtinScaleLeft);
  ev.defineBuiltin(base, "*", {array, number}, builtinScaleRight);
  ev.defineBuiltin(base, "/", {array, number}, builtinDivideScalar);
  ev.defineBuiltin(base, "+", {array, array}, builtinArrayPlus);
  ev.defineBuiltin(base, "-", {array, array}, builtinArrayMinus);
  ev.defineBuiltin(base, "-", {array}, builtinArrayNegate);
  ev.defineBuiltin(base, "adjoint", {array}, builtinAdjoint);
  ev.defineBuiltin(base, "transpose", {array}, builtinTranspose);
  ev.defineBuiltin(base, "adjoint", {number}, builtinNumberAdjoint);
  ev.defineBuiltin(base, "transpose", {number}, builtinNumberAdjoint);
  ev.defineBuiltin(base, "\\", {array, array}, builtinSolve);
  ev.defineBuiltin(base, "inv", {array}, builtinInv);
  ev.defineBuiltin(base, "__install_linalg_kernels", {c.Module}, builtinInstallLinalgKernels);
  ev.defineBuiltin(base, "__norm", {array}, builtinNorm);
  ev.defineBuiltin(base, "__norm", {array, c.Real}, builtinNorm);
  ev.defineBuiltin(base, "__svdvals", {array}, builtinSvdvals);
}

}  // namespace juxla::compiler
