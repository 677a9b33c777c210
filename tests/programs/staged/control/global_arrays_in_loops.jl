# Non-const global arrays that staged code first reads or writes inside a loop or a staged `if`:
# they are parameters, a write there is carried out of the loop or branch, and the caller sees it.
A = [0.5 -0.25; 0.125 2.0]

# Read only inside a `for` loop.
function readfor(t)
    h = t
    for i in 1:3
        h = h .+ A[1, 1]
    end
    sum(h)
end
println(readfor([0.75, -0.5]))

# Read only inside a `while` loop whose condition is staged.
function readwhile(t)
    h = t
    while sum(h) < 4.0
        h = h .+ A[2, 2]
    end
    h
end
println(readwhile([0.75, -0.5]))

# Read only inside a staged `if`, one global element per branch.
function readif(t)
    if t[1] > 0
        r = t .* A[1, 2]
    else
        r = t .+ A[2, 1]
    end
    r
end
println(readif([0.75, -0.5]))
println(readif([-1.0, 2.0]))
println(A)

# Written inside a `for` loop: three times B .*= 0.5.
B = [0.5 -0.25; 0.125 2.0]
function scalefor(t)
    for i in 1:3
        B .= B .* t[1]
    end
    sum(t)
end
println(scalefor([0.5, -0.5]))
println(B)

# Written inside a `while` loop whose condition reads it.
C = [1.0, 2.0]
function growwhile(t)
    n = 0
    while C[1] < t[1]
        C .= C .* 2
        n += 1
    end
    n
end
println(growwhile([5.0]))
println(C)

# Written element by element inside a loop.
D = zeros(3)
function fillglobal!(x)
    for i in 1:3
        D[i] = x[i] * i
    end
    nothing
end
fillglobal!([1.0, 2.0, 3.0])
println(D)

# Written inside one branch of a staged `if` only.
E = [1.0, 2.0]
function writeif(t)
    if t[1] > 0
        E .= E .+ t[1]
    end
    sum(E)
end
println(writeif([0.5]))
println(writeif([-1.0]))
println(E)

# Written inside a loop of a callee: the rest of the callee and its caller (one staged call) see
# the new contents, and so does the host afterwards; a second call starts from them.
F = [1.0, 1.0]
function accumulate!(x)
    for i in 1:2
        F .+= x
    end
    F[1] + F[2]
end
function caller(x)
    s = accumulate!(x)
    s + sum(F)
end
println(caller([0.25, 0.5]))
println(F)
println(caller([0.25, 0.5]))
println(F)

# Written in an inner loop only, and in a branch inside a loop.
G = [1.0, 2.0]
function nested(t)
    for i in 1:2
        for j in 1:3
            G .= G .+ t[1]
        end
    end
    sum(G)
end
println(nested([0.5]))
println(G)
H = [1.0, 2.0]
function branchloop(t)
    for i in 1:4
        if i > t[1]
            H[1] = H[1] + i
        end
    end
    H
end
println(branchloop([2.0]))
println(H)

# A host array a closure captures, written in a loop the closure runs.
function makeaccumulator()
    W = [2.0, 3.0]
    x -> begin
        s = x
        for i in 1:2
            W .= W .* 2
            s = s .+ W
        end
        s
    end
end
acc = makeaccumulator()
runacc(g, x) = g(x)
println(runacc(acc, [1.0, 1.0]))
println(runacc(acc, [1.0, 1.0]))
