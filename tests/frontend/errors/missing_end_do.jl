map(xs) do x
  x + 1
