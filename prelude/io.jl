# IO that is naturally Julia (base/multimedia.jl, base/show.jl, stdlib/Printf): MIME types and
# the text/plain fallback, repr(mime, x), printstyled, Set and range summaries, eachline, and
# Printf.Format. Printing itself is C++ (builtins_print.cpp, print_display.cpp, builtins_io.cpp).

export MIME, printstyled

# printstyled: juxla's streams have no :color, so the text is printed without escape codes
# (what Julia writes when stdout is not a terminal).
printstyled(io::IO, xs...; bold::Bool=false, italic::Bool=false, underline::Bool=false, blink::Bool=false,
            reverse::Bool=false, hidden::Bool=false, color=:normal) = print(io, xs...)
printstyled(xs...; kw...) = printstyled(stdout, xs...; kw...)

# MIME types (base/multimedia.jl): MIME("text/plain") is the singleton MIME{Symbol("text/plain")}().
# show(io, MIME"text/plain"(), x) is what display writes; its fallback is the C++ text/plain printer.
struct MIME{mime} end
MIME(s::AbstractString) = MIME{Symbol(s)}()
print(io::IO, ::MIME{mime}) where {mime} = print(io, mime)
show(io::IO, ::MIME{Symbol("text/plain")}, x) = __show_plain(io, x)
show(io::IO, m::AbstractString, x) = show(io, MIME(m), x)

# Sets in text/plain (base/show.jl): a summary, then one element per line.
summary(s::AbstractSet) = string(typeof(s), " with ", length(s), length(s) == 1 ? " element" : " elements")
function show(io::IO, ::MIME{Symbol("text/plain")}, s::AbstractSet)
    isempty(s) && return show(io, s)
    print(io, summary(s), ":")
    rows = get(io, :limit, false) ? get(io, :displaysize, (24, 80))[1] - 4 : typemax(Int)
    rows < 1 && return print(io, " …")
    i = 0
    for v in s
        i += 1
        print(io, "\n  ")
        if i == rows < length(s)
            print(io, "⋮ ")
            break
        end
        show(io, v)
    end
end

# repr(mime, x): the text show writes for that MIME type (base/multimedia.jl).
repr(m::MIME, x; context=nothing) = sprint(show, m, x; context=context)
repr(m::AbstractString, x; context=nothing) = repr(MIME(m), x; context=context)

# summary of a range: its length and type, as for any vector (base/show.jl array_summary).
summary(r::AbstractRange) = string(length(r), "-element ", typeof(r))

# Printf.Format and Printf.format (stdlib/Printf): a format string kept for later use; the
# formatting itself is the C++ behind @sprintf.
module Printf
struct Format
    str::String
end
format(f::Format, args...) = Base.__sprintf(f.str, args...)
function format(io::IO, f::Format, args...)
    print(io, Base.__sprintf(f.str, args...))
    return nothing
end
end

# eachline(io): the lines readline would return, until eof.
struct EachLine{IOT<:IO}
    io::IOT
    keep::Bool
end
eachline(io::IO; keep::Bool=false) = EachLine(io, keep)
eltype(::Type{<:EachLine}) = String
iterate(e::EachLine, state=nothing) = eof(e.io) ? nothing : (readline(e.io; keep=e.keep), nothing)

# mkdir(path; mode): one folder, whose parent must exist; failures are Julia's IOError from libuv.
struct IOError <: Exception  # (Julia's also holds libuv's error code)
    msg::String
end
function mkdir(path::AbstractString; mode::Integer = 0o777)
    p = String(path)
    what = string("mkdir(", repr(p), "; mode=0o", string(mode; base = 8), "): ")
    (isdir(p) || isfile(p)) && throw(IOError(what * "file already exists (EEXIST)"))
    i = findlast(==('/'), rstrip(p, '/'))
    parent = i === nothing ? "" : i == 1 ? "/" : p[1:i-1]
    if !isempty(parent) && !isdir(parent)
        isfile(parent) && throw(IOError(what * "not a directory (ENOTDIR)"))
        throw(IOError(what * "no such file or directory (ENOENT)"))
    end
    mkpath(p)
    return p
end

# Files by path, for reading: the whole file's text, then the IO functions on an IOBuffer of it
# (Julia's open(path) gives an IOStream; juxla reads the file once, at open).
read(path::AbstractString, ::Type{String}) = String(read(path))
readline(path::AbstractString; keep::Bool=false) = readline(IOBuffer(read(path, String)); keep=keep)
readlines(path::AbstractString; keep::Bool=false) = readlines(IOBuffer(read(path, String)); keep=keep)
eachline(path::AbstractString; keep::Bool=false) = eachline(IOBuffer(read(path, String)); keep=keep)
function open(path::AbstractString, mode::AbstractString = "r")
    mode == "r" || throw(ArgumentError("open(path, \"$mode\"): juxla opens files for reading only"))
    return IOBuffer(read(path, String))
end
open(f::Function, path::AbstractString, mode::AbstractString = "r") = f(open(path, mode))
close(::IOBuffer) = nothing
