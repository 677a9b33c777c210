# One expression through many levels at once.
y = a || b && c < d |> e : f + g * h // i << j ^ k :: T
z = x -> a ? b => c : d
w = p --> q || r
v = -a^b * c + d
u = a .+ b .* c .^ d
