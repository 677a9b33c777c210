// The fused program as one AVX-512 loop (see fused_jit.h). Registers: zmm0-26 hold values (splats
// for the whole loop, the rest from definition to last use), zmm28 is scratch, zmm27 and zmm29-31
// the constants: bytes of 1, 1.0, |x|'s mask and -0.0; k1-k5 hold i1 values, k6 is scratch, k7 the tail's lanes.
// Sixteen elements per iteration; the last 1-15 run once more through the same code, masked.
#include "backends/cpu/fused_jit.h"

#include <bit>
#include <cstdlib>
#include <cstring>
#include <list>
#include <vector>

#if defined(__x86_64__) && __has_include(<xbyak/xbyak.h>)
#define JUXLA_FUSED_JIT 1
#include <xbyak/xbyak.h>
#include <xbyak/xbyak_util.h>
#endif

namespace juxla::cpu {

#if JUXLA_FUSED_JIT

namespace {

using Kind = FusedStorage::Kind;
constexpr int kLanes = 16;
constexpr size_t kMaxArrays = 64;
constexpr int kValueZmms = 27, kBytesOneZmm = 27, kScratchZmm = 28, kOneZmm = 29, kAbsZmm = 30, kSignZmm = 31;
constexpr int kFirstValueMask = 1, kValueMasks = 5, kScratchMask = 6, kTailMask = 7;

// The interpreter's compare directions (EQ NE GE GT LE LT) as vcmpps predicates: ordered and false
// on NaN, except NE, true on NaN as C++'s != is.
constexpr uint8_t kComparePredicate[] = {0x00, 0x04, 0x1D, 0x1E, 0x12, 0x11};
constexpr uint8_t kUnordered = 0x03;

struct Unsupported {
  std::string why;
};

// A periodic read as the loop walks it: its period and element bytes.
struct Period {
  int64_t period = 1, bytes = 4;
};

// A pointer the loop walks: an input, an output, a periodic read or a read-ahead buffer, and the
// register holding it. A periodic read's pointer moves by 16 % period elements each iteration and
// steps back a period when it reaches `limit` (its buffer repeats the period's values 16 more elements).
struct Stream {
  enum class Of : uint8_t { Input, Output, Periodic, Preload } of = Of::Input;
  int32_t index = 0;
  Xbyak::Reg64 reg, limit;
};

class LoopGenerator : public Xbyak::CodeGenerator {
 public:
  LoopGenerator(const FusedProgram& p, int64_t inputs, int64_t outputs, std::span<const Period> periods)
      : CodeGenerator(4096 + 256 * p.body.size(), Xbyak::DontSetProtectRWE), p_(p), inputs_(inputs), outputs_(outputs),
        periods_(periods) {
    preloadOf_.assign(p.body.size(), -1);
    int32_t preloads = 0;
    for (size_t i = 0; i < p.body.size(); ++i)
      if (p.body[i].op == FusedOp::Load) preloadOf_[i] = preloads++;
    lastUse_.assign(p.values.size(), -1);
    for (size_t i = 0; i < p.body.size(); ++i)
      for (int32_t v : {p.body[i].a, p.body[i].b, p.body[i].c})
        if (v >= 0) lastUse_[size_t(v)] = int32_t(i);
  }

  void build() {
    check();
    generate();
  }
  int32_t at() const { return at_; }

 private:
  const FusedProgram& p_;
  int64_t inputs_, outputs_;
  std::span<const Period> periods_;
  int32_t at_ = -1;  // the instruction being generated (-1: the prologue and the loop)
  std::vector<int32_t> lastUse_;
  std::vector<int32_t> preloadOf_;  // per body instruction: its preload number, or -1
  std::vector<Stream> streams_;
  std::vector<int> reg_;              // per value: its zmm or mask register number, or -1
  std::vector<bool> pinned_;          // splats: held for the whole loop
  std::vector<bool> zmmFree_, maskFree_;
  std::list<std::pair<Xbyak::Label, uint32_t>> constants_;  // (labels must not move)
  bool usesBytesOne_ = false, usesOne_ = false, usesAbs_ = false, usesSign_ = false;

  const FusedStorage& storage(int32_t v) const { return p_.values[size_t(v)]; }
  bool isMask(int32_t v) const { return storage(v).lane == Lane::Pred; }

