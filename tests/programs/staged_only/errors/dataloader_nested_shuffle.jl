# A shuffling DataLoader iterated inside a loop of compiled code is refused: one run has one order,
# so every epoch of the loop would see the same batches (docs/flux.md, "DataLoader and epochs").
# (Staged devices only: on the host, iteration reshuffles each epoch and the program runs.)
using Flux
x = Float32.(reshape(1:24, 2, 12))
function epochs(loader)
    s = 0.0f0
    for e in 1:3
        for xb in loader
            s += sum(xb)
        end
    end
    return s
end
println(epochs(DataLoader(x; batchsize = 5)))
println(epochs(DataLoader(x; batchsize = 5, shuffle = true)))
