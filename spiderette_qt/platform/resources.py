"""Find bundled resources (fonts, card art, icons, translations) from source and from a bundle.

From a source tree or an installed wheel the files sit in `resources/` beside the package; in
a PyInstaller bundle they are unpacked under `sys._MEIPASS/resources`. Everything that loads a
file goes through `resource_path` so both cases work alike.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    """The path of a resource file, e.g. resource_path("fonts", "DejaVuSans-Bold.ttf")."""
    return resources_dir().joinpath(*parts)
