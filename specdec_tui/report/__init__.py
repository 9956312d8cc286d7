"""Summaries of results for people: intervals over repeats, acceptance detail, charts and the HTML report."""
