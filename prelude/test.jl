# Julia's Test stdlib (Test.jl of Julia 1.10): results, DefaultTestSet and its summary table. The
# macros (@test, @test_throws, @test_broken, @test_skip, @testset, @inferred) are expanded by
# src/compiler/lower_testing.cpp into calls of the __functions here, with each tested expression in
# a closure that runs under Base.__catch_call (juxla has no try/catch). Differences from Julia: no
# stack traces, the RNG is not reseeded per test set, and @test_throws takes no regex. A test met
# while a call is being compiled makes that call run in the evaluator (__not_compiled).

module Test

export Pass, Fail, Error, Broken, Result, AbstractTestSet, DefaultTestSet, TestSetException,
       FallbackTestSetException, get_testset, get_testset_depth, record, finish

abstract type Result end

# `source` is where the test is, as Julia prints a LineNumberNode: "file.jl:12".
struct Pass <: Result
    test_type::Symbol
    orig_expr::String
    data
    value
    source::String
end
struct Fail <: Result
    test_type::Symbol
    orig_expr::String
    data            # the "Evaluated:" text, or what @test_throws expected; or nothing
    value::String
    source::String
    message_only::Bool
end
struct Error <: Result
    test_type::Symbol
    orig_expr::String
    value::String
    backtrace::String   # the exception as showerror prints it (juxla keeps no stack trace)
    source::String
end
struct Broken <: Result
    test_type::Symbol
    orig_expr::String
end

function Base.show(io::IO, t::Pass)
    print(io, "Test Passed")
    if t.test_type === :test_throws
        print(io, "\n      Thrown: ", __typename(t.value))
    end
end

function Base.show(io::IO, t::Fail)
    print(io, "Test Failed at ", t.source, "\n")
    print(io, "  Expression: ", t.orig_expr)
    if t.test_type === :test_throws_wrong
        print(io, "\n    Expected: ", t.data)
        print(io, t.message_only ? "\n     Message: " : "\n      Thrown: ", t.value)
    elseif t.test_type === :test_throws_nothing
        print(io, "\n    Expected: ", t.data)
        print(io, "\n  No exception thrown")
    elseif t.test_type === :test && t.data !== nothing
        print(io, "\n   Evaluated: ", t.data)
    end
    println(io)
end

function Base.show(io::IO, t::Error)
    print(io, "Error During Test at ", t.source, "\n")
    if t.test_type === :test_nonbool
        println(io, "  Expression evaluated to non-Boolean")
        println(io, "  Expression: ", t.orig_expr)
        print(io, "       Value: ", t.value)
    elseif t.test_type === :test_error
        println(io, "  Test threw exception")
        println(io, "  Expression: ", t.orig_expr)
        print(io, "  ", t.backtrace)
    elseif t.test_type === :test_unbroken
        println(io, " Unexpected Pass")
        println(io, " Expression: ", t.orig_expr)
        println(io, " Got correct result, please change to @test if no longer broken.")
    elseif t.test_type === :nontest_error
        println(io, "  Got exception outside of a @test")
        print(io, "  ", t.backtrace)
    end
end

function Base.show(io::IO, t::Broken)
    print(io, "Test Broken\n")
    println(io, t.test_type === :skipped ? "  Skipped: " : "  Expression: ", t.orig_expr)
end

# ---- exceptions ----

struct FallbackTestSetException <: Exception
    msg::String
end
struct TestSetException <: Exception
    pass::Int
    fail::Int
    error::Int
    broken::Int
    errors_and_fails::Vector{Any}
end
Base.showerror(io::IO, ex::TestSetException) =
    print(io, "Some tests did not pass: ", ex.pass, " passed, ", ex.fail, " failed, ", ex.error, " errored, ",
          ex.broken, " broken.")

# An error raised by juxla itself (a builtin), which has no Julia value of its own type.
struct __RaisedException <: Exception
    typename::Symbol
    msg::String
end

