#= block comment =# x = 1
y = #= inline =# 2
#=
  multi-line
  #= nested =#
  still comment
=#
z = 3 # trailing
#= a #= b #= c =# b =# a =#
w = x#=no space=#+y
v = [1 #= between =# 2]
#==#
u = f(a, #= arg =# b)
##### banner #####
t = 1 #= end of line =#
