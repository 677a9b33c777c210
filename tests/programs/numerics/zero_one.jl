# zero/one/oneunit of values and types keep the type (base/number.jl, base/int.jl).
println(zero(Int), " ", one(Float32), " ", zero(2.5), " ", one(3), " ", typeof(zero(Int8)), " ", typeof(one(UInt8)))
println(zero(Bool), " ", one(true), " ", zero(Float16), " ", typeof(zero(Float16)), " ", oneunit(Int8), " ", typeof(oneunit(2.0f0)))
println(one(-7) * -7, " ", zero(UInt64) - one(UInt64), " ", zero(1.5f0) + one(Float32))
function total(xs)
    s = zero(eltype(xs))
    for x in xs
        s += x
    end
    return s
end
println(total([1, 2, 3]), " ", total(Float32[0.5, 0.25]), " ", typeof(total(Float32[])), " ", total(Int8[]))
println(iszero(zero(Float64)), " ", isone(one(Int16)), " ", zero(Int) === 0, " ", one(Float64) === 1.0)
