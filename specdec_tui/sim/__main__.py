"""``python -m specdec_tui.sim``: run the simulated SGLang server."""

from __future__ import annotations

import sys

from specdec_tui.sim.main import main

sys.exit(main())
