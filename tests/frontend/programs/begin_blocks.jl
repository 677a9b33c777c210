begin
    x = 1
    y = 2
end
z = begin
    a
    b
end
begin end
w = begin a; b end
v = (a; b)
u = (a = 1; b = 2; a + b)
