y .= a .* x .+ b
z .+= 1
w .*= 0.9
m .-= η .* g
v .^= 2
u ./= n
t = .!mask
s = x .== y
r = a .< b .< c
q = f.(x)
p = x .÷ 2
o = a .& b .| c
n = .-x
k = x .|> f
j = a .=> b
h = x .≈ y
g = x .&& y
f2 = x .|| y
