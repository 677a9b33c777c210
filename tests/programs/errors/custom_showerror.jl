# A user exception with its own Base.showerror: the error line uses that text (Julia prints
# `ERROR: bad input -3`; juxla puts the type's name first, as for every error).
struct BadInput <: Exception
    value::Int
end
Base.showerror(io::IO, e::BadInput) = print(io, "bad input ", e.value)
check(x) = x < 0 ? throw(BadInput(x)) : x
println(sprint(showerror, BadInput(5)))
println(check(4))
check(-3)