  // Everything the loop cannot do, found before any code is written.
  void check() {
    for (const FusedStorage& s : p_.values) {
      if (s.lane == Lane::F64) throw Unsupported{"f64 values"};
      if (s.kind == Kind::Periodic && size_t(s.index) >= periods_.size()) throw Unsupported{"a periodic read without its period"};
    }
    if (p_.reduces) throw Unsupported{"a reduction"};
    for (const FusedInstr& in : p_.prologue)
      if (in.op != FusedOp::Const && in.op != FusedOp::Load) throw Unsupported{"a prologue op"};
    for (const FusedInstr& in : p_.body) {
      switch (in.op) {
        case FusedOp::Neg: case FusedOp::Abs: case FusedOp::Sqrt: case FusedOp::Add: case FusedOp::Sub:
        case FusedOp::Mul: case FusedOp::Div: case FusedOp::Max: case FusedOp::Min: case FusedOp::Select:
          if (in.lane != Lane::F32) throw Unsupported{"an i1 arithmetic or select"};
          break;
        case FusedOp::Compare:
          if (in.lane != Lane::F32) throw Unsupported{"a compare of i1 values"};
          break;
        case FusedOp::Convert:
          if (in.lane != Lane::F32 || Lane(in.aux) == Lane::F64) throw Unsupported{"a convert other than i1/f32 to f32"};
          break;
        case FusedOp::And: case FusedOp::Or: case FusedOp::Xor: case FusedOp::Not:
          if (in.lane != Lane::Pred) throw Unsupported{"a logical op on floats"};
          break;
        case FusedOp::Store: case FusedOp::Load: break;  // (a load: read ahead by the caller)
        default: throw Unsupported{"an op without a register form (exp and the other polynomials, a call, a reduction)"};
      }
    }
  }

  Xbyak::Zmm zmm(int32_t v) const { return Xbyak::Zmm(reg_[size_t(v)]); }
  Xbyak::Opmask mask(int32_t v) const { return Xbyak::Opmask(reg_[size_t(v)]); }

  int take(std::vector<bool>& free, int first) {
    for (size_t r = 0; r < free.size(); ++r)
      if (free[r]) {
        free[r] = false;
        return int(r) + first;
      }
    throw Unsupported{&free == &maskFree_ ? "more than 5 live i1 values" : "more than 27 live values"};
  }
  void assign(int32_t v) { reg_[size_t(v)] = isMask(v) ? take(maskFree_, kFirstValueMask) : take(zmmFree_, 0); }
  void release(int32_t v) {
    int r = reg_[size_t(v)];
    if (r < 0 || pinned_[size_t(v)]) return;
    if (isMask(v)) maskFree_[size_t(r - kFirstValueMask)] = true;
    else zmmFree_[size_t(r)] = true;
    reg_[size_t(v)] = -1;
  }

  const Stream& streamOf(Stream::Of of, int32_t index) const {
    for (const Stream& s : streams_)
      if (s.of == of && s.index == index) return s;
    throw Unsupported{"a stream without a register"};
  }
  Xbyak::Address element(Stream::Of of, int32_t index, Lane lane) const {
    const Stream& s = streamOf(of, index);
    if (of == Stream::Of::Periodic) return ptr[s.reg];
    return ptr[s.reg + rsi * (lane == Lane::Pred ? 1 : 4)];
  }
  // Where value v is read from memory (an input or a periodic read).
  Xbyak::Address source(int32_t v) const {
    const FusedStorage& s = storage(v);
    return element(s.kind == Kind::Periodic ? Stream::Of::Periodic : Stream::Of::Input, s.index, s.lane);
  }
  // Its slot in the array of pointers the loop is called with: inputs, outputs, then per periodic
  // read its start and its limit.
  int64_t slotOf(const Stream& s) const {
    switch (s.of) {
      case Stream::Of::Input: return s.index;
      case Stream::Of::Output: return inputs_ + s.index;
      case Stream::Of::Periodic: return inputs_ + outputs_ + 2 * int64_t(s.index);
      default: return inputs_ + outputs_ + 2 * int64_t(periods_.size()) + s.index;
    }
  }

  Xbyak::Label& constant(float x) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    constants_.emplace_back(Xbyak::Label(), bits);
    return constants_.back().first;
  }

