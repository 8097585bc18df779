"""Install a .deb into a throw-away root, remove it, and check the system's folders survive.

    python3 packaging/linux/check_install_remove.py dist/spiderette_<version>_amd64.deb

`apt remove spiderette` used to delete /opt: the package shipped the directory
/opt itself, no package owns /opt on Debian, so dpkg removed it with the package when it was
empty. This check builds a root that has the folders the package touches as this machine
has them: the ones a package owns here (dpkg -S) belong to a stand-in package installed
first, as base-files and friends own them on a real system; the ones that exist here but
belong to no package (/opt) are plain folders. Then `dpkg --root` installs the package
(without its Depends: the root has no libraries), checks every file is there, purges it, and
checks that every one of those system folders is still there and nothing of the package is.
Needs dpkg and root (dpkg --root changes owners). Takes a second or two.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path, PurePosixPath

STAND_IN = "system-folders"


def package_entries(deb: Path) -> tuple[str, list[PurePosixPath], list[PurePosixPath]]:
    """(package name, its folders, its other entries), paths absolute."""
    name = subprocess.run(["dpkg-deb", "-f", str(deb), "Package"], capture_output=True,
                          text=True, check=True).stdout.strip()
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True,
                             check=True).stdout
    names = subprocess.run(["tar", "-t"], input=listing, capture_output=True,
                           check=True).stdout.decode().splitlines()
    folders, files = [], []
    for entry in names:
        path = PurePosixPath("/" + entry.lstrip("./"))
        if str(path) == "/":
            continue
        (folders if entry.endswith("/") else files).append(path)
    return name, folders, files


def system_folders(folders: list[PurePosixPath], package: str
                   ) -> tuple[list[PurePosixPath], list[PurePosixPath]]:
    """The package's folders as this machine has them: (owned by another package here,
    present here but owned by none). Folders only the package brings are neither."""
    owned, unowned = [], []
    for folder in folders:
        if not Path(folder).is_dir():
            continue
        found = subprocess.run(["dpkg-query", "-S", str(folder)], capture_output=True, text=True)
        owners = set()
        if found.returncode == 0:
            for line in found.stdout.splitlines():
                names, _, _path = line.rpartition(": ")
                owners.update(n.strip().split(":")[0] for n in names.split(","))
        owners.discard(package)
        (owned if owners else unowned).append(folder)
    return owned, unowned


def _stand_in(owned: list[PurePosixPath], work: Path) -> Path:
    tree = work / "stand-in"
    for folder in owned:
        (tree / str(folder).lstrip("/")).mkdir(parents=True, exist_ok=True)
    # One file of its own: a package of folders alone that another package's folders all
    # cover "disappears" from dpkg's database, and its folders would be unowned again.
    own = tree / "usr" / "share" / STAND_IN
    own.mkdir(parents=True, exist_ok=True)
    (own / "README").write_text("The folders other packages own on a real system.\n",
                                encoding="utf-8")
    (tree / "DEBIAN").mkdir(parents=True)
    (tree / "DEBIAN" / "control").write_text(
        f"Package: {STAND_IN}\nVersion: 1\nArchitecture: all\n"
        "Maintainer: nobody <nobody@example.org>\n"
        "Description: the system folders other packages own on a real system\n"
        " A stand-in for base-files and friends in a throw-away root.\n", encoding="utf-8")
    deb = work / f"{STAND_IN}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(tree), str(deb)],
                   check=True, stdout=subprocess.DEVNULL)
    return deb


def dpkg(root: Path, *args: str) -> None:
    result = subprocess.run(["dpkg", f"--root={root}", "--force-depends", *args],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"check_install_remove: dpkg {' '.join(args)} failed:\n"
                         f"{result.stdout}{result.stderr}")


def check(deb: Path, root: Path) -> list[str]:
    """Problems found (none: the package installs whole and removes cleanly)."""
    package, folders, files = package_entries(deb)
    owned, unowned = system_folders(folders, package)
    admin = root / "var" / "lib" / "dpkg"
    for sub in ("info", "updates", "triggers"):
        (admin / sub).mkdir(parents=True, exist_ok=True)
    for name in ("status", "available"):
        (admin / name).touch()
    for folder in unowned:
        (root / str(folder).lstrip("/")).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="spiderette-stand-in-") as work:
        dpkg(root, "-i", str(_stand_in(owned, Path(work))))
    dpkg(root, "-i", str(deb))
    problems = [f"not installed: {path}" for path in files + folders
                if not (root / str(path).lstrip("/")).is_symlink()
                and not (root / str(path).lstrip("/")).exists()]
    dpkg(root, "--purge", package)
    problems += [f"removing {package} deleted the system folder {folder}"
                 for folder in owned + unowned if not (root / str(folder).lstrip("/")).is_dir()]
    problems += [f"left behind after purge: {path}" for path in files
                 if (root / str(path).lstrip("/")).exists()
                 or (root / str(path).lstrip("/")).is_symlink()]
    print(f"check_install_remove: {package}: {len(files)} files, {len(folders)} folders; "
          f"{len(owned)} system folders owned by other packages here, {len(unowned)} by none"
          + (f" ({', '.join(map(str, unowned))})" if unowned else ""))
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deb", type=Path)
    parser.add_argument("--root", type=Path, help="the throw-away root (default: a temp dir)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="spiderette-root-") as tmp:
        problems = check(args.deb.resolve(), args.root or Path(tmp))
    for problem in problems:
        print(f"check_install_remove: {problem}", file=sys.stderr)
    if not problems:
        print("check_install_remove: installed whole, purged clean, system folders kept")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
