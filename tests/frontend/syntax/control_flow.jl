if x > 0
    y = 1
elseif x < 0
    y = -1
else
    y = 0
end
while i <= n && !done
    i += 1
    i == 5 && continue
    i > 8 && break
end
for (k, v) in pairs(d), j = 1:k
    println(k, v, j)
end
let a = 1, b = a + 1
    a * b
end
result = try
    risky()
catch err
    @warn "failed" err
    nothing
finally
    cleanup()
end
map(1:3) do i
    i^2
end
s = begin
    local t = 0
    for i in 1:10
        t += i
    end
    t
end
z = x > 0 ? "pos" : x < 0 ? "neg" : "zero"
