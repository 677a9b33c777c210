# Part of module Flux (prelude/zz_flux.jl includes it): Flux re-exports MLUtils' data loading.
import ..MLUtils
const DataLoader = MLUtils.DataLoader
const numobs = MLUtils.numobs
const getobs = MLUtils.getobs
export DataLoader

# train!'s error for a loss that is not finite; in a compiled epoch the host raises it when the step's
# outfeed arrives, which stops the run (MLUtils.__host_call).
_nonfinite_loss(l, i) = throw(DomainError(l, "Loss is $l on data item $i, stopping training"))
