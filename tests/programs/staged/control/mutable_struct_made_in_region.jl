# Mutable structs built inside staged branches and loops from staged numbers: their fields are
# carried out of the region (a constructor after a staged `|| throw`, as MLUtils' DataLoader does).
mutable struct Acc
    s::Float64
    n::Int
end
function after_check(x, b)
    b > 0 || throw(ArgumentError("Need positive b"))
    return Acc(sum(x), b + 1)
end
function chosen(x, b)
    a = b > 0 ? Acc(sum(x), b) : Acc(-sum(x), -b)
    a.s += 1
    return a
end
function rebound_in_loop(x)
    a = Acc(0.0, 0)
    for i in 1:length(x)
        a = Acc(a.s + x[i], a.n + 1)
    end
    return a
end
function early_return(x, k)
    if k > 2
        return Acc(x[1], k)
    end
    r = Acc(x[2], 0)
    r.n = k
    return r
end
function local_in_while(x)
    s = 0.0
    while s < 10
        t = Acc(s + x[1], 1)
        s = t.s
    end
    return s
end
show_acc(a) = println((a.s, a.n))
show_acc(after_check([1.0, 2.0], 4))
show_acc(chosen([1.0, 2.0], 3))
show_acc(chosen([1.0, 2.0], -3))
show_acc(rebound_in_loop([1.0, 2.0, 4.0]))
show_acc(early_return([1.0, 2.0], 3))
show_acc(early_return([1.0, 2.0], 1))
println(local_in_while([3.0]))
try_bad() = after_check([1.0], 0)
try_bad()
