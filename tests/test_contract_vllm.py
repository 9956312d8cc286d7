"""The vLLM adapter against the pinned vLLM releases' own code (read from their wheels by
``.ci/server_sources.py``; no torch, nothing imported): flags, ``--speculative-config`` keys and
methods, metric names, response fields and endpoints. ``make test`` fills the cache first."""

from __future__ import annotations

import dataclasses
import json

import pytest
from server_contract import (
    ParseError,
    example_sweeps,
    facts,
    parse,
    presence_table,
    run_of,
    server,
    speculative_grid,
    table_diff,
    wheel_info,
)

from specdec_tui.backends import vllm as vl
from specdec_tui.backends.server_facts import PINNED, check_semantics, flag_table
from specdec_tui.backends.vllm import VLLMBackend

VERSIONS = PINNED["vllm"]
NEWEST = VERSIONS[-1]


def test_at_least_two_releases_are_pinned_and_come_from_their_wheels() -> None:
    assert len(VERSIONS) >= 2
    for version in VERSIONS:
        info = wheel_info("vllm", version)
        assert info["wheel"].startswith(f"vllm-{version}-") and len(info["sha256"]) == 64


@pytest.mark.slow  # measured 6.2 s
@pytest.mark.parametrize("version", VERSIONS)
def test_shipped_flag_table_is_what_the_release_defines(version: str) -> None:
    diff = table_diff("vllm", version)
    assert not diff, (
        f"specdec_tui/backends/server_facts.json differs from vLLM {version}'s own definitions; "
        f"regenerate it with `python .ci/server_sources.py --write` and review:\n{diff}"
    )


@pytest.mark.parametrize("version", VERSIONS)
def test_the_extraction_finds_the_parser(version: str) -> None:
    f = facts("vllm", version)
    assert len(f.flags) > 150
    for flag in ("--host", "--port", "--max-model-len", "--tensor-parallel-size", "--speculative-config", "--api-key"):
        assert flag in f.flags, flag
    assert f.flags["--enforce-eager"].takes_value is False and "--no-enforce-eager" in f.flags
    assert {"method", "model", "num_speculative_tokens", "prompt_lookup_min"} <= set(f.spec_config_keys)
    assert {"ngram", "eagle", "eagle3", "draft_model", "mtp"} <= set(f.spec_methods)


def _check_parses(version: str, argv: list[str], where: str) -> None:
    f = facts("vllm", version)
    assert argv[1] == "serve"
    options = VLLMBackend.options_of(argv)
    try:
        parse(f, options)
    except ParseError as exc:
        pytest.fail(f"{where}: vLLM {version}'s parser refuses {' '.join(options)}: {exc}")
    problems = check_semantics("vllm", flag_table("vllm", version), options)
    assert not problems, f"{where}: {problems}"


@pytest.mark.parametrize("version", VERSIONS)
def test_every_generated_argv_parses_with_that_release(version: str) -> None:
    accepted: set[str] = set()
    refused: dict[str, list[str]] = {}
    for spec in speculative_grid([*sorted(vl.METHODS), "ddtree"]):
        try:
            plan = VLLMBackend().launch_plan(server("vllm", version, api_key="k", tp=2, port=8000), run_of(spec))
        except ValueError as exc:
            refused.setdefault(spec["algorithm"], []).append(str(exc))
            continue
        _check_parses(version, plan.argv, f"speculative {spec}")
        accepted.add(spec["algorithm"])
    must = {"none", "eagle", "eagle3", "ngram", "draft", "mtp"}
    if version != "0.11.0":
        must |= {"dflash", "suffix", "ngram_gpu", "dspark"}
    assert must <= accepted, (sorted(must - accepted), refused)
    assert "ddtree" not in accepted
    if version == "0.11.0":
        for method in ("dflash", "suffix"):
            wanted = f"vLLM {version} cannot take --speculative-config method '{method}'"
            assert any(wanted in message for message in refused[method]), refused[method]


@pytest.mark.parametrize("version", VERSIONS)
def test_example_sweeps_parse_with_each_release(version: str) -> None:
    sweeps = example_sweeps("vllm")
    assert sweeps, "no vLLM example sweep"
    for name, sweep in sweeps:
        srv = dataclasses.replace(sweep.server, version=version)
        for run in sweep.runs:
            try:
                plan = VLLMBackend().launch_plan(srv, run)
            except ValueError as exc:
                assert version == "0.11.0" and run.algorithm == "suffix", f"{name} {run.name}: {exc}"
                continue
            _check_parses(version, plan.argv, f"{name} run {run.name}")


