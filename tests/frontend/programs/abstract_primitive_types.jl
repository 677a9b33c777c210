abstract type AbstractLayer end
abstract type AbstractOptimiser <: Any end
abstract type Shape{N} <: AbstractArray{Int,N} end
primitive type Float8 8 end
primitive type UInt24 <: Unsigned 24 end
abstract type
    Spaced
end
