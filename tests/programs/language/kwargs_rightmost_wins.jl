# Julia manual (Keyword Arguments): in plot(x, y; options..., width=2) "the rightmost occurrence
# takes precedence", whichever side the splat is on.
line(; color = "black", width = 1) = "$color/$width"
styled(; kw...) = line(; kw..., width = 9)
println(styled(width = 2, color = "green"))
defaults(; kw...) = line(; width = 5, kw...)
println(defaults(width = 7), " ", defaults())
opts = (color = "red", width = 3)
println(line(; opts..., color = "blue"))
