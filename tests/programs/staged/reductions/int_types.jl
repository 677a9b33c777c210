# Element types of reductions follow Base: sums of Int32 and Int8 widen to Int64, UInt8 sums to
# UInt64, maximum keeps the type, Float32 stays Float32, prod of Int16 widens.
function kinds(a, b, c, d, e)
    return (sum(a), typeof(sum(a)), typeof(sum(b)), sum(b), typeof(maximum(b)), typeof(sum(c)),
            typeof(sum(d)), prod(e), typeof(prod(e)))
end
widesum(c) = sum(c)
println(widesum(UInt8[200, 100]))
println(kinds(Int32[100, 200, 300], Int8[100, 100, 100], UInt8[200, 100], Float32[0.5, 0.25], Int16[300, 300]))
