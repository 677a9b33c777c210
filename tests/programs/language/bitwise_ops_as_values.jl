# & and | are ordinary functions: they can be passed, stored and reduced over.
println(reduce(&, [true, true, false]), " ", reduce(|, [false, true]))
band = &
println(band(6, 3), " ", (|)(6, 3), " ", map(&, [12, 10], [10, 6]))
println(typeof(&) === typeof(band), " ", foldl(&, [0xff, 0x0f, 0x3c]))
