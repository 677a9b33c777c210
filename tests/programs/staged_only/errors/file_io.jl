# Compiled code runs many times from one staging: touching a file inside it is refused (decision 5).
function save(x)
    y = x .* 2
    write_npy("out.npy", y)
    return y
end
save([1.0, 2.0])
