"""Where server jobs run: the grouping of cells into server jobs, and the executors that run them
(``slots``: several at once on disjoint GPU sets of this machine; ``slurm``: one Slurm job each).
The in-process ``local`` executor is the controller's own loop."""
