# `|>` is left associative, `<|` right associative and looser than `|>`.
a |> b |> c
a <| b <| c
a <| b |> c
a |> b <| c
a < b |> c
a |> b:c
a .|> b
x |> f == y
