# OverflowError as Base.Checked raises it, from user code: a multiplication that would wrap.
function checked_times(a::Int, b::Int)
    p = a * b
    (a != 0 && (p ÷ a != b)) && throw(OverflowError("$a * $b overflowed for type $(typeof(a))"))
    p
end
println(checked_times(3, 4))
println(typemax(Int) * 2)
println(checked_times(typemax(Int), 2))
