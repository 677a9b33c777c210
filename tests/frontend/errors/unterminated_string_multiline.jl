x = 1
s = "hello
y = 2
