# "$x" prints x (print, not show): strings raw, Float32 without f0, containers with show inside.
name = "world"
n = 3
println("hello, $name. $n + 1 = $(n + 1)")
println("float $(1.5f0) $(0.1 + 0.2) $(1e-7) char $('c') symbol $(:s) nothing $(nothing) bool $(n > 2)")
println("tuple $((1, "a")) vector $(["x", 'y']) pair $(1 => "b") range $(1:3)")
println("nested $("inner $(n * 2)") and \$escaped \"quotes\"")
struct P
    a::Int
end
println("struct $(P(1)) and $(P)")
s = "abc"
println("$(s)def $(length(s)) $(uppercase(s))$(s[1])")
x = [1, 2]
println("sum of $x is $(sum(x)); first is $(x[1])")
# string(...) concatenates the printed forms; * joins strings and chars.
println(string("a", 1, :b, 2.0, 'c', nothing, 1.5f0), " ", "con" * "cat" * 'e' * string(7))
println(string(), "|", string(1 + 1 == 2), "|", "a" ^ 3, "|", 'x' * "yz")
