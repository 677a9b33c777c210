# A while loop on a staged condition whose body always returns runs at most once: it is `if cond;
# body; end`.
function bump_once(x)
    k = 5
    while x[1] * 2.0 <= 2.5
        k += 1
        if k > 1
            return -k
        end
    end
    k
end
println(bump_once([1.0]), " ", bump_once([3.0]))
