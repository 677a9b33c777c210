struct Affine
    W
    b
end
Flux.@functor Affine
Flux.@layer Affine trainable = (W,)
@functor Affine (W,)
Functors.@functor Chain
(a::Affine)(x) = a.W * x .+ a.b
