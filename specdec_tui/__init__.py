"""specdec-tui: speculative-decoding benchmark sweeps with a supervised server and live crash triage."""

__version__ = "0.1.0"
