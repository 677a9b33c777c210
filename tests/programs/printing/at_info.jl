# The logging macros write to stderr in the ConsoleLogger's format: a one-line message as
# "[ Info: msg"; with key=value pairs a box whose values are shown as display shows them.
# Warnings and errors end with the module and the file:line of the call.
@info "plain message"
x = 42
name = "juxla"
@info "with values" x name
@info "computed" total = x + 1 ratio = x / 8 tag = :t
@info "multi\nline" v = [1, 2]
@warn "careful" limit = 1.5f0
@error "failed" code = 3
@debug "not shown at the default level"
@info 12345
println("stdout is separate")
