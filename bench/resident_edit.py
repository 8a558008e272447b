"""An edit of one file: a fresh ``kagflow build`` process against the resident builder of
``kagflow build --watch`` (issue 20, item 4: "an edit of one file ≤ 3 % of a full build in CPU").

Run by hand, never in CI:

    python bench/resident_edit.py [--passages 1000] [--files 100] [--edits 3] [--rounds 2] \
        [--out bench/results/resident_edit.md]
    python bench/resident_edit.py --pair 8 [--pair-of threads|instance] --out bench/results/resident_edit.md   # appends a section

The first ``--passages`` MuSiQue passages as ``--files`` text files (bench/build_cost.py's project).
Each round, in turn, on fresh copies:

1. **full**: a fresh build in a child process (``build_project`` as ``kagflow build`` runs it): its
   CPU (user + system of the child and the processes it waited for, ``os.wait4``);
2. **one-shot edit**: that project with one file edited (a paragraph appended), built again in a
   new child process: what an edit costs without a resident builder;
3. **resident**: one child builds a fresh copy, then watches it (:func:`kagflow.pipelines.watch.watch_project`,
   as ``--watch`` does) while ``--edits`` files are edited one after another (the same edit as 2
   first); each rebuild's CPU is the child's own (``getrusage`` of the process and its children
   over the rebuild, :class:`kagflow.pipelines.watch.Rebuild`).

What the resident builder published after its edits is compared table by table (bench/build_cost.py's
row digests) with the one-shot arm's store after the same edits (its later ones built once more). Machine load (``uptime``) is recorded before each part.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_cost  # noqa: E402 - the project, the child runner's conventions and the digest

REPO = Path(__file__).resolve().parents[1]
ADDED = "\n\nAn added paragraph about Paris and Berlin.\n"


def edit(root: Path, index: int) -> Path:
    target = root / "sources" / f"part{index:03d}.txt"
    target.write_text(target.read_text(encoding="utf-8") + ADDED, encoding="utf-8")
    return target


def child_resident(root: str, files: str, edits: str, out: str) -> None:
    """Build ``root`` fresh, then watch it while ``edits`` files are edited one at a time; JSON to
    ``out``: the full build's CPU (this process from its start) and each rebuild's."""
    import resource
    import warnings

    warnings.filterwarnings("ignore")
    from kagflow.pipelines.build import build_project
    from kagflow.pipelines.watch import cpu_seconds, watch_project

    project, n_files = Path(root), int(files)
    build_project(project, as_of="2024-06-30")
    usage = resource.getrusage(resource.RUSAGE_SELF)
    full = cpu_seconds()
    results, stop, rebuilt = [], threading.Event(), threading.Semaphore(0)

    def on_rebuild(result) -> None:
        results.append(result)
        rebuilt.release()

    def editor() -> None:
        try:
            time.sleep(1.0)  # the watcher is watching
            for k in range(int(edits)):
                edit(project, (n_files // 2 + k) % n_files)
                if not rebuilt.acquire(timeout=300):
                    raise RuntimeError("no rebuild followed an edit")
        finally:
            stop.set()

    thread = threading.Thread(target=editor, daemon=True)
    thread.start()
    watch_project(project, on_rebuild, stop=stop, as_of="2024-06-30")
    thread.join()
    Path(out).write_text(json.dumps({
        "full_cpu": full, "full_rss_mib": usage.ru_maxrss / 1024,
        "rebuilds": [{"changed": r.changed, "cpu": r.cpu_s, "wall": r.wall_s, "error": r.error,
                      "dirty": r.report.dirty_files if r.report else None} for r in results]}), encoding="utf-8")


def child_pair(root: str, files: str, edits: str, out: str, of: str = "threads") -> None:
    """Build ``root`` fresh, then rebuild after ``edits`` single-file edits in this process
    (:func:`kagflow.pipelines.watch.rebuild`, as the resident builder does), alternating two arms; JSON
    to ``out``: each arm's CPU seconds. ``of`` picks the arms: ``threads`` (DuckDB's default threads
    against the one thread a small edit gets) or ``instance`` (a Dagster instance opened for each
    rebuild against the one the resident builder keeps open, ``build_project(resident=True)``)."""
    import warnings

    warnings.filterwarnings("ignore")
    from kagflow.pipelines.build import build_project, close_resident
    from kagflow.pipelines.watch import rebuild

    names = {"threads": ("default threads", "one thread"), "instance": ("instance per rebuild", "resident instance")}[of]
    project, n_files = Path(root), int(files)
    build_project(project, as_of="2024-06-30")
    arms: dict[str, list[float]] = {name: [] for name in names}
    for k in range(int(edits)):
        target = edit(project, (n_files // 2 + k) % n_files)
        args = {"as_of": "2024-06-30"}
        if of == "threads" and not k % 2:
            args["threads"] = None  # (no threads key: the small-edit rule's 1)
        if of == "instance":
            args["resident"] = bool(k % 2)
        result = rebuild(project, [f"sources/{target.name}"], build_project, args)
        arms[names[k % 2]].append(result.cpu_s)
    close_resident(project)
    Path(out).write_text(json.dumps(arms), encoding="utf-8")


def run_child(*args: str) -> float:
    """CPU seconds of ``python bench/resident_edit.py --child ARGS`` and what it waited for."""
    return build_cost.run_child(sys.executable, *args, cwd=REPO, script=Path(__file__).resolve())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passages", type=int, default=1000)
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--edits", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "resident_edit.md"))
    parser.add_argument("--pair", type=int, default=0, metavar="N",
                        help="instead: N edits in one resident process alternating two arms (--pair-of)")
    parser.add_argument("--pair-of", choices=("threads", "instance"), default="threads",
                        help="the arms of --pair: DuckDB's default threads against one thread, or a Dagster instance "
                             "opened per rebuild against the resident one")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        {"build": build_cost.child_build, "digest": build_cost.child_digest, "resident": child_resident,
         "pair": child_pair}[args.child[0]](*args.child[1:])
        return
    if args.pair:
        pair(args)
        return
    passages = json.loads((build_cost.DATASETS / "musique" / "corpus.json").read_text(encoding="utf-8"))[:args.passages]
    rows, started = [], build_cost.uptime()
    with tempfile.TemporaryDirectory(prefix="kagflow-resident-") as tmp:
        work = Path(tmp)
        for rnd in range(args.rounds):
            row = {"round": rnd + 1}
            one = build_cost.files_project(work / f"oneshot-{rnd}", passages, args.files)
            row["load_full"] = build_cost.uptime()
            row["full_cpu"] = run_child("build", str(one))
            edit(one, args.files // 2)
            row["load_oneshot"] = build_cost.uptime()
            row["oneshot_edit_cpu"] = run_child("build", str(one))
            for k in range(1, args.edits):  # the resident arm's later edits, built once more (not timed)
                edit(one, (args.files // 2 + k) % args.files)
            run_child("build", str(one))
            run_child("digest", str(one), str(work / f"oneshot-{rnd}.json"))
            res = build_cost.files_project(work / f"resident-{rnd}", passages, args.files)
            row["load_resident"] = build_cost.uptime()
            row["resident_child_cpu"] = run_child("resident", str(res), str(args.files), str(args.edits), str(work / f"res-{rnd}.json"))
            report = json.loads((work / f"res-{rnd}.json").read_text(encoding="utf-8"))
            row.update(resident_full_cpu=report["full_cpu"], rebuilds=report["rebuilds"])
            run_child("digest", str(res), str(work / f"resident-{rnd}.json"))  # what the resident builder published
            row["equal"] = build_cost.compare(work / f"oneshot-{rnd}.json", work / f"resident-{rnd}.json")
            rows.append(row)
            print(json.dumps({k: v for k, v in row.items() if k != "rebuilds"}), flush=True)
            shutil.rmtree(one)
            shutil.rmtree(res)
    text = render(rows, args, started, build_cost.uptime())
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


def pair(args) -> None:
    """``--pair N``: one resident process, N edits alternating the two arms of ``--pair-of``; the
    section is appended to ``--out``."""
    passages = json.loads((build_cost.DATASETS / "musique" / "corpus.json").read_text(encoding="utf-8"))[:args.passages]
    with tempfile.TemporaryDirectory(prefix="kagflow-resident-") as tmp:
        root = build_cost.files_project(Path(tmp) / "pair", passages, args.files)
        started = build_cost.uptime()
        run_child("pair", str(root), str(args.files), str(args.pair), str(Path(tmp) / "pair.json"), args.pair_of)
        arms = json.loads((Path(tmp) / "pair.json").read_text(encoding="utf-8"))
    title = {"threads": "DuckDB threads", "instance": "The Dagster instance per rebuild or kept"}[args.pair_of]
    lines = ["", f"## {title} side by side in one resident process, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", "",
             f"`python bench/resident_edit.py --pair {args.pair} --pair-of {args.pair_of} --passages {args.passages} --files {args.files}`: "
             "one edit of a different file each time, the arms alternating; CPU seconds of each rebuild.", "",
             f"Load at start: `{started}`", f"Load at end: `{build_cost.uptime()}`", "",
             "| arm | rebuilds (CPU s) | mean |", "|---|---|---:|"]
    for arm, each in arms.items():
        lines.append(f"| {arm} | {', '.join(f'{c:.2f}' for c in each)} | {statistics.mean(each):.2f} |")
    first, second = (statistics.mean(each) for each in arms.values())
    lines += ["", f"{list(arms)[1].capitalize()} against {list(arms)[0]}: {second / first:.2f}×.", ""]
    with open(args.out, "a", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print("\n".join(lines))


def render(rows: list[dict], args, started: str, ended: str) -> str:
    lines = [f"# An edit of one file: one-shot build against the resident builder, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
             "", f"`python bench/resident_edit.py --passages {args.passages} --files {args.files} --edits {args.edits} "
             f"--rounds {args.rounds}`; CPU seconds (user + system, children included).", "",
             f"Load at start: `{started}`", f"Load at end: `{ended}`", "",
             "| round | full build (fresh process) | one-shot edit | one-shot / full | resident rebuilds (each) | "
             "resident median / full | resident child's full build |", "|---:|---:|---:|---:|---|---:|---:|"]
    for r in rows:
        each = [b["cpu"] for b in r["rebuilds"] if b["error"] is None and b["dirty"]]
        median = statistics.median(each) if each else float("nan")
        lines.append(f"| {r['round']} | {r['full_cpu']:.1f} | {r['oneshot_edit_cpu']:.2f} | {r['oneshot_edit_cpu'] / r['full_cpu']:.1%} | "
                     f"{', '.join(f'{c:.2f}' for c in each)} | {median / r['full_cpu']:.1%} | {r['resident_full_cpu']:.1f} |")
    lines += ["", "Load before each part:", ""]
    for r in rows:
        for key in ("load_full", "load_oneshot", "load_resident"):
            lines.append(f"- round {r['round']} {key[5:]}: `{r[key].split('load average:')[-1].strip()}`")
    lines += ["", "Equality (what the resident builder published after its edits against the one-shot arm's store "
              "after the same edits; row digests, vectors by cosine):", ""]
    for r in rows:
        c = r["equal"]
        lines.append(f"- round {r['round']}: {c['tables']} tables, differing: {', '.join(c['differ']) or 'none'}; "
                     f"least cosine: {json.dumps(c['cosine'])}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
