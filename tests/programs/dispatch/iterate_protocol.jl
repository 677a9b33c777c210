# A user type becomes iterable by defining Base.iterate; for, collect, sum and zip use it.
struct Countdown
    from::Int
end
Base.iterate(c::Countdown) = c.from < 1 ? nothing : (c.from, c.from - 1)
Base.iterate(c::Countdown, state) = state < 1 ? nothing : (state, state - 1)
Base.length(c::Countdown) = max(c.from, 0)
for k in Countdown(3)
    print(k, " ")
end
println()
println(collect(Countdown(4)))
println(sum(Countdown(10)), " ", length(Countdown(0)), " ", collect(Countdown(0)) == Int[])
println([k^2 for k in Countdown(3)])
for (a, b) in zip(Countdown(2), ["x", "y", "z"])
    print(a, b, " ")
end
println()

# An infinite iterator stopped by break.
struct Naturals end
Base.iterate(::Naturals, n = 1) = (n, n + 1)
for n in Naturals()
    n > 4 && break
    print(n, " ")
end
println()
println(first(Naturals()))
