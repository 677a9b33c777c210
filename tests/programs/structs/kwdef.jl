# Base.@kwdef gives a keyword constructor with field defaults; the positional one stays.
Base.@kwdef struct Config
    name::String = "default"
    epochs::Int = 10
    lr::Float64 = 0.01
    tags::Vector{String} = String[]
end
println(Config())
println(Config(epochs = 3))
println(Config(lr = 1, name = "fast"))
println(Config("pos", 1, 0.5, ["a"]))

# A field without a default is a required keyword.
Base.@kwdef struct Layer
    inputs::Int
    outputs::Int = inputs
end
println(Layer(inputs = 4))
println(Layer(inputs = 4, outputs = 2))

# Mutable kwdef structs.
Base.@kwdef mutable struct State
    step::Int = 0
    loss::Float64 = Inf
end
st = State()
st.step += 1
st.loss = 0.5
println(st)
# Each call evaluates the default again: the vectors are distinct.
c1 = Config()
c2 = Config()
push!(c1.tags, "only c1")
println(length(c1.tags), " ", length(c2.tags))
