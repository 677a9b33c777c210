# findall and filter on staged data have data-dependent lengths: located errors; count works.
function ncount(x)
    return count(x .> 1)
end
function where_big(x)
    return findall(x .> 1)
end
println(ncount([0.5, 2.0, 3.0]))
println(where_big([0.5, 2.0, 3.0]))
