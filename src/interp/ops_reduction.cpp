// PLACEHOLDER: being implemented; every function here reports that its op is not implemented yet.
#include "interp/ops.h"

namespace juxla::interp {

Values evalReduce(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalReduceWindow(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalSelectAndScatter(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalSort(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }
Values evalMap(OpContext& ctx) { ctx.fail("is not implemented in the interpreter yet"); }

}  // namespace juxla::interp
