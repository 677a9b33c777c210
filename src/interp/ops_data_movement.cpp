// PLACEHOLDER: being implemented; every function here reports that its op is not implemented yet.
#include "interp/ops.h"

namespace juxla::interp {

Values evalConstant(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalIota(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalBroadcastInDim(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalReshape(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalTranspose(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalSlice(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalDynamicSlice(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalDynamicUpdateSlice(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalConcatenate(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalPad(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalReverse(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }

}  // namespace juxla::interp
