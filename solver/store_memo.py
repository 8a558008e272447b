"""What the schema planner reads of a store that stays the same while the store is open.

A :class:`~kagflow.solver.schema_planner.SchemaPlanner` is made for each question, and its
readings ask the store the same things again and again: which properties of a type hold numbers or
dates, the values of one entity, the entities some values name. The answers depend only on the open
snapshot (a reader never sees it change) and on the arguments, so the
:class:`~kagflow.solver.ask.Asker` that owns the connection keeps one :class:`StoreMemo` and hands it
to every planner it makes; a method marked :func:`store_memoized` asks the store once per argument
tuple while that Asker lives.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

__all__ = ["StoreMemo", "store_memoized"]

F = TypeVar("F", bound=Callable[..., Any])


class StoreMemo:
    """Results of store lookups by key, for as long as one store snapshot is open: at most
    ``limit`` of them, the least recently used dropped first. Safe to share between threads (a
    server's Asker answers one question at a time, but the lock costs nothing)."""

    def __init__(self, limit: int = 50_000):
        self.limit = limit
        self._results: OrderedDict[Hashable, Any] = OrderedDict()
        self._asked: dict[Hashable, int] = {}
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Any]) -> Any:
        """The result kept for ``key``, or ``compute()``'s, kept. ``compute`` runs outside the lock;
        two threads asking at once for the same new key may both compute it (the same value)."""
        with self._lock:
            if key in self._results:
                self._results.move_to_end(key)
                return self._results[key]
        value = compute()
        with self._lock:
            self._results[key] = value
            while len(self._results) > self.limit:
                self._results.popitem(last=False)
        return value

    def asked_before(self, key: Hashable) -> bool:
        """Whether ``key`` was passed here before (each call counts): a lookup worth an index of the
        whole store for a reader that keeps asking it, not for one that asks once and exits."""
        with self._lock:
            seen = self._asked.get(key, 0)
            self._asked[key] = seen + 1
        return seen > 0

    def __len__(self) -> int:
        return len(self._results)


def store_memoized(method: F) -> F:
    """Keep ``method``'s result in its planner's ``memo`` (:class:`StoreMemo`) by its arguments.

    Only for a method whose result depends on nothing but the open store, the schema and its
    (hashable) arguments, never on the question being planned; and whose result is not changed by
    its callers (it is shared by every later call: return tuples, frozensets, mapping proxies)."""
    name = method.__qualname__

    @functools.wraps(method)
    def memoized(self, *args, **kwargs):
        key = (name, args, tuple(sorted(kwargs.items())))
        return self.memo.get(key, lambda: method(self, *args, **kwargs))

    return memoized  # type: ignore[return-value]
