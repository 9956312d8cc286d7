"""The SGLang adapter against the pinned SGLang releases' own code (read from their wheels by
``.ci/server_sources.py``; no torch, nothing imported): flags, choices, algorithm names, metric
names, response fields and endpoints. ``make test`` fills the cache first."""

from __future__ import annotations

import dataclasses

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

from specdec_tui.backends import sglang as sg
from specdec_tui.backends.server_facts import PINNED, check_semantics, flag_table, local_label
from specdec_tui.backends.sglang import SGLangBackend

VERSIONS = PINNED["sglang"]
NEWEST = VERSIONS[-1]


def test_at_least_two_releases_are_pinned_and_come_from_their_wheels() -> None:
    assert len(VERSIONS) >= 2
    for version in VERSIONS:
        info = wheel_info("sglang", version)
        assert info["wheel"].startswith(f"sglang-{version}-") and len(info["sha256"]) == 64


@pytest.mark.slow  # measured 9.6 s
@pytest.mark.parametrize("version", VERSIONS)
def test_shipped_flag_table_is_what_the_release_defines(version: str) -> None:
    diff = table_diff("sglang", version)
    assert not diff, (
        f"specdec_tui/backends/server_facts.json differs from SGLang {version}'s own definitions; "
        f"regenerate it with `python .ci/server_sources.py --write` and review:\n{diff}"
    )


@pytest.mark.parametrize("version", VERSIONS)
def test_the_extraction_finds_the_parser(version: str) -> None:
    """Guards the reader itself: a parser that silently shrank would make every check pass."""
    f = facts("sglang", version)
    assert len(f.flags) > 200
    for flag in ("--model-path", "--port", "--tp-size", "--speculative-algorithm", "--enable-metrics"):
        assert flag in f.flags, flag
    assert f.flags["--enable-metrics"].takes_value is False
    assert {"EAGLE", "EAGLE3", "NGRAM"} <= set(f.algorithms)


def _options(argv: list[str]) -> list[str]:
    return SGLangBackend.options_of(argv)


def _check_parses(version: str, argv: list[str], where: str) -> None:
    f = facts("sglang", version)
    options = _options(argv)
    try:
        parse(f, options)
    except ParseError as exc:
        pytest.fail(f"{where}: SGLang {version}'s parser refuses {' '.join(options)}: {exc}")
    problems = check_semantics("sglang", flag_table("sglang", version), options)
    assert not problems, f"{where}: {problems}"


@pytest.mark.parametrize("version", VERSIONS)
def test_every_generated_argv_parses_with_that_release(version: str) -> None:
    accepted, refused = [], []
    for spec in speculative_grid(sorted(sg.ALGORITHMS)):
        try:
            plan = SGLangBackend().launch_plan(server("sglang", version, api_key="k", tp=2), run_of(spec))
        except ValueError as exc:
            refused.append((spec, str(exc)))
            continue
        _check_parses(version, plan.argv, f"speculative {spec}")
        accepted.append(spec["algorithm"])
    # what every release must still take (the test must not pass by refusing everything)
    must = {"none", "eagle", "eagle3", "standalone", "ngram", "nextn"}
    if version != "0.5.5":
        must |= {"dflash", "dspark"}
    assert must <= set(accepted), sorted(must - set(accepted))
    # what the release cannot take is refused by the adapter with the release named
    refused_algorithms = {spec["algorithm"] for spec, _ in refused if set(spec) == {"algorithm"}}
    assert "ddtree" in refused_algorithms
    if version == "0.5.5":
        assert "dflash" in refused_algorithms
    assert all(f"SGLang {version}" in msg or "run 'r'" in msg for _, msg in refused)


@pytest.mark.parametrize("version", VERSIONS)
def test_example_sweeps_parse_with_each_release(version: str) -> None:
    sweeps = example_sweeps("sglang")
    assert sweeps, "no SGLang example sweep"
    for name, sweep in sweeps:
        srv = dataclasses.replace(sweep.server, version=version)
        for run in sweep.runs:
            try:
                plan = SGLangBackend().launch_plan(srv, run)
            except ValueError as exc:
                assert run.algorithm == "ddtree" and "ddtree" in str(exc).lower(), f"{name} {run.name}: {exc}"
                continue
            _check_parses(version, plan.argv, f"{name} run {run.name}")


def test_example_sweeps_as_declared_parse_with_their_base_release() -> None:
    """The DDTree example declares a DDTree build of 0.5.23: all but its DDTree flags are 0.5.23's."""
    for name, sweep in example_sweeps("sglang"):
        label = local_label(sweep.server.version)
        for run in sweep.runs:
            plan = SGLangBackend().launch_plan(sweep.server, run)
            options = _options(plan.argv)
            if label:
                f = facts("sglang", NEWEST)
                kept, skip = [], False
                for item in options:
                    if skip:
                        skip = False
                        continue
                    if label in item.lower():
                        skip = True
                        continue
                    if item.lower() == label:
                        continue
                    kept.append(item)
                kept = [k for k in kept if k.upper() != label.upper()]
                try:
                    parse(f, kept)
                except ParseError as exc:
                    pytest.fail(f"{name} run {run.name}: {exc}")
            else:
                _check_parses(NEWEST, plan.argv, f"{name} run {run.name}")


