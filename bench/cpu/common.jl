# What every juxla benchmark program shares: its peak memory, read from /proc.

# the peak resident memory of this process so far, MiB (VmHWM of /proc/self/status)
function peak_rss_mib()
    for l in split(String(read("/proc/self/status")), "\n")
        startswith(l, "VmHWM:") && return round(parse(Int, split(l)[2]) / 1024; digits = 1)
    end
    return -1.0
end
