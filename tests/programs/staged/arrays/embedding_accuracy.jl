# An embedding lookup and a classification accuracy, as a model would compute them: W[:, tokens]
# gathers columns with a staged index vector, and a loop over columns takes each column's argmax (a
# staged Int) and compares it with the label.
embed(W, tokens) = W[:, tokens]
function accuracy(scores, labels)
    hits = 0
    for j in 1:size(scores, 2)
        hits += argmax(scores[:, j]) == labels[j] ? 1 : 0
    end
    return hits / length(labels)
end
function onehot_sum(labels, k)
    Y = zeros(k, length(labels))
    for j in 1:length(labels)
        Y[labels[j], j] = 1.0
    end
    return sum(Y; dims=2)
end
W = [0.1 0.2 0.3 0.4; 1.0 2.0 3.0 4.0]
println(embed(W, [4, 1, 4]))
S = [0.1 0.9 0.3 0.5; 0.7 0.05 0.3 0.2; 0.2 0.05 0.4 0.3]
println(accuracy(S, [2, 1, 3, 3]))
println(onehot_sum([2, 1, 3, 3], 3))
