# Writes through aliases inside staged loops (decision 5): a second name for an argument, a vec
# of a matrix, a view of a column, and the same array passed twice; the caller sees every write.
function f!(x)
    y = x
    for i in 1:length(y)
        y[i] = i * x[1]
    end
    nothing
end
a = [2.0, 5.0, 7.0]; f!(a); println(a)
function g!(A)
    v = vec(A)
    for i in 1:length(v)
        v[i] = v[i] + i
    end
    nothing
end
B = [1.0 2.0; 3.0 4.0]; g!(B); println(B)
function h!(A)
    for j in 1:size(A, 2)
        col = view(A, :, j)
        for i in 1:length(col)
            col[i] *= j
        end
    end
    nothing
end
C = [1.0 2.0; 3.0 4.0]; h!(C); println(C)
function both!(x, y)
    for i in 1:length(x)
        x[i] += 1
        y[i] *= 2
    end
    nothing
end
d = [1.0, 2.0]; both!(d, d); println(d)
