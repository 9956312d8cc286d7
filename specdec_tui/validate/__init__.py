"""Checks that mark a cell invalid or warn before anything runs."""
