# Julia's Test: @test_throws with an exception type (subtypes match), an exception value (type and
# fields must be equal) or a message (a substring of what showerror prints); errors raised by juxla
# itself (BoundsError, DivideError, MethodError, ...) are caught like thrown ones.
using Test

struct ValidationError <: Exception
    field::Symbol
    code::Int
end
abstract type AppError <: Exception end
struct NotFound <: AppError
    what::String
end
validate(age) = age >= 0 ? age : throw(ValidationError(:age, 7))
square(x::Number) = x * x
find(name) = name == "x" ? 1 : throw(NotFound(name))

@testset "throws" showtiming=false begin
    @test_throws ValidationError validate(-1)
    @test_throws ValidationError(:age, 7) validate(-1)
    @test_throws NotFound find("y")
    @test_throws AppError find("y")
    @test_throws Exception find("y")
    @test_throws NotFound("y") find("y")
    @test_throws ErrorException error("boom")
    @test_throws ErrorException("boom") error("boom")
    @test_throws "oo" error("boom")
    @test_throws ["bo", "om"] error("boom")
    @test_throws ArgumentError throw(ArgumentError("bad"))
    @test_throws DimensionMismatch [1, 2] + [1, 2, 3]
    @test_throws BoundsError [1, 2, 3][4]
    @test_throws DivideError div(1, 0)
    @test_throws DomainError sqrt(-1.0)
    @test_throws MethodError square("x")
    @test_throws MethodError 1 + "x"
    @test_throws "integer division error" div(1, 0)
    @test_throws KeyError Dict(:a => 1)[:b]
    @test_throws AssertionError (@assert 1 == 2)
end

@testset "wrong or none" showtiming=false begin
    @test_throws DomainError validate(3)
    @test_throws DomainError validate(-1)
    @test_throws ValidationError(:age, 8) validate(-1)
    @test_throws ErrorException("bam") error("boom")
    @test_throws "bam" error("boom")
    @test_throws NotFound div(1, 0)
end
