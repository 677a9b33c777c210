# Julia's perf.jl parseintperf: string(n, base = 16) then parse(Int64, s, base = 16) must round-trip,
# here for 10 000 UInt32 values drawn from an LCG instead of rand(UInt32).
function parseintperf(t)
    local n, m
    x = 7
    total = 0
    for i = 1:t
        x = (x * 1103515245 + 12345) % 4294967296
        n = UInt32(x)
        s = string(n, base = 16)
        m = UInt32(parse(Int64, s, base = 16))
        @assert m == n
        total += length(s)
    end
    return n, total
end

println(string(255, base = 16), " ", parse(Int64, "ff", base = 16), " ", parse(Int64, "-7fffffffffffffff", base = 16))
n, total = parseintperf(10000)
println(n)
println(string(n, base = 16))
println(total)
