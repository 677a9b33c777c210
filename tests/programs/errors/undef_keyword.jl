# A keyword argument without a default must be passed (UndefKeywordError).
connect(host; port) = "$host:$port"
println(connect("localhost"; port = 8080))
println(connect("localhost"))
