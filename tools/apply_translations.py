"""Fill the .ts files from the translation tables in resources/translations/texts/*.json.

Why: several people (or branches) add texts at once; .ts files merge badly and .qm files not
at all. Each piece of work writes its new texts with their translations into a JSON file of
its own under resources/translations/texts/, and this tool writes them into the .ts files
after lupdate (tools/update_translations.py calls it), so a merge only ever has to keep both
JSON files and run update_translations.py again.

A JSON file is a list of entries:
    {"context": "MainWindow", "source": "&Hint", "sv": "...", "de": "...", "tr": "...",
     "da": "..."}
Plural texts (tr() with n, "numerus") give a list per language instead of a string:
    {"context": "X", "source": "%n card(s)", "sv": ["%n kort", "%n kort"], ...}
English (spiderette_en.ts) holds only plural texts: give them an "en" list as well,
    {"context": "X", "source": "%n card(s)", "en": ["%n card", "%n cards"], ...}
Two texts alike but for their disambiguation (tr()'s second argument, the .ts "comment")
tell it with a "comment" key: {"context": "X", "source": "ace", "comment": "rank alone", ...}.
An entry whose context and source the code no longer has is reported and ignored.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
TEXTS = TRANSLATIONS / "texts"
LANGUAGES: tuple[str, ...] = ("sv", "de", "tr", "da", "en")  # en: plural forms only


Key = tuple[str, str, str]  # context, source, comment (tr()'s disambiguation; "" for none)


def load_tables(folder: Path = TEXTS) -> dict[Key, dict[str, object]]:
    table: dict[Key, dict[str, object]] = {}
    for path in sorted(folder.glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8")):
            # Two files may translate one text (e.g. one adds the English plural forms).
            key = (entry["context"], entry["source"], entry.get("comment", ""))
            table[key] = {**table.get(key, {}), **entry}
    return table


def apply(language: str, ts: Path, table: dict[Key, dict[str, object]]) -> int:
    """Write the table's translations for `language` into `ts`; returns how many were set."""
    tree = ET.parse(ts)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            entry = (table.get((name, source, message.findtext("comment") or ""))
                     or table.get((name, source, "")))
            if entry is None or language not in entry:
                continue
            text = entry[language]
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                forms = text if isinstance(text, list) else [text]
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = str(form)
            else:
                translation.text = str(text)
            done += 1
    if done == 0:
        return 0  # leave lupdate's file byte for byte as it wrote it
    ET.indent(tree, space="    ")
    # lupdate's layout: <context> at the margin, everything inside it one level less deep.
    lines = [line[4:] if line.startswith("    ") else line
             for line in ET.tostring(tree.getroot(), encoding="unicode").splitlines()]
    body = "\n".join(lines).replace("'", "&apos;").replace('"', "&quot;")
    body = body.replace('version=&quot;2.1&quot; language=&quot;' + language + '&quot;',
                        f'version="2.1" language="{language}"')
    body = re.sub(r'(<(?:message|translation)[^>]*?)&quot;([^&]*)&quot;', r'\1"\2"', body)
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")
    return done


def main() -> int:
    table = load_tables()
    for language in LANGUAGES:
        apply(language, TRANSLATIONS / f"spiderette_{language}.ts", table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