  void collectStreams() {
    static const Xbyak::Reg64 regs[] = {r8, r9, r10, r11, rbx, rbp, r12, r13, r14, r15, rdi};
    size_t used = 0;
    auto add = [&](Stream::Of of, int32_t index) {
      for (const Stream& s : streams_)
        if (s.of == of && s.index == index) return;
      size_t need = of == Stream::Of::Periodic ? 2 : 1;
      if (used + need > std::size(regs)) throw Unsupported{"more than 11 pointers to walk"};
      Stream s{of, index, regs[used], regs[used + need - 1]};
      used += need;
      streams_.push_back(s);
    };
    for (size_t i = 0; i < p_.body.size(); ++i) {
      const FusedInstr& in = p_.body[i];
      if (preloadOf_[i] >= 0) add(Stream::Of::Preload, preloadOf_[i]);
      for (int32_t v : {in.a, in.b, in.c}) {
        if (v < 0) continue;
        if (storage(v).kind == Kind::Input) add(Stream::Of::Input, storage(v).index);
        if (storage(v).kind == Kind::Periodic) add(Stream::Of::Periodic, storage(v).index);
      }
      if (in.dst >= 0 && storage(in.dst).kind == Kind::Output) add(Stream::Of::Output, storage(in.dst).index);
      if (in.op == FusedOp::Store) add(Stream::Of::Output, in.index);
    }
  }

  // The splats, once, in registers held for the whole loop (rdi still points at the arrays).
  void prologue() {
    for (const FusedInstr& in : p_.prologue) {
      assign(in.dst);
      pinned_[size_t(in.dst)] = true;
      bool fromInput = in.op == FusedOp::Load;
      if (fromInput) mov(rax, ptr[rdi + int64_t(in.index) * 8]);
      if (isMask(in.dst)) {
        if (fromInput) {
          cmp(byte[rax], 0);
          setne(al);
          movzx(eax, al);
          neg(eax);  // true: every lane
        } else {
          mov(eax, in.constant != 0 ? 0xFFFF : 0);
        }
        kmovw(mask(in.dst), eax);
      } else if (fromInput) {
        vbroadcastss(zmm(in.dst), ptr[rax]);
      } else {
        vbroadcastss(zmm(in.dst), ptr[rip + constant(float(in.constant))]);
      }
    }
  }

  void load(int32_t v, bool tail) {
    assign(v);
    loadFrom(v, source(v), tail);
  }

  void loadFrom(int32_t v, const Xbyak::Address& at, bool tail) {
    if (isMask(v)) {
      Xbyak::Xmm x(kScratchZmm);
      if (tail) vmovdqu8(x | Xbyak::Opmask(kTailMask) | T_z, at);
      else vmovdqu8(x, at);
      vptestmb(mask(v), x, x);
    } else if (tail) {
      vmovups(zmm(v) | Xbyak::Opmask(kTailMask) | T_z, at);
    } else {
      vmovups(zmm(v), at);
    }
  }

  void store(int32_t v, int32_t output, bool tail) {
    Xbyak::Address at = element(Stream::Of::Output, output, storage(v).lane);
    if (isMask(v)) {
      Xbyak::Xmm x(kScratchZmm);
      usesBytesOne_ = true;
      vmovdqu8(x | mask(v) | T_z, Xbyak::Xmm(kBytesOneZmm));  // true: 1, false: 0
      if (tail) vmovdqu8(at | Xbyak::Opmask(kTailMask), x);
      else vmovdqu8(at, x);
    } else if (tail) {
      vmovups(at | Xbyak::Opmask(kTailMask), zmm(v));
    } else {
      vmovups(at, zmm(v));
    }
  }

  // IEEE maximum or minimum as fused_kernel.cpp's maxOf/minOf: the larger (smaller), of equal
  // operands the and (or) of their bits, and a NaN operand, the first one, wins.
  void maxMin(const Xbyak::Zmm& d, const Xbyak::Zmm& a, const Xbyak::Zmm& b, bool isMax) {
    Xbyak::Opmask k(kScratchMask);
    Xbyak::Zmm same(kScratchZmm);
    vcmpps(k, a, b, isMax ? 0x1E : 0x11);
    vblendmps(d | k, b, a);
    if (isMax) vpandd(same, a, b);
    else vpord(same, a, b);
    vcmpps(k, a, b, 0x00);
    vmovaps(d | k, same);
    vcmpps(k, b, b, kUnordered);
    vmovaps(d | k, b);
    vcmpps(k, a, a, kUnordered);
    vmovaps(d | k, a);
  }

