function f() end
function g()
end
struct S end
for i in 1:0 end
while false end
if true end
begin end
quote end
try catch end
x = ()
y = []
z = Dict()
