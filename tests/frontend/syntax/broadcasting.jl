y = W * x .+ b
z = relu.(y)
a .= b .* c
a .+= 1
m = x .^ 2 ./ sum(x .^ 2; dims = 1)
flag = .!mask .& valid
neg = .-x
cmp = x .<= 0
p = x .=> y
f.(g.(x))
y = @. exp(x) / (1 + exp(x))