  void instruction(const FusedInstr& in, int32_t i, bool tail) {
    at_ = i;
    for (int32_t v : {in.a, in.b, in.c})
      if (v >= 0 && reg_[size_t(v)] < 0) {
        if (storage(v).kind != Kind::Input && storage(v).kind != Kind::Periodic) throw Unsupported{"a value read before it is computed"};
        load(v, tail);
      }
    if (in.op == FusedOp::Store) {
      store(in.a, in.index, tail);
      releaseLastUses(in, i);
      return;
    }
    if (in.op == FusedOp::Load) {
      assign(in.dst);
      loadFrom(in.dst, element(Stream::Of::Preload, preloadOf_[size_t(i)], in.lane), tail);
      return finish(in.dst, tail);
    }
    // The operands' registers, taken before a last use frees them for the result.
    Operands r{in.a >= 0 ? reg_[size_t(in.a)] : -1, in.b >= 0 ? reg_[size_t(in.b)] : -1, in.c >= 0 ? reg_[size_t(in.c)] : -1};
    // Max and min write their result before the last read of the operands: no sharing.
    bool shares = in.op != FusedOp::Max && in.op != FusedOp::Min;
    if (shares) releaseLastUses(in, i);
    assign(in.dst);
    compute(in, r);
    if (!shares) releaseLastUses(in, i);
    finish(in.dst, tail);
  }

  // A result written where it is an output, and its register freed where nothing reads it.
  void finish(int32_t v, bool tail) {
    if (storage(v).kind == Kind::Output) store(v, storage(v).index, tail);
    if (lastUse_[size_t(v)] < 0) release(v);
  }

  void releaseLastUses(const FusedInstr& in, int32_t i) {
    for (int32_t v : {in.a, in.b, in.c})
      if (v >= 0 && lastUse_[size_t(v)] == i) release(v);
  }

  struct Operands {
    int a, b, c;
  };

  void compute(const FusedInstr& in, Operands r) {
    using Xbyak::Opmask, Xbyak::Zmm;
    if (isMask(in.dst) && in.op != FusedOp::Compare) {
      Opmask d = mask(in.dst);
      switch (in.op) {
        case FusedOp::And: kandw(d, Opmask(r.a), Opmask(r.b)); return;
        case FusedOp::Or: korw(d, Opmask(r.a), Opmask(r.b)); return;
        case FusedOp::Xor: kxorw(d, Opmask(r.a), Opmask(r.b)); return;
        default: knotw(d, Opmask(r.a)); return;
      }
    }
    if (in.op == FusedOp::Compare) {
      vcmpps(mask(in.dst), Zmm(r.a), Zmm(r.b), kComparePredicate[in.aux < 6 ? in.aux : 5]);
      return;
    }
    Zmm d = zmm(in.dst);
    switch (in.op) {
      case FusedOp::Add: vaddps(d, Zmm(r.a), Zmm(r.b)); return;
      case FusedOp::Sub: vsubps(d, Zmm(r.a), Zmm(r.b)); return;
      case FusedOp::Mul: vmulps(d, Zmm(r.a), Zmm(r.b)); return;
      case FusedOp::Div: vdivps(d, Zmm(r.a), Zmm(r.b)); return;
      case FusedOp::Sqrt: vsqrtps(d, Zmm(r.a)); return;
      case FusedOp::Neg: usesSign_ = true; vpxord(d, Zmm(r.a), Zmm(kSignZmm)); return;
      case FusedOp::Abs: usesAbs_ = true; vpandd(d, Zmm(r.a), Zmm(kAbsZmm)); return;
      case FusedOp::Max: maxMin(d, Zmm(r.a), Zmm(r.b), true); return;
      case FusedOp::Min: maxMin(d, Zmm(r.a), Zmm(r.b), false); return;
      case FusedOp::Select: vblendmps(d | Opmask(r.a), Zmm(r.c), Zmm(r.b)); return;
      case FusedOp::Convert:
        if (Lane(in.aux) == Lane::Pred) {
          usesOne_ = true;
          vmovaps(d | Opmask(r.a) | T_z, Zmm(kOneZmm));
        } else {
          vmovaps(d, Zmm(r.a));
        }
        return;
      default: throw Unsupported{"an op without a register form"};
    }
  }

