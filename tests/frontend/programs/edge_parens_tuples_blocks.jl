(x...; y)
(x...;)
(; a=1; b=2)
(a; b; c,d)
(a=1, b=2; c=3)
(;;)
(a=1;)
(a;b;;c)
(1:
2)
(x
 for a in as)
(x for a in as for b in bs if z)
(x for a in as if z for b in bs)
[x for a = as if begin cond2 end]
(a, b=1; c, d=2; e, f=3)
