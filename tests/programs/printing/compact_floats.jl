# :compact printing (display of matrices, Dict values, IOContext(:compact => true)) keeps at most
# 6 significant digits, rounding the exact value (ties to even). Oracle: tests/oracles/printing/compact_floats.py
io = IOContext(stdout, :compact => true)
values = [99999.95, 123456.7, 1234567.8, 0.1 + 0.2, 1 / 3, 2 / 3, 1e-7, 12.3456789, 0.000123456789,
          1.0000005, 0.1234565, 1e100 / 3, -5 / 7, 100.0, 999999.5, 9999995.0, 2.5e-5, 1.0 / 1024]
for (i, v) in enumerate(values)
    show(io, v)
    print(i < length(values) ? " " : "\n")
end
for (i, v) in enumerate([1.5f0 / 7, 1.0f0 / 3, 16777216.0f0, 0.1f0])
    print(io, v, i < 4 ? " " : "\n")
end
M = [1/3 2/3; 1e-5 12345.678]
show(io, M); println()
show(M); println()
show(io, (1/3, -5/7)); println()
