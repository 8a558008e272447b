"""Fail fast on importing a module that is not installed, where a library asks for it on every call.

DuckDB's Python client imports ``pandas`` to check the type of each bound parameter, on every
``execute`` that binds one, and it does not remember that the import failed. Without pandas
installed (kagflow does not need it), each of those imports searches every ``sys.path`` entry again:
two failed searches per bound parameter, a measurable share of a question's CPU and of a small build's
(``bench/results/absent_modules.md``). A finder first on ``sys.meta_path`` answers those
imports with ``ModuleNotFoundError`` at once, as the path search would have, only without the search.

Nothing changes where the module is installed: :func:`refuse_missing` checks with the normal path
search first and installs the finder only for names that search does not find. Nothing changes for
a library asking *whether* the module exists either (``importlib.util.find_spec``, as transformers
does for pandas): the finder answers only the import statement's own search and stands aside for
every other caller, which then gets the path search's ``None``.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys

# the function of importlib._bootstrap that runs an import statement's search (CPython 3.4–3.13)
_IMPORTING = "_find_and_load_unlocked"

# modules a dependency imports per call and kagflow does not need: DuckDB's parameter check
PROBED_PER_CALL = ("pandas",)


class AbsentModules(importlib.abc.MetaPathFinder):
    """A meta-path finder that raises ``ModuleNotFoundError`` for the names it holds.

    Args:
        names: top-level module names known not to be installed (found by no other finder).
    """

    def __init__(self, names: frozenset[str]):
        self.names = names

    def find_spec(self, fullname, path=None, target=None):
        """``ModuleNotFoundError`` for a held name or a submodule of one when an import statement
        searches for it; ``None`` (ask the next finder) for anything else, and for a search that is
        not an import's (``importlib.util.find_spec``: its caller must get ``None``, not an error)."""
        if fullname.partition(".")[0] in self.names and sys._getframe(2).f_code.co_name == _IMPORTING:
            raise ModuleNotFoundError(f"No module named {fullname!r}", name=fullname)
        return None


def refuse_missing(names: tuple[str, ...] = PROBED_PER_CALL) -> frozenset[str]:
    """Install (once per process) an :class:`AbsentModules` finder for those of ``names`` that no
    finder on ``sys.meta_path`` finds now.

    Returns:
        the names refused (empty when all are installed). A module installed after this call is
        still refused in this process; a new process finds it.
    """
    if any(isinstance(f, AbsentModules) for f in sys.meta_path):
        return next(f.names for f in sys.meta_path if isinstance(f, AbsentModules))
    missing = frozenset(n for n in names if n not in sys.modules and not _findable(n))
    if missing:
        sys.meta_path.insert(0, AbsentModules(missing))
    return missing


def _findable(name: str) -> bool:
    """Whether some finder finds ``name``; True when that cannot be told (a finder raised)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return True  # leave the import system as it is