def test_per_request_metrics_flag_follows_the_release() -> None:
    rn = run_of({"algorithm": "ngram", "num_draft_tokens": 4})
    for version in VERSIONS:
        argv = VLLMBackend().launch_plan(server("vllm", version), rn).argv
        has = vl.PER_REQUEST_METRICS_FLAG in facts("vllm", version).flags
        assert (vl.PER_REQUEST_METRICS_FLAG in argv) == has, version
        if has:
            assert "summary" in (facts("vllm", version).flags[vl.PER_REQUEST_METRICS_FLAG].choices or [])


def test_per_request_timing_flag_follows_the_release_and_log_stats() -> None:
    """``--enable-per-request-metrics`` (for the server's decode timing) on every run of a release
    that has it, never beside ``--disable-log-stats`` (vLLM 0.34.0 cli_args.py refuses the pair)."""
    for version in VERSIONS:
        has = vl.PER_REQUEST_TIMING_FLAG in facts("vllm", version).flags
        for rn in (run_of({"algorithm": "none"}), run_of({"algorithm": "ngram", "num_draft_tokens": 4})):
            plan = VLLMBackend().launch_plan(server("vllm", version), rn)
            assert (vl.PER_REQUEST_TIMING_FLAG in plan.argv) == has, version
            _check_parses(version, plan.argv, f"timing flag on {version}")
        if has:
            assert "generation_time_ms" in facts("vllm", version).strings or any(
                "generation_time_ms" in fields for fields in facts("vllm", version).classes.values()
            ), version
    quiet = run_of({"algorithm": "none"})
    quiet = dataclasses.replace(quiet, extra_args=["--disable-log-stats"])
    argv = VLLMBackend().launch_plan(server("vllm", NEWEST), quiet).argv
    assert vl.PER_REQUEST_TIMING_FLAG not in argv and "--disable-log-stats" in argv


# -- what the adapter reads back --------------------------------------------------------------------
def test_metric_names_exist_in_every_release() -> None:
    names = sorted(vl.PROMETHEUS_COUNTERS)
    grid = presence_table(names, list(VERSIONS), lambda n, v: facts("vllm", v).has_metric(n))
    for version in VERSIONS:
        assert all(facts("vllm", version).has_metric(n) for n in names), f"a metric moved in vLLM {version}:\n{grid}"


def test_response_fields_exist_where_the_adapter_reads_them() -> None:
    """Usage counts in every release; the per-request speculative statistics wherever the adapter
    asks for them (the release has --per-request-spec-decode-metrics)."""
    usage = ["prompt_tokens", "completion_tokens"]
    per_request = ["speculative_decoding", "num_spec_steps", "num_accepted_draft_tokens", "num_draft_tokens",
                   "mean_acceptance_length", "draft_acceptance_rate"]
    per_request.append("metrics")  # the response field that carries them

    def known(name: str, version: str) -> bool:
        f = facts("vllm", version)
        return name in f.strings or any(name in fields for fields in f.classes.values())

    grid = presence_table(usage + per_request, list(VERSIONS), known)
    for version in VERSIONS:
        f = facts("vllm", version)
        assert set(usage) <= f.classes.get("UsageInfo", set()), f"usage moved in vLLM {version}:\n{grid}"
        if vl.PER_REQUEST_METRICS_FLAG in f.flags:
            missing = [n for n in per_request if not known(n, version)]
            assert not missing, f"per-request fields moved in vLLM {version}:\n{grid}"


def test_endpoints_exist_in_every_release() -> None:
    backend = VLLMBackend()
    path, body = backend.build_request("m", "p", 8, 0.0, 1)
    assert json.dumps(body)
    needed = [backend.health_path, path, "/tokenize", "/metrics", *backend.version_paths]
    grid = presence_table(needed, list(VERSIONS), lambda n, v: n in facts("vllm", v).routes)
    for version in VERSIONS:
        f = facts("vllm", version)
        assert all(n in f.routes for n in needed), f"an endpoint moved in vLLM {version}:\n{grid}"
        assert {"count", "tokens"} <= f.classes.get("TokenizeResponse", set()), version


def test_a_wrong_flag_or_method_fails_with_a_readable_message() -> None:
    with pytest.raises(ValueError, match=r"vLLM 0\.11\.0 cannot take --speculative-config method 'dflash'"):
        VLLMBackend().launch_plan(
            server("vllm", "0.11.0"), run_of({"algorithm": "dflash", "draft_model": "d", "num_draft_tokens": 4})
        )
    with pytest.raises(ParseError, match="invalid choice"):
        parse(facts("vllm", NEWEST), ["--per-request-spec-decode-metrics", "everything"])
    with pytest.raises(ParseError, match="unrecognized"):
        parse(facts("vllm", NEWEST), ["--num-speculative-tokens", "3"])
