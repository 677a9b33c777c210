function kmeans(X::Matrix{Float64}, k::Int; iters::Int = 20)
    d, n = size(X)
    C = X[:, randperm(n)[1:k]]
    assign = zeros(Int, n)
    for _ in 1:iters
        for i in 1:n
            best, bestd = 0, Inf
            for c in 1:k
                dist = sum(abs2, @view(X[:, i]) .- @view(C[:, c]))
                if dist < bestd
                    best, bestd = c, dist
                end
            end
            assign[i] = best
        end
        for c in 1:k
            members = findall(==(c), assign)
            isempty(members) && continue
            C[:, c] = vec(mean(X[:, members]; dims = 2))
        end
    end
    return C, assign
end
