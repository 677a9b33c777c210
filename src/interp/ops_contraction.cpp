// PLACEHOLDER: being implemented; every function here reports that its op is not implemented yet.
#include "interp/ops.h"

namespace juxla::interp {

Values evalDotGeneral(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalConvolution(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }

}  // namespace juxla::interp
