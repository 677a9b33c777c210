s = "a" * "b"
t = string("loss: ", l)
u = repeat("-", 20)
v = join(["a", "b"], ", ")
w = "x" ^ 3
n = length("αβγ")
println(s, '\n', t)
