using Flux
using Flux: onehot, chunk, batchseq, throttle, logitcrossentropy
using StatsBase: wsample
using Base.Iterators: partition

function getdata(args)
    text = String(read("input.txt"))
    alphabet = [unique(text)..., '_']
    text = map(ch -> onehot(ch, alphabet), collect(text))
    stop = onehot('_', alphabet)
    N = length(alphabet)
    Xs = collect(partition(batchseq(chunk(text, args.batch_size), stop), args.seq_len))
    Ys = collect(partition(batchseq(chunk(text[2:end], args.batch_size), stop), args.seq_len))
    return Xs, Ys, N, alphabet
end

build_model(N) = Chain(LSTM(N => 128), LSTM(128 => 128), Dense(128 => N))

function sample_text(m, alphabet, len; seed = "")
    m = cpu(m)
    Flux.reset!(m)
    buf = IOBuffer()
    seed == "" && (seed = string(rand(alphabet)))
    write(buf, seed)
    c = wsample(alphabet, softmax([m(onehot(c, alphabet)) for c in collect(seed)][end]))
    for i = 1:len
        write(buf, c)
        c = wsample(alphabet, softmax(m(onehot(c, alphabet))))
    end
    return String(take!(buf))
end
