"""A binding relation that the adjacency index made, held as integer codes until a statement reads it.

:func:`kagflow.solver.index_hops.index_hop_relation` extends its input relation's rows per
neighbour. Held as Arrow text columns, each hop repeated every entity id of every earlier column;
here an entity column is the index's node codes (int64, :mod:`kagflow.store.adjacency`) and a
property value column is the rows of its property block, so a hop repeats integers only. The text
is made when something reads it as text: a statement (the relation registered in DuckDB), an
entity-name Output. An aggregate Math step (:func:`kagflow.solver.operators.tally`) and the
trace's sources read the codes.

Every code column holds codes of ids the index knows (``>= 0``): a hop's rows come from the
index, and an id it does not hold has no neighbours. An input relation read from DuckDB keeps its
Arrow columns as they are.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from kagflow.store.adjacency import DISTINCT_KEY_LIMIT, Adjacency, Block


class PropertyRows:
    """A property value column (``value``) or its number (``number``): rows of a property
    :class:`~kagflow.store.adjacency.Block`."""

    __slots__ = ("block", "rows", "number")

    def __init__(self, block: Block, rows: np.ndarray, number: bool):
        self.block, self.rows, self.number = block, rows, number

    def take(self, rows: np.ndarray) -> PropertyRows:
        return PropertyRows(self.block, self.rows[rows], self.number)

    def arrow(self) -> pa.Array:
        value, value_num = self.block.value_keys()[2:4]
        return (value_num if self.number else value).take(pa.array(self.rows, pa.int64()))


class IndexRelation:
    """A relation's columns, in order: entity codes (``np.ndarray``, int64), :class:`PropertyRows`,
    or Arrow arrays (columns read from DuckDB, or values of several property signatures).

    Args:
        adj: the store's adjacency index (its ``ids`` turn codes into entity ids).
        num_rows: the number of rows.
        columns: column name -> its data (each of ``num_rows`` items).
    """

    def __init__(self, adj: Adjacency, num_rows: int, columns: dict[str, object] | None = None):
        self.adj = adj
        self.num_rows = num_rows
        self.columns: dict[str, object] = {} if columns is None else columns
        self._table: pa.Table | None = None

    @classmethod
    def of_table(cls, adj: Adjacency, table: pa.Table) -> IndexRelation:
        """A relation of an Arrow ``table`` (its columns kept as they are)."""
        return cls(adj, table.num_rows, {name: table.column(name).combine_chunks() for name in table.column_names})

    @property
    def column_names(self) -> list[str]:
        return list(self.columns)

    def take(self, rows: np.ndarray) -> IndexRelation:
        """The rows ``rows`` (int64 positions, repeats allowed), every column."""
        taken: dict[str, object] = {}
        arrow_rows = None
        for name, data in self.columns.items():
            if isinstance(data, np.ndarray):
                taken[name] = data[rows]
            elif isinstance(data, PropertyRows):
                taken[name] = data.take(rows)
            else:
                if arrow_rows is None:
                    arrow_rows = pa.array(rows, pa.int64())
                taken[name] = data.take(arrow_rows)
        return IndexRelation(self.adj, len(rows), taken)

    def codes(self, name: str) -> np.ndarray:
        """The entity codes of column ``name`` (``-1`` where the index lacks the id)."""
        data = self.columns[name]
        return data if isinstance(data, np.ndarray) else self.adj.codes(self.arrow(name))

    def arrow(self, name: str) -> pa.Array:
        """Column ``name`` as Arrow (entity ids as text)."""
        data = self.columns[name]
        if isinstance(data, np.ndarray):
            return self.adj.ids.take(pa.array(data, pa.int64()))
        if isinstance(data, PropertyRows):
            return data.arrow()
        return data

    def table(self) -> pa.Table:
        """The relation as an Arrow table, the rows its SQL gives (made once, then kept)."""
        if self._table is None:
            self._table = pa.table({name: self.arrow(name) for name in self.columns})
        return self._table

    def distinct_count(self, name: str) -> int | None:
        """How many distinct ids entity column ``name`` holds, from its codes; ``None`` when it
        is not held as codes."""
        data = self.columns[name]
        return len(np.unique(data)) if isinstance(data, np.ndarray) else None

    def distinct_numbers(self, owner: str, name: str) -> tuple[np.ndarray, np.ndarray] | None:
        """The numbers of value column ``name`` (its ``_n`` column) on the distinct ``(owner,
        value, number)`` rows, each at its first occurrence, in row order, as ``(float64 with 0
        where NULL, not NULL)``; ``None`` when the owner is not held as codes or the values are not
        one property block's rows."""
        own, values = self.columns.get(owner), self.columns.get(name)
        if not isinstance(own, np.ndarray) or not isinstance(values, PropertyRows):
            return None
        key, keys, _value, _value_num, number, valid = values.block.value_keys()
        width = max(1, keys)
        if max(1, self.adj.size) * width >= DISTINCT_KEY_LIMIT:
            return None
        _, first = np.unique(own * np.int64(width) + key[values.rows], return_index=True)
        rows = values.rows[np.sort(first)]
        return number[rows], valid[rows]
