# Part of module Flux (prelude/zz_flux.jl includes it).
# Model state, as Flux 0.14-0.16's src/loading.jl: `Flux.state(model)` (the model's nested
# NamedTuples and Tuples, keeping arrays, numbers, strings, symbols and `nothing`, other leaves as
# `()`), and `Flux.loadmodel!(dst, src)` (copies arrays in place, Flux's checks and messages).
# Flux leaves files to JLD2 or BSON; juxla saves the arrays as NumPy files instead (docs/flux.md,
# "Data and saving models"): `Flux.savemodel(path, model)` writes one `.npy` per array into a
# folder, or one `.npz` when the path ends in `.npz`, named by the array's path in the state tree
# (`layers_1_weight`); `Flux.loadmodel(path, model)` reads them back into the model.

const _STATE_TYPES = Union{AbstractArray,Number,Nothing,AbstractString,Symbol}

state(x) = Functors.fmapstructure(_state, x)
_state(x) = x isa _STATE_TYPES ? x : ()

loadleaf!(dst, src) = dst
loadleaf!(dst::AbstractArray, src) = error("Tried to copy $src into an array destination; this is not allowed.")
loadleaf!(dst, src::AbstractArray) = error("Tried to copy an array to $dst; this is not allowed.")
function loadleaf!(dst::AbstractArray, src::Bool)
    if iszero(src)
        dst .= src
    else
        error("Cannot copy boolean parameter == true to non-zero parameter.")
    end
    return dst
end
loadleaf!(dst::Bool, src::AbstractArray) = iszero(dst) ? dst : error("Cannot copy non-zero parameter to boolean parameter == true.")
function loadleaf!(dst::AbstractArray, src::AbstractArray)
    size(dst) == size(src) || throw(DimensionMismatch("Tried to load size $(size(src)) array into size $(size(dst))"))
    copyto!(dst, src)
end

_tie_check(dst::Bool, src::AbstractArray) = iszero(dst) ||
    error("Encountered tied parameter with boolean source at some nodes and non-boolean sources at others.")
_tie_check(dst::AbstractArray, src::Bool) = (iszero(dst) && iszero(src)) ||
    error("Encountered tied parameter with boolean source at some nodes and non-boolean sources at others.")
_tie_check(dst::AbstractArray, src::AbstractArray) = (dst == src) ||
    error("Encountered tied destination parameters with untied and mismatched sources.")
_tie_check(dst, src) = true

# Flux keeps the leaves it has loaded in an IdSet; a Vector compared with === does the same.
_in_cache(x, cache) = any(c -> c === x, cache)

# The keys as Flux prints them: a NamedTuple's names, a Tuple's `Base.OneTo(n)`.
_keys_text(children::Tuple, ks) = "Base.OneTo($(length(ks)))"
_keys_text(children, ks) = repr(Tuple(ks))

function loadmodel!(dst, src; filter = _ -> true, cache = Any[])
    ldsts = Functors.children(dst)
    lsrcs = Functors.children(src)
    keys_ldsts = [k for k in keys(ldsts) if filter(ldsts[k])]
    keys_lsrcs = [k for k in keys(lsrcs) if filter(lsrcs[k])]
    keys_ldsts == keys_lsrcs ||
        throw(ArgumentError("Tried to load $(_keys_text(lsrcs, keys_lsrcs)) into $(_keys_text(ldsts, keys_ldsts)) but the structures do not match."))
    for k in keys_lsrcs
        lsrc, ldst = lsrcs[k], ldsts[k]
        if _in_cache(ldst, cache)  # a tied parameter, loaded before
            _tie_check(ldst, lsrc)
        elseif Functors.isleaf(ldst)
            push!(cache, ldst)
            loadleaf!(ldst, lsrc)
        else
            loadmodel!(ldst, lsrc; filter = filter, cache = cache)
        end
    end
    return dst
end

# ---- saving and loading as NumPy files ----

# (name, array) for every numeric array of a state tree, named by its path joined with `_`.
function _state_arrays!(out, prefix, x)
    if x isa AbstractArray && eltype(x) <: Number
        push!(out, (prefix == "" ? "array" : prefix, x))
    elseif x isa Union{Tuple,NamedTuple}
        for k in keys(x)
            _state_arrays!(out, prefix == "" ? string(k) : prefix * "_" * string(k), x[k])
        end
    end
    return out
end

function _named_arrays(model)
    named = _state_arrays!(Any[], "", state(model))
    seen = Dict{String,Int}()
    for (name, _) in named
        haskey(seen, name) && throw(ArgumentError(
            "two arrays of the model would both be saved as $name (field names joined with `_` collide); rename a field"))
        seen[name] = 1
    end
    return named
end

_is_npz(path) = endswith(path, ".npz")

function savemodel(path::AbstractString, model)
    named = _named_arrays(model)
    if _is_npz(path)
        d = Dict{String,Any}()
        for (name, x) in named
            d[name] = x
        end
        write_npz(path, d)
    else
        mkpath(path)
        for (name, x) in named
            write_npy(joinpath(path, name * ".npy"), x)
        end
    end
    return path
end

function loadmodel(path::AbstractString, model)
    named = _named_arrays(model)
    if _is_npz(path)
        isfile(path) || throw(ArgumentError("loadmodel: $path not found"))
        files = read_npz(path)
        for (name, dst) in named
            haskey(files, name) || throw(ArgumentError("loadmodel: $path has no array $name, which the model has"))
            loadleaf!(dst, files[name])
        end
        length(files) == length(named) || throw(ArgumentError(
            "loadmodel: $path holds $(length(files)) arrays, the model has $(length(named)): they are not the same model"))
    else
        isdir(path) || throw(ArgumentError("loadmodel: $path is not a folder (nor a .npz file)"))
        for (name, dst) in named
            file = joinpath(path, name * ".npy")
            isfile(file) || throw(ArgumentError("loadmodel: $file not found (the model has an array $name)"))
            loadleaf!(dst, read_npy(file))
        end
    end
    return model
end
