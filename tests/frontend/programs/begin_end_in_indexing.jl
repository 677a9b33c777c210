x[begin:end]
x[end:-1:begin]
x[(end - 1) ÷ 2]
x[[begin, end]]
x[min(end, 3)]
x[end, end]
y = x[end]'
z = x[begin]^2
w = xs[end][end]
v = x[length(x) > 1 ? end : begin]