# What a `catch e` binds for a failed Base.__catch_call: the thrown value, or, for an error a
# builtin raised, its Base type rebuilt where that type holds just the message.
function __caught_exception(thrown, typename::String, message::String)
    thrown === nothing || return thrown
    name = Symbol(typename)
    if isdefined(Base, name)
        T = getfield(Base, name)
        if T isa Type && T <: Exception && fieldnames(T) == (:msg,)
            return T(message)
        end
    end
    return __RaisedException(name, message)
end

# The error as showerror prints it (ErrorException: just the message).
__error_text(typename::String, message::String) =
    typename == "ErrorException" ? message :
    startswith(message, "with ") ? string(typename, " ", message) : string(typename, ": ", message)

__typename(e::__RaisedException) = string(e.typename)
__typename(e) = string(typeof(e))

function __exception_isa(e, T)
    e isa __RaisedException || return e isa T
    (T === Any || T === Exception) && return true
    isdefined(Base, e.typename) || return false
    B = getfield(Base, e.typename)
    return B isa Type && B <: T
end

# ---- test sets ----

abstract type AbstractTestSet end
struct FallbackTestSet <: AbstractTestSet end

mutable struct DefaultTestSet <: AbstractTestSet
    description::String
    results::Vector{Any}
    n_passed::Int
    anynonpass::Bool
    verbose::Bool
    showtiming::Bool
    time_start::Float64
    time_end::Float64       # negative until the set finishes
end
DefaultTestSet(desc; verbose = false, showtiming = true, failfast = false) =
    DefaultTestSet(string(desc), Any[], 0, false, verbose, showtiming, time(), -1.0)

const __testsets = Any[]
get_testset() = isempty(__testsets) ? FallbackTestSet() : __testsets[end]
get_testset_depth() = length(__testsets)

record(::FallbackTestSet, t::Union{Pass,Broken}) = t
function record(::FallbackTestSet, t::Union{Fail,Error})
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end
function record(ts::DefaultTestSet, t::Pass)
    ts.n_passed += 1
    return t
end
record(ts::DefaultTestSet, t::Broken) = (push!(ts.results, t); t)
function record(ts::DefaultTestSet, t::Union{Fail,Error})
    print(ts.description, ": ")
    print(t)
    println()
    push!(ts.results, t)
    return t
end
record(ts::DefaultTestSet, t::AbstractTestSet) = (push!(ts.results, t); t)

# (passes, fails, errors, broken, and the same four of the nested sets, duration text)
function get_test_counts(ts::DefaultTestSet)
    passes, fails, errors, broken = ts.n_passed, 0, 0, 0
    c_passes, c_fails, c_errors, c_broken = 0, 0, 0, 0
    for t in ts.results
        if t isa Fail
            fails += 1
        elseif t isa Error
            errors += 1
        elseif t isa Broken
            broken += 1
        elseif t isa DefaultTestSet
            np, nf, ne, nb, ncp, ncf, nce, ncb, _ = get_test_counts(t)
            c_passes += np + ncp
            c_fails += nf + ncf
            c_errors += ne + nce
            c_broken += nb + ncb
        end
    end
    ts.anynonpass = fails + errors + c_fails + c_errors > 0
    return passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken, format_duration(ts)
end

function format_duration(ts::DefaultTestSet)
    ts.time_end < 0 && return ""
    dur_s = ts.time_end - ts.time_start
    dur_s < 60 && return string(round(dur_s, digits = 1), "s")
    m, s = divrem(dur_s, 60)
    return string(round(Int, m), "m", lpad(string(round(s, digits = 1)), 4, "0"), "s")
end

function get_alignment(ts::DefaultTestSet, depth::Int)
    ts_width = 2 * depth + textwidth(ts.description)
    !ts.verbose && !ts.anynonpass && return ts_width
    isempty(ts.results) && return ts_width
    for t in ts.results
        t isa DefaultTestSet && (ts_width = max(ts_width, get_alignment(t, depth + 1)))
    end
    return ts_width
end

