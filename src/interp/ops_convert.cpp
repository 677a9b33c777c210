// PLACEHOLDER: being implemented; every function here reports that its op is not implemented yet.
#include "interp/ops.h"

namespace juxla::interp {

Values evalConvert(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalBitcastConvert(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalReducePrecision(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }

}  // namespace juxla::interp
