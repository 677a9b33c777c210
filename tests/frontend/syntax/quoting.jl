s = :name
ops = (:+, :(==), :end)
ex = :(a + $b * c)
blk = quote
    x = $(esc(y))
    f(x)
end
sym = Symbol(:prefix_, n)
f.:+
field = getfield(obj, :weight)
