# The console logger shows each value as display would under :limit, in a share of a 24x80
# screen (24 ÷ (values + 1) rows, 75 columns): long vectors are elided with ⋮.
v = collect(1:100)
@info "big" v
@info "two values" a = collect(1:30) b = 1.5
