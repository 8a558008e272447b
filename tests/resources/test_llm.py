"""resources/llm.py through the real openai client against a local OpenAI-compatible server."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

import dagster as dg
import openai
import pydantic
import pytest

from kagflow.resources.llm import (
    LLMError,
    LLMReply,
    LLMResource,
    LLMSettings,
    cache_key,
    resolve_llm_settings,
)
from tests.llm_server import RecordingLLMServer, Reply, recorded, sequence

MESSAGES = [
    {"role": "system", "content": "Extract entities as JSON."},
    {"role": "user", "content": "Acme Corp supplies steel to Beta Ltd."},
]
ANSWER = '{"entities": ["Acme Corp", "Beta Ltd"]}'


@pytest.fixture
def server():
    with RecordingLLMServer(replies={"Acme": ANSWER}) as running:
        yield running


def make_llm(server: RecordingLLMServer, tmp_path: Path, **overrides) -> LLMResource:
    settings = {"base_url": server.base_url, "model": "test-model", "cache_dir": str(tmp_path / "llm_cache"),
                "timeout_s": 5.0, "max_retries": 2, "backoff_s": 0.01, **overrides}
    return LLMResource(**settings)


def ask(llm: LLMResource, messages=MESSAGES, purpose="extract", prompt_version="ner-v1", **kwargs) -> LLMReply:
    return llm.complete(messages, purpose=purpose, prompt_version=prompt_version, **kwargs)


# -- normal calls and the cache ------------------------------------------------------------------


def test_normal_call_goes_through_the_openai_client(server, tmp_path):
    llm = make_llm(server, tmp_path)
    reply = ask(llm)
    assert reply.text == ANSWER
    assert reply.model == "test-model"
    assert not reply.cached and reply.attempts == 1
    assert reply.completion_tokens == len(ANSWER.split())
    assert reply.prompt_tokens == sum(len(m["content"].split()) for m in MESSAGES)
    assert server.calls == 1
    sent = server.last_request
    assert sent["model"] == "test-model"
    assert sent["messages"] == MESSAGES
    assert sent["temperature"] == 0.0 and sent["max_tokens"] == 2048
    assert server.headers[-1]["authorization"] == "Bearer not-needed"  # empty key: local servers get a placeholder


def test_identical_call_is_a_cache_hit_without_a_request(server, tmp_path):
    llm = make_llm(server, tmp_path)
    first = ask(llm)
    second = ask(llm)
    assert server.calls == 1
    assert second.cached and second.attempts == 0
    assert (second.text, second.prompt_tokens, second.completion_tokens) == (first.text, first.prompt_tokens, first.completion_tokens)
    assert second.cache_key == first.cache_key

    # one JSON file per key under cache_dir/ab/abcdef....json, holding the request and the reply
    path = tmp_path / "llm_cache" / first.cache_key[:2] / f"{first.cache_key}.json"
    entry = json.loads(path.read_text(encoding="utf-8"))
    assert entry["key"] == first.cache_key == cache_key(entry["request"])
    assert entry["request"]["model"] == "test-model"
    assert entry["request"]["messages"] == MESSAGES
    assert entry["request"]["prompt_version"] == "ner-v1"
    assert entry["request"]["params"] == {"temperature": 0.0, "max_tokens": 2048, "response_format": {"type": "json_object"}}
    assert entry["reply"]["text"] == ANSWER
    assert not list(path.parent.glob("*.tmp"))

    # a fresh resource (next run) on the same folder hits too
    assert ask(make_llm(server, tmp_path)).cached
    assert server.calls == 1


@pytest.mark.parametrize(
    "change",
    [
        pytest.param({"call": {"temperature": 0.7}}, id="temperature"),
        pytest.param({"call": {"max_tokens": 100}}, id="max_tokens"),
        pytest.param({"call": {"seed": 7}}, id="extra-param"),
        pytest.param({"call": {"prompt_version": "ner-v2"}}, id="prompt_version"),
        pytest.param({"call": {"response_format_json": False}}, id="json-mode"),
        pytest.param({"resource": {"model": "other-model"}}, id="model"),
        pytest.param({"resource": {"extract_model": "extractor"}}, id="extract_model"),
        pytest.param({"resource": {"temperature": 0.2}}, id="resource-temperature"),
        pytest.param({"call": {"messages": [*MESSAGES[:1], {"role": "user", "content": "Acme Corp again."}]}}, id="messages"),
    ],
)
def test_any_change_to_the_request_misses_the_cache(server, tmp_path, change):
    ask(make_llm(server, tmp_path))
    reply = ask(make_llm(server, tmp_path, **change.get("resource", {})), **change.get("call", {}))
    assert not reply.cached
    assert server.calls == 2


def test_purpose_picks_the_model(server, tmp_path):
    llm = make_llm(server, tmp_path, model="solver", extract_model="extractor")
    ask(llm, purpose="extract")
    assert server.last_request["model"] == "extractor"
    ask(llm, purpose="solve")
    assert server.last_request["model"] == "solver"
    assert make_llm(server, tmp_path, model="solver").model_for("extract") == "solver"
    with pytest.raises(ValueError, match="purpose"):
        ask(llm, purpose="answer")


def test_generation_params_are_sent_and_reserved_ones_refused(server, tmp_path):
    llm = make_llm(server, tmp_path)
    ask(llm, temperature=0.3, top_p=0.9, seed=11)
    sent = server.last_request
    assert (sent["temperature"], sent["top_p"], sent["seed"]) == (0.3, 0.9, 11)
    with pytest.raises(ValueError, match="stream"):
        ask(llm, stream=True)


def test_without_cache_dir_nothing_is_cached(server, tmp_path):
    llm = make_llm(server, tmp_path, cache_dir="")
    ask(llm)
    ask(llm)
    assert server.calls == 2
    assert not (tmp_path / "llm_cache").exists()


def test_forget_deletes_an_entry(server, tmp_path):
    llm = make_llm(server, tmp_path)
    reply = ask(llm)
    assert llm.forget(reply.cache_key)
    assert not llm.forget(reply.cache_key)
    assert not ask(llm).cached
    assert server.calls == 2


def test_unreadable_cache_entry_is_a_miss_and_gets_rewritten(server, tmp_path):
    llm = make_llm(server, tmp_path)
    reply = ask(llm)
    path = tmp_path / "llm_cache" / reply.cache_key[:2] / f"{reply.cache_key}.json"
    path.write_text("{half a fil", encoding="utf-8")
    assert not ask(llm).cached
    assert ask(llm).cached
    assert server.calls == 2


# -- validation decides what is cached -------------------------------------------------------------


def test_reply_failing_validation_is_not_cached(server, tmp_path):
    server.responder = sequence("not json at all", ANSWER)
    llm = make_llm(server, tmp_path)
    with pytest.raises(json.JSONDecodeError):
        ask(llm, validate=json.loads)
    assert server.calls == 1
    assert not list((tmp_path / "llm_cache").rglob("*.json"))

    good = ask(llm, validate=json.loads)  # asks the server again
    assert server.calls == 2
    assert not good.cached and good.parsed == json.loads(ANSWER)

    hit = ask(llm, validate=json.loads)
    assert hit.cached and hit.parsed == json.loads(ANSWER)
    assert server.calls == 2
    assert llm.usage()["invalid"] == 1


def test_cached_reply_failing_a_stricter_validator_is_asked_again(server, tmp_path):
    llm = make_llm(server, tmp_path)
    ask(llm)  # cached without validation

    def needs_relations(text: str) -> dict:
        data = json.loads(text)
        if "relations" not in data:
            raise ValueError("no relations")
        return data

    with pytest.raises(ValueError, match="no relations"):
        ask(llm, validate=needs_relations)
    assert server.calls == 2  # the cached reply was dropped, the server asked, its reply rejected too
    assert not list((tmp_path / "llm_cache").rglob("*.json"))


# -- retries ---------------------------------------------------------------------------------------


def test_server_error_then_success_is_retried(server, tmp_path):
    server.responder = sequence(Reply.fail(500, "overloaded"), ANSWER)
    llm = make_llm(server, tmp_path)
    reply = ask(llm)
    assert reply.text == ANSWER and reply.attempts == 2
    assert server.calls == 2
    assert llm.usage()["retries"] == 1 and llm.usage()["failures"] == 0


@pytest.mark.parametrize("status", [502, 503])
def test_other_5xx_are_transient(server, tmp_path, status):
    server.responder = sequence(Reply.fail(status), ANSWER)
    assert ask(make_llm(server, tmp_path)).attempts == 2


def test_rate_limit_honours_retry_after(server, tmp_path):
    server.responder = sequence(Reply.fail(429, "slow down", headers={"Retry-After": "0"}), ANSWER)
    llm = make_llm(server, tmp_path, backoff_s=20.0)  # Retry-After: 0 beats the 10-20 s backoff
    started = time.monotonic()
    reply = ask(llm)
    assert time.monotonic() - started < 5
    assert reply.attempts == 2 and server.calls == 2


@pytest.mark.parametrize("status", [400, 401, 404, 422])
def test_non_transient_errors_raise_at_once(server, tmp_path, status):
    server.responder = sequence(Reply.fail(status, "you asked wrong"), ANSWER)
    llm = make_llm(server, tmp_path)
    with pytest.raises(LLMError) as caught:
        ask(llm)
    assert caught.value.status == status
    assert caught.value.attempts == 1
    assert "you asked wrong" in caught.value.message
    assert server.calls == 1
    assert llm.usage()["failures"] == 1 and llm.usage()["retries"] == 0


def test_persistent_server_errors_give_up_after_max_retries(server, tmp_path):
    server.responder = sequence(Reply.fail(500, "down"))
    llm = make_llm(server, tmp_path, max_retries=3)
    with pytest.raises(LLMError, match="gave up after 3 retries") as caught:
        ask(llm)
    assert caught.value.status == 500 and caught.value.attempts == 4
    assert server.calls == 4


def test_timeouts_are_retried_then_raise(server, tmp_path):
    server.responder = sequence(Reply.slow(1.0, ANSWER))
    llm = make_llm(server, tmp_path, timeout_s=0.15, max_retries=2)
    started = time.monotonic()
    with pytest.raises(LLMError, match="timed out") as caught:
        ask(llm)
    assert time.monotonic() - started < 3
    assert caught.value.status is None and caught.value.attempts == 3
    assert server.calls == 3
    usage = llm.usage()
    assert (usage["calls"], usage["retries"], usage["failures"]) == (3, 2, 1)


def test_timeout_then_success(server, tmp_path):
    server.responder = sequence(Reply.slow(1.0, ANSWER), ANSWER)
    reply = ask(make_llm(server, tmp_path, timeout_s=0.15))
    assert reply.text == ANSWER and reply.attempts == 2


def test_connection_errors_are_retried_then_raise(tmp_path):
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    llm = LLMResource(base_url=f"http://127.0.0.1:{port}/v1", model="m", cache_dir=str(tmp_path), max_retries=1, backoff_s=0.01)
    with pytest.raises(LLMError, match="connection failed") as caught:
        ask(llm)
    assert caught.value.attempts == 2


def test_unparseable_reply_is_an_error_not_a_crash(server, tmp_path):
    server.responder = sequence(Reply(body={"choices": []}))
    with pytest.raises(LLMError, match="no message content"):
        ask(make_llm(server, tmp_path))


# -- JSON mode -------------------------------------------------------------------------------------


def test_json_mode_sends_response_format(server, tmp_path):
    llm = make_llm(server, tmp_path)
    ask(llm)
    assert server.last_request["response_format"] == {"type": "json_object"}
    ask(llm, prompt_version="free-text", response_format_json=False)
    assert "response_format" not in server.last_request
    ask(make_llm(server, tmp_path, json_mode=False), prompt_version="off")
    assert "response_format" not in server.last_request


def _refuses_response_format(request: dict) -> Reply:
    if "response_format" in request:
        return Reply.fail(400, "Unsupported parameter: 'response_format' is not supported by this model")
    return Reply.text(ANSWER)


def test_server_refusing_response_format_is_asked_again_without_it(server, tmp_path):
    server.responder = _refuses_response_format
    llm = make_llm(server, tmp_path)
    reply = ask(llm)
    assert reply.text == ANSWER and reply.attempts == 2
    assert [("response_format" in r) for r in server.requests] == [True, False]
    assert llm.json_refused

    # remembered for the resource: the next request goes without it at once
    ask(llm, prompt_version="ner-v2")
    assert server.calls == 3 and "response_format" not in server.last_request
    # and the reply was cached under what was actually sent
    assert ask(llm).cached and server.calls == 3

    # a fresh resource learns again (one refused request) and then finds the cached reply
    fresh = make_llm(server, tmp_path)
    assert ask(fresh).cached
    assert server.calls == 4


def test_other_400s_do_not_drop_json_mode(server, tmp_path):
    server.responder = sequence(Reply.fail(400, "context too long"))
    llm = make_llm(server, tmp_path)
    with pytest.raises(LLMError):
        ask(llm)
    assert server.calls == 1 and not llm.json_refused


# -- settings --------------------------------------------------------------------------------------


def test_nothing_configured_is_offline():
    assert resolve_llm_settings(None, {}) is None
    assert resolve_llm_settings({"base_url": None, "model": None, "json_mode": None}, {}) is None
    # OPENAI_* alone (set for other tools) does not switch a project to a model
    assert resolve_llm_settings({}, {"OPENAI_BASE_URL": "http://x/v1", "OPENAI_API_KEY": "sk"}) is None


def test_settings_from_the_environment():
    env = {"KAGFLOW_LLM_BASE_URL": "http://env/v1", "KAGFLOW_LLM_MODEL": "qwen", "KAGFLOW_LLM_API_KEY": "k-env",
           "KAGFLOW_EXTRACT_MODEL": "qwen-small", "OPENAI_BASE_URL": "http://openai/v1", "OPENAI_API_KEY": "sk-openai"}
    settings = resolve_llm_settings(None, env)
    assert settings == LLMSettings(base_url="http://env/v1", api_key="k-env", model="qwen", extract_model="qwen-small")
    assert (settings.timeout_s, settings.max_retries, settings.backoff_s) == (60.0, 4, 1.0)
    assert (settings.temperature, settings.max_tokens, settings.json_mode) == (0.0, 2048, True)


def test_settings_fall_back_to_openai_variables():
    settings = resolve_llm_settings(None, {"KAGFLOW_LLM_MODEL": "gpt-x", "OPENAI_BASE_URL": "http://openai/v1",
                                           "OPENAI_API_KEY": "sk-openai"})
    assert (settings.base_url, settings.api_key, settings.model, settings.extract_model) == (
        "http://openai/v1", "sk-openai", "gpt-x", "gpt-x")


def test_config_wins_over_the_environment():
    env = {"KAGFLOW_LLM_BASE_URL": "http://env/v1", "KAGFLOW_LLM_MODEL": "env-model", "KAGFLOW_LLM_API_KEY": "k-env",
           "MY_KEY": "k-mine"}
    config = {"base_url": "http://cfg/v1", "model": "cfg-model", "extract_model": None, "api_key_env": "MY_KEY",
              "timeout_s": 10, "max_retries": 1, "temperature": None, "max_tokens": 512, "json_mode": False}
    settings = resolve_llm_settings(config, env)
    assert (settings.base_url, settings.model, settings.extract_model, settings.api_key) == (
        "http://cfg/v1", "cfg-model", "cfg-model", "k-mine")
    assert (settings.timeout_s, settings.max_retries, settings.max_tokens, settings.json_mode) == (10, 1, 512, False)
    assert settings.temperature == 0.0


def test_local_server_needs_no_key():
    settings = resolve_llm_settings({"base_url": "http://127.0.0.1:8000/v1", "model": "local"}, {})
    assert settings.api_key == "not-needed"


@pytest.mark.parametrize(
    ("config", "env", "message"),
    [
        ({"base_url": "http://cfg/v1"}, {}, "model is missing"),
        ({"model": "m"}, {}, "base_url is missing"),
        (None, {"KAGFLOW_LLM_MODEL": "m"}, "base_url is missing"),
        ({"base_url": "http://x/v1", "model": "m", "api_key_env": "NOPE"}, {}, "NOPE"),
        ({"base_url": "http://x/v1", "model": "m", "modle": "x"}, {}, "unknown setting"),
        ({"base_url": "http://x/v1", "model": "m", "max_retries": -1}, {}, "max_retries"),
    ],
)
def test_incomplete_or_wrong_settings_are_errors(config, env, message):
    with pytest.raises(ValueError, match=message):
        resolve_llm_settings(config, env)


def test_settings_are_frozen_and_make_a_resource(tmp_path):
    settings = LLMSettings(base_url="http://x/v1", model="m")
    with pytest.raises(pydantic.ValidationError):
        settings.model = "other"
    llm = LLMResource.from_settings(settings, tmp_path / "cache")
    assert llm.available and llm.extract_model == "m" and llm.cache_dir == str(tmp_path / "cache")


def test_unconfigured_resource_is_not_available():
    llm = LLMResource()
    assert not llm.available
    assert not LLMResource(base_url="http://x/v1").available
    with pytest.raises(LLMError, match="no LLM configured"):
        ask(llm)


# -- counters, threads, Dagster --------------------------------------------------------------------


def test_usage_counters(server, tmp_path):
    server.responder = recorded({"fail": Reply.fail(500), "Acme": ANSWER, "Beta": '{"b": 1}'})
    llm = make_llm(server, tmp_path, max_retries=1)
    ask(llm)
    ask(llm)
    ask(llm, messages=[{"role": "user", "content": "Beta"}])
    with pytest.raises(LLMError):
        ask(llm, messages=[{"role": "user", "content": "fail"}])
    usage = llm.usage()
    assert usage == {"calls": 4, "cache_hits": 1, "retries": 1, "failures": 1, "invalid": 0,
                     "prompt_tokens": sum(len(m["content"].split()) for m in MESSAGES) + 1,
                     "completion_tokens": len(ANSWER.split()) + 2}
    usage["calls"] = 99  # a snapshot, not the live counters
    assert llm.usage()["calls"] == 4
    llm.reset_usage()
    assert set(llm.usage().values()) == {0}


def test_concurrent_calls_count_exactly(server, tmp_path):
    server.responder = lambda request: Reply.text(json.dumps({"echo": request["messages"][-1]["content"]}))
    llm = make_llm(server, tmp_path)
    replies: dict[int, str] = {}

    def work(i: int) -> None:
        replies[i] = ask(llm, messages=[{"role": "user", "content": f"question {i}"}]).text

    threads = [threading.Thread(target=work, args=(i,)) for i in range(32)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert replies == {i: json.dumps({"echo": f"question {i}"}) for i in range(32)}
    assert llm.usage()["calls"] == server.calls == 32
    assert llm.usage()["retries"] == 0


def test_models_endpoint(server):
    client = openai.OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
    assert [m.id for m in client.models.list()] == ["test-model"]


def test_resource_in_a_dagster_run(server, tmp_path, monkeypatch):
    monkeypatch.setenv("TEST_LLM_BASE_URL", server.base_url)

    @dg.asset
    def answers(llm: LLMResource) -> dg.MaterializeResult:
        first = llm.complete(MESSAGES, purpose="solve", prompt_version="v1", validate=json.loads)
        second = llm.complete(MESSAGES, purpose="solve", prompt_version="v1", validate=json.loads)
        assert second.cached and first.parsed == second.parsed
        return dg.MaterializeResult(metadata={f"llm_{k}": v for k, v in llm.usage().items()})

    resource = LLMResource(base_url=dg.EnvVar("TEST_LLM_BASE_URL"), model="test-model",
                           cache_dir=str(tmp_path / "llm_cache"))
    result = dg.materialize([answers], resources={"llm": resource}, instance=dg.DagsterInstance.ephemeral())
    assert result.success
    metadata = result.asset_materializations_for_node("answers")[0].metadata
    assert metadata["llm_calls"].value == 1 and metadata["llm_cache_hits"].value == 1
    assert server.calls == 1


def test_llm_settings_are_declared_once():
    """kagflow.yaml's ``llm:`` keys are the endpoint keys plus the tuning keys whose defaults the
    settings and the resource share."""
    from kagflow.project import LLMConfig
    from kagflow.resources.llm import TUNING_DEFAULTS, LLMResource

    assert set(LLMConfig.model_fields) == {"base_url", "model", "extract_model", "api_key_env", *TUNING_DEFAULTS}
    settings, resource = LLMSettings(base_url="http://x/v1", model="m"), LLMResource()
    assert {k: getattr(settings, k) for k in TUNING_DEFAULTS} == {k: getattr(resource, k) for k in TUNING_DEFAULTS} == {
        "timeout_s": 60.0, "max_retries": 4, "backoff_s": 1.0, "temperature": 0.0, "max_tokens": 2048, "json_mode": True}
