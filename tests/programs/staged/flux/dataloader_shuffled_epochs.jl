# A shuffling DataLoader draws its order where it is iterated: inside a loop of compiled code each
# epoch sees a new order (and every batch once), and each run of the compiled code another.
using Flux
x = Float32.(reshape(1:200, 2, 100))
function epoch_orders(loader)
    orders = zeros(Float32, 4)
    total = 0.0f0
    for e in 1:4
        k = 0
        for xb in loader
            k += 1
            orders[e] += k * sum(xb)   # depends on which observations came in which batch
            total += sum(xb)
        end
    end
    return orders, total
end
function made_inside(x)
    loader = DataLoader(x; batchsize = 10, shuffle = true)
    return epoch_orders(loader)
end
o1, t1 = epoch_orders(DataLoader(x; batchsize = 10))
println(t1, " ", all(o1 .== o1[1]))                  # in order: every epoch the same
o2, t2 = epoch_orders(DataLoader(x; batchsize = 10, shuffle = true))
println(t2, " ", length(unique(o2)) > 1)             # shuffled: the epochs differ
o3, t3 = made_inside(x)
o4, t4 = made_inside(x)
println(t3 == t4 == t1, " ", length(unique(o3)) > 1, " ", o3 != o4)
