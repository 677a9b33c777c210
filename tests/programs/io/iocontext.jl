# IOContext carries printing properties to show: :compact prints floats with 6 significant
# digits, :typeinfo tells show the type is already known; repr and sprint take them as context=.
x = 1 / 3
println(repr(x), " ", repr(x; context=:compact => true), " ", sprint(show, x; context=:compact => true))
io = IOContext(stdout, :compact => true)
show(io, [x, 2x]); println()
print(io, (x, 1.0e-7), "\n")
show(IOContext(stdout, :typeinfo => Float32), 1.5f0); print(" "); show(1.5f0); println()
println(sprint(show, 100 * x; context=(:compact => true, :limit => true)))
# A program's show method reads the properties with get.
struct Reading
    value::Float64
end
function Base.show(io::IO, r::Reading)
    if get(io, :compact, false)
        print(io, round(r.value; digits=1))
    else
        print(io, "Reading(", r.value, ")")
    end
end
r = Reading(2.345)
println(repr(r), " ", repr(r; context=:compact => true), " ", get(stdout, :compact, false), " ", haskey(io, :compact))
inner = IOContext(io, :extra => 7)
println(get(inner, :extra, 0), " ", get(inner, :compact, false), " ", get(io, :extra, 0))
buf = IOBuffer()
ctx = IOContext(buf, :compact => true)
print(ctx, 2 / 3, " ", 1.0f0 / 3)
println(String(take!(buf)))
