x = 1 # trailing comment
#= block
   comment =# y = 2
z = #= inline =# 3
#= nested #= inner =# still comment =#
w = [1, # first
     2]  # second
