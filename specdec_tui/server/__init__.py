"""The server process: supervision, parent-death reaping, ports and process trees."""
