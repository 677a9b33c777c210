# A staged `?:`, `&&` or `if` whose paths end with values of different kinds is fine where nothing
# reads that value: a statement before the last of a block, or the body of a loop.
function scale!(a)
    sum(a) > 0 ? (a .= a .* 2) : nothing
    a[1] > 100 && println("big")
    for i in 1:2
        a[i] < 0 || (a[i] = -a[i])
    end
    if a[2] > 0
        a .+= 1
    end
    return a
end
println(scale!([1.0, 2.0]))
println(scale!([-3.0, 1.0]))
# The same kinds on both paths stay one compiled `?:` on the staged condition.
clip(a) = sum(a) > 0 ? a : zero(a)
println(clip([1.0, 2.0]), " ", clip([-1.0, -2.0]))
