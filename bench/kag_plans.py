"""Run the logical forms KAG's planner wrote for AffairQA on a built kagflow project, no model.

Usage::

    kagflow build /tmp/affairqa            # a writable copy of ../shared/datasets/kag-affairqa
    python bench/kag_plans.py /tmp/affairqa [--plans FILE] [--questions FILE] [--out bench/results/kag_plans.md]

For every plan (``plans.json``: ``[{"id", "qid", "question", "plan", "last"}]``) it records one
outcome class: ``gold`` (the answer values equal the question's gold answers), ``wrong`` (values,
not the gold), ``empty`` (ran, no values), ``syntax`` / ``validation`` (located plan errors), or
``execution`` (a step failed). A question counts as answered by KAG's plan when its ``last`` plan
gives the gold (the plan KAG itself answered from).

Precision: among plans whose gold is not a value of any entity the plan names (the question asks
something the data does not hold for that subject), the share that still return a value. Gold
"is a value of the named subject" is checked on the raw store tables (``kg_properties``), not
through the solver.

Values compare as :func:`same_values`: the gold strings are the exact table cells; a plan's
values equal them as a set, numbers by value (``"6"`` equals ``6.0``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATASET = REPO.parent / "shared" / "datasets" / "kag-affairqa"


def _canon(value) -> str:
    text = str(value).strip()
    try:
        number = float(text)
    except ValueError:
        return text
    return repr(int(number)) if number.is_integer() and abs(number) < 1e15 else repr(number)


def same_values(values: list, gold: list) -> bool:
    """Whether a plan's answer ``values`` equal the ``gold`` answers: as sets of canonical strings
    (numbers by value); an empty answer never equals."""
    if not values:
        return False
    return {_canon(v) for v in values} == {_canon(g) for g in gold}


def gold_on_named_subject(con, plan_text: str, gold: list) -> bool:
    """Whether some gold string is a property value of an entity whose name occurs in the plan
    (read from ``kg_properties``/``kg_entities`` directly)."""
    import re

    names = {m.strip().strip("`'\"“”") for m in re.findall(r"\[([^\]\[]+)\]", plan_text)}
    names = {n for n in names if len(n) >= 2}
    if not names:
        return False
    # an entity is named by the plan when its name holds the plan's name (``东栅站``)
    rows = con.execute(
        "SELECT DISTINCT p.value FROM kg_entities e JOIN kg_properties p USING (entity_id) "
        "WHERE list_bool_or([contains(e.name, n) for n in $names::VARCHAR[]])", {"names": sorted(names)}).fetchall()
    values = {_canon(v) for (v,) in rows if v is not None}
    return any(_canon(g) in values for g in gold)


def run(project: Path, plans_path: Path, questions_path: Path) -> dict:
    from kagflow.solver.ask import Asker
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    plans = json.loads(plans_path.read_text(encoding="utf-8"))
    questions = {q["id"]: q for q in json.loads(questions_path.read_text(encoding="utf-8"))}
    asker = Asker(project, complete=None)
    outcomes = []
    started = time.perf_counter()
    for p in plans:
        gold = questions[p["qid"]]["answer"] if p["qid"] in questions else []
        row = {"id": p["id"], "qid": p["qid"], "last": p["last"], "gold": gold}
        try:
            answer = asker.query(p["plan"], p["id"], question=p["question"])
            values = answer.answer
            row["values"] = [str(v) for v in values][:10]
            row["outcome"] = "gold" if same_values(values, gold) else ("wrong" if values else "empty")
            row["notes"] = [n for s in answer.steps for n in s.normalisations]
        except LogicalFormSyntaxError as exc:
            row["outcome"], row["error"] = "syntax", str(exc).splitlines()[0]
        except PlanValidationError as exc:
            row["outcome"], row["error"] = "validation", str(exc).splitlines()[0]
        except PlanExecutionError as exc:
            row["outcome"], row["error"] = "execution", str(exc).splitlines()[0]
        except Exception as exc:  # noqa: BLE001 - a bench records every failure class
            row["outcome"], row["error"] = "crash", f"{type(exc).__name__}: {exc}".splitlines()[0]
        row["gold_on_subject"] = gold_on_named_subject(asker.con, p["plan"], gold)
        outcomes.append(row)
    elapsed = time.perf_counter() - started
    by_class = Counter(r["outcome"] for r in outcomes)
    last = [r for r in outcomes if r["last"]]
    gold_last = sorted(r["qid"] for r in last if r["outcome"] == "gold")
    off_subject = [r for r in outcomes if not r["gold_on_subject"]]
    answered_off = [r for r in off_subject if r.get("values")]
    return {
        "plans": len(outcomes), "questions": len(questions), "by_class": dict(by_class),
        "last_plans": len(last), "last_gold": len(gold_last), "last_gold_qids": gold_last,
        "plans_gold": by_class.get("gold", 0),
        "off_subject_plans": len(off_subject), "off_subject_answered": len(answered_off),
        "seconds": round(elapsed, 2), "outcomes": outcomes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("project", type=Path)
    parser.add_argument("--plans", type=Path, default=DATASET / "plans.json")
    parser.add_argument("--questions", type=Path, default=DATASET / "questions.json")
    parser.add_argument("--json", type=Path, help="write every plan's outcome here")
    parser.add_argument("--out", type=Path, help="write a Markdown summary here (e.g. bench/results/kag_plans.md)")
    parser.add_argument("--show", default="", help="print the plans of these outcome classes (comma-separated)")
    args = parser.parse_args()
    load = os.getloadavg()
    result = run(args.project, args.plans, args.questions)
    show = set(filter(None, args.show.split(",")))
    for r in result["outcomes"]:
        if r["outcome"] in show:
            print(f"{r['id']} [{r['outcome']}] gold={r['gold']} values={r.get('values')} {r.get('error', '')}")
    summary = {k: v for k, v in result.items() if k != "outcomes"}
    summary["load_before"] = [round(x, 2) for x in load]
    summary["load_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(summary, ensure_ascii=False, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    if args.out:
        classes = ", ".join(f"{k} {v}" for k, v in sorted(summary["by_class"].items()))
        off = summary["off_subject_plans"]
        args.out.write_text("\n".join([
            "# KAG's run-time AffairQA plans on kagflow, no model", "",
            f"`python bench/kag_plans.py PROJECT --out ...` on a build of `kag-affairqa` as shipped (no kagflow.yaml), "
            f"{time.strftime('%Y-%m-%d %H:%M')} UTC; load average before {summary['load_before'][0]}, after "
            f"{summary['load_after'][0]} (2 shared cores, other jobs running); {summary['seconds']} s for all plans in one process.", "",
            f"- plans: {summary['plans']} for {summary['questions']} questions; outcomes: {classes}",
            f"- the plan KAG answered from (`last`) gives the gold for **{summary['last_gold']} of {summary['last_plans']}** questions "
            "(68 are answerable from the tables as shipped)",
            f"- every plan that gives the gold: {summary['plans_gold']} of {summary['plans']}",
            f"- precision: of the {off} plans whose gold is no value of any entity the plan names, "
            f"{summary['off_subject_answered']} return a value ({100 * summary['off_subject_answered'] / max(off, 1):.1f} %)", ""]),
            encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
