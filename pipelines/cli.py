"""The ``kagflow`` command line: build, query, ui.

Exit codes: 0 success; 1 a build or query failed (the message says where); 2 bad usage or bad
input (project folder, schema, plan syntax, validation).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import subprocess
import sys
import time
import warnings
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

EXIT_FAILED = 1
EXIT_BAD_INPUT = 2

STAGE_LABELS = {
    "source_documents": "reading source files",
    "structured_mapping": "mapping tables onto the schema",
    "aligned_concepts": "aligning concepts",
    "derived_properties": "evaluating schema rules",
}


def _quiet_dagster() -> None:
    """Keep Dagster's own console logging and beta warnings out of the CLI's output."""
    warnings.filterwarnings("ignore", module="dagster")
    warnings.filterwarnings("ignore", message=".*is currently in beta.*")
    warnings.filterwarnings("ignore", message=".*is currently in preview.*")
    os.environ.setdefault("DAGSTER_DISABLE_TELEMETRY", "1")
    logging.getLogger("dagster").setLevel(logging.CRITICAL)


def cmd_build(args: argparse.Namespace, console: Console, err: Console) -> int:
    _quiet_dagster()
    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.pipelines.build import BuildError, build_project

    try:
        with console.status("starting build...", spinner="dots") as status:
            def progress(step: str) -> None:
                status.update(Text.assemble((STAGE_LABELS.get(step.split(":")[0], ""), "bold"), f" ({step})"))
            report = build_project(args.project, as_of=args.as_of, strict=True if args.strict else None, progress=progress)
    except (ProjectError, SchemaError) as exc:
        err.print(Text.assemble(("error: ", "red"), str(exc)))
        return EXIT_BAD_INPUT
    except BuildError as exc:
        err.print(Text.assemble(("build failed: ", "red"), f"{exc}\nThe previous tables are unchanged."))
        return EXIT_FAILED
    table = Table(title=f"kagflow build of {Path(args.project).resolve().name} (as of {report.as_of})")
    table.add_column("table")
    table.add_column("rows", justify="right")
    for name, count in report.counts.items():
        table.add_row(name, str(count))
    console.print(table)
    console.print(f"schema: {report.schema}")
    console.print(f"source files: {len(report.dirty_files)} new or changed, {len(report.removed_files)} removed")
    by_kind = Counter((severity, code) for severity, code, _ in report.issues if severity != "info")
    if by_kind:
        console.print(Text.assemble(("issues", "yellow"), " (all in table build_issues):"))
        for (severity, code), count in sorted(by_kind.items()):
            example = next(m for s, c, m in report.issues if (s, c) == (severity, code))
            console.print(f"  {severity} {code} x{count}: e.g. {example}")
    for severity, code, message in report.issues:  # where each triples table's rows went
        if code == "triples_table":
            console.print(f"triples table {message}")
    console.print(f"wrote {Path(args.project).resolve() / '.kagflow'}")
    return 0


def cmd_query(args: argparse.Namespace, console: Console, err: Console) -> int:
    import duckdb

    from kagflow.knowledge.mapping import observed_predicates
    from kagflow.project import Project, ProjectError
    from kagflow.schema.spg import SchemaError, load_project_schema
    from kagflow.solver.compile import compile_plan
    from kagflow.solver.execute import PlanExecutionError, PlanExecutor
    from kagflow.solver.logical_form import LogicalFormSyntaxError, parse_plan
    from kagflow.solver.validate import PlanValidationError, validate_plan

    try:
        project = Project(args.project)
        schema = load_project_schema(project.root)
        if args.plan == "-":
            text, source = sys.stdin.read(), "<stdin>"
        else:
            path = Path(args.plan)
            if not path.is_file():
                err.print(f"error: plan file {path} does not exist")
                return EXIT_BAD_INPUT
            text, source = path.read_text(encoding="utf-8"), str(path)
        plan = parse_plan(text, source)
        complete = _solver_model(project, plan)
        if args.explain:  # the schema is enough: nothing below opens the data
            return _explain(compile_plan(validate_plan(plan, schema, source, complete), schema, source), args.json, console)
        if not project.database_path.exists():
            err.print(f"error: {project.root} has not been built; run `kagflow build {args.project}` first")
            return EXIT_FAILED
        con = duckdb.connect(str(project.database_path), read_only=True)
        try:
            # columns the schema lacks stay queryable by their column name (KAG's AffairQA `level`)
            schema = schema.with_observed(observed_predicates(con))
            compiled = compile_plan(validate_plan(plan, schema, source, complete), schema, source)
            answer = PlanExecutor(con, schema, project.config.fuzzy_link_threshold).execute(compiled)
        finally:
            con.close()
    except (ProjectError, SchemaError, LogicalFormSyntaxError, PlanValidationError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    except RecursionError:
        err.print(f"error: {args.plan}: the plan is nested too deeply to read")
        return EXIT_BAD_INPUT
    except duckdb.IOException as exc:  # a build or another writer holds the store
        err.print(f"error: {project.database_path}: the knowledge store cannot be opened now ({exc}); try again when the build has finished")
        return EXIT_FAILED
    except (PlanExecutionError, SolverModelError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    if args.json:
        sys.stdout.write(json.dumps(answer.as_dict(), ensure_ascii=False, indent=2, default=str) + "\n")
        return 0
    for trace in answer.steps:
        console.print(Text.assemble((f"Step {trace.index} ", "bold"), trace.action))
        for reading in trace.normalisations:
            console.print(f"  read: {reading['original']} as {reading['canonical']} ({reading['construct']})")
        for link in trace.links:
            console.print(f"  link: {link}")
        if trace.sql:
            console.print(f"  sql: {trace.sql}")
            console.print(f"  params: {json.dumps(trace.params, ensure_ascii=False, default=str)[:400]}")
        console.print(f"  rows: {trace.rows}" + (f"  ({trace.note})" if trace.note else ""))
        if trace.sources:
            console.print(f"  sources: {', '.join(trace.sources[:8])}{' ...' if len(trace.sources) > 8 else ''}")
    for alias, pairs in answer.pairs.items():
        for entity, value in pairs:
            console.print(f"  {alias}: {entity} = {json.dumps(value, ensure_ascii=False, default=str)}")
    if answer.rows is not None:
        console.print(Text.assemble(("rows ", "bold"), f"({', '.join(answer.columns)}):"))
        for row in answer.rows:
            console.print("  " + json.dumps(row, ensure_ascii=False, default=str))
    console.print(Text.assemble(("answer: ", "bold"), json.dumps(answer.answer, ensure_ascii=False, default=str)))
    return 0


class SolverModelError(RuntimeError):
    """The language model a plan step needed did not answer (the message names the endpoint's error)."""


def _solver_model(project, plan):
    """A plain ``complete(messages) -> text`` over the project's model (KAG's chat LLM), or
    ``None`` when no step needs one or no model is configured (such a step is then a located
    "needs a language model" validation error).

    Only a Math step whose target words name no operation asks a model; the endpoint is resolved
    only then, so a plan without one never imports the LLM client.

    Raises:
        ProjectError: the ``llm:`` settings are inconsistent.
    """
    from kagflow.solver.logical_form import Math

    if not any(isinstance(step.action, Math) and step.action.target is None for step in plan.steps):
        return None
    from kagflow.project import Project, ProjectError
    from kagflow.resources.llm import LLMError, resolve_llm_settings
    from kagflow.solver.math_ops import PROMPT_VERSION

    try:
        settings = resolve_llm_settings(project.config.llm.model_dump(), os.environ)
    except ValueError as exc:
        raise ProjectError(f"{project.root / Project.CONFIG_FILE}: {exc}") from exc
    if settings is None:
        return None
    model = settings.resource(str(project.state_dir / "llm_cache"))

    def complete(messages: list[dict]) -> str:
        try:
            return model.complete(messages, purpose="solve", prompt_version=PROMPT_VERSION).text
        except LLMError as exc:
            raise SolverModelError(f"the language model at {model.base_url} did not answer: {exc}") from exc

    return complete


def _explain(compiled, as_json: bool, console: Console) -> int:
    """Print the canonical plan, its lenient readings and the compiled form (links, SQL, parameters)."""
    from kagflow.solver.logical_form import format_plan

    plan = compiled.validated.plan
    readings = [
        {"step": step.index, "construct": n.construct, "original": n.original, "canonical": n.canonical}
        for step, notes in zip(plan.steps, compiled.validated.normalisations)
        for n in notes
    ]
    if as_json:
        data = {"plan": format_plan(plan), "normalisations": readings, "compiled": compiled.as_dict()}
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")
        return 0
    console.print(Text("plan:", "bold"))
    console.print(format_plan(plan))
    for r in readings:
        console.print(f"read (Action{r['step']}): {r['original']} as {r['canonical']} ({r['construct']})")
    console.print(Text("compiled:", "bold"))
    console.print(compiled.explain())
    return 0


def cmd_ui(args: argparse.Namespace, console: Console, err: Console) -> int:
    from kagflow.project import Project, ProjectError
    from kagflow.incremental import plan_partitions, source_hashes
    from kagflow.pipelines.build import dagster_instance, sync_partitions

    try:
        project = Project(args.project)
    except ProjectError as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    _quiet_dagster()
    instance = dagster_instance(project)
    existing = instance.get_dynamic_partitions("source_files")
    sync_partitions(instance, plan_partitions(existing, source_hashes(project.sources_dir), []))
    env = dict(os.environ, KAGFLOW_PROJECT=str(project.root), DAGSTER_HOME=str(project.dagster_home))
    command = [sys.executable, "-m", "dagster", "dev", "-m", "kagflow.pipelines.definitions", "-p", str(args.port), "-h", args.host]
    console.print(f"Dagster UI for {project.root} on http://{args.host}:{args.port} (Ctrl-C to stop)")
    # Own process group, so the UI stops only through us: Ctrl-C or SIGTERM here is forwarded as the
    # SIGINT that `dagster dev` shuts down cleanly on (it ignores SIGTERM in some shells).
    # Started in the background, we may have inherited SIGINT/SIGTERM as *ignored*; the child gets the
    # default handlers back, so `dagster dev` hears the SIGINT we forward to its whole process group.
    process = subprocess.Popen(command, env=env, start_new_session=True, preexec_fn=_default_signals)
    stopping: list[float] = []

    def forward(_signum, _frame) -> None:
        if process.poll() is None:
            stopping.append(time.monotonic())
            _signal_group(process.pid, signal.SIGINT)

    signal.signal(signal.SIGINT, forward)
    signal.signal(signal.SIGTERM, forward)
    while True:
        try:
            return process.wait(timeout=1)
        except subprocess.TimeoutExpired:
            if stopping and time.monotonic() - stopping[0] > 30:  # did not stop cleanly: end it
                _signal_group(process.pid, signal.SIGKILL)


def _default_signals() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _signal_group(pgid: int, signum: int) -> None:
    try:
        os.killpg(pgid, signum)
    except ProcessLookupError:
        pass


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kagflow", description="Build schema-constrained knowledge graphs and query them with logical forms.")
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="build PROJECT/.kagflow from PROJECT/sources and PROJECT/schema (default: the built-in general schema)")
    build.add_argument("project", help="project folder (sources/, optional schema/ and kagflow.yaml)")
    build.add_argument("--as-of", dest="as_of", metavar="YYYY-MM-DD", help="date that rules' now() stands for (default: kagflow.yaml's as_of, else today)")
    build.add_argument("--strict", action="store_true", help="treat warnings (unmapped files, unresolved references...) as errors")
    query = sub.add_parser("query", help="run a logical-form plan against a built project")
    query.add_argument("project")
    query.add_argument("--plan", required=True, help="plan file, or - for standard input")
    query.add_argument("--json", action="store_true", help="print one JSON object (answer, bindings, pairs, rows, steps with SQL)")
    query.add_argument("--explain", action="store_true", help="print the canonical plan and its compiled form (links, SQL, parameters) without opening the data")
    ui = sub.add_parser("ui", help="open the Dagster UI on PROJECT (lineage, row counts, runs)")
    ui.add_argument("project")
    ui.add_argument("--port", type=int, default=3000)
    ui.add_argument("--host", default="127.0.0.1")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``kagflow`` console script; returns the exit code."""
    args = make_parser().parse_args(argv)
    # markup and highlighting off: names and plans are data ("[bold]" or "[/x]" in a name is text)
    console = Console(soft_wrap=True, markup=False, highlight=False)
    err = Console(stderr=True, soft_wrap=True, markup=False, highlight=False)
    handler = {"build": cmd_build, "query": cmd_query, "ui": cmd_ui}[args.command]
    return handler(args, console, err)


if __name__ == "__main__":
    sys.exit(main())
