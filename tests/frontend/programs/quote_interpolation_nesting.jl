ex = :(f($(x)))
ey = :(g($(Expr(:call, :h, y))))
ez = quote
    $(esc(a)) = $b + 1
end
