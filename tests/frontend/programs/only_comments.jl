# nothing here
#= nor
   here =#

