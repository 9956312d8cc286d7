"""``python -m specdec_tui.sim``: run the simulated SGLang server."""

from __future__ import annotations

import sys

from .main import main

sys.exit(main())
