"""What the one-instance check costs: a plain script that prints figures (no assertions).

Run: QT_QPA_PLATFORM=offscreen python benchmarks/single_instance_bench.py
Figures (medians of 7 fresh processes, each in its own empty data folder):
- first launch, before its window: taking the lock (app._single_instance), in ms;
- first launch, after its window: importing QtNetwork and listening, in ms (off the
  start-up path: it runs LISTEN_AFTER_MS after the window is shown);
- second launch: from process start to its exit after handing a code over, in ms.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7

FIRST = """
import time
from PySide6.QtWidgets import QApplication
app = QApplication([])
import spiderette_qt.persistence.paths as paths
paths.data_dir()  # the app looks it up anyway before its window (the save file)
import spiderette_qt.app.start as spiderette_app
t = time.perf_counter()
go_on, lock = spiderette_app._single_instance(app)
lock_ms = (time.perf_counter() - t) * 1000
t = time.perf_counter()
from spiderette_qt.app.single_instance import SingleInstance, server_name
listener = SingleInstance(server_name() or "spiderette-bench")  # None: no private folder
listener.listen(replace_stale=True)
listen_ms = (time.perf_counter() - t) * 1000
print(f"{lock_ms:.3f} {listen_ms:.3f}", flush=True)
listener.argumentsReceived.connect(lambda _a: app.quit())
app.exec()
"""

SECOND = """
from PySide6.QtWidgets import QApplication
app = QApplication(["spiderette", "SD1-S1-AAAAABD"])
import spiderette_qt.app.start as spiderette_app
go_on, _lock = spiderette_app._single_instance(app)
raise SystemExit(0 if not go_on else 3)
"""


def one_run() -> tuple[float, float, float]:
    folder = tempfile.mkdtemp(prefix="spiderette-bench-")
    env = dict(os.environ, XDG_DATA_HOME=folder, QT_QPA_PLATFORM="offscreen")
    first = subprocess.Popen([sys.executable, "-c", FIRST], env=env, stdout=subprocess.PIPE,
                             text=True)
    assert first.stdout is not None
    lock_ms, listen_ms = (float(x) for x in first.stdout.readline().split())
    start = time.perf_counter()
    code = subprocess.run([sys.executable, "-c", SECOND], env=env, check=False).returncode
    second_ms = (time.perf_counter() - start) * 1000
    first.wait(timeout=30)
    if code != 0:
        raise SystemExit(f"the second launch did not hand over (exit {code})")
    return lock_ms, listen_ms, second_ms


def main() -> None:
    one_run()  # warm-up (file caches)
    runs = [one_run() for _ in range(RUNS)]
    lock, listen, second = (statistics.median(r[i] for r in runs) for i in range(3))
    print(f"first launch, before the window (lock):        {lock:7.2f} ms")
    print(f"first launch, after the window (QtNetwork+listen): {listen:7.2f} ms")
    print(f"second launch, start to exit after handing over: {second:7.1f} ms")


if __name__ == "__main__":
    main()
