"""Test-session set-up shared by every test file."""

from __future__ import annotations

import signal

# A test run started under nohup (or by a runner that ignores hangups) passes SIGHUP's "ignore"
# disposition on to every child. The tests that hang up on specdec model a terminal closing, where
# SIGHUP has its default action, so the children start with that default.
signal.signal(signal.SIGHUP, signal.SIG_DFL)
