# Closures capture variables, not values; a reassigned capture is shared by every closure.
function make_account(balance)
    deposit(x) = (balance += x; balance)
    withdraw(x) = (balance -= x; balance)
    peek() = balance
    return (deposit, withdraw, peek)
end
dep, wd, peek = make_account(100)
dep(50)
wd(30)
println(peek())
dep2, _, peek2 = make_account(0)
dep2(1)
println(peek(), " ", peek2())

# The enclosing function sees changes made by its closures.
function count_calls(xs)
    calls = 0
    f = x -> (calls += 1; x * 2)
    ys = map(f, xs)
    return (ys, calls)
end
println(count_calls([1, 2, 3]))

# A closure assigned to a variable it captures (self reference).
function self_ref()
    fact = n -> n <= 1 ? 1 : n * fact(n - 1)
    return fact(5)
end
println(self_ref())

# Captured but never reassigned: the value at capture time is the only value.
function fixed()
    k = 7
    g = () -> k * 2
    return g()
end
println(fixed())
