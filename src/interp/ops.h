// Op implementations, one function per op or family, grouped by file; op_table.cpp maps op codes here.
#pragma once

#include <vector>

#include "interp/interpreter.h"
#include "interp/scalar_math.h"

namespace juxla::interp {

using Values = std::vector<Tensor>;

// ops_elementwise*.cpp: every unary, binary and ternary elementwise op (incl. compare, select, clamp).
Values evalElementwise(OpContext& ctx);
// The scalar definition of a unary or binary float op, computed in double and rounded once to the
// element type (unary ops ignore the second argument); nullptr for ops that take no floats. The
// CPU kernels call the same definitions (DESIGN decision 10).
using FloatFn = double (*)(double, double);
FloatFn floatFunctionOf(ir::OpCode code);
// The same for integers of any width and signedness (bits zero-extended to 64) and for i1.
using IntFn = uint64_t (*)(uint64_t, uint64_t, scalar::IntFormat);
IntFn intFunctionOf(ir::OpCode code);
using BoolFn = bool (*)(bool, bool);
BoolFn boolFunctionOf(ir::OpCode code);
// ops_convert.cpp
Values evalConvert(OpContext& ctx);
Values evalBitcastConvert(OpContext& ctx);
Values evalReducePrecision(OpContext& ctx);
// ops_data_movement.cpp
Values evalConstant(OpContext& ctx);
Values evalIota(OpContext& ctx);
Values evalBroadcastInDim(OpContext& ctx);
Values evalReshape(OpContext& ctx);
Values evalTranspose(OpContext& ctx);
Values evalSlice(OpContext& ctx);
Values evalDynamicSlice(OpContext& ctx);
Values evalDynamicUpdateSlice(OpContext& ctx);
Values evalConcatenate(OpContext& ctx);
Values evalPad(OpContext& ctx);
Values evalReverse(OpContext& ctx);
// ops_gather_scatter.cpp
Values evalGather(OpContext& ctx);
Values evalScatter(OpContext& ctx);
// ops_contraction.cpp
Values evalDotGeneral(OpContext& ctx);
Values evalConvolution(OpContext& ctx);
// ops_reduction.cpp
Values evalReduce(OpContext& ctx);
Values evalReduceWindow(OpContext& ctx);
Values evalSelectAndScatter(OpContext& ctx);
Values evalSort(OpContext& ctx);
Values evalMap(OpContext& ctx);
// ops_rng.cpp
Values evalRngBitGenerator(OpContext& ctx);
// ops_control.cpp
Values evalWhile(OpContext& ctx);
Values evalIf(OpContext& ctx);
Values evalCase(OpContext& ctx);
Values evalCall(OpContext& ctx);
Values evalOptimizationBarrier(OpContext& ctx);
Values evalTuple(OpContext& ctx);
Values evalGetTupleElement(OpContext& ctx);
Values evalAfterAll(OpContext& ctx);
Values evalInfeed(OpContext& ctx);
Values evalOutfeed(OpContext& ctx);
Values evalCustomCall(OpContext& ctx);
// checks.cpp: the check dialect ops (and @check.* custom calls, via evalCustomCall).
Values evalCheck(OpContext& ctx);

}  // namespace juxla::interp
