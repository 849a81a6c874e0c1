"""Maintaining the Qt Linguist translations (a developer tool: ``make translations``).

``update`` scans every Python source for ``tr()`` / ``QCoreApplication.translate()``
strings into resources/translations/kronikar_{cs,en}.ts (Czech: every message;
English: plural forms only, the source text is English) and compiles the .qm files
the app loads. ``check`` says what is missing or stale, without writing anything.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

from campaign_manager.paths import resource_path

PACKAGE = Path(__file__).resolve().parents[1]
LANGUAGES = {
    "cs": ["-target-language", "cs_CZ"],
    "en": ["-target-language", "en_GB", "-pluralonly"],
}


def _tool(name: str) -> str:
    local = Path(sys.executable).parent / name
    found = str(local) if local.exists() else shutil.which(name)
    if not found:
        raise FileNotFoundError(f"{name} not found: install PySide6 (make setup)")
    return found


def sources() -> list[Path]:
    """Every module whose strings are translated: all but the pure rules in ``systems/``."""
    rules = PACKAGE / "systems"
    return sorted(p for p in PACKAGE.rglob("*.py") if not p.is_relative_to(rules))


def ts_path(language: str, folder: Path | None = None) -> Path:
    return (folder or resource_path("translations")) / f"kronikar_{language}.ts"


def qm_path(language: str, folder: Path | None = None) -> Path:
    return (folder or resource_path("translations")) / f"kronikar_{language}.qm"


def lupdate(ts: Path, language: str) -> None:
    files = [str(p) for p in sources()]
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            *files,
            "-no-obsolete",
            "-locations",
            "none",
            *LANGUAGES[language],
            "-ts",
            str(ts),
        ],
        check=True,
        capture_output=True,
    )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def unfinished(ts: Path) -> list[str]:
    """Source texts in ``ts`` with no finished translation."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = list(translation.iter("numerusform")) if translation is not None else []
        empty = translation is None or (
            not (translation.text or "").strip() and not any((f.text or "").strip() for f in forms)
        )
        if (
            translation is None
            or translation.get("type") in ("unfinished", "vanished", "obsolete")
            or empty
        ):
            missing.append(message.findtext("source", ""))
    return missing


def english_plurals(ts: Path) -> int:
    """Fill the English plural forms from the source by its "(s)" convention:
    "%n character(s)" → "%n character" / "%n characters". Returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source", "")
        translation = message.find("translation")
        forms = list(translation.iter("numerusform"))
        wanted = [source.replace("(s)", ""), source.replace("(s)", "s")]
        if [f.text for f in forms] != wanted or translation.get("type"):
            for form, text in zip(forms, wanted, strict=False):
                form.text = text
            translation.attrib.pop("type", None)
            filled += 1
    if filled:
        ET.indent(tree, space="    ")
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(
            f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8"
        )
    return filled


def update() -> None:
    for language in LANGUAGES:
        lupdate(ts_path(language), language)
        if language == "en":
            english_plurals(ts_path(language))
            lupdate(ts_path(language), language)  # back to lupdate's own layout
        lrelease(ts_path(language), qm_path(language))


def check() -> list[str]:
    """Problems: strings without a Czech translation, .ts not current, .qm not compiled."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in LANGUAGES:
            copy = ts_path(language, Path(tmp))
            shutil.copy(ts_path(language), copy)
            lupdate(copy, language)
            if language == "cs":
                problems += [f"cs: no translation for {text!r}" for text in unfinished(copy)]
            if copy.read_bytes() != ts_path(language).read_bytes():
                problems.append(
                    f"{language}: kronikar_{language}.ts is not current: run make translations"
                )
            compiled = qm_path(language, Path(tmp))
            lrelease(ts_path(language), compiled)
            if (
                not qm_path(language).exists()
                or compiled.read_bytes() != qm_path(language).read_bytes()
            ):
                problems.append(
                    f"{language}: kronikar_{language}.qm is stale: run make translations"
                )
    return problems


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        update()
        for language in LANGUAGES:
            left = unfinished(ts_path(language)) if language == "cs" else []
            print(f"{language}: {len(left)} string(s) still to translate")
        return 0
    problems = check()
    print("\n".join(problems) or "translations are complete and current")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
