begin
  x = 1
