# A program's show method receives the IOContext Base would pass: :typeinfo when a container
# already named the element type, :compact inside displayed matrices and Dicts.
struct R
    v::Float64
end
function Base.show(io::IO, r::R)
    c = get(io, :compact, false)
    t = get(io, :typeinfo, Any)
    print(io, c ? "r" : "R", "(", r.v, t === R ? ";known" : "", ")")
end
println(R(1.5))
println([R(1.5), R(2.0)])
display([R(1.0) R(2.0)])
println(Any[R(3.0)])
println((R(1.0), 2))
show(IOContext(stdout, :compact => true), R(4.0)); println()
display(Dict(1 => R(5.0)))
