"""Sweeps that outlive the terminal: a daemon hosting the controller behind a per-user Unix socket
(``server``), the client the TUI and the headless printer use as a controller (``client``), the wire
format (``wire``), the event journal (``journal``) and where daemons are found (``runtime``)."""
