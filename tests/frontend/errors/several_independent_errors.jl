x = 1 2
y = 0b102
z = a ** b
w = 3
v = "ok" "no"
