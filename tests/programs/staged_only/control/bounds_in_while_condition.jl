# An out-of-bounds index in a staged while condition raises BoundsError after the run (decision
# 13) (pending: the check is dropped in the condition region and the loop never ends; see
# /work/notes/staging-bugs.md, "an out-of-bounds index in a staged while *condition*").
function first_nonpositive(x)
    i = 1
    while x[i] > 0
        i += 1
    end
    i
end
println(first_nonpositive([1.0, -2.0]))
println(first_nonpositive([1.0, 2.0]))
