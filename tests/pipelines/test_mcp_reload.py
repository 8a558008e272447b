"""``kagflow mcp`` after a build publishes (issue 21): in process (``mcp.Client`` on the server
object) with the real asker on the shipped example, so that an asker on the old store can be kept
busy across the publish; the stdio transport itself: tests/pipelines/test_mcp_server.py."""

from __future__ import annotations

import json

import anyio
from mcp import Client

from kagflow.pipelines.mcp_server import make_server
from tests.conftest import build_without_models, built_example
from tests.pipelines.test_http_server import COUNTRY_PLAN, companies, move_acme_to_mexico


async def _query(srv) -> list:
    async with Client(srv) as client:
        result = await client.call_tool("query", {"plan": COUNTRY_PLAN})
    assert not result.is_error, result.content[0].text
    return json.loads(result.content[0].text)["answer"]


def query(srv) -> list:
    """The ``query`` tool's answer to :data:`COUNTRY_PLAN`."""
    return anyio.run(_query, srv)


def test_a_call_after_a_publish_is_answered_from_it_while_a_call_on_the_old_store_still_runs(tmp_path_factory):
    root = built_example(tmp_path_factory, "mcp-publish-held")
    old = companies()["Acme Motors"]["country"]
    srv = make_server(root)
    pool = srv.kagflow_pool
    try:
        assert query(srv) == [old]  # loads an asker on the old store and leaves it idle
        move_acme_to_mexico(root)
        version, busy = pool.acquire(10)  # that asker, busy across the publish as a call would keep it
        try:
            build_without_models(root)  # publishes
            assert query(srv) == ["MX"]  # a new asker, loaded while `busy` still has the old file open
            assert busy.query(COUNTRY_PLAN).answer == [old]  # the call in flight keeps its snapshot
        finally:
            pool.release(version, busy)  # closed: a newer store was published
        assert [query(srv) for _ in range(3)] == [["MX"]] * 3
    finally:
        pool.close()
