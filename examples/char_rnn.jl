# A character-level language model, written like Flux's model-zoo script text/char-rnn: an LSTM
# reads fixed-length sequences of one-hot characters and a Dense layer predicts the next character
# at every position; Adam on logitcrossentropy, minibatches from a shuffling Flux.DataLoader, each
# epoch one compiled executable (Flux.train!). After training it samples text from the model.
#
#   juxla run examples/char_rnn.jl            # 30 epochs (the default)
#   juxla run examples/char_rnn.jl 5          # 5 epochs (or EPOCHS=5 in the environment)
#   HIDDEN=32 SEQLEN=16 ...                   # a smaller model / shorter sequences (tests)
#   BATCHSIZE=32 LR=1e-2 NSAMPLE=200 ...      # batch size, Adam's learning rate, sample length
#   TEXT=path/to/text.txt ...                 # another text (default examples/data/char_rnn_text.txt)
#
# The text is a short story written for this example (public domain, ~3.7 KB). Run from the
# repository root or from examples/ (juxla has no @__DIR__, so the path is looked up relative to
# the working directory).
#
# Measured on the 2-core development machine (shared with other jobs): the default (30 epochs,
# LSTM(38 => 128), 234 windows of 32 characters in batches of 32, Adam 1e-2) takes ~22 s in all;
# the loss over the whole text goes 3.638 -> 2.958 (epoch 1) -> 0.366 (epoch 30), and the sample
# reads "The sluice, and the miller puth sop tha hear as indoes begtur. her had known it broke and
# felt it move, ..." — pieces of the story recombined. EPOCHS=60 HIDDEN=256: loss 0.098, ~95 s.
using Flux, Random, Statistics

Random.seed!(1)

epochs = parse(Int, isempty(ARGS) ? get(ENV, "EPOCHS", "30") : ARGS[1])
hidden = parse(Int, get(ENV, "HIDDEN", "128"))
seqlen = parse(Int, get(ENV, "SEQLEN", "32"))
batchsize = parse(Int, get(ENV, "BATCHSIZE", "32"))
η = parse(Float64, get(ENV, "LR", "1e-2"))
nsample = parse(Int, get(ENV, "NSAMPLE", "200"))

function find_text()
    for path in (get(ENV, "TEXT", ""), "examples/data/char_rnn_text.txt", "data/char_rnn_text.txt")
        isempty(path) || !isfile(path) || return path
    end
    error("char_rnn_text.txt not found: run from the repository root or set TEXT")
end
text = String(read(find_text()))

# The alphabet, and the text cut into sequences: x is characters t..t+seqlen-1 of a window, y the
# same shifted by one (the next character at every position). Windows start every seqlen ÷ 2.
alphabet = sort(unique(collect(text)))
chars = collect(text)
starts = 1:(seqlen ÷ 2):(length(chars) - seqlen)
xs = [chars[s + t - 1] for t in 1:seqlen, s in starts]   # seqlen × nseq
ys = [chars[s + t] for t in 1:seqlen, s in starts]
X = Float32.(Flux.onehotbatch(xs, alphabet))  # (nchars, seqlen, nseq), as Flux's LSTM wants
Y = Flux.onehotbatch(ys, alphabet)
nchars = length(alphabet)
loader = Flux.DataLoader((X, Y); batchsize, shuffle = true)

model = Chain(LSTM(nchars => hidden), Dense(hidden => nchars))
opt_state = Flux.setup(Adam(η), model)

# The mean over every position of every sequence of the batch.
loss(m, x, y) = Flux.logitcrossentropy(m(x), y)

println(length(chars), " characters, ", nchars, " distinct; ", size(X, 3), " sequences of ", seqlen,
        "; LSTM(", nchars, " => ", hidden, "), batches of ", batchsize, ", ", epochs, " epochs")
t0 = time()
println("epoch 0: loss ", round(loss(model, X, Y); digits = 4))
for epoch in 1:epochs
    # One compiled executable per epoch: a stablehlo.while over the shuffled batches doing the LSTM's
    # forward and backward loops over the sequence, and Adam's update.
    Flux.train!(loss, model, loader, opt_state)
    println("epoch ", epoch, ": loss ", round(loss(model, X, Y); digits = 4), ", ",
            round(time() - t0; digits = 1), " s")
end

# Sampling: one step of the LSTM cell and the Dense layer per character (one compiled function,
# called from this host loop), the next character drawn from the softmax of the logits at
# temperature 0.7 with a fixed seed.
function step(m, x, state)
    h, state = m[1].cell(x, state)
    return softmax(m[2](h) ./ 0.7f0), state
end
rng = Xoshiro(42)
state = Flux.initialstates(model[1])
c = 'T'
out = [c]
for _ in 1:nsample
    global c, state
    p, state = step(model, Float32.(Flux.onehot(c, alphabet)), state)
    c = alphabet[min(searchsortedfirst(cumsum(p), rand(rng, Float32)), nchars)]
    push!(out, c)
end
println("sample:")
println(String(out))
