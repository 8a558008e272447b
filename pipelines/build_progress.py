"""Stage lines of a build: one line when a stage (an asset) starts and one when it ends.

Fed from Dagster's event stream, not by polling the store: the in-process build's logger hands
each ``STEP_START``, ``ASSET_MATERIALIZATION``, ``STEP_SUCCESS`` and ``STEP_FAILURE`` event to
:meth:`StageTracker.event`, and the multiprocess build's follower does the same with the run's
event-log records. A step (Dagster's unit of execution: an op, or an op of a graph-backed asset
such as ``document_parts.parse_document_shard[shard_0]``) belongs to the top-level node whose name
is the step key's first component; that node materialises the asset keys of its
``AssetsDefinition``. So each asset gets a *start* line when the first step of its node starts
and an *end* line at its first materialisation event (a partitioned asset emits one per partition
in the run's range; they carry the same metadata), with ``num_rows`` from the materialisation's
metadata and the seconds since its start (event timestamps, so a follower that reads the event log
late still reports the stage's own time). A node without assets (the graph-wide checks) gets a
start and an end line under its node name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import dagster as dg

#: the event types a tracker reads (anything else is ignored)
TRACKED_EVENTS = frozenset({"STEP_START", "ASSET_MATERIALIZATION", "STEP_SUCCESS", "STEP_FAILURE"})


@dataclass(frozen=True)
class StageEvent:
    """One stage line.

    Attributes:
        kind: ``"start"``, ``"end"`` or ``"failed"``.
        name: the asset key (``parsed_chunks``), or the node name of a step without assets
            (``graph_quality``, the graph-wide checks).
        rows: the materialisation's ``num_rows`` (``None`` on start, failure, or a stage that
            reports none).
        seconds: seconds since the stage started (``None`` on start).
        error: the failure's message (``kind == "failed"`` only).
    """

    kind: str
    name: str
    rows: int | None = None
    seconds: float | None = None
    error: str = ""

    def line(self) -> str:
        """The line ``kagflow build`` prints: ``build: start parsed_chunks``, ``build: end
        parsed_chunks rows=14 seconds=0.31``, ``build: failed triples seconds=0.20 error=...``."""
        parts = [f"build: {self.kind} {self.name}"]
        if self.rows is not None:
            parts.append(f"rows={self.rows}")
        if self.seconds is not None:
            parts.append(f"seconds={self.seconds:.2f}")
        if self.error:
            parts.append(f"error={self.error}")
        return " ".join(parts)


def node_assets(assets_defs: Iterable) -> dict[str, list[str]]:
    """``{top-level node name: [asset key, ...]}`` of the definitions (``ALL_ASSETS``); an asset
    checks definition maps to ``[]``."""
    nodes: dict[str, list[str]] = {}
    for definition in assets_defs:
        keys = getattr(definition, "keys", ())
        nodes[definition.node_def.name] = [key.to_user_string() for key in keys]
    return nodes


def _node_of(step_key: str) -> str:
    """``document_parts.parse_document_shard[shard_0]`` -> ``document_parts``."""
    return step_key.split("[", 1)[0].split(".", 1)[0]


class StageTracker:
    """Turns a run's step events into :class:`StageEvent` calls of ``emit`` (see the module).

    Args:
        nodes: :func:`node_assets` of the run's definitions.
        emit: called once per line, in event order.
    """

    def __init__(self, nodes: dict[str, list[str]], emit: Callable[[StageEvent], None]):
        self.nodes = nodes
        self.emit = emit
        self._started: dict[str, float] = {}  # stage name -> start timestamp
        self._ended: set[str] = set()
        self._open_steps: dict[str, set[str]] = {}  # node -> its steps started and not yet ended

    def event(self, event_type: str | None, step_key: str | None, timestamp: float, dagster_event=None) -> None:
        """Take one event (its type value, step key, POSIX timestamp, and the ``DagsterEvent``)."""
        if event_type not in TRACKED_EVENTS or not step_key:
            return
        node = _node_of(step_key)
        assets = self.nodes.get(node)
        names = assets if assets else [node]
        if event_type == "STEP_START":
            self._open_steps.setdefault(node, set()).add(step_key)
            for name in names:
                if name not in self._started:
                    self._started[name] = timestamp
                    self.emit(StageEvent("start", name))
        elif event_type == "ASSET_MATERIALIZATION":
            materialization = dagster_event.event_specific_data.materialization
            name = materialization.asset_key.to_user_string()
            self._end(name, timestamp, _rows(materialization.metadata))
        elif event_type == "STEP_SUCCESS":
            self._open_steps.get(node, set()).discard(step_key)
            if not assets and not self._open_steps.get(node):  # a checks-only node ends with its step
                self._end(node, timestamp, None)
        elif event_type == "STEP_FAILURE":
            error = getattr(dagster_event.event_specific_data, "error", None) if dagster_event is not None else None
            message = _innermost_message(error)
            for name in names:
                if name in self._started and name not in self._ended:
                    self._ended.add(name)
                    self.emit(StageEvent("failed", name, seconds=timestamp - self._started[name], error=message))

    def _end(self, name: str, timestamp: float, rows: int | None) -> None:
        if name in self._ended:  # a partitioned asset's further partitions
            return
        self._ended.add(name)
        start = self._started.get(name, timestamp)
        self.emit(StageEvent("end", name, rows=rows, seconds=max(0.0, timestamp - start)))


def _rows(metadata) -> int | None:
    value = (metadata or {}).get("num_rows")
    if isinstance(value, dg.IntMetadataValue):
        return value.value
    return value if isinstance(value, int) else None


_INTERRUPTIONS = ("DagsterExecutionInterruptedError", "KeyboardInterrupt")


def _innermost_message(error) -> str:
    """The first line of the innermost cause of a ``SerializableErrorInfo`` (empty without one)."""
    while error is not None and error.cause is not None:
        error = error.cause
    if error is None:
        return ""
    if error.cls_name in _INTERRUPTIONS:  # Ctrl-C or SIGTERM: the build says so in its last line
        return "interrupted"
    return (error.message or error.cls_name or "").strip().splitlines()[0] if (error.message or error.cls_name) else ""
