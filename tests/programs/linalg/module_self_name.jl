module M
f() = 1
g() = M.f()
end
println(M.g())
