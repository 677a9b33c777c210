# A local function may have several methods (each `walk(...) = ...` inside the body adds one),
# and they dispatch like global methods; here they also count into a captured variable.
function count_leaves(tree)
    leaves = 0
    walk(x) = (leaves += 1; nothing)
    walk(v::Vector) = foreach(walk, v)
    walk(tree)
    leaves
end
println(count_leaves([1, [2, 3], [[4], [5, [6, 7]]]]))
function describe_all(xs)
    d(x::Int) = "int"
    d(x::String) = "string"
    d(x) = "other"
    map(d, xs)
end
println(describe_all([1, "a", 2.5]))
