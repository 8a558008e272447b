"""The object store's pointer and snapshot manifest (:mod:`kagflow.store.object_store`), as
pydantic models; a module of its own so that a reader of a local store never imports pydantic."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class TableEntry(BaseModel):
    """One table of a snapshot: its row count and the size of its Parquet file in bytes."""

    model_config = ConfigDict(extra="ignore")

    rows: int = Field(ge=0)
    bytes: int = Field(ge=0)


class Manifest(BaseModel):
    """The pointer object's content (and the snapshot's ``_manifest.json``).

    Attributes:
        format: layout version (:data:`kagflow.store.object_store.FORMAT`).
        snapshot: the snapshot id (a folder under ``snapshots/``).
        published_at: UTC time of the switch, ISO 8601.
        tables: per table, rows and Parquet size.
    """

    model_config = ConfigDict(extra="ignore")

    format: int
    snapshot: str = Field(pattern=r"^[0-9]{8}T[0-9]{6}(?:[0-9]{6})?Z-[0-9a-f]{8}$")  # microseconds since issue 19
    published_at: str
    tables: dict[str, TableEntry]
