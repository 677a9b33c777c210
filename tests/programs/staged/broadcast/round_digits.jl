# round/floor/ceil/trunc.(x; digits) broadcast over values whose scaled product sits on or near a tie:
# Julia decides with the exact product x * 10^d (0.0005 is a little above 0.0005, so it rounds up).
r(x) = (round.(x; digits = 3), floor.(x; digits = 2), ceil.(x; digits = 2), trunc.(x; digits = 2),
        round.(x; digits = -1), floor.(x; digits = -1), ceil.(x; digits = -1), trunc.(x; digits = -2))
for v in ([0.0005, 0.0015, 0.0025, -0.0005, 1.005, 2.675, 0.285, -1.005],
          [1.15, 0.29, -0.29, 4.35, 1e300, -7.0, 15.0, 25.0],
          [0.1 + 0.2, 1 / 3, 2 / 3, 125.0, -125.0, 3.5e-5, 123456.789, 0.07])
    for t in r(v)
        println(t)
    end
end
r32(x) = (round.(x; digits = 2), floor.(x; digits = 1), ceil.(x; digits = 1), round.(x; digits = -1))
println(r32(Float32[0.125, 2.675, 1.005, -0.375, 15.0, 1.15]))
