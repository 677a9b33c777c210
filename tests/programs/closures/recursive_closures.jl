# Local functions may call themselves and each other (they are bound before the body runs),
# and capture variables of the enclosing function.
function count_paths(n)
    memo = Dict{Int, Int}()
    paths(k) = k <= 1 ? 1 : get!(memo, k) do
        paths(k - 1) + paths(k - 2)
    end
    paths(n)
end
println(count_paths(10), " ", count_paths(50))

function parity_chain(n)
    is_even(k) = k == 0 ? true : is_odd(k - 1)
    is_odd(k) = k == 0 ? false : is_even(k - 1)
    (is_even(n), is_odd(n))
end
println(parity_chain(7), " ", parity_chain(10))

# A recursive anonymous-style helper through a named local function returned to the caller.
function make_power(base)
    pow(e) = e == 0 ? 1 : base * pow(e - 1)
    return pow
end
p3 = make_power(3)
println(p3(0), " ", p3(4), " ", map(make_power(2), 0:5))
