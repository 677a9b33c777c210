x = 1 +* 2
y = [1, 2
z = 3
function f(a)
    a +
end
w = 4 5
