if x > 0
    y = 1
elseif x < 0
    y = -1
else
    y = 0
end
if a; b; end
if a b else c end
if cond
end
if p && q || r
    f()
elseif s
    g()
elseif t
end
z = if x 1 else 2 end
