for i in 1:3
  break 1
end
