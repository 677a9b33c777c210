a = 1; b = 2
x; y; z
c = 3;
;d = 4
f(x) = x; g(x) = 2x
