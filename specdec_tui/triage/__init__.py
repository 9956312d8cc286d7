"""Crash triage: classify server log lines and exit statuses."""
