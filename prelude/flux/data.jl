# Part of module Flux (prelude/zz_flux.jl includes it).
