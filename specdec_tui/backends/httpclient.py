"""One place that builds the HTTP clients specdec uses to talk to the servers it launched."""

from __future__ import annotations

from typing import Any

import httpx


def make_client(base_url: str, **kwargs: Any) -> httpx.AsyncClient:
    """An ``httpx.AsyncClient`` for ``base_url``.

    A TLS context (CA bundle loaded: about 20 ms of CPU per client, see bench/RESULTS.md) is built
    only for https; the servers specdec launches speak plain http on loopback, where it is unused.
    Proxy variables from the environment are ignored (unless the caller says otherwise): a GPU box
    with ``http_proxy`` set must not send loopback traffic to the launched server through a proxy.
    """
    kwargs.setdefault("trust_env", False)
    return httpx.AsyncClient(verify=base_url.startswith("https://"), **kwargs)
