// IR emitters with NNlib's semantics (the current NNlib release: conv, pooling, softmax, batched_mul,
// activations). Every function takes values in the IR layout of DESIGN decision 4 (a Julia array of
// size (d1,...,dn) is the IR tensor [dn,...,d1]) and Julia-level parameters (Julia order, 1-based
// dims), and returns IR values in that layout. Bad Julia-level parameters throw std::invalid_argument
// worded as NNlib words them ("DimensionMismatch: ..."); bad IR shapes surface as ir::BuildError.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <vector>

#include "ir/builder.h"

namespace juxla::staging {

// ---- Convolution ----

// NNlib.conv's keywords. stride/dilation: one value for every spatial dim or one per spatial dim;
// pad: one value, one per spatial dim (symmetric), or (lo1, hi1, lo2, hi2, ...) per dim; all in Julia
// spatial order (W, H, D). flipped=false (NNlib's default) is a true convolution: the kernel is
// reversed in every spatial dim; flipped=true is cross-correlation.
struct ConvSpec {
  std::vector<int64_t> stride = {1};
  std::vector<int64_t> pad = {0};
  std::vector<int64_t> dilation = {1};
  int64_t groups = 1;
  bool flipped = false;
};

// NNlib.conv(x, w; ...) for 1, 2 or 3 spatial dims: x is Julia (spatial..., Cin, N), w is Julia
// (kernel..., Cin/groups, Cout), the result Julia (spatial'..., Cout, N). Emits one
// stablehlo.convolution (IR NC[D]HW x OI[D]HW), preceded by a stablehlo.reverse of w when !flipped.
ir::Value* conv(ir::Builder& b, ir::Value* x, ir::Value* w, const ConvSpec& spec = {});

// Flux's SamePad(): the ConvSpec/PoolSpec pad (lo, hi per dim) that keeps the size at stride 1 for a
// kernel of `kernel` (Julia order) with `dilation` (one value or one per dim): the effective kernel's
// k_eff - 1 split as cld/fld, the extra one going low.
std::vector<int64_t> fluxSamePad(const std::vector<int64_t>& kernel, const std::vector<int64_t>& dilation = {1});

// ---- Pooling ----

// NNlib.maxpool/meanpool(x, k; pad, stride): window k per spatial dim (Julia order); pad as in
// ConvSpec; stride: one value or one per dim, defaulting to the window. countIncludePad (meanpool
// only, NNlib's default true) divides every window by prod(k); false divides by the in-bounds count.
struct PoolSpec {
  std::vector<int64_t> window;
  std::vector<int64_t> pad = {0};
  std::optional<std::vector<int64_t>> stride;
  bool countIncludePad = true;
};

// Max over each window as one reduce_window. Padding never wins: like NNlib's loop, the start value
// is nextfloat(typemin(T)) = -floatmax(T) for floats (typemin for integers), also what a window
// lying wholly in padding gives.
ir::Value* maxpool(ir::Builder& b, ir::Value* x, const PoolSpec& spec);
// Max over each window exactly as NNlib's loop runs it (`xv > m` from -floatmax, window positions in
// Julia order): one strided slice per position and a compare/select chain, so NaN never wins, the first
// of equal values (-0.0 before 0.0) is kept and the gradient goes to it alone. Float x, windows of at
// most kUnrolledPoolWindow positions; an executor fuses the chain into one pass over the output.
constexpr int64_t kUnrolledPoolWindow = 16;
ir::Value* maxpoolUnrolled(ir::Builder& b, ir::Value* x, const PoolSpec& spec);
// Mean over each window: one reduce_window (add) times T(1)/prod(window) (NNlib's alpha), or divided
// by a reduce_window of ones (the in-bounds count) when !countIncludePad. Float element types only.
ir::Value* meanpool(ir::Builder& b, ir::Value* x, const PoolSpec& spec);

// ---- Softmax family ----

// Julia's `dims` keyword: a list of 1-based dims (an Int or a tuple), or `:` (every dim). Dims past
// ndims(x) are size-1 dims in Julia and reduce over nothing.
struct Dims {
  std::vector<int64_t> list;
  bool colon = false;
  Dims(int64_t d) : list{d} {}  // NOLINT(google-explicit-constructor): dims=1 reads as Julia does
  Dims(std::initializer_list<int64_t> ds) : list(ds) {}
  static Dims all() {
    Dims d{};
    d.colon = true;
    return d;
  }
};

// NNlib.softmax(x; dims=1): exp.(x .- max) ./ sum(...; dims), with NNlib's non-finite rule (where the
// max is +Inf, the result is 1 where x == Inf and 0 elsewhere). Same shape as x. Integer x is
// converted to Float64 first (float(T)), as NNlib allocates float(T).
ir::Value* softmax(ir::Builder& b, ir::Value* x, const Dims& dims = 1);
// NNlib.logsoftmax(x; dims=1): (x .- max) .- log.(sum(exp.(x .- max); dims)), with NNlib's rule for
// a +Inf max (0 where x == Inf, -Inf elsewhere). Same shape as x.
ir::Value* logsoftmax(ir::Builder& b, ir::Value* x, const Dims& dims = 1);
// NNlib.logsumexp(x; dims=:): max .+ log.(sum(exp.(x .- max); dims)). With dims=: the result is 0-d;
// otherwise the reduced dims stay with size 1.
ir::Value* logsumexp(ir::Builder& b, ir::Value* x, const Dims& dims = Dims::all());

// ---- Batched matrix multiplication ----

// NNlib.batched_mul(A, B): Julia (m,k,b) x (k,n,b) -> (m,n,b) as one dot_general with batch dims.
// A batch size of 1 on either side is broadcast (NNlib's rule), and either operand may be a matrix
// (batched_mul(A::Array{T,3}, B::Matrix) and the reverse). Element types are promoted.
ir::Value* batchedMul(ir::Builder& b, ir::Value* a, ir::Value* bMat);

// ---- Activations (elementwise, any shape, NNlib's formulas) ----

// relu(x) = ifelse(x < 0, 0, x): keeps NaN and -0.0, any numeric type.
ir::Value* relu(ir::Builder& b, ir::Value* x);
// σ(x) as stablehlo.logistic.
ir::Value* sigmoid(ir::Builder& b, ir::Value* x);
ir::Value* tanhAct(ir::Builder& b, ir::Value* x);
// elu(x, α=1) = ifelse(x ≥ 0, x, α * (exp(x) - 1)).
ir::Value* elu(ir::Builder& b, ir::Value* x, double alpha = 1.0);
// leakyrelu(x, a=0.01) = ifelse(x > 0, x, a * x).
ir::Value* leakyrelu(ir::Builder& b, ir::Value* x, double a = 0.01);
// gelu = gelu_tanh(x) = x/2 * (1 + tanh(λ * (x + α * x^3))), α = 0.044715, λ = √(2/π), both rounded
// to x's element type (NNlib's oftf).
ir::Value* gelu(ir::Builder& b, ir::Value* x);
// swish(x) = x * σ(x).
ir::Value* swish(ir::Builder& b, ir::Value* x);
// softplus(x) = log1p(exp(-abs(x))) + relu(x).
ir::Value* softplus(ir::Builder& b, ir::Value* x);

}  // namespace juxla::staging
