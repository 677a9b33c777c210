"""Times each micro-benchmark under `juxla run` and its plain-Python peer; prints one table row each.

Every run's stdout is checked against the program's .out first (a wrong answer is not timed). A time
is the minimum over --repeat runs of the whole process (wall, and user+system CPU, which a shared
machine's load disturbs less), start-up included; the start-up
alone (an empty program) is reported on its own line so it can be subtracted by eye.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

PROGRAMS = ["fib", "pisum", "mandel", "quicksort", "parseint"]


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_time(cmd, cwd, expected, repeat):
    """(wall, cpu): the minimum wall time and the minimum user+system time of the child."""
    wall = cpu = None
    for _ in range(repeat):
        cpu0 = child_cpu()
        start = time.perf_counter()
        run = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        used = child_cpu() - cpu0
        if run.returncode != 0 or (expected is not None and run.stdout != expected):
            sys.exit(f"{' '.join(cmd)}: wrong output (exit {run.returncode})\n{run.stdout}{run.stderr}")
        wall = elapsed if wall is None else min(wall, elapsed)
        cpu = used if cpu is None else min(cpu, used)
    return wall, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--juxla", required=True)
    ap.add_argument("--programs", required=True)
    ap.add_argument("--peers", required=True)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("names", nargs="*", default=PROGRAMS)
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.jl")
        open(empty, "w").close()
        startup, startup_cpu = best_time([args.juxla, "run", empty], tmp, "", args.repeat)
    print(f"juxla start-up (empty program): {startup:.3f} s wall, {startup_cpu:.3f} s cpu")
    print(f"{'program':<10} {'juxla wall':>10} {'juxla cpu':>10} {'py3 wall':>10} {'py3 cpu':>10} {'ratio (cpu)':>12}")
    for name in args.names:
        expected = open(os.path.join(args.programs, name + ".out")).read()
        jw, jc = best_time([args.juxla, "run", name + ".jl"], args.programs, expected, args.repeat)
        pw, pc = best_time(["/usr/bin/python3", name + ".py"], args.peers, expected, args.repeat)
        print(f"{name:<10} {jw:>9.3f}s {jc:>9.3f}s {pw:>9.3f}s {pc:>9.3f}s {jc / pc:>12.2f}")


if __name__ == "__main__":
    main()