# -- what the adapter reads back --------------------------------------------------------------------
def test_metric_names_exist_in_every_release() -> None:
    names = sorted(sg.PROM_COUNTERS)
    missing = [(n, v) for n in names for v in VERSIONS if not facts("sglang", v).has_metric(n)]
    # spec_verify_calls_total is newer than 0.5.5: the adapter uses it only as a cross-check and
    # reads acceptance from meta_info; everything else must be in every release
    allowed = {("sglang:spec_verify_calls_total", "0.5.5")}
    assert set(missing) <= allowed, "\n" + presence_table(
        names, list(VERSIONS), lambda n, v: facts("sglang", v).has_metric(n)
    )
    for version in VERSIONS:
        f = facts("sglang", version)
        for gauge in ("sglang:spec_accept_length", "sglang:gen_throughput"):
            assert f.has_metric(gauge), (gauge, version)


def test_meta_info_fields_exist_in_every_release() -> None:
    """spec_stats reads verify steps and token counts (needed in every release), and accepted /
    proposed draft counts under several spellings; where a release has none of those spellings
    (0.5.5), it falls back to the server's own spec_accept_rate, which must then exist."""
    counted = {"accepted drafts": sg.META_ACCEPTED, "proposed drafts": sg.META_PROPOSED}
    required = (sg.META_VERIFY, sg.META_ACCEPT_LENGTH, "completion_tokens", "prompt_tokens", "finish_reason")
    every = [*required, *(n for names in counted.values() for n in names), sg.META_ACCEPT_RATE]
    grid = presence_table(every, list(VERSIONS), lambda n, v: n in facts("sglang", v).strings)
    for version in VERSIONS:
        strings = facts("sglang", version).strings
        assert all(n in strings for n in required), f"a meta_info field moved in SGLang {version}:\n{grid}"
        for what, names in counted.items():
            if not any(n in strings for n in names):
                assert sg.META_ACCEPT_RATE in strings, f"{what}: no spelling and no fallback in {version}:\n{grid}"
    # the newest release reports the counts themselves, under the adapter's first spelling
    newest = facts("sglang", NEWEST).strings
    assert sg.META_ACCEPTED[0] in newest and sg.META_PROPOSED[0] in newest, grid


def test_acceptance_detail_fields_exist_where_the_adapter_reads_them() -> None:
    """The per-request histogram the adapter reads (measure/acceptance.py) is the newest release's
    own (0.5.5 has none: no histogram is made up); the decode timing is in both, 0.5.5 with
    time_per_token beside decode_throughput (whose denominator differs), 0.5.23 without it."""
    names = (sg.META_HISTOGRAM, sg.META_DECODE_THROUGHPUT, sg.META_TIME_PER_TOKEN)
    grid = presence_table(list(names), list(VERSIONS), lambda n, v: n in facts("sglang", v).strings)
    newest, oldest = facts("sglang", NEWEST).strings, facts("sglang", VERSIONS[0]).strings
    assert sg.META_HISTOGRAM in newest and sg.META_HISTOGRAM not in oldest, grid
    assert sg.META_DECODE_THROUGHPUT in newest and sg.META_TIME_PER_TOKEN not in newest, grid
    assert sg.META_DECODE_THROUGHPUT in oldest and sg.META_TIME_PER_TOKEN in oldest, grid


def test_endpoints_exist_in_every_release() -> None:
    backend = SGLangBackend()
    path, _body = backend.build_request("m", "p", 8, 0.0, None)
    needed = [backend.health_path, path, "/tokenize", "/metrics", "/get_server_info"]
    grid = presence_table(needed, list(VERSIONS), lambda n, v: n in facts("sglang", v).routes)
    for version in VERSIONS:
        routes = facts("sglang", version).routes
        assert all(n in routes for n in needed), f"an endpoint moved in SGLang {version}:\n{grid}"
        # the version the controller asks for: one of the adapter's paths, with a "version" key
        assert any(v in routes for v in backend.version_paths), f"no version endpoint in {version}:\n{grid}"
        assert "version" in facts("sglang", version).strings
        fields = facts("sglang", version).classes.get("TokenizeResponse", set())
        assert "count" in fields and "tokens" in fields, (version, fields)


def test_a_renamed_flag_fails_with_a_readable_message() -> None:
    """The check can fail: a flag spelled as in an older release is named with the release."""
    with pytest.raises(ValueError, match=r"SGLang 0\.5\.23 cannot take --speculative-ngram-max-match-window-size"):
        SGLangBackend().launch_plan(server("sglang", "0.5.23"), run_of({"algorithm": "ngram", "ngram_max": 8}))
    with pytest.raises(ParseError, match="invalid choice"):
        parse(facts("sglang", "0.5.5"), ["--speculative-algorithm", "DFLASH"])
