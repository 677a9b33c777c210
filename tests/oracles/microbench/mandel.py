# mandel.jl: escape-time counts with the same Float64 operations in the same order.
def mandel(cr, ci):
    zr, zi = cr, ci
    maxiter = 80
    for n in range(1, maxiter + 1):
        if zr * zr + zi * zi > 4.0:
            return n - 1
        zr, zi = zr * zr - zi * zi + cr, zr * zi + zi * zr + ci
    return maxiter


def mandelperf():
    # `for i = -10:10, r = -20:5` runs r fastest; Int / Int is a correctly rounded Float64 division.
    return [mandel(r / 10, i / 10) for i in range(-10, 11) for r in range(-20, 6)]


counts = mandelperf()
print(len(counts))
print(sum(counts))
print(mandel(0.0, 0.0), mandel(-2.0, -1.0), mandel(0.3, 0.5))
print("[" + ", ".join(str(c) for c in counts[:13]) + "]")
