# String interpolation of names and expressions; print forms of values inside strings.
name = "world"
n = 3
println("hello, $(name)!")
println("$n + 1 = $(n + 1)")
println("tuple $((1, 2)), vector $([1, 2]), symbol $(:sym), char $('c')")
println("float $(1.5) and $(1/4), bool $(n > 2), nothing $(nothing)")
println("nested $("inner $(n * 2)") done")
println("dollar sign: \$n and a quote: \"$n\"")
s = "abc"
println("$(s)def", " ", "$(length(s)) chars")
# string(...) and * concatenate; repr shows.
println(string("a", 1, :b, 2.0, 'c'))
println("con" * "cat" * string(7))
println(repr("quoted"), " ", repr(:sym), " ", repr('x'), " ", repr(1.0))
# Multi-line strings and escapes.
println("line1\nline2\ttab")
triple = """
    indented
      more
    end"""
println(triple)
# `!` continues an identifier, so "$shout!" interpolates the variable `shout!`.
shout! = "loud"
println("$shout!")
