"""The solver as the app runs it (docs/ARCHITECTURE.md, layer "solver"): worker (one search
per child process: spawn, RLIMIT_AS cap, SIGKILL to cancel, a warm WorkerPool; no Qt, and
what a child imports, so this file imports nothing), runner (SolverRunner: a QObject that
polls a search and signals its answer), pool (WarmWorker: the window's warm child) and jobs
(SolverJobs: which job and budget each feature runs). Below the window; over the engine's
solver and startup.mp_child only.
"""
