type = 1
abstract = 2
mutable = 3
primitive = 4
outer = 5
doc = 6
as = 7
f(type, mutable) = type + mutable
x.type
for outer in 1:2
end
struct S
    type
end
