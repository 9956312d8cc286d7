"""The command line: argument parsing and one module per command."""
