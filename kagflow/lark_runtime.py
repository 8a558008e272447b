"""Lark, as kagflow's parsers import it: without the optional ``regex`` module.

Lark imports ``regex`` whenever it is installed (``transformers`` and ``unstructured`` pull it
in), only to offer ``Lark(regex=True)`` and Unicode categories (``\\p{..}``) in terminals. Neither
kagflow grammar (``solver/logical_form.lark``, :mod:`kagflow.schema.kgdsl`) uses them; their
terminals are compiled with the standard ``re`` module either way. Loading ``regex`` is a share of
every ``kagflow query`` process's start-up (``bench/results/latency.md``), so while Lark is first
imported ``regex`` reads as not installed (``sys.modules["regex"] = None``, which makes ``import
regex`` raise ``ImportError``), and afterwards it is importable again for any other library. When Lark is already imported this
module changes nothing.
"""

from __future__ import annotations

import sys

if "lark" not in sys.modules:
    _hide = "regex" not in sys.modules
    if _hide:
        sys.modules["regex"] = None  # type: ignore[assignment]
    try:
        import lark  # noqa: F401  (the first import, with regex hidden)
    finally:
        if _hide and "regex" in sys.modules and sys.modules["regex"] is None:
            del sys.modules["regex"]

from lark import Lark, Token, Transformer, Tree, v_args  # noqa: E402
from lark import __version__ as lark_version  # noqa: E402
from lark.exceptions import (  # noqa: E402
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.lark import PostLex  # noqa: E402

__all__ = ["Lark", "PostLex", "Token", "Transformer", "Tree", "UnexpectedCharacters", "UnexpectedEOF",
           "UnexpectedInput", "UnexpectedToken", "VisitError", "lark_version", "v_args"]
