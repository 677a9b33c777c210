module M
x = 1
