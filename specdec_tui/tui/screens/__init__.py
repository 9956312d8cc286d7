"""Screens pushed over the main one: the cell editor, run detail, help and small dialogs."""