  // One pass of the body over 16 elements at rsi; `tail`: only the lanes of k7.
  void body(bool tail) {
    for (size_t v = 0; v < reg_.size(); ++v)
      if (!pinned_[v] && reg_[v] >= 0) throw Unsupported{"a value live across iterations"};
    for (size_t i = 0; i < p_.body.size(); ++i) instruction(p_.body[i], int32_t(i), tail);
  }

  void generate() {
    reg_.assign(p_.values.size(), -1);
    pinned_.assign(p_.values.size(), false);
    zmmFree_.assign(kValueZmms, true);
    maskFree_.assign(kValueMasks, true);
    collectStreams();
    // (rdi: the arrays' pointers, inputs then outputs; rsi: the first element; rdx: the end)
    for (const Xbyak::Reg64& r : {rbx, rbp, r12, r13, r14, r15}) push(r);
    prologue();
    // The helper constants are loaded after the body is generated (when it is known which it uses):
    // jump over a block the code fills in at the end.
    Xbyak::Label helpers, loop, tail, done;
    jmp(helpers, T_NEAR);
    Xbyak::Label start;
    L(start);
    for (const Stream& s : streams_) {  // (rdi, the array, last)
      if (s.of == Stream::Of::Periodic && s.limit != rdi) mov(s.limit, ptr[rdi + (slotOf(s) + 1) * 8]);
      if (s.reg != rdi) mov(s.reg, ptr[rdi + slotOf(s) * 8]);
    }
    for (const Stream& s : streams_) {
      if (s.of == Stream::Of::Periodic && s.limit == rdi) mov(rdi, ptr[rdi + (slotOf(s) + 1) * 8]);
      if (s.reg == rdi) mov(rdi, ptr[rdi + slotOf(s) * 8]);
    }
    L(loop);
    lea(rax, ptr[rsi + kLanes]);
    cmp(rax, rdx);
    jg(tail, T_NEAR);
    body(false);
    add(rsi, kLanes);
    for (const Stream& s : streams_) {
      if (s.of != Stream::Of::Periodic) continue;
      auto [period, width] = periods_[size_t(s.index)];
      if (kLanes % period == 0) continue;
      add(s.reg, int32_t((kLanes % period) * width));
      lea(rax, ptr[s.reg - int32_t(period * width)]);
      cmp(s.reg, s.limit);
      cmovae(s.reg, rax);
    }
    jmp(loop, T_NEAR);
    L(tail);
    cmp(rsi, rdx);
    jge(done, T_NEAR);
    mov(rcx, rdx);
    sub(rcx, rsi);
    mov(eax, 1);
    shl(eax, cl);
    sub(eax, 1);
    kmovw(Xbyak::Opmask(kTailMask), eax);
    body(true);
    L(done);
    for (const Xbyak::Reg64& r : {r15, r14, r13, r12, rbp, rbx}) pop(r);
    vzeroupper();
    ret();
    L(helpers);
    if (usesBytesOne_) vbroadcastss(Xbyak::Zmm(kBytesOneZmm), ptr[rip + constant(std::bit_cast<float>(0x01010101u))]);
    if (usesOne_) vbroadcastss(Xbyak::Zmm(kOneZmm), ptr[rip + constant(1.0f)]);
    if (usesAbs_) vbroadcastss(Xbyak::Zmm(kAbsZmm), ptr[rip + constant(std::bit_cast<float>(0x7FFFFFFFu))]);
    if (usesSign_) vbroadcastss(Xbyak::Zmm(kSignZmm), ptr[rip + constant(-0.0f)]);
    jmp(start, T_NEAR);
    align(64);
    for (auto& [label, bits] : constants_) {
      L(label);
      dd(bits);
    }
  }
};

class Loop final : public FusedJit {
 public:
  Loop(std::unique_ptr<LoopGenerator> code, size_t inputs, size_t outputs, std::vector<Period> periodic,
       std::vector<int64_t> preloadBytes)
      : code_(std::move(code)), inputs_(inputs), outputs_(outputs), periodic_(std::move(periodic)), preloadBytes_(std::move(preloadBytes)) {
    code_->setProtectModeRE();
    fn_ = code_->getCode<void (*)(const void* const*, int64_t, int64_t)>();
  }

