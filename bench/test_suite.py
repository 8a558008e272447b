"""Wall time of the test suite at two git revisions, measured side by side in one sitting.

Usage::

    python bench/test_suite.py BEFORE AFTER [PATH ...] [--mode paired|alternate] [--out FILE]

Each revision is exported with ``git archive`` into a scratch folder with ``../shared`` linked
beside it (the tests find the datasets there), and ``python -m pytest -q -p no:cacheprovider
--durations=40 PATH ...`` runs in it with this interpreter (so with this venv's packages; the
product code of both revisions must import the same way).

``paired`` (the default) starts both revisions at once: on a machine shared with other jobs both
see the same load, and the ratio of their walls is the comparison. ``alternate`` runs them one
after the other per path (BEFORE, AFTER, BEFORE, ... for each path), for a quiet machine.

Writes a Markdown report (default ``bench/results/test_suite.md``): per revision its wall time,
its CPU time (user + system of pytest and every process it waited for: workers, builds run as
subprocesses; less dependent on the other jobs' load than the wall), the pytest summary line, the
load average at start and end, and its slowest test phases.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def export(rev: str, scratch: Path) -> Path:
    """``git archive REV`` unpacked as ``scratch/repo`` with ``scratch/shared`` -> ../shared."""
    scratch.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(REPO), "archive", rev, "--prefix=repo/"], check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(scratch)], input=archive.stdout, check=True)
    (scratch / "shared").symlink_to(SHARED)
    return scratch / "repo"


def start(repo: Path, paths: list[str], log: Path) -> subprocess.Popen:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=40", *paths]
    return subprocess.Popen(command, cwd=repo, stdout=log.open("w"), stderr=subprocess.STDOUT)


def reap(proc: subprocess.Popen, block: bool) -> float | None:
    """The CPU seconds (user + system, with the descendants it waited for) of ``proc`` once it has
    ended; ``None`` while it runs (``block=False``)."""
    pid, status, usage = os.wait4(proc.pid, 0 if block else os.WNOHANG)
    if pid == 0:
        return None
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime


def load() -> str:
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def summary(log: Path) -> tuple[str, list[str]]:
    """The pytest result line (``N passed in S``) and the slowest-durations lines of a log."""
    text = log.read_text(encoding="utf-8", errors="replace").splitlines()
    result = next((line.strip("= ") for line in reversed(text) if re.search(r"\d+ (passed|failed|error)", line)), "no result line")
    slow, inside = [], False
    for line in text:
        if "slowest" in line and "durations" in line:
            inside = True
        elif inside and re.match(r"^\d+\.\d+s ", line):
            slow.append(line)
        elif inside and slow:
            break
    return result, slow[:15]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("paths", nargs="*", default=["tests"])
    parser.add_argument("--mode", choices=["paired", "alternate"], default="paired")
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "test_suite.md")
    args = parser.parse_args(argv)

    scratch = Path(tempfile.mkdtemp(prefix="kagflow-suite-"))
    # arms keyed by their role, not by revision name: the same revision twice is two arms
    revs = {"before": args.before, "after": args.after}
    repos = {arm: export(rev, scratch / f"r{i}") for i, (arm, rev) in enumerate(revs.items())}
    rows = []  # (arm and revision, paths, wall, cpu, load at start, load at end, log)
    if args.mode == "paired":
        begin, at_start = time.perf_counter(), load()
        running = {arm: start(repo, args.paths, scratch / f"{i}.log") for i, (arm, repo) in enumerate(repos.items())}
        logs = {arm: scratch / f"{i}.log" for i, arm in enumerate(running)}
        while running:  # each arm's wall ends when its own run does
            for arm, proc in list(running.items()):
                if (cpu := reap(proc, block=False)) is not None:
                    rows.append((f"{revs[arm]} ({arm})", args.paths, time.perf_counter() - begin, cpu, at_start, load(), logs.pop(arm)))
                    del running[arm]
            time.sleep(0.5)
    else:
        for path in args.paths:
            for i, (arm, repo) in enumerate(repos.items()):
                log = scratch / f"{i}-{path.replace('/', '_')}.log"
                begin, at_start = time.perf_counter(), load()
                cpu = reap(start(repo, [path], log), block=True)
                rows.append((f"{revs[arm]} ({arm})", [path], time.perf_counter() - begin, cpu, at_start, load(), log))

    lines = [f"# Test suite wall time, {args.before} vs {args.after} ({time.strftime('%Y-%m-%d %H:%M')}, {args.mode})", "",
             f"Machine: {os.cpu_count()} cores, shared with other jobs (load averages below).", "",
             "| revision | paths | wall (s) | CPU (s) | result | load at start | load at end |", "|---|---|---:|---:|---|---|---|"]
    for rev, paths, wall, cpu, a, b, log in rows:
        lines.append(f"| {rev} | {' '.join(paths)} | {wall:.0f} | {cpu:.0f} | {summary(log)[0]} | {a} | {b} |")
    for rev, paths, _, _, _, _, log in rows:
        lines += ["", f"## Slowest phases, {rev} {' '.join(paths)}", "", "```", *summary(log)[1], "```"]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
