// The op table of the interpreter: every op code maps to its implementation. The switch has no
// default, so adding an op to ops.def without an implementation fails to compile (-Werror=switch).
#include "interp/ops.h"

namespace juxla::interp {

namespace {
Values evalTerminator(OpContext& ctx) { ctx.fail("is a terminator and is not executed as an op"); }
}  // namespace

OpImpl opImpl(ir::OpCode code) {
  using ir::OpCode;
  switch (code) {
    case OpCode::Constant: return evalConstant;
    case OpCode::Iota: return evalIota;
    case OpCode::Abs: return evalElementwise;
    case OpCode::Cbrt: return evalElementwise;
    case OpCode::Ceil: return evalElementwise;
    case OpCode::CountLeadingZeros: return evalElementwise;
    case OpCode::Cosine: return evalElementwise;
    case OpCode::Exponential: return evalElementwise;
    case OpCode::ExponentialMinusOne: return evalElementwise;
    case OpCode::Floor: return evalElementwise;
    case OpCode::IsFinite: return evalElementwise;
    case OpCode::Log: return evalElementwise;
    case OpCode::LogPlusOne: return evalElementwise;
    case OpCode::Logistic: return evalElementwise;
    case OpCode::Negate: return evalElementwise;
    case OpCode::Not: return evalElementwise;
    case OpCode::Popcnt: return evalElementwise;
    case OpCode::RoundNearestAfz: return evalElementwise;
    case OpCode::RoundNearestEven: return evalElementwise;
    case OpCode::Rsqrt: return evalElementwise;
    case OpCode::Sign: return evalElementwise;
    case OpCode::Sine: return evalElementwise;
    case OpCode::Sqrt: return evalElementwise;
    case OpCode::Tan: return evalElementwise;
    case OpCode::Tanh: return evalElementwise;
    case OpCode::Convert: return evalConvert;
    case OpCode::BitcastConvert: return evalBitcastConvert;
    case OpCode::ReducePrecision: return evalReducePrecision;
    case OpCode::Add: return evalElementwise;
    case OpCode::And: return evalElementwise;
    case OpCode::Atan2: return evalElementwise;
    case OpCode::Divide: return evalElementwise;
    case OpCode::Maximum: return evalElementwise;
    case OpCode::Minimum: return evalElementwise;
    case OpCode::Multiply: return evalElementwise;
    case OpCode::Or: return evalElementwise;
    case OpCode::Power: return evalElementwise;
    case OpCode::Remainder: return evalElementwise;
    case OpCode::ShiftLeft: return evalElementwise;
    case OpCode::ShiftRightArithmetic: return evalElementwise;
    case OpCode::ShiftRightLogical: return evalElementwise;
    case OpCode::Subtract: return evalElementwise;
    case OpCode::Xor: return evalElementwise;
    case OpCode::Compare: return evalElementwise;
    case OpCode::Clamp: return evalElementwise;
    case OpCode::Select: return evalElementwise;
    case OpCode::BroadcastInDim: return evalBroadcastInDim;
    case OpCode::Reshape: return evalReshape;
    case OpCode::Transpose: return evalTranspose;
    case OpCode::Slice: return evalSlice;
    case OpCode::DynamicSlice: return evalDynamicSlice;
    case OpCode::DynamicUpdateSlice: return evalDynamicUpdateSlice;
    case OpCode::Concatenate: return evalConcatenate;
    case OpCode::Pad: return evalPad;
    case OpCode::Reverse: return evalReverse;
    case OpCode::Gather: return evalGather;
    case OpCode::Scatter: return evalScatter;
    case OpCode::DotGeneral: return evalDotGeneral;
    case OpCode::Convolution: return evalConvolution;
    case OpCode::Reduce: return evalReduce;
    case OpCode::ReduceWindow: return evalReduceWindow;
    case OpCode::SelectAndScatter: return evalSelectAndScatter;
    case OpCode::Sort: return evalSort;
    case OpCode::Map: return evalMap;
    case OpCode::While: return evalWhile;
    case OpCode::If: return evalIf;
    case OpCode::Case: return evalCase;
    case OpCode::OptimizationBarrier: return evalOptimizationBarrier;
    case OpCode::Tuple: return evalTuple;
    case OpCode::GetTupleElement: return evalGetTupleElement;
    case OpCode::RngBitGenerator: return evalRngBitGenerator;
    case OpCode::AfterAll: return evalAfterAll;
    case OpCode::Infeed: return evalInfeed;
    case OpCode::Outfeed: return evalOutfeed;
    case OpCode::CustomCall: return evalCustomCall;
    case OpCode::Call: return evalCall;
    case OpCode::FuncReturn: return evalTerminator;
    case OpCode::Return: return evalTerminator;
    case OpCode::CheckExpectEq: return evalCheck;
    case OpCode::CheckExpectEqConst: return evalCheck;
    case OpCode::CheckExpectAlmostEq: return evalCheck;
    case OpCode::CheckExpectAlmostEqConst: return evalCheck;
    case OpCode::CheckExpectClose: return evalCheck;
  }
  return evalTerminator;
}

}  // namespace juxla::interp