  size_t preloads() const override { return preloadBytes_.size(); }

  void run(std::span<const Buffer> ins, std::span<const Buffer> outs, int64_t begin, int64_t end,
           const void* const* periodic, const void* const* preloaded) const override {
    if (begin >= end) return;
    const void* arrays[kMaxArrays];
    size_t k = 0;
    for (size_t i = 0; i < inputs_; ++i) arrays[k++] = ins[i].data;
    for (size_t i = 0; i < outputs_; ++i) arrays[k++] = outs[i].data;
    for (size_t i = 0; i < periodic_.size(); ++i) {
      auto [period, width] = periodic_[i];  // (Period: period, element bytes)
      const auto* buffer = static_cast<const uint8_t*>(periodic[i]);
      arrays[k++] = buffer + (begin % period) * width;
      arrays[k++] = buffer + period * width;
    }
    // (the loop indexes a preload by the element number: its buffer's address less begin elements)
    for (size_t j = 0; j < preloadBytes_.size(); ++j)
      arrays[k++] = reinterpret_cast<const void*>(reinterpret_cast<uintptr_t>(preloaded[j]) - uintptr_t(begin * preloadBytes_[j]));
    fn_(arrays, begin, end);
  }

 private:
  std::unique_ptr<LoopGenerator> code_;
  size_t inputs_, outputs_;
  std::vector<Period> periodic_;
  std::vector<int64_t> preloadBytes_;                  // per preload, its element bytes
  void (*fn_)(const void* const*, int64_t, int64_t) = nullptr;
};

}  // namespace

bool fusedJitEnabled() {
  static const bool enabled = [] {
    const char* env = std::getenv("JUXLA_FUSED_JIT");
    if (env && std::strcmp(env, "0") == 0) return false;
    using Xbyak::util::Cpu;
    Cpu cpu;
    return cpu.has(Cpu::tAVX512F) && cpu.has(Cpu::tAVX512BW) && cpu.has(Cpu::tAVX512DQ) && cpu.has(Cpu::tAVX512VL);
  }();
  return enabled;
}

std::unique_ptr<const FusedJit> compileFusedJit(const FusedProgram& p, std::span<const int64_t> periods, std::string* why) {
  int32_t inputs = 0, outputs = 0;
  for (const FusedInstr& in : p.prologue)
    if (in.op == FusedOp::Load) inputs = std::max(inputs, in.index + 1);
  std::vector<int64_t> preloadBytes;
  for (const FusedInstr& in : p.body) {
    if (in.op == FusedOp::Store) outputs = std::max(outputs, in.index + 1);
    if (in.op == FusedOp::Load) inputs = std::max(inputs, in.index + 1), preloadBytes.push_back(laneBytes(in.lane));
  }
  std::vector<Period> periodic(periods.size());
  for (const FusedStorage& s : p.values) {
    if (s.kind == Kind::Input) inputs = std::max(inputs, s.index + 1);
    if (s.kind == Kind::Output) outputs = std::max(outputs, s.index + 1);
    if (s.kind == Kind::Periodic && size_t(s.index) < periods.size()) periodic[size_t(s.index)] = {periods[size_t(s.index)], laneBytes(s.lane)};
  }
  if (size_t(inputs + outputs) + 2 * periods.size() + preloadBytes.size() > kMaxArrays) {
    if (why) *why = "more than 64 arrays";
    return nullptr;
  }
  LoopGenerator* making = nullptr;
  try {
    auto code = std::make_unique<LoopGenerator>(p, inputs, outputs, periodic);
    making = code.get();
    code->build();
    return std::make_unique<Loop>(std::move(code), size_t(inputs), size_t(outputs), std::move(periodic), std::move(preloadBytes));
  } catch (const Unsupported& u) {
    if (why) *why = u.why;
  } catch (const Xbyak::Error& e) {
    if (why) *why = "the assembler, at instruction " + std::to_string(making ? making->at() : -1) + ": " + e.what();
  }
  return nullptr;
}

#else

bool fusedJitEnabled() { return false; }

std::unique_ptr<const FusedJit> compileFusedJit(const FusedProgram&, std::span<const int64_t>, std::string* why) {
  if (why) *why = "not an x86-64 build";
  return nullptr;
}

#endif

}  // namespace juxla::cpu
