# quicksort.jl: the same LCG data, perf.jl's qsort! translated to 0-based Python lists (1-based
# indices kept by padding a[0]), the same checksums; sortedness is checked against sorted().
import sys
sys.setrecursionlimit(100000)


def qsort(a, lo, hi):
    i, j = lo, hi
    while i < hi:
        pivot = a[(lo + hi) >> 1]
        while i <= j:
            while a[i] < pivot:
                i += 1
            while a[j] > pivot:
                j -= 1
            if i <= j:
                a[i], a[j] = a[j], a[i]
                i, j = i + 1, j - 1
        if lo < j:
            qsort(a, lo, j)
        lo, j = i, hi
    return a


def lcg_data(n):
    a = [0] * (n + 1)
    x = 42
    for k in range(1, n + 1):
        x = (x * 1103515245 + 12345) % 2147483648
        a[k] = x % 1000000
    return a


def checksum(a):
    return sum(k * a[k] for k in range(1, len(a)))


n = 10000
a = lcg_data(n)
print("[" + ", ".join(str(v) for v in a[1:6]) + "]")
print(checksum(a))
expected = sorted(a[1:])
qsort(a, 1, n)
print("true" if a[1:] == expected else "false")
print(a[1], a[5000], a[n])
print(checksum(a))
