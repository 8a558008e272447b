"""The planner: a language model writes a logical form for a question (KAG's static and
iterative planners, ``kag/solver/prompt/lf_static_planning_prompt.py``).

The prompt (``solver/prompts/plan_*.txt``) lists the operators (Retrieval, Math, Deduce, Output)
in KAG's ``StepN:`` / ``ActionN:`` format, a compact summary of the project's schema (types,
their properties and relations, with display names and ranges; :func:`schema_summary`) and
few-shot plans in the schema's language (Chinese examples when most display names are Chinese,
:func:`schema_language`).

- **static**: the model writes the whole plan; it is parsed leniently
  (:func:`kagflow.solver.logical_form.parse_plan`), validated, compiled and executed.
- **iterative**: the model writes one step at a time and sees every earlier step's result (row
  count and the first values) before the next; it says ``done`` with the Output step.

A reply that does not parse, validate or run is sent back ONCE with the located error; a second
failure raises :class:`PlanFailed` (its ``notes`` say what happened), and the caller falls back to
evidence. Replies are JSON objects validated with pydantic; a reply that is not JSON is read as
plan text (a lenient reading, recorded in the notes).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources

from pydantic import BaseModel, ConfigDict

from kagflow.schema.spg import Schema
from kagflow.schema.types import is_basic_type
from kagflow.solver.model import Complete, ModelReplyError, SolverModelError, reason_of, strip_fence

MAX_ROUNDS = 6
"""Iterative planning stops after this many steps (then outputs the last step's variable)."""


class PlanFailed(RuntimeError):
    """The planner produced no runnable plan (twice invalid, or the model failed).

    Attributes:
        notes: what happened, step by step (the replies' errors, the repair).
        last_plan: the last plan text the model wrote, or ``None``.
    """

    def __init__(self, message: str, notes: list[str], last_plan: str | None = None):
        super().__init__(message)
        self.notes = notes
        self.last_plan = last_plan


@dataclass
class Planned:
    """A plan that ran: canonical text, the executor's Answer, notes, model rounds used."""

    plan_text: str
    answer: object
    notes: list[str] = field(default_factory=list)
    rounds: int = 1


class PlanReply(BaseModel):
    """A static planner reply: ``{"plan": "Step1: ...\\nAction1: ..."}``."""

    model_config = ConfigDict(extra="ignore")
    plan: str


class StepReply(BaseModel):
    """An iterative planner reply: the next step's sub-question, its one action, and ``done``."""

    model_config = ConfigDict(extra="ignore")
    step: str = ""
    action: str
    done: bool = False


def _prompt(name: str) -> str:
    return resources.files("kagflow.solver").joinpath("prompts", name).read_text(encoding="utf-8")


def schema_language(schema: Schema) -> str:
    """``"zh"`` when most display names of the schema's types and predicates hold CJK
    characters, else ``"en"``."""
    names = [t.display_name for t in schema.types.values() if t.display_name]
    names += [p.display_name for t in schema.types.values() for p in (*t.properties, *t.relations) if p.display_name]
    cjk = sum(1 for n in names if any("\u4e00" <= ch <= "\u9fff" for ch in n))
    return "zh" if names and cjk * 2 >= len(names) else "en"


def schema_summary(schema: Schema, max_chars: int = 8000) -> str:
    """One line per type: ``Type(display)[kind]: pred(display): Range; ...`` (declared and
    observed predicates; the implicit id/name left out), cut at ``max_chars``."""
    lines = []
    for name, t in schema.types.items():
        head = f"{name}({t.display_name})" if t.display_name else name
        preds = []
        for p in (*t.properties, *t.relations):
            label = f"{p.name}({p.display_name})" if p.display_name else p.name
            kind = "" if is_basic_type(schema, p.range_type) else " ->"
            preds.append(f"{label}:{kind} {p.range_type}")
        for p in schema.predicates(name):  # observed columns the schema lacks
            if getattr(p, "observed", False):
                preds.append(f"{p.name}: Text")
        lines.append(f"- {head} [{t.kind}]" + (": " + "; ".join(preds) if preds else ""))
    text = "\n".join(lines)
    return text if len(text) <= max_chars else text[:max_chars] + "\n..."


class Planner:
    """Plans a question with the model, validates, repairs once, and executes.

    Args:
        schema: the project's schema (with observed predicates).
        complete: the solver model.
        executor: ``() -> PlanExecutor`` on the project's store.
        source: the plan's name in error messages.
    """

    def __init__(self, schema: Schema, complete: Complete, executor: Callable[[], object], source: str = "<planner>"):
        self.schema = schema
        self.complete = complete
        self.executor = executor
        self.source = source
        language = schema_language(schema)
        self.examples = _prompt(f"examples_{language}.txt").strip()
        self.summary = schema_summary(schema)
        self.entities: list[str] = []

    def system_prompt(self, mode: str) -> str:
        """The system message of ``mode`` (static | iterative), schema and examples filled in."""
        template = _prompt("plan_static.txt" if mode == "static" else "plan_iterative.txt")
        return template.replace("<<SCHEMA>>", self.summary).replace("<<EXAMPLES>>", self.examples)

    def plan(self, question: str, mode: str = "static", entities: list[dict] | None = None) -> Planned:
        """Plan and execute ``question``.

        Args:
            question: the question.
            mode: ``static`` or ``iterative``.
            entities: the question's linked entities (``name``, ``type``), shown to the model so
                that its plan names them as the graph stores them.

        Raises:
            PlanFailed: no runnable plan after one repair, or the model failed.
            ValueError: an unknown ``mode``.
        """
        self.entities = [f"{e['name']} ({e['type']})" for e in entities or []]
        if mode == "static":
            return self._static(question)
        if mode == "iterative":
            return self._iterative(question)
        raise ValueError(f"planning must be 'static' or 'iterative', not {mode!r}")

    # -- running a plan text --------------------------------------------------------------
    def run(self, text: str):
        """Parse, validate, compile and execute plan ``text``; returns ``(canonical text, Answer)``.

        Raises:
            ValueError: the located reason the plan does not parse, validate or run (the text
                the model gets back).
            SolverModelError: the model failed inside a step.
        """
        from kagflow.solver.compile import compile_plan
        from kagflow.solver.execute import PlanExecutionError
        from kagflow.solver.logical_form import LogicalFormSyntaxError, format_plan, parse_plan
        from kagflow.solver.validate import PlanValidationError, validate_plan

        try:
            plan = parse_plan(text, self.source)
            validated = validate_plan(plan, self.schema, self.source, self.complete)
            compiled = compile_plan(validated, self.schema, self.source)
            answer = self.executor().execute(compiled)
        except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError, ModelReplyError) as exc:
            raise ValueError(str(exc)) from exc
        except RecursionError:
            raise ValueError(f"{self.source}: the plan is nested too deeply to read") from None
        return format_plan(plan), answer

    def _reply(self, messages: list[dict], model: type[BaseModel], field_name: str, notes: list[str]):
        """The model's reply, validated; a non-JSON reply is read as the ``field_name`` text."""
        reply = self.complete(messages)
        try:
            return reply, model.model_validate_json(strip_fence(reply))
        except ValueError as exc:
            if strip_fence(reply).startswith("{"):
                return reply, exc  # a JSON object of the wrong shape: repaired like a bad plan
            notes.append(f"planner: the reply was not JSON; read as {field_name} text")
            return reply, model.model_validate({field_name: strip_fence(reply)})

    # -- static ---------------------------------------------------------------------------
    def _static(self, question: str) -> Planned:
        notes: list[str] = []
        messages = [{"role": "system", "content": self.system_prompt("static")},
                    {"role": "user", "content": f"Question: {question}" + (
                        "\nEntities named in the question, as the graph stores them: " + "; ".join(self.entities)
                        if self.entities else "")}]
        last_text = None
        for attempt in (1, 2):
            try:
                reply, parsed = self._reply(messages, PlanReply, "plan", notes)
            except SolverModelError as exc:
                raise PlanFailed(str(exc), notes, last_text) from exc
            try:
                if isinstance(parsed, Exception):
                    raise ValueError(f"the reply is not a plan object: {reason_of(parsed)}")
                last_text = parsed.plan
                canonical, answer = self.run(parsed.plan)
            except SolverModelError as exc:
                raise PlanFailed(str(exc), notes, last_text) from exc
            except ValueError as exc:
                notes.append(f"planner: plan {attempt} was invalid: {exc}")
                if attempt == 2:
                    raise PlanFailed(f"the planner's plan was invalid twice (last: {exc})", notes, last_text) from None
                messages = messages + [
                    {"role": "assistant", "content": reply},
                    {"role": "user", "content": f"That plan is invalid: {exc}\nReply with the corrected plan as "
                                                 '{"plan": "..."} only.'},
                ]
                continue
            if attempt == 2:
                notes.append("planner: the repaired plan was used")
            return Planned(canonical, answer, notes, attempt)
        raise AssertionError("unreachable")

    # -- iterative ------------------------------------------------------------------------
    def _iterative(self, question: str) -> Planned:
        from kagflow.solver.logical_form import Deduce, Math, Output, Retrieval, Sort, format_plan, parse_plan

        notes: list[str] = []
        lines: list[str] = []  # the plan so far, StepN/ActionN lines
        history: list[dict] = []
        last_var: str | None = None
        rounds = 0
        for index in range(1, MAX_ROUNDS + 1):
            base = [{"role": "system", "content": self.system_prompt("iterative")},
                    {"role": "user", "content": json.dumps({"question": question, "entities": self.entities, "steps_so_far": history}, ensure_ascii=False, default=str)}]
            messages = base
            for attempt in (1, 2):
                rounds += 1
                try:
                    reply, parsed = self._reply(messages, StepReply, "action", notes)
                except SolverModelError as exc:
                    raise PlanFailed(str(exc), notes, "\n".join(lines) or None) from exc
                try:
                    if isinstance(parsed, Exception):
                        raise ValueError(f"the reply is not a step object: {reason_of(parsed)}")
                    action = _strip_label(parsed.action)
                    step_lines = ([f"Step{index}: {parsed.step.strip()}"] if parsed.step.strip() else []) + [f"Action{index}: {action}"]
                    text = "\n".join(lines + step_lines)
                    new = parse_plan(text, self.source).steps[-1].action if _parses(text) else None
                    if isinstance(new, Output):
                        canonical, answer = self.run(text)
                        notes.append(f"planner: iterative planning finished after {index} step(s)")
                        return Planned(canonical, answer, notes, rounds)
                    var = None
                    if isinstance(new, Retrieval):
                        var = new.output or new.o.alias
                    elif isinstance(new, (Math, Deduce, Sort)):
                        var = new.output or (new.set if isinstance(new, Sort) else None)
                    probe = text + (f"\nAction{index + 1}: Output({var})" if var else "")
                    _canonical, answer = self.run(probe)
                except SolverModelError as exc:
                    raise PlanFailed(str(exc), notes, "\n".join(lines) or None) from exc
                except ValueError as exc:
                    notes.append(f"planner: step {index} (try {attempt}) was invalid: {exc}")
                    if attempt == 2:
                        raise PlanFailed(f"the planner's step {index} was invalid twice (last: {exc})", notes,
                                         "\n".join(lines) or None) from None
                    messages = base + [
                        {"role": "assistant", "content": reply},
                        {"role": "user", "content": f"That step is invalid: {exc}\nReply with the corrected step as "
                                                     '{"step": "...", "action": "...", "done": false} only.'},
                    ]
                    continue
                lines += step_lines
                last_var = var or last_var
                if parsed.done and var:  # done without an Output: the step's variable answers
                    notes.append(f"planner: done at step {index} without Output; answering with {var}")
                    return Planned(format_plan(parse_plan(probe, self.source)), answer, notes, rounds)
                shown = answer.answer[:10] if var else []
                history.append({"step": parsed.step, "action": action,
                                "result": {"variable": var, "rows": answer.steps[-2].rows if len(answer.steps) > 1 else None,
                                           "values": shown}})
                break
        if last_var is None:
            raise PlanFailed(f"the planner did not finish in {MAX_ROUNDS} steps", notes, "\n".join(lines) or None)
        notes.append(f"planner: not done after {MAX_ROUNDS} steps; answering with the last step's variable {last_var}")
        try:
            canonical, answer = self.run("\n".join(lines + [f"Action{MAX_ROUNDS + 1}: Output({last_var})"]))
        except (ValueError, SolverModelError) as exc:
            raise PlanFailed(str(exc), notes, "\n".join(lines)) from exc
        return Planned(canonical, answer, notes, rounds)


def _strip_label(action: str) -> str:
    """``Action3: Retrieval(...)`` -> ``Retrieval(...)`` (the planner numbers the step itself)."""
    text = action.strip()
    head, sep, rest = text.partition(":")
    if sep and head.strip().lower().startswith("action") and head.strip()[6:].strip().isdigit():
        return rest.strip()
    return text


def _parses(text: str) -> bool:
    from kagflow.solver.logical_form import LogicalFormSyntaxError, parse_plan

    try:
        parse_plan(text)
    except (LogicalFormSyntaxError, RecursionError):
        return False
    return True