function print_test_results(ts::DefaultTestSet, depth_pad = 0)
    passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken, duration = get_test_counts(ts)
    total_pass, total_fail = passes + c_passes, fails + c_fails
    total_error, total_broken = errors + c_errors, broken + c_broken
    total = total_pass + total_fail + total_error + total_broken
    width(n, header) = n > 0 ? max(textwidth(header), ndigits(n)) : 0
    pass_width, fail_width = width(total_pass, "Pass"), width(total_fail, "Fail")
    error_width, broken_width = width(total_error, "Error"), width(total_broken, "Broken")
    total_width = max(textwidth("Total"), total > 0 ? ndigits(total) : 0)
    duration_width = max(textwidth("Time"), textwidth(duration))
    align = max(get_alignment(ts, 0), textwidth("Test Summary:"))
    print(rpad("Test Summary:", align), " | ")
    pass_width > 0 && print(lpad("Pass", pass_width), "  ")
    fail_width > 0 && print(lpad("Fail", fail_width), "  ")
    error_width > 0 && print(lpad("Error", error_width), "  ")
    broken_width > 0 && print(lpad("Broken", broken_width), "  ")
    print(lpad("Total", total_width), "  ")
    ts.showtiming && print(lpad("Time", duration_width))
    println()
    widths = (pass_width, fail_width, error_width, broken_width, total_width, duration_width)
    print_counts(ts, depth_pad, align, widths, ts.showtiming)
end

function print_counts(ts::DefaultTestSet, depth, align, widths, showtiming)
    passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken, duration = get_test_counts(ts)
    subtotal = passes + fails + errors + broken + c_passes + c_fails + c_errors + c_broken
    print(rpad(string("  "^depth, ts.description), align), " | ")
    counts = (passes + c_passes, fails + c_fails, errors + c_errors, broken + c_broken)
    for k in 1:4
        if counts[k] > 0
            print(lpad(string(counts[k]), widths[k]), "  ")
        elseif widths[k] > 0
            print(lpad(" ", widths[k]), "  ")
        end
    end
    print(lpad(subtotal == 0 ? "None" : string(subtotal), widths[5]), "  ")
    showtiming && print(lpad(duration, widths[6]))
    println()
    if counts[1] + counts[4] != subtotal || ts.verbose
        for t in ts.results
            t isa DefaultTestSet && print_counts(t, depth + 1, align, widths, showtiming)
        end
    end
end

function filter_errors(ts::DefaultTestSet)
    efs = Any[]
    for t in ts.results
        if t isa DefaultTestSet
            append!(efs, filter_errors(t))
        elseif t isa Fail || t isa Error
            push!(efs, t)
        end
    end
    return efs
end

function finish(ts::DefaultTestSet)
    ts.time_end = time()
    if get_testset_depth() != 0
        record(get_testset(), ts)    # the parent prints the summary
        return ts
    end
    passes, fails, errors, broken, c_passes, c_fails, c_errors, c_broken, _ = get_test_counts(ts)
    total_pass, total_broken = passes + c_passes, broken + c_broken
    total = total_pass + fails + c_fails + errors + c_errors + total_broken
    print_test_results(ts)
    if total != total_pass + total_broken
        throw(TestSetException(total_pass, fails + c_fails, errors + c_errors, total_broken, filter_errors(ts)))
    end
    return ts
end

# ---- what the macros expand to ----

# The terms of a failed comparison as Julia shows an Expr holding the values: symbols bare.
__term(x) = x isa Symbol ? string(x) : repr(x)

# Evaluates a test: (value, what its "Evaluated:" text is made of). `kind`: "comparison" (thunk
# gives (a, op, b, op, c...)), "call" (thunk gives (f, args, kwargs)) or "plain".
function __evaluate(thunk, kind::String, negate::Bool)
    kind == "plain" && return (thunk(), nothing)
    if kind == "comparison"
        parts = thunk()
        res = true
        i = 1
        while i < length(parts) && res === true
            res = parts[i+1](parts[i], parts[i+2])
            i += 2
        end
    else
        parts = thunk()
        f, args, kws = parts
        res = f(args...; kws...)
    end
    return (negate ? !res : res, parts)
end

