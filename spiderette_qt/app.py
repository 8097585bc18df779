"""Application entry point (placeholder until the window lands)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    window = QMainWindow()
    window.setWindowTitle("Spiderette")
    window.resize(1024, 720)
    window.show()
    return app.exec()
