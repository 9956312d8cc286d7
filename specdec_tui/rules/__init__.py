"""Known-crash rules: match conditions, the cell context they match, learned rules."""
