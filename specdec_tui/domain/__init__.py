"""Data types, statuses and events: what every other layer talks in. No I/O."""
