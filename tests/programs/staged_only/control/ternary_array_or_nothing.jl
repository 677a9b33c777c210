# A staged `?:` whose value is an array on one path and `nothing` on the other, and is used: a located
# error like the one for a variable assigned so in an `if` (decision 6), not a silent `nothing`.
function keep(a)
    r = sum(a) > 0 ? a : nothing
    return r
end
# The same kinds on both paths compile.
keep_ok(a) = sum(a) > 0 ? a : zero(a)
println(keep_ok([1.0, 2.0]), " ", keep_ok([-1.0, -2.0]))
println(keep([1.0, 2.0]))
