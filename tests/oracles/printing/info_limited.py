# Oracle for tests/programs/printing/info_limited.err (run with /usr/bin/python3): the
# ConsoleLogger (base/logging/ConsoleLogger.jl) shows each value with :limit and
# :displaysize => (24 ÷ (nkwargs + 1), 80 - 5); print_matrix keeps screenheight = rows - 4:
# the first half, a ⋮ row, then the last (h - 1) ÷ 2 rows, right-aligned.
def block(rows_per_value, n, key):
    h = rows_per_value - 4
    half = h // 2
    tail = (h - 1) // 2
    rows = list(range(1, half + 1)) + list(range(n - tail + 1, n + 1))
    w = max(len(str(r)) for r in rows)
    lines = [f"{key} =", f"{n}-element Vector{{Int64}}:"]
    for i, r in enumerate(rows):
        lines.append(" " + str(r).rjust(w))
        if i == half - 1:
            lines.append(" " + " " * (w - 1) + "⋮")
    return lines

def boxed(lines):
    res = []
    for i, l in enumerate(lines):
        box = "┌ " if i == 0 else ("└ " if i == len(lines) - 1 else "│ ")
        res.append(box + l)
    return "\n".join(res)

def value_lines(rows, n, key):
    # the key line is indented 2, the value's own lines 3
    return ["  " + l if i == 0 else "   " + l for i, l in enumerate(block(rows, n, key))]

print(boxed(["Info: big"] + value_lines(24 // 2, 100, "v")))
print(boxed(["Info: two values"] + value_lines(24 // 3, 30, "a") + ["  b = 1.5"]))
