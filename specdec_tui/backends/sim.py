"""The embedded ``sim`` backend: SGLang's protocol spoken by ``python -m specdec_tui.sim``.

The sim takes SGLang's flag spellings (plus ``--sim-*`` switches, passed through ``extra_args``), so
this adapter is the SGLang one with another program in the argv.
"""

from __future__ import annotations

import sys

from specdec_tui.backends.sglang import SGLangBackend
from specdec_tui.domain.model import ServerSpec


class SimBackend(SGLangBackend):
    name = "sim"
    launch_module = "specdec_tui.sim"
    # What the simulator implements (it applies SGLang's resolution rules to them).
    algorithms = frozenset(
        {"none", "eagle", "eagle3", "nextn", "mtp", "standalone", "draft", "ngram", "dflash", "ddtree"}
    )

    def python_executable(self, server: ServerSpec) -> str:
        # The sim ships with this package, so it runs under this interpreter whatever the sweep says.
        return sys.executable
