module Layers
using LinearAlgebra
import Base: show, +
export Dense, Chain, relu
struct Dense end
end
baremodule Tiny
end
module Outer
module Inner
x = 1
end
end
