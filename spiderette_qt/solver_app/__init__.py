"""The solver as the app runs it (docs/ARCHITECTURE.md, layer "solver"): requests (the typed
requests and answers of each kind of search, and Job: a request with its handler), handlers
(the functions that answer them in the child), worker (one search per child process: spawn,
RLIMIT_AS cap, SIGKILL to cancel, a warm WorkerPool; no Qt, and what a child imports, so
these three import nothing heavy), runner (SolverRunner: a QObject that polls a search and
hands its typed answer to a callback), pool (WarmWorker: the window's warm child) and jobs
(SolverJobs: which handler and budget each feature runs). Below the window; over the
engine's solver and startup.mp_child only.
"""
