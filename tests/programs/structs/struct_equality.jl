# == on structs falls back to ===: immutable values compare by content, mutable ones by identity.
struct Im
    a::Int
    b::String
end
mutable struct Mu
    a::Int
end
println(Im(1, "x") == Im(1, "x"), " ", Im(1, "x") === Im(1, "x"), " ", Im(1, "x") == Im(2, "x"))
m1 = Mu(1)
m2 = Mu(1)
println(m1 == m2, " ", m1 === m1, " ", m1 != m2)
# Defining == changes comparisons, `in` and `!=`.
Base.:(==)(x::Mu, y::Mu) = x.a == y.a
println(m1 == m2, " ", m1 != m2, " ", Mu(1) in [Mu(0), Mu(1)], " ", m1 === m2)
# isequal falls back to ==, and structs can be compared inside tuples and arrays.
println(isequal(m1, m2), " ", (Im(1, "y"), 2) == (Im(1, "y"), 2), " ", [Im(0, "")] == [Im(0, "")])
