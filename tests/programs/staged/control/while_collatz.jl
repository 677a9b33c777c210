# Integer while loops on staged Int64 values: Collatz step counts, one while per element nested
# in a for loop, with an if/else in the body (a stablehlo.if inside the stablehlo.while).
function collatz_steps!(steps, v)
    for i in 1:length(v)
        n = v[i]
        k = 0
        while n != 1
            if iseven(n)
                n = n ÷ 2
            else
                n = 3n + 1
            end
            k += 1
        end
        steps[i] = k
    end
    steps
end
println(collatz_steps!(zeros(Int, 5), [1, 6, 7, 27, 97]))

# Digit sums by repeated division.
function digitsum(v)
    total = 0
    for i in 1:length(v)
        n = v[i]
        while n > 0
            total += n % 10
            n = n ÷ 10
        end
    end
    total
end
println(digitsum([123, 4056, 9]))
