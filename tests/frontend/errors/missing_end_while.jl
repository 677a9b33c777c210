while true
  break
