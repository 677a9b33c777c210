v = [1, 2, 3]
m = [1 2 3; 4 5 6]
m2 = [1 2
      3 4]
col = [1; 2; 3]
t3 = [1;;; 2]
nd = [1 2;;; 3 4]
e = Float32[]
tv = Float64[1, 2]
th = Int[1 2]
sq = [x^2 for x in 1:10]
pairs = [(i, j) for i in 1:3 for j in i:3 if i != j]
grid = [i + j for i = 1:2, j = 1:3]
gen = sum(abs2, x for x in xs)
idx = A[1, end, begin:2:end, :]
A[i, j] += 1
sub = A[2:end-1, [1, 3]]
empty2 = Matrix{Float32}(undef, 0, 3)
b = {1, 2}
