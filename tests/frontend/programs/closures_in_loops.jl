fs = Function[]
for i in 1:3
    push!(fs, () -> i^2)
end
adders = [x -> x + k for k in 1:3]
let acc = 0
    foreach(v -> (acc += v), [1, 2, 3])
    acc
end
