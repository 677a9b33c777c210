# Keyword arguments do not take part in dispatch: positional types choose the method.
area(r::Real; pi_approx = 3) = pi_approx * r^2
area(w::Real, h::Real; scale = 1) = scale * w * h
println(area(2), " ", area(2; pi_approx = 3.14), " ", area(2, 3), " ", area(2, 3; scale = 10))
describe(x::Int; verbose = false) = verbose ? "the integer $x" : "int"
describe(x::String; verbose = false) = verbose ? "the string \"$x\"" : "string"
println(describe(1), " | ", describe(1; verbose = true), " | ", describe("a", verbose = true))
# Keywords forwarded from a generic method to a specific one.
run_task(x; kw...) = run_task_impl(x; kw...)
run_task_impl(x::Int; retries = 0) = "int task, retries=$retries"
run_task_impl(x; retries = 0, label = "?") = "task $label, retries=$retries"
println(run_task(1), " | ", run_task(1; retries = 2), " | ", run_task(:t; label = "L"))
