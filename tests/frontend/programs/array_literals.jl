a = []
b = [1, 2, 3]
c = [1 2 3]
d = [1; 2; 3]
e = [1 2; 3 4]
f = [a b
     c d]
g = Float32[1, 2]
h = Int[]
i = [x,]
j = [[1, 2], [3, 4]]
k = [1 2
     3 4
     5 6]
m = [zeros(2); ones(2)]
n = Matrix{Float32}[]
