ex = quote
  a + b
