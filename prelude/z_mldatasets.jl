# MLDatasets.jl's FashionMNIST and MNIST (JuliaML/MLDatasets.jl 0.7, src/datasets/vision/):
# `FashionMNIST(; Tx = Float32, split = :train, dir)` with `.features` (28×28×N, Float32 in [0, 1],
# (width, height, n) as MLDatasets gives) and `.targets` (Vector{Int}, 0-9), `length`, `d[i]` and
# `d[1:10]` giving (features, targets) NamedTuples. The gzipped IDX files come from Debian's
# dataset-fashion-mnist package (nothing is downloaded); MNIST, which Debian does not package,
# reads the same four files from a folder the user gives. read_idx is builtins_idx.cpp.

module MLDatasets

export FashionMNIST, MNIST

const FASHION_MNIST_DIR = "/usr/share/datasets/fashion-mnist"
const FASHION_MNIST_CLASSES = ["T-Shirt", "Trouser", "Pullover", "Dress", "Coat", "Sandal", "Shirt", "Sneaker", "Bag",
                               "Ankle boot"]
const MNIST_CLASSES = collect(0:9)

struct FashionMNIST
    metadata::Dict{String,Any}
    split::Symbol
    features::Any
    targets::Vector{Int}
end

struct MNIST
    metadata::Dict{String,Any}
    split::Symbol
    features::Any
    targets::Vector{Int}
end

# The IDX file `name` in `dir`, gzipped (`name.gz`, as distributed) or not; `notfound` says what to do.
function _idx_path(dir, name, notfound)
    gz = joinpath(dir, name * ".gz")
    isfile(gz) && return gz
    plain = joinpath(dir, name)
    isfile(plain) && return plain
    throw(ArgumentError(notfound(gz)))
end

# MLDatasets converts the bytes to N0f8 and then to Tx: x / 255, rounded once (Float32(x) / 255f0
# is the correctly rounded quotient too). Tx = UInt8 keeps the raw bytes.
_features(::Type{UInt8}, raw) = raw
_features(::Type{T}, raw) where {T<:AbstractFloat} = T.(raw) ./ T(255)

function _load_idx(dir, split, Tx, notfound)
    split === :train || split === :test || throw(ArgumentError("split must be :train or :test, not $(repr(split))"))
    prefix = split === :train ? "train" : "t10k"
    images = read_idx(_idx_path(dir, prefix * "-images-idx3-ubyte", notfound))
    labels = read_idx(_idx_path(dir, prefix * "-labels-idx1-ubyte", notfound))
    (ndims(images) == 3 && eltype(images) == UInt8) ||
        throw(ArgumentError("$dir: the $split images are not an IDX file of UInt8 images (sizes $(size(images)))"))
    (ndims(labels) == 1 && length(labels) == size(images, 3)) ||
        throw(ArgumentError("$dir: $(length(labels)) $split labels for $(size(images, 3)) images"))
    return _features(Tx, images), Int.(labels)
end

function FashionMNIST(; Tx = Float32, split = :train, dir = nothing)
    folder = dir === nothing ? FASHION_MNIST_DIR : dir
    notfound = path -> dir === nothing ?
        "FashionMNIST needs the Debian package dataset-fashion-mnist (apt-get install dataset-fashion-mnist): $path not found" :
        "FashionMNIST: $path not found"
    features, targets = _load_idx(folder, split, Tx, notfound)
    metadata = Dict{String,Any}("n_observations" => length(targets), "class_names" => FASHION_MNIST_CLASSES)
    return FashionMNIST(metadata, split, features, targets)
end
FashionMNIST(split::Symbol; kws...) = FashionMNIST(; split = split, kws...)
FashionMNIST(Tx::Type, split::Symbol = :train; kws...) = FashionMNIST(; Tx = Tx, split = split, kws...)

function MNIST(; Tx = Float32, split = :train, dir = nothing)
    dir === nothing && throw(ArgumentError(
        "MNIST needs `dir`, a folder with the IDX files train-images-idx3-ubyte, train-labels-idx1-ubyte, " *
        "t10k-images-idx3-ubyte and t10k-labels-idx1-ubyte (gzipped or not): Debian has no MNIST package and juxla " *
        "downloads nothing. FashionMNIST() reads Debian's dataset-fashion-mnist."))
    notfound = path -> "MNIST: $path not found"
    features, targets = _load_idx(dir, split, Tx, notfound)
    metadata = Dict{String,Any}("n_observations" => length(targets), "class_names" => MNIST_CLASSES)
    return MNIST(metadata, split, features, targets)
end
MNIST(split::Symbol; kws...) = MNIST(; split = split, kws...)
MNIST(Tx::Type, split::Symbol = :train; kws...) = MNIST(; Tx = Tx, split = split, kws...)

const _Dataset = Union{FashionMNIST,MNIST}

Base.length(d::_Dataset) = length(d.targets)
Base.getindex(d::_Dataset, i::Integer) = (features = d.features[:, :, i], targets = d.targets[i])
Base.getindex(d::_Dataset, i) = (features = d.features[:, :, i], targets = d.targets[i])
Base.firstindex(d::_Dataset) = 1
Base.lastindex(d::_Dataset) = length(d)

function Base.show(io::IO, d::_Dataset)
    name = d isa FashionMNIST ? "FashionMNIST" : "MNIST"
    print(io, "dataset ", name, ":\n",
          "  metadata  =>    Dict{String, Any} with ", length(d.metadata), " entries\n",
          "  split     =>    ", repr(d.split), "\n",
          "  features  =>    ", join(size(d.features), "×"), " ", typeof(d.features), "\n",
          "  targets   =>    ", length(d.targets), "-element ", typeof(d.targets))
end

end # module MLDatasets
