"""The packaging files: spec, icons, Linux desktop entry and AppStream metadata.

The bundle itself is built and self-tested by .ci/run (python packaging/build.py --self-test),
not here: it takes too long for the unit suite.
"""

from __future__ import annotations

import ast
import configparser
import re
import struct
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "spiderette.spec"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.spiderette.Spiderette"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

sys.path.insert(0, str(ROOT / "tools"))
import export_icons  # noqa: E402


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# ----- the spec ---------------------------------------------------------------------------


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def spec_call(name: str) -> ast.Call:
    calls = [
        node for node in ast.walk(spec_tree())
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
    ]
    assert len(calls) == 1, f"expected one {name}() in the spec"
    return calls[0]


def keyword(call: ast.Call, name: str) -> ast.expr:
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    raise AssertionError(f"{name}= missing")


def spec_filters() -> dict[str, Any]:
    """The spec's keep/drop rules, executed without PyInstaller (its build steps are left out)."""
    wanted_assignments = {
        "LANGUAGES", "KEEP_PLUGINS", "DROP_LIBRARIES", "PLATFORMS", "SYSTEM_LIBRARIES",
    }
    wanted_functions = {"keep_entry", "plugin_base_name"}
    body: list[ast.stmt] = []
    for node in spec_tree().body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PyInst"):
                continue
            if isinstance(node, ast.Import) and any(
                a.name in ("icu_trim", "notices", "project_info") for a in node.names
            ):
                continue
            body.append(node)
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in wanted_assignments for t in node.targets
        ):
            body.append(node)
        elif isinstance(node, ast.If) and "PLATFORMS" in ast.unparse(node):
            body.append(node)
        elif isinstance(node, ast.FunctionDef) and node.name in wanted_functions:
            body.append(node)
    namespace: dict[str, Any] = {}
    exec(compile(ast.Module(body=body, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def test_spec_parses_and_bundles_the_resources_folder() -> None:
    datas = ast.unparse(keyword(spec_call("Analysis"), "datas"))
    assert re.search(r"\(str\(ROOT / 'resources'\), 'resources'\)", datas), datas


def test_spec_is_onedir_and_windowed_with_our_icon() -> None:
    exe = spec_call("EXE")
    assert ast.literal_eval(keyword(exe, "exclude_binaries")) is True  # onedir
    assert ast.literal_eval(keyword(exe, "console")) is False
    assert ast.unparse(keyword(exe, "name")) == "APP_NAME"
    text = SPEC.read_text(encoding="utf-8")
    assert 'APP_NAME = "Spiderette"' in text
    assert "spiderette.ico" in text and "spiderette.icns" in text
    assert "BUNDLE(" in text and APP_ID in text


def test_spec_entry_script_exists() -> None:
    scripts = ast.unparse(spec_call("Analysis").args[0])
    assert "launcher.py" in scripts
    assert (PACKAGING / "launcher.py").is_file()


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqminimal.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", sys.platform.startswith("linux")),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqico.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
        ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
        ("PySide6/Qt/plugins/wayland-decoration-client/libbradient.so", True),
        ("PySide6/Qt/plugins/wayland-graphics-integration-client/libdmabuf-server.so", False),
        ("PySide6/Qt/lib/libQt6WaylandClient.so.6", True),
        ("PySide6/Qt/lib/libQt6WaylandCompositor.so.6", False),
        ("spiderette_qt.egg-info/PKG-INFO", False),
        ("spiderette_qt-0.1.0.dist-info/METADATA", True),
        ("PySide6/Qt/translations/qtbase_sv.qm", True),
        ("PySide6/Qt/translations/qtbase_tr.qm", True),
        ("PySide6/Qt/translations/qtbase_da.qm", True),
        ("PySide6/Qt/translations/qtbase_fr.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_de.qm", False),
        ("resources/translations/spiderette_sv.qm", True),
        ("resources/fonts/DejaVuSans.ttf", True),
        ("PySide6/Qt/lib/libQt6Quick.so.6", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", True),  # the single-instance socket
        ("PySide6/Qt/lib/libQt6Widgets.so.6", True),
        ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ],
)
def test_spec_keeps_what_the_app_needs_and_drops_the_rest(dest: str, kept: bool) -> None:
    assert spec_filters()["keep_entry"](dest) is kept


def test_spec_keeps_this_platforms_window_system_plugin() -> None:
    platforms = spec_filters()["PLATFORMS"]
    native = {"win32": "qwindows", "darwin": "qcocoa"}.get(sys.platform, "qxcb")
    assert native in platforms and "qoffscreen" in platforms


# ----- icons ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", export_icons.PNG_SIZES)
def test_exported_png_has_its_size(size: int) -> None:
    data = (ICONS / export_icons.png_name(size)).read_bytes()
    assert png_size(data) == (size, size)


def test_svg_source_is_valid_xml() -> None:
    root = ET.parse(ICONS / "spiderette.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_ico_holds_pngs_of_each_size() -> None:
    data = (ICONS / "spiderette.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _c, _r, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i]
        )
        image = data[offset: offset + length]
        real = png_size(image)
        assert real == ((w or 256), (h or 256))
        assert (planes, bpp) == (1, 32)
        sizes.append(real[0])
    assert sorted(sizes) == sorted(export_icons.ICO_SIZES)


def test_icns_is_a_well_formed_container() -> None:
    data = (ICONS / "spiderette.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    pos = 8
    while pos < len(data):
        ostype, length = data[pos: pos + 4], struct.unpack(">I", data[pos + 4: pos + 8])[0]
        found[ostype] = png_size(data[pos + 8: pos + length])
        pos += length
    assert pos == len(data)
    assert found == {t: (s, s) for t, s in export_icons.ICNS_TYPES}


def test_exporter_writes_every_file(qapp: object, tmp_path: Path) -> None:
    written = export_icons.export(ICONS / "spiderette.svg", tmp_path)
    names = {p.name for p in written}
    assert names == {export_icons.png_name(s) for s in export_icons.PNG_SIZES} | {
        "spiderette.ico", "spiderette.icns",
    }
    assert png_size((tmp_path / "spiderette-48.png").read_bytes()) == (48, 48)


def test_exporter_refuses_a_broken_svg(qapp: object, tmp_path: Path) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg nonsense", encoding="utf-8")
    with pytest.raises(ValueError):
        export_icons.render_png(bad, 16)


# ----- Linux desktop integration ----------------------------------------------------------


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_has_the_required_keys() -> None:
    entry = desktop_entry()
    for key in ("Type", "Name", "Exec", "Icon", "Categories", "Comment", "Terminal"):
        assert entry.get(key), f"{key} missing"
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Spiderette"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert "Game" in categories and "CardGame" in categories
    assert entry["Categories"].endswith(";")


def test_metainfo_is_well_formed_and_matches_the_desktop_file() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "Spiderette"
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    versions = [r.get("version") for r in root.findall("releases/release")]
    assert project["project"]["version"] in versions


# ----- build helpers ----------------------------------------------------------------------


def test_build_helpers_name_the_bundle(tmp_path: Path) -> None:
    sys.path.insert(0, str(PACKAGING))
    try:
        import build
    finally:
        sys.path.remove(str(PACKAGING))
    exe = build.bundle_executable(tmp_path)
    assert exe.parent == tmp_path / "Spiderette"
    assert exe.name in ("Spiderette", "Spiderette.exe")
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "f").write_bytes(b"x" * 10)
    (tmp_path / "g").write_bytes(b"y" * 5)
    assert build.tree_size(tmp_path) == 15


def test_the_pyz_is_written_stored_and_the_build_checks_it() -> None:
    # Unpacking a compressed PYZ was ~30 ms of every launch of the bundle.
    import zlib

    sys.path.insert(0, str(PACKAGING))
    try:
        import build
    finally:
        sys.path.remove(str(PACKAGING))
    assert build.pyinstaller_environment()["PYINSTALLER_ZLIB_COMPRESSION_LEVEL"] == "0"
    data = b"a module's marshalled code " * 40
    assert build.is_stored(zlib.compress(data, 0))
    assert not build.is_stored(zlib.compress(data, 6))
    assert not build.is_stored(zlib.compress(data, 9))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux bundle rule")
@pytest.mark.parametrize(
    ("name", "bundled"),
    [
        ("libstdc++.so.6", False),  # Debian 12's needs GLIBC_2.36
        ("libexpat.so.1", False),
        ("libgcc_s.so.1", False),
        ("libz.so.1", False),
        ("libxcb.so.1", False),
        ("libX11.so.6", False),
        ("libfontconfig.so.1", False),
        ("libwayland-client.so.0", False),
        ("libQt6Core.so.6", True),
        ("libicuuc.so.73", True),
        ("libpython3.11.so.1.0", True),
        ("libffi.so.8", True),
        ("libxcb-cursor.so.0", True),  # Qt 6's xcb plugin needs it; many systems lack it
        ("libxkbcommon-x11.so.0", True),
    ],
)
def test_system_libraries_are_left_to_the_system(name: str, bundled: bool) -> None:
    assert spec_filters()["keep_entry"](name) is bundled


def test_spec_collects_every_submodule_and_the_launcher_becomes_a_child_first() -> None:
    hidden = ast.unparse(keyword(spec_call("Analysis"), "hiddenimports"))
    assert hidden == "collect_submodules('spiderette_qt')"
    launcher = ast.parse((PACKAGING / "launcher.py").read_text(encoding="utf-8"))
    imports = [ast.unparse(n) for n in ast.walk(launcher) if isinstance(n, ast.Import)]
    assert imports == ["import sys"]  # multiprocessing only in a child (mp_child)
    main_block = next(n for n in launcher.body if isinstance(n, ast.If))
    first, second = (ast.unparse(n) for n in main_block.body[:2])
    assert first == "from spiderette_qt.startup.mp_child import become_child_if_asked"
    assert second == "become_child_if_asked()"  # before the app is even imported


def test_the_spec_leaves_pyinstallers_multiprocessing_hook_out() -> None:
    # It imports multiprocessing in every launch; spiderette_qt.startup.mp_child does its work.
    text = SPEC.read_text(encoding="utf-8")
    assert 'a.scripts = [entry for entry in a.scripts if entry[0] != "pyi_rth_multiprocessing"]' \
        in text
    assert text.index("a.scripts = [") < text.index("pyz = PYZ(a.pure)")


def test_spec_takes_versions_from_pyproject() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert "VERSION = project_info.version(ROOT)" in text
    assert '"CFBundleShortVersionString": VERSION' in text
    assert "version=version_file" in ast.unparse(spec_call("EXE"))


def test_dist_info_carries_the_version_that_version_reads(tmp_path: Path) -> None:
    sys.path.insert(0, str(PACKAGING))
    try:
        import project_info
    finally:
        sys.path.remove(str(PACKAGING))
    import spiderette_qt

    folder = project_info.write_dist_info(tmp_path)
    version = project_info.version()
    assert folder.name == f"spiderette_qt-{version}.dist-info"
    assert spiderette_qt._metadata_version(str(folder)) == version


def test_windows_version_resource_has_four_numbers_and_the_version() -> None:
    sys.path.insert(0, str(PACKAGING))
    try:
        import project_info
    finally:
        sys.path.remove(str(PACKAGING))
    text = project_info.windows_version_info("1.2.3")
    seen: dict[str, object] = {}

    def record(name: str) -> Any:
        def make(*args: object, **kwargs: object) -> object:
            seen.setdefault(name, (args, kwargs))
            return (name, args, kwargs)
        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
             "StringStruct", "VarFileInfo", "VarStruct")
    eval(text, {n: record(n) for n in names})  # noqa: S307 - PyInstaller reads it the same way
    fixed_kwargs = seen["FixedFileInfo"][1]  # type: ignore[index]
    assert fixed_kwargs["filevers"] == (1, 2, 3, 0)  # type: ignore[index]
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    assert project_info.version_numbers("0.1.0+local") == (0, 1, 0, 0)


def test_inno_setup_script_names_existing_files() -> None:
    text = (PACKAGING / "windows" / "spiderette.iss").read_text(encoding="utf-8")
    for relative in re.findall(r"\.\.\\\.\.\\([^\s\"*]+)", text):
        path = ROOT / relative.replace("\\", "/")
        if "dist" not in path.parts:
            assert path.exists(), relative
    assert "{#AppVersion}" in text and "Spiderette.exe" in text


def test_desktop_file_names_the_command_the_packages_install() -> None:
    entry = desktop_entry()
    assert entry["Exec"] == "spiderette %f" and entry["TryExec"] == "spiderette"
    assert entry["MimeType"] == "application/x-spiderette-record;"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "spiderette" in project["project"]["gui-scripts"]


def test_metainfo_has_what_appstream_1_0_asks_for() -> None:
    root = ET.parse(METAINFO).getroot()
    urls = {u.get("type"): u.text for u in root.findall("url")}
    assert (urls.get("homepage") or "").startswith("https://")
    images = root.findall("screenshots/screenshot/image")
    assert images and all((i.text or "").startswith("https://") for i in images)
    assert root.find("content_rating") is not None
    release = root.find("releases/release")
    assert release is not None and release.find("description/p") is not None
    assert root.findtext("provides/binary") == "spiderette"
