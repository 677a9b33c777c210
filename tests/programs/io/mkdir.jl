# mkdir(path): one new folder, returning its path; Julia's IOError when it exists.
d = tempname()
println(isdir(d), " ", mkdir(d) == d, " ", isdir(d))
runs = joinpath(d, "runs")
isdir(runs) || mkdir(runs)   # the model zoo's idiom
isdir(runs) || mkdir(runs)
println(isdir(runs))
mkdir(".")
