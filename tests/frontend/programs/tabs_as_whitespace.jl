function f(x)
	y = x	+	1
	return	y
end
v = [1	2	3]
