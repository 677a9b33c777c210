try
  f()
catch e + 1
  g()
end
