msg = "unterminated
println(msg)
