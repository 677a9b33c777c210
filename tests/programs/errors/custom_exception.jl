# A user exception type without showerror: Julia shows the value itself (showerror falls back to show).
struct ValidationError <: Exception
    field::Symbol
    code::Int
end
function validate(age)
    age >= 0 || throw(ValidationError(:age, 7))
    age
end
println(validate(30))
println(ValidationError(:x, 1) isa Exception)
validate(-1)
