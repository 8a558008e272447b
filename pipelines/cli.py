"""The ``kagflow`` command line: build, query, ask, eval, mcp, serve, ui.

Exit codes: 0 success; 1 a build or query failed (the message says where), another build of
the project is running, or the machine refused (no space, read-only, permission: the path and the
condition); 2 bad usage or bad input (project folder, schema, plan syntax, validation, text that is
not UTF-8, an empty or over-long question: :mod:`kagflow.boundary`);
130 interrupted (Ctrl-C; a build also on SIGTERM), the previous tables unchanged.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import re
import signal
import subprocess
import sys
import threading
import time
import warnings
from collections import Counter
from pathlib import Path

from kagflow.pipelines.terminal import Console, Text, server_logging  # rich only for tables and the live status line

EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # Ctrl-C or SIGTERM during a build (128 + SIGINT, as shells report it)

STAGE_LABELS = {
    "source_documents": "reading source files",
    "document_parts": "reading and splitting documents",  # its ops: document_parts.parse_document_shard[shard_0], ...
    "structured_mapping": "mapping tables onto the schema",
    "aligned_concepts": "aligning concepts",
    "concept_placements": "placing entities in concepts",
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
    if not args.wait >= 0:  # checked first, whatever path the build takes (NaN too: it would wait forever)
        err.print(f"error: --wait must be 0 or more seconds, not {args.wait:g}")
        return EXIT_BAD_INPUT
    if args.processes is not None and not 1 <= args.processes <= 64:
        err.print(f"error: --processes must be between 1 and 64, not {args.processes}")
        return EXIT_BAD_INPUT
    if getattr(args, "watch", False):
        from kagflow.pipelines.watch import watch_build

        return watch_build(args, console, err, first=lambda keep: _build_once(args, console, err, keep))
    return _build_once(args, console, err)


def _build_once(args: argparse.Namespace, console: Console, err: Console, keep: list | None = None) -> int:
    """One ``kagflow build`` after its arguments were checked: its exit code (its report appended
    to ``keep``, when given, after a build that ran)."""
    if not getattr(args, "force", False):  # before the pipeline (Dagster, spaCy) is loaded: nothing to do, say so
        from kagflow.incremental import up_to_date

        stamp = up_to_date(args.project, as_of=args.as_of, strict=True if args.strict else None)
        if stamp is not None:
            console.print(f"up to date: {Path(args.project).resolve() / '.kagflow'} was built from these sources, settings "
                          f"and as-of date ({stamp['inputs']['as_of']}); nothing to do (--force rebuilds)")
            _remove_stale_staging(args.project, console, err)
            return 0
    _quiet_dagster()
    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.pipelines.build import BuildBusyError, BuildError, build_project

    # SIGTERM (a service manager stopping the build) ends it like Ctrl-C: staging deleted, tables intact
    in_main_thread = threading.current_thread() is threading.main_thread()  # signal handlers live there only
    previous_term = signal.signal(signal.SIGTERM, _interrupt) if in_main_thread else None
    try:
        # a terminal gets the live status line; a pipe or file (CI, cron) one flushed line per stage start and end
        display = console.status("starting build...", spinner="dots") if console.is_terminal else contextlib.nullcontext()
        with display as status, _stderr_held(args.project):
            def progress(step: str) -> None:
                from rich.text import Text as RichText  # the live status line is rich's (a terminal only)

                status.update(RichText.assemble((STAGE_LABELS.get(step.split(":")[0].split(".")[0], ""), "bold"), f" ({step})"))

            def stage_line(event) -> None:
                console.file.write(event.line() + "\n")
                console.file.flush()
            report = build_project(args.project, as_of=args.as_of, strict=True if args.strict else None,
                                   progress=progress if status is not None else None,
                                   stages=None if status is not None else stage_line,
                                   wait=args.wait, processes=args.processes or 0)
    except KeyboardInterrupt:
        err.print(Text.assemble(("build interrupted: ", "red"), f"nothing was published; {_previous_tables(args.project)}."))
        return EXIT_INTERRUPTED
    except (ProjectError, SchemaError) as exc:
        err.print(Text.assemble(("error: ", "red"), str(exc)))
        return EXIT_BAD_INPUT
    except BuildBusyError as exc:
        err.print(Text.assemble(("build refused: ", "red"), str(exc)))
        return EXIT_FAILED
    except BuildError as exc:
        err.print(Text.assemble(("build failed: ", "red"), f"{exc}\n{_previous_tables(args.project).capitalize()}."))
        return EXIT_FAILED
    finally:
        if in_main_thread:
            signal.signal(signal.SIGTERM, previous_term)
    if keep is not None:
        keep.append(report)
    from rich.table import Table  # build and eval summaries only (a query never imports it)

    table = Table(title=f"kagflow build of {Path(args.project).resolve().name} (as of {report.as_of})")
    table.add_column("table")
    table.add_column("rows", justify="right")
    for name, count in report.counts.items():
        table.add_row(name, str(count))
    console.print(table)
    console.print(f"schema: {report.schema}")
    console.print(f"source files: {len(report.dirty_files)} new or changed, {len(report.removed_files)} removed")
    if report.languages:
        shown = ", ".join(f"{language} via {path}: {n}" for (language, path), n in sorted(report.languages.items()))
        console.print(f"chunks by language and extraction path: {shown}")
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
    if report.snapshot:  # store.uri in kagflow.yaml
        console.print(f"published {report.snapshot}")
    return 0


def _remove_stale_staging(project: str, console: Console, err: Console) -> None:
    """An up-to-date project: delete what a build killed outright left (staging copy, parts), only
    when no live build holds the lock (:func:`kagflow.publish.remove_stale_staging`); one line
    says what went. A file that cannot be deleted is a warning: the published store is intact."""
    from kagflow.boundary import os_fault
    from kagflow.project import Project
    from kagflow.publish import remove_stale_staging

    try:
        proj = Project(project)
        removed = remove_stale_staging(proj)
    except (OSError, ValueError) as exc:  # a ProjectError (the folder changed since up_to_date read it) is a ValueError
        err.print(f"warning: what an interrupted build left could not be removed: {os_fault(exc) or exc}")
        return
    if removed:
        names = ", ".join(path.relative_to(proj.state_dir).as_posix() for path in removed)
        console.print(f"removed what an interrupted build left in {proj.state_dir}: {names}")


@contextlib.contextmanager
def _stderr_held(project: str):
    """Hold what the build's libraries write to ``sys.stderr`` (Dagster writes some faults there
    raw, in SQLAlchemy's words, before it raises them): given back on success, written to
    ``.kagflow/logs/build-stderr.log`` (when that folder can be written) on failure, so a failed
    build prints its one line only."""
    import io

    held, real = io.StringIO(), sys.stderr
    sys.stderr = held
    try:
        yield held
    except BaseException:
        sys.stderr = real
        with contextlib.suppress(OSError, ValueError):
            from kagflow.project import Project

            logs = Project(project).state_dir / "logs"
            if held.getvalue() and logs.parent.is_dir():
                logs.mkdir(exist_ok=True)
                (logs / "build-stderr.log").write_text(held.getvalue(), encoding="utf-8", errors="replace")
        raise
    finally:
        sys.stderr = real
    real.write(held.getvalue())


def _previous_tables(project: str) -> str:
    """What a failed or interrupted build left: "the previous tables are unchanged", or, when the
    project was never built, that there are none (lower case, no full stop)."""
    from kagflow.project import Project, ProjectError

    try:
        built = Project(project).database_path.exists()
    except (ProjectError, OSError):
        built = True  # cannot tell: say what holds whenever there was a build
    return "the previous tables are unchanged" if built else "the project has no published tables yet (never built)"


def _interrupt(_signum, _frame) -> None:
    raise KeyboardInterrupt


def cmd_query(args: argparse.Namespace, console: Console, err: Console) -> int:
    if args.plans is not None:
        return _query_plans(args, err)
    # only what a plan needs: no numpy, pyarrow or build modules for a small store (issue 20; the
    # index, the encoder, a model and the mapping's scan are imported where they are used)
    import duckdb

    from kagflow.boundary import NotUtf8Error, check_utf8_text, decode_utf8
    from kagflow.project_paths import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError, parse_plan
    from kagflow.solver.model import ModelReplyError, SolverModelError
    from kagflow.solver.reader import AskError, ProjectReader
    from kagflow.solver.validate import PlanValidationError

    try:
        if args.question is not None:
            check_utf8_text(args.question, "--question")
        if args.plan == "-":
            text, source = read_stdin(), "<stdin>"
        else:
            path = Path(args.plan)
            if not path.is_file():
                err.print(f"error: plan file {path} does not exist")
                return EXIT_BAD_INPUT
            text, source = decode_utf8(path.read_bytes(), str(path)), str(path)
        plan = parse_plan(text, source)  # a bad plan is exit 2 whether or not the project was built
        if args.explain:  # the schema is enough: nothing below opens the data
            return _explain(_explained(args.project, plan, source), args.json, console)
        with ProjectReader(args.project, one_shot=True) as reader:  # the local store or the object store's snapshot
            answer = reader.query(text, source, question=args.question, strict=args.strict, parsed=plan)
            for note in reader.encoder_notes():  # a store built without the ONNX export
                err.print(f"note: {note}")
    except (ProjectError, SchemaError, LogicalFormSyntaxError, PlanValidationError, NotUtf8Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    except RecursionError:
        err.print(f"error: {args.plan}: the plan is nested too deeply to read")
        return EXIT_BAD_INPUT
    except AskError as exc:  # not built; a writer held the store past the retries; S3 unreachable
        err.print(f"error: {exc}")
        return EXIT_FAILED
    except FileNotFoundError as exc:  # the store vanished between the check and the open
        err.print(f"error: {exc}")
        return EXIT_FAILED
    except (PlanExecutionError, SolverModelError, ModelReplyError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    if args.json:
        sys.stdout.write(json.dumps(answer.as_dict(), ensure_ascii=False, indent=2, default=str) + "\n")
    else:
        _print_answer(answer, console)
    return 0


def _print_answer(answer, console: Console) -> None:
    """``kagflow query``'s text output: each step's readings, links, SQL, rows, retriever,
    fallback, sources and citations, then the pairs, rows, evidence and the answer."""
    from kagflow.solver.answer import render_value

    for trace in answer.steps:
        console.print(Text.assemble((f"Step {trace.index} ", "bold"), trace.action))
        for reading in trace.normalisations:
            scored = f", score {reading['score']:.2f}" if reading.get("score") is not None else ""
            others = ", ".join(f"{name} {score:.2f}" if score is not None else name for name, score in reading.get("alternatives", ()))
            console.print(f"  read: {reading['original']} as {reading['canonical'] or '(nothing)'} ({reading['construct']}{scored}"
                          + (f"; runners-up: {others}" if others else "") + ")")
        for link in trace.links:
            console.print(f"  link: {link}")
        if trace.sql:
            console.print(f"  sql: {trace.sql}")
            console.print(f"  params: {json.dumps(trace.params, ensure_ascii=False, default=str)[:400]}")
        console.print(f"  rows: {trace.rows}" + (f"  ({trace.note})" if trace.note else ""))
        if trace.retriever or trace.fallback:
            console.print(f"  retriever: {trace.retriever or 'none answered'}")
        if trace.fallback:
            console.print(Text(f"  fallback: {trace.fallback}", style="yellow"))
        if trace.sources:
            console.print(f"  sources: {', '.join(trace.sources[:8])}{' ...' if len(trace.sources) > 8 else ''}")
        for hit in trace.citations[:3]:
            console.print(f"  cites: {hit['citation']}")
    for alias, pairs in answer.pairs.items():
        for entity, value in pairs:
            console.print(f"  {alias}: {entity} = {render_value(value)}")
    if answer.rows is not None:
        console.print(Text.assemble(("rows ", "bold"), f"({', '.join(answer.columns)}):"))
        for row in answer.rows:
            console.print("  " + render_value(row))
    for hit in answer.evidence:
        excerpt = " ".join(hit["text"].split())
        console.print(f"  evidence (step {hit['step']}): {hit['citation']}: {excerpt[:160]}{' ...' if len(excerpt) > 160 else ''}")
    for note in answer.notes:  # a fuzzy link, a placeholder left out: said beside the answer, not only in its step
        console.print(Text(f"note: {note}", style="yellow"))
    console.print(Text.assemble(("answer: ", "bold"), render_value(answer.answer)))


def _query_plans(args: argparse.Namespace, err: Console) -> int:
    """``kagflow query --plans FILE``: one JSON line per plan (:mod:`kagflow.solver.batch`); a
    plan's failure is in its line, and the exit code is 0 once the file was read."""
    import duckdb

    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.ask import AskError, Asker
    from kagflow.solver.batch import PlanFileError, load_plans, run_plans
    from kagflow.solver.model import SolverModelError
    from kagflow.solver.retrievers.hybrid import SearchError

    if args.explain:
        err.print("error: --explain takes one plan (--plan FILE), not --plans")
        return EXIT_BAD_INPUT
    try:
        from kagflow.incremental import check_text_inputs

        check_text_inputs(args.project)  # kagflow.yaml and schema files that are not UTF-8: located, exit 2
        items = load_plans(args.plans)
        asker = Asker(args.project)
    except (ProjectError, SchemaError, PlanFileError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    except (AskError, SearchError, SolverModelError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    with asker:
        for result in run_plans(asker, items):
            sys.stdout.write(json.dumps(result, ensure_ascii=False, default=str) + "\n")
            sys.stdout.flush()
    return 0


def read_stdin() -> str:
    """Standard input as text, decoded as UTF-8 here rather than by the locale (which may escape a
    bad byte as a surrogate that fails later, deep in the solver).

    Raises:
        NotUtf8Error: ``"<stdin>:{line}:{column}: byte N (0xNN) is not valid UTF-8; ..."``.
    """
    from kagflow.sources import check_utf8_text, decode_utf8

    advice = "send the plan as UTF-8"
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return decode_utf8(buffer.read(), "<stdin>", advice)
    return check_utf8_text(sys.stdin.read(), "<stdin>", advice)  # a replaced stream (tests, embedding)


def _explained(project_root: str, plan, source: str):
    """``--explain``: the parsed ``plan`` compiled against the schema alone (the store is not opened; a project
    that has not been built can be explained); the model is resolved only when a step needs it."""
    from kagflow.project_paths import check_text_inputs, reader_project
    from kagflow.schema.spg import load_project_schema
    from kagflow.solver.compile import compile_plan
    from kagflow.solver.model import solver_model
    from kagflow.solver.reader import needs_model
    from kagflow.solver.validate import validate_plan

    check_text_inputs(project_root)  # no ProjectReader here, which would check kagflow.yaml and the schema files itself
    project = reader_project(project_root)
    schema = load_project_schema(project.root)
    complete = solver_model(project) if needs_model(plan) else None
    return compile_plan(validate_plan(plan, schema, source, complete), schema, source)


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


def cmd_mcp(args: argparse.Namespace, console: Console, err: Console) -> int:
    """Serve PROJECT's ``ask``/``query``/``search`` tools over stdio (:mod:`kagflow.pipelines.mcp_server`).

    Standard output carries the protocol, so everything else goes to standard error.
    """
    from kagflow.project import Project, ProjectError

    try:
        project = Project(args.project)
    except ProjectError as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    from kagflow.store.object_store import is_built

    if not is_built(project):
        err.print(f"error: {project.root} has not been built; run `kagflow build {args.project}` first")
        return EXIT_FAILED
    from kagflow.pipelines.mcp_server import serve

    server_logging(err)
    try:
        # "kagflow mcp: ready: ..." on stderr once the project is loaded (stdout carries the protocol)
        serve(project.root, ready=lambda line: print(terminal_safe(line), file=sys.stderr, flush=True))
    except KeyboardInterrupt:
        pass
    return 0


def cmd_serve(args: argparse.Namespace, console: Console, err: Console) -> int:
    """``kagflow serve``: PROJECT's HTTP API and web page (:mod:`kagflow.pipelines.http_server`)
    until Ctrl-C. Binding beyond loopback without an API key is refused (exit 2)."""
    from kagflow.project import Project, ProjectError

    try:
        project = Project(args.project)
    except ProjectError as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    if not 0 <= args.port <= 65535:
        err.print(f"error: --port must be between 0 and 65535, not {args.port}")
        return EXIT_BAD_INPUT
    from kagflow.pipelines.http_server import API_KEY_ENV, api_key_for, is_loopback, serve
    from kagflow.store.object_store import is_built

    key = api_key_for(project.config)
    if key is not None and len(key) < 16:
        err.print(f"error: {API_KEY_ENV} is {len(key)} characters long; an API key needs at least 16")
        return EXIT_BAD_INPUT
    if key is None and not is_loopback(args.host):
        err.print(f"error: --host {args.host} reaches beyond this machine: set serve.api_key in kagflow.yaml or "
                  f"{API_KEY_ENV} (at least 16 characters), or bind 127.0.0.1")
        return EXIT_BAD_INPUT
    if not is_built(project):
        err.print(f"error: {project.root} has not been built; run `kagflow build {args.project}` first")
        return EXIT_FAILED
    server_logging(err)
    try:
        serve(project.root, args.host, args.port, api_key=key,
              ready=lambda url: err.print(f"serving {project.root} at {url}/ (API docs at {url}/docs); Ctrl-C stops it"))
    except KeyboardInterrupt:
        pass
    except OSError as exc:  # the port is taken, the address is not this machine's
        err.print(f"error: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
        return EXIT_FAILED
    return 0


def cmd_ask(args: argparse.Namespace, console: Console, err: Console) -> int:
    """``kagflow ask``: the logic is :class:`kagflow.solver.ask.Asker`; this prints it.

    The question is checked before anything heavy loads (:func:`kagflow.boundary.check_question`):
    an empty, oversized or non-UTF-8 question is one line and exit 2 within a second.
    """
    from kagflow.boundary import InputError, check_k, check_question
    from kagflow.project_paths import ProjectError, reader_project

    try:
        check_k(args.k, "--k")  # the servers' limit and words
        limit = reader_project(args.project).config.limits.max_question_chars
        question = check_question(args.question, limit)
        after = [check_question(q, limit) for q in args.after or []]
    except (InputError, ProjectError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    import duckdb

    from kagflow.schema.spg import SchemaError
    from kagflow.solver.ask import AskError, Asker
    from kagflow.solver.model import ModelReplyError, SolverModelError

    try:
        with Asker(args.project) as asker:
            result = asker.ask(question, planning=args.planning, k=args.k, planner=args.planner, after=after)
    except (ProjectError, SchemaError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    except (AskError, SolverModelError, ModelReplyError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    except ValueError as exc:  # an argument the project cannot serve (--planner model without a model)
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    if args.json:
        sys.stdout.write(json.dumps(result.as_dict(), ensure_ascii=False, indent=2, default=str) + "\n")
        return 0
    _print_ask(result, console)
    return 0


# bidirectional overrides and isolates, and C0/C1 controls other than tab and newline: a document
# that holds them would reorder or hide what the terminal shows
_UNSAFE_CHARS = re.compile("[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def terminal_safe(value):
    """``value`` (str, or lists/dicts/tuples of them) with every bidirectional control and other
    control character but tab and newline written as its ``\\uXXXX`` escape, for printing."""
    if isinstance(value, str):
        return _UNSAFE_CHARS.sub(lambda m: f"\\u{ord(m.group(0)):04x}", value)
    if isinstance(value, list):
        return [terminal_safe(v) for v in value]
    if isinstance(value, tuple):
        return tuple(terminal_safe(v) for v in value)
    if isinstance(value, dict):
        return {k: terminal_safe(v) for k, v in value.items()}
    return value


def _print_ask(result, console: Console) -> None:
    """The text form of an :class:`~kagflow.solver.ask.AskResult` (text from documents printed
    with its control characters escaped: :func:`terminal_safe`)."""
    import dataclasses

    from kagflow.solver.answer import render_value
    from kagflow.solver.ask import NOTHING_ANSWERS

    result = dataclasses.replace(result, **{f.name: terminal_safe(getattr(result, f.name)) for f in dataclasses.fields(result)})

    if result.plan:
        console.print(Text("plan:", "bold"))
        console.print(result.plan)
        for step in result.steps:
            console.print(Text.assemble((f"Step {step['step']} ", "bold"), step["action"],
                                        f"  [{step['retriever']}]" if step["retriever"] else ""))
            if step["sql"]:
                console.print(f"  sql: {step['sql']}")
                console.print(f"  params: {json.dumps(step['params'], ensure_ascii=False, default=str)[:400]}")
            console.print(f"  rows: {step['rows']}" + (f"  ({step['note']})" if step["note"] else ""))
            if step.get("fallback"):
                console.print(f"  fallback: {step['fallback']}")
            for c in step["citations"][:3]:
                console.print(f"  source: {c['citation']}")
    if result.mode == "answer":
        console.print(Text.assemble((f"{result.label or 'answer'}: ", "bold"), result.answer or ""))
        for step in result.steps:
            for source in step.get("sources", [])[:5]:
                console.print(f"  from: {source}")
        if result.values is not None:
            console.print(f"plan values: {render_value(result.values)[:400]}")
    else:
        if not result.relevant:
            console.print(Text(f"{NOTHING_ANSWERS}.", "bold"))
        console.print(Text(result.label or "Evidence:", "bold yellow"))
    if result.links:
        console.print(Text("linked in the question (entities, passage titles):", "bold"))
        for link in result.links:
            console.print(f"  {link['text']} -> {link['name']} ({link['type']}, {link['method']})")
    if result.facts:
        console.print(Text("facts:", "bold"))
        for f in result.facts:
            console.print(f"  {f['subject']} -[{f['predicate']}]-> {f['object']}  ({f['source']})")
    if result.chunks:
        console.print(Text("passages:" if result.relevant else "passages (all below the relevance bar):", "bold"))
        for n, c in enumerate(result.chunks, 1):
            mark = "*" if n in result.cited else " "
            bar = c.get("relevance")
            below = "  below the bar" if bar is not None and not bar["clears"] else ""
            console.print(f" {mark}[{n}] {c['citation']}  ({c['retriever']} {c['score']:.3f}){below}")
            console.print("      " + " ".join(c["text"].split())[:300])
    for note in result.notes:
        console.print(Text.assemble(("note: ", "yellow"), note))


def cmd_eval(args: argparse.Namespace, console: Console, err: Console) -> int:
    """``kagflow eval``: recall@k of gold passages per retriever (passage sets), answers' EM/F1,
    precision and latency (every set with answers; each question asked as ``kagflow ask`` does)."""
    import duckdb

    from kagflow.project import Project, ProjectError
    from kagflow.solver.eval import QA_FORMAT, QuestionFileError, load_questions
    from kagflow.solver.retrievers.hybrid import SearchError

    try:
        ks = sorted({int(k) for k in args.k.split(",")})
        if not ks or ks[0] < 1:
            raise ValueError
    except ValueError:
        err.print(f"error: --k {args.k!r}: expected positive whole numbers separated by commas, such as 2,5")
        return EXIT_BAD_INPUT
    try:
        project = Project(args.project)
        kind, questions = load_questions(args.questions)
    except (ProjectError, QuestionFileError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    from kagflow.store.object_store import is_built

    if not is_built(project):
        err.print(f"error: {project.root} has not been built; run `kagflow build {args.project}` first")
        return EXIT_FAILED
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.ask import AskError, Asker
    from kagflow.solver.model import ModelReplyError, SolverModelError

    try:
        with console.status(f"loading indexes of {project.root.name}...", spinner="dots") if not args.json else contextlib.nullcontext():
            asker = Asker(project.root)
    except (AskError, SearchError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    except (ProjectError, SchemaError) as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    try:
        with console.status(f"asking {len(questions)} questions...", spinner="dots") if not args.json else contextlib.nullcontext():
            if kind == QA_FORMAT:
                report = _eval_answers(asker, project, questions)
            else:
                report = _eval_passages(asker, questions, ks, kind)
    except QuestionFileError as exc:
        err.print(f"error: {args.questions}: {exc}")
        return EXIT_BAD_INPUT
    except (SearchError, SolverModelError, ModelReplyError, duckdb.Error) as exc:
        err.print(f"error: {exc}")
        return EXIT_FAILED
    finally:
        asker.close()
    if args.json:
        sys.stdout.write(json.dumps(report.as_dict(per_question=args.per_question), ensure_ascii=False, default=str) + "\n")
        return 0
    if kind == QA_FORMAT:
        _print_answer_report(report, project.root.name, args.per_question, console)
    else:
        _print_passage_report(report, project.root.name, kind, ks, args.per_question, console)
    return 0


def _eval_passages(asker, questions, ks, kind):
    """Recall@k per retriever on a passage set, and EM/F1 of the written answers."""
    from kagflow.solver.eval import evaluate, gold_documents

    gold = gold_documents(asker.con, questions)

    def answer(question: str, _hits) -> str | None:  # the written answer; evidence mode answers nothing
        result = asker.ask(question)
        return result.answer if result.mode == "answer" else None

    return evaluate(asker.chunk_search, questions, gold, ks, answer=answer, kind=kind)


def _eval_answers(asker, project, questions):
    """EM/F1, precision and latency of ``ask`` on a question-answer set, with its notes."""
    from kagflow.solver.eval import as_of_notes, built_as_of, evaluate_answers

    report = evaluate_answers(asker, questions, warm_up=lambda question: asker.search(question, 1))
    if asker.complete is None and report.answered == 0:
        report.notes.append("no language model configured (llm: in kagflow.yaml or KAGFLOW_LLM_*): every question was "
                            "answered with evidence only, so every question abstained")
    report.notes.extend(as_of_notes(questions, built_as_of(project)))
    return report


def _abstentions(answered: int, n: int) -> str:
    return f"answered {answered} of {n}, abstained {n - answered}"


def _print_passage_report(report, name: str, kind: str, ks, per_question: bool, console: Console) -> None:
    """The text form of a passage-set :class:`~kagflow.solver.eval.EvalReport`."""
    from kagflow.solver.retrievers.hybrid import RETRIEVERS

    from rich.table import Table  # build and eval summaries only (a query never imports it)

    table = Table(title=f"kagflow eval of {name}: {report.n} {kind} questions")
    table.add_column("retriever")
    for k in ks:
        table.add_column(f"recall@{k}", justify="right")
    for retriever in RETRIEVERS:
        table.add_row(retriever, *(f"{report.recall[retriever][f'recall@{k}']:.3f}" for k in ks))
    console.print(table)
    console.print(f"latency per question (retrieval): p50 {report.latency_ms['p50']:.0f} ms, p95 {report.latency_ms['p95']:.0f} ms")
    if report.em is not None:
        precision = "n/a" if report.precision is None else f"{report.precision:.3f}"
        console.print(f"answers: {_abstentions(report.answered, report.n)}; EM {report.em:.3f}  F1 {report.f1:.3f}  "
                      f"precision {precision}")
        if report.answered == 0:
            console.print("no question got an answer (without a language model, llm: in kagflow.yaml, ask gives evidence only)")
    if per_question:
        console.print(Text("per question:", "bold"))
        for row in report.per_question:
            recall = "  ".join(f"{r}@{k} {row[f'{r}@{k}']:.2f}" for r in RETRIEVERS for k in ks)
            console.print(f"{row['id']}  {recall}  {row['question']}")
            if "em" in row:
                predicted = "(abstained)" if row["prediction"] is None else json.dumps(row["prediction"], ensure_ascii=False)
                console.print(f"    em {row['em']:.0f}  f1 {row['f1']:.2f}  predicted: {predicted}  "
                              f"gold: {json.dumps(row['gold'], ensure_ascii=False)}")


def _print_answer_report(report, name: str, per_question: bool, console: Console) -> None:
    """The text form of an :class:`~kagflow.solver.eval.AnswerReport`."""
    from kagflow.solver.answer import render_value

    console.print(Text(f"kagflow eval of {name}: {report.n} questions with gold answers (no passages)", "bold"))
    precision = "n/a (nothing answered)" if report.precision is None else f"{report.precision:.3f}"
    console.print(f"{_abstentions(report.answered, report.n)}")
    console.print(f"EM {report.em:.3f}  F1 {report.f1:.3f}  precision {precision}")
    console.print(f"latency per question (ask): p50 {report.latency_ms['p50']:.0f} ms, p95 {report.latency_ms['p95']:.0f} ms")
    for note in report.notes:
        console.print(Text.assemble(("note: ", "yellow"), note))
    if per_question:
        console.print(Text("per question:", "bold"))
        for row in report.per_question:
            console.print(f"{row['id']}  {row['mode']}  em {row['em']:.0f}  f1 {row['f1']:.2f}  {row['latency_ms']:.0f} ms  "
                          f"{row['question']}")
            predicted = "(abstained)" if row["predicted"] is None else render_value(row["predicted"])
            console.print(f"    predicted: {predicted}  gold: {render_value(row['gold'])}")


def cmd_ui(args: argparse.Namespace, console: Console, err: Console) -> int:
    from kagflow.project import Project, ProjectError
    from kagflow.incremental import plan_partitions, source_hashes
    from kagflow.pipelines.build import dagster_instance, sync_partitions

    try:
        project = Project(args.project)
    except ProjectError as exc:
        err.print(f"error: {exc}")
        return EXIT_BAD_INPUT
    import importlib.util

    if importlib.util.find_spec("dagster_webserver") is None:  # said before Dagster says it its own way
        err.print("error: kagflow ui needs Dagster's web server, the 'ui' extra: pip install -e '.[ui]' "
                  "(or pip install 'dagster-webserver>=1.11,<1.14')")
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
    build.add_argument("--force", action="store_true", help="run every stage even when nothing changed since the last build")
    build.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                       help="when another build of PROJECT is running, wait up to SECONDS for it (default 0: refuse at once)")
    build.add_argument("--processes", type=int, default=None, metavar="N",
                       help="worker processes for documents: files parsed in parallel, spaCy workers (default: kagflow.yaml's build.processes, 1)")
    build.add_argument("--watch", action="store_true",
                       help="after the build, stay up and rebuild in this process whenever a file under sources/ or schema/, or "
                            "kagflow.yaml, changes (a resident builder: an edit pays no start-up); Ctrl-C stops")
    query = sub.add_parser("query", help="run a logical-form plan (or a file of plans) against a built project")
    query.add_argument("project")
    plans = query.add_mutually_exclusive_group(required=True)
    plans.add_argument("--plan", help="plan file, or - for standard input")
    plans.add_argument("--plans", metavar="FILE",
                       help="JSON list or JSON Lines of {id, plan} (- for standard input): the store opens once, and each "
                            "plan prints one JSON line (id, answer, columns, rows, error, normalisations)")
    query.add_argument("--json", action="store_true", help="print one JSON object (answer, bindings, pairs, rows, steps with SQL)")
    query.add_argument("--explain", action="store_true", help="print the canonical plan and its compiled form (links, SQL, parameters) without opening the data")
    query.add_argument("--question", help="the question the plan answers: context for reading the planner's predicate words")
    query.add_argument("--strict", action="store_true", help="read no predicate or type against the data: a word the schema lacks is an error")
    mcp = sub.add_parser("mcp", help="serve PROJECT's ask, query and search tools to an MCP client over stdio")
    mcp.add_argument("project")
    serve = sub.add_parser("serve", help="serve PROJECT over HTTP: a JSON API (ask, query, search, entities, graph) "
                                          "with OpenAPI docs at /docs, and a web page at /")
    serve.add_argument("project")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1; beyond loopback needs an API key)")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000; 0: any free port)")
    ask = sub.add_parser("ask", help="ask a question: plan, run and answer with citations (evidence only without a model)")
    ask.add_argument("project")
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="print one JSON object (answer, plan, steps, facts, chunks, links, notes)")
    ask.add_argument("--planning", choices=("static", "iterative"), default="static", help="whole plan first (static) or one step at a time (iterative)")
    ask.add_argument("--k", type=int, default=5, help="passages to retrieve (default 5)")
    ask.add_argument("--planner", choices=("auto", "schema", "model"), default="auto",
                     help="auto: the model when one is configured, else the schema planner; schema: the schema planner first; model: only the model")
    ask.add_argument("--after", action="append", metavar="QUESTION",
                     help="an earlier question this one follows (repeat, oldest first): a follow-up's pronoun "
                          "(\"那它的电话是多少？\", \"And when was it founded?\") is read as the entity it named or answered")
    evaluate = sub.add_parser("eval", help="measure a question set: answers' EM/F1 and precision (every set), recall@k per "
                                           "retriever (HotpotQA / MuSiQue / 2Wiki), latency")
    evaluate.add_argument("project", help="a built project holding the questions' data (or corpus)")
    evaluate.add_argument("--questions", required=True,
                          help="question file (JSON list or JSON Lines; format detected): HotpotQA, MuSiQue, 2Wiki, or "
                               "[{id, question, answer: [gold, ...]}]")
    evaluate.add_argument("--k", default="2,5", help="cut-offs for recall@k, comma-separated (default 2,5)")
    evaluate.add_argument("--json", action="store_true", help="print one JSON object: n, answered, abstained, em, f1, precision, "
                                                               "latency_ms (and retrievers' recall@k for passage sets)")
    evaluate.add_argument("--per-question", dest="per_question", action="store_true",
                          help="also list each question: id, gold, predicted values, em, f1, mode, latency")
    ui = sub.add_parser("ui", help="open the Dagster UI on PROJECT (lineage, row counts, runs)")
    ui.add_argument("project")
    ui.add_argument("--port", type=int, default=3000)
    ui.add_argument("--host", default="127.0.0.1")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``kagflow`` console script; returns the exit code."""
    args = make_parser().parse_args(argv)
    # markup and highlighting off: names and plans are data ("[bold]" or "[/x]" in a name is text)
    console = Console()
    err = Console(stderr=True)
    handler = {"build": cmd_build, "query": cmd_query, "ask": cmd_ask, "eval": cmd_eval, "mcp": cmd_mcp, "serve": cmd_serve, "ui": cmd_ui}[args.command]
    try:
        return handler(args, console, err)
    except KeyboardInterrupt:  # Ctrl-C in a query, ask or eval (a build handles its own): one line
        err.print(f"interrupted: kagflow {args.command} stopped; nothing was changed")
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader of stdout went away (`| head`): stop quietly, as `cat` does
        # point stdout at /dev/null so the interpreter's flush at exit does not raise again (Python's recipe)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
