# Early exits in more shapes: `return` of a number from inside nested loops, `continue` in a
# while, and an inner loop followed by `break` inside an if.
function find_code(A, t)
    for j in 1:size(A, 2)
        for i in 1:size(A, 1)
            if A[i, j] == t
                return i + 10j
            end
        end
    end
    return 0
end
A = [1.0 2.0; 3.0 4.0]
println(find_code(A, 3.0), " ", find_code(A, 4.0), " ", find_code(A, 5.0))

function even_positions(x)
    i = 0
    s = 0.0
    while i < length(x)
        i += 1
        if isodd(i)
            continue
        end
        s += x[i]
    end
    s
end
println(even_positions([1.0, 2.0, 3.0, 4.0, 5.0]))

function zero_from_first_negative!(x)
    for i in 1:length(x)
        if x[i] < 0
            for j in i:length(x)
                x[j] = 0.0
            end
            break
        end
    end
    x
end
println(zero_from_first_negative!([1.0, 2.0, -1.0, 4.0]), " ", zero_from_first_negative!([1.0, 2.0]))
