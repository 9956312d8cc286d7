"""Load generation and statistics: prompts, requests, per-request samples, summaries."""
