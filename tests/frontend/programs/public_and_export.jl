module M
export f, g, @m
public h, k
f() = 1
end
