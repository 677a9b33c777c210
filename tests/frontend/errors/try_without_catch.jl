try
  f()
end
