# A closure inside a method sees the method's static parameters (T here).
function alltype(r, ::Type{T}) where {T}
    return all(x -> x isa T, r)
end
function check(a::T, b::T) where {T<:Integer}
    return all(x -> x isa T, (a + b, a * b))
end
println(alltype((1, 2), Int), " ", check(Int8(1), Int8(2)), " ", check(UInt16(3), UInt16(4)))
