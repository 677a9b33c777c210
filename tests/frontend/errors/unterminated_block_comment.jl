x = 1
#= start
  still