# The "Evaluated:" line of a failed comparison or call, as Julia prints the Expr of its values.
function __evaluated(kind::String, names::Tuple, parts, res, negate::Bool)
    kind == "plain" && return nothing
    if kind == "comparison"
        text = __term(parts[1])
        for i in 2:2:length(parts)
            text = string(text, " ", names[i÷2], " ", __term(parts[i+1]))
        end
    else
        f, args, kws = parts
        fname = names[1]
        argtext = join(map(__term, args), ", ")
        if isempty(kws)
            text = string(fname, "(", argtext, ")")
        elseif fname == "≈" && res === negate     # the call itself gave false
            kwtext = join([string(k, " = ", v) for (k, v) in pairs(kws)], ", ")
            text = string(join(map(__term, args), " ≈ "), " (", kwtext, ")")
        else
            kwtext = join([string(k, " = ", __term(v)) for (k, v) in pairs(kws)], ", ")
            text = string(fname, "(", argtext, "; ", kwtext, ")")
        end
    end
    return negate ? string("!(", text, ")") : text
end

# Test records its results on the host: met while a call is being compiled, a test makes the
# stager run the host call that reached it in the evaluator (with a warning), or, where there is
# none (inside `gradient`), it is a located error.
struct UnsupportedError <: Exception
    msg::String
end
__not_compiled(what::String, source::String) =
    throw(UnsupportedError(string(what, " (", source, ") records its result on the host: it cannot run in compiled ",
                                  "code, such as a function given to `gradient`")))

function __test(thunk, kind::String, names::Tuple, orig::String, source::String, negate::Bool, broken::Bool, skip::Bool)
    Base.__staging_active() && __not_compiled("@test", source)
    skip && return record(get_testset(), Broken(:skipped, orig))
    caught = Base.__catch_call(__evaluate, thunk, kind, negate)
    if broken
        testres = Broken(:test, orig)
        if caught[1]
            value = caught[2][1]
            if value === true
                testres = Error(:test_unbroken, orig, "true", "", source)
            elseif !(value isa Bool)
                testres = Error(:test_nonbool, orig, repr(value), "", source)
            end
        end
        return record(get_testset(), testres)
    end
    if !caught[1]
        text = __error_text(caught[3], caught[4])
        return record(get_testset(), Error(:test_error, orig, text, text, source))
    end
    value, parts = caught[2]
    value isa Bool || return record(get_testset(), Error(:test_nonbool, orig, repr(value), "", source))
    value && return record(get_testset(), Pass(:test, orig, nothing, value, source))
    data = __evaluated(kind, names, parts, value, negate)
    return record(get_testset(), Fail(:test, orig, data, string(value), source, false))
end

function __test_throws(extype, thunk, orig::String, source::String)
    Base.__staging_active() && __not_compiled("@test_throws", source)
    caught = Base.__catch_call(thunk)
    if caught[1]
        expected = extype isa AbstractString ? repr(extype) : string(extype)
        return record(get_testset(), Fail(:test_throws_nothing, orig, expected, "", source, false))
    end
    exc = __caught_exception(caught[2], caught[3], caught[4])
    message_only = false
    if extype isa Type
        success = __exception_isa(exc, extype)
        expected, shown = string(extype), __typename(exc)
    elseif extype isa Exception
        success = typeof(exc) === typeof(extype)
        for name in fieldnames(typeof(extype))
            success && !isequal(getfield(extype, name), getfield(exc, name)) && (success = false)
        end
        expected, shown = string(extype), string(exc)
    else
        message_only = true
        text = __error_text(caught[3], caught[4])
        success = extype isa AbstractString ? occursin(extype, text) : all(s -> occursin(s, text), extype)
        expected, shown = repr(extype), repr(text)
    end
    success && return record(get_testset(), Pass(:test_throws, orig, nothing, exc, source))
    return record(get_testset(), Fail(:test_throws_wrong, orig, expected, shown, source, message_only))
end

function __testset(desc, thunk, source::String; verbose = false, showtiming = true, failfast = false)
    Base.__staging_active() && __not_compiled("@testset", source)
    ts = DefaultTestSet(desc; verbose = verbose, showtiming = showtiming)
    push!(__testsets, ts)
    caught = Base.__catch_call(thunk)
    if !caught[1]
        text = __error_text(caught[3], caught[4])
        record(ts, Error(:nontest_error, "()", text, text, source))
    end
    pop!(__testsets)
    return finish(ts)
end

end # module Test
