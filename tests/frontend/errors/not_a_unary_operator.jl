y = /x
z = x +* y
