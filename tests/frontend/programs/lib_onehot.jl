struct OneHotArray{T<:Integer,N,var"N+1",I<:Union{T,AbstractArray{T,N}}} <: AbstractArray{Bool,var"N+1"}
    indices::I
    nlabels::Int
end
const OneHotVector{T} = OneHotArray{T,0,1,T}
const OneHotMatrix{T,I} = OneHotArray{T,1,2,I}

Base.size(x::OneHotArray) = (x.nlabels, size(x.indices)...)
Base.getindex(x::OneHotVector, i::Integer) = x.indices == i
Base.getindex(x::OneHotArray{<:Any,N}, i::Integer, I::Vararg{Any,N}) where N = x.indices[I...] .== i

function onehotbatch(data, labels, default...)
    indices = _findval.(data, Ref(labels), default...)
    any(isnothing, indices) && throw(ArgumentError("values not in labels"))
    return OneHotArray(indices, length(labels))
end

onecold(y::AbstractVector, labels = 1:length(y)) = labels[argmax(y)]
onecold(y::AbstractArray, labels = 1:size(y, 1)) = map(x -> labels[x[1]], argmax(y; dims = 1))
