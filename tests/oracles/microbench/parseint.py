# parseint.jl: the same LCG of UInt32 values, hexadecimal strings and their lengths.
def parseintperf(t):
    x = 7
    total = 0
    n = 0
    for i in range(1, t + 1):
        x = (x * 1103515245 + 12345) % 4294967296
        n = x
        s = format(n, "x")
        m = int(s, 16)
        assert m == n
        total += len(s)
    return n, total


print(format(255, "x"), int("ff", 16), int("-7fffffffffffffff", 16))
n, total = parseintperf(10000)
print(n)
print(format(n, "x"))
print(total)
