function output_size(insize::NTuple{N,Int}, k::NTuple{N,Int};
                     stride = 1, pad = 0, dilation = 1) where {N}
    s = expand(Val(N), stride)
    p = expand(Val(2N), pad)
    d = expand(Val(N), dilation)
    return ntuple(N) do i
        (insize[i] + p[2i-1] + p[2i] - d[i] * (k[i] - 1) - 1) ÷ s[i] + 1
    end
end

expand(::Val{N}, i::Integer) where {N} = ntuple(_ -> i, N)
expand(::Val{N}, i::NTuple{N,Integer}) where {N} = i

calc_padding(::Type{SamePad}, k::NTuple{N,T}, dilation, stride) where {N,T} =
    Tuple(mapfoldl(i -> [cld(i, 2), fld(i, 2)], vcat, dilation .* (k .- 1)))
