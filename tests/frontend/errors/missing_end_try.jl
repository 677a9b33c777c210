try
  f()
catch e
  g()
