# `@test` with nothing to test is a located error when the statement is reached.
using Test

println("before")
@test
