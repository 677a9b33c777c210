# kw... collects the keywords that were not named; they forward to another call with ;kw...
inner(; a = 1, b = 2, c = 3) = a * 100 + b * 10 + c
outer(; kw...) = inner(; kw...)
println(outer())
println(outer(b = 7))
println(outer(c = 9, a = 5))

# Named keywords are taken out; the rest go on.
function wrapper(x; scale = 1, rest...)
    return x * scale + inner(; rest...)
end
println(wrapper(1000; scale = 2, c = 0))

# The collected keywords can be inspected.
function kwinfo(; kws...)
    return (length(kws), keys(kws), values(kws))
end
println(kwinfo())
println(kwinfo(x = 1, y = "two"))
function kwget(; kws...)
    return kws[:key]
end
println(kwget(key = 42, other = 0))

# Keyword splats merge with explicit keywords; later ones win.
defaults = (a = 9, b = 9)
println(inner(; defaults..., b = 0))
