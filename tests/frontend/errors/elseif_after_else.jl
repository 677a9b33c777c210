if a
  1
else
  2
elseif b
  3
end
