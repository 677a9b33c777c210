y = f.(x)
y = f.(x, y)
y = relu.(W * x .+ b)
y = (x -> x + 1).(xs)
y = sin.(cos.(x))
z = getfield.(xs, :a)
w = Ref(x) .* ys
v = f.(x; k = 1)
u = m.σ.(h)
t = x.^2
s = .-x .+ 1
