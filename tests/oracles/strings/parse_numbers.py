# Oracle for tests/programs/strings/parse_numbers.jl (run with /usr/bin/python3).
# Literal lines are Julia's documented results; base-36/base-16 lines are computed here.
def b36(n):
    d = "0123456789abcdefghijklmnopqrstuvwxyz"
    s = ""
    while n:
        s = d[n % 36] + s
        n //= 36
    return s
print(43, -17, 12, 5)
print(255, 10, 35, 200)
print(2.5, 0.001, -0.0, "12.0", "0.1f0")
print("nothing", "3.0", "nothing", "nothing")
print("Int8", "true", "false", "Float32")
print("ff", "00000101", "-a", "007", "1111")
print(b36(2**63 - 1), "true")
print(" ".join(f"{format(n, 'x') if n >= 0 else '-' + format(-n, 'x')}->{n}" for n in (0, 1, 4095, -48879)) + " ")
