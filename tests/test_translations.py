"""The Czech and English translations: complete, current, compiled, and safe to format."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from campaign_manager.ui import translations

PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n")


def messages(language: str):
    for message in ET.parse(translations.ts_path(language)).getroot().iter("message"):
        translation = message.find("translation")
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        yield message.findtext("source", ""), texts


def test_every_string_is_translated_and_the_qm_files_are_current():
    problems = translations.check()
    assert problems == [], "\n".join(problems[:20])


@pytest.mark.parametrize("language", ["cs", "en"])
def test_translations_keep_placeholders_and_mnemonics(language):
    for source, texts in messages(language):
        for text in texts:
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), (
                source,
                text,
            )
            if "&" in source.replace("&&", "") and not source.lstrip().startswith("<"):
                assert "&" in text, f"mnemonic lost: {source!r} → {text!r}"


def test_czech_plurals_have_three_forms():
    for source, texts in messages("cs"):
        if "%n" in source:
            assert len(texts) == 3 and all(texts), source


def test_the_main_window_speaks_czech(qapp, qtbot):
    from campaign_manager.ui import i18n
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    try:
        i18n.install(qapp, "cs")
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        menus = [action.text() for action in window.menuBar().actions()]
        assert menus[0] == "&Soubor"
        assert window.tabs.tabText(0) != "Roster"
    finally:
        i18n.install(qapp, "en")


WRAPPED = re.compile(r"""\b_tr?\((["'])((?:(?!\1).)*)\1\)""")
CONTEXT = re.compile(
    r'def _tr?\(text: str\) -> str:\n\s+return QCoreApplication\.translate\("(\w+)", text\)'
)


def test_texts_behind_a_translate_wrapper_reach_the_translators():
    """lupdate cannot see ``_t("…")``: each such text must also be listed for it."""
    sources = {}
    for message_context in ET.parse(translations.ts_path("cs")).getroot().iter("context"):
        name = message_context.findtext("name")
        sources[name] = {m.findtext("source") for m in message_context.iter("message")}
    checked = 0
    for path in translations.sources():
        text = path.read_text(encoding="utf-8")
        found = CONTEXT.search(text)
        if not found:
            continue
        for _, literal in WRAPPED.findall(text):
            assert literal in sources.get(found.group(1), set()), f"{path.name}: {literal!r}"
            checked += 1
    assert checked > 30  # the printouts do use wrappers: the check looked at something


def test_no_text_to_translate_hides_inside_an_f_string():
    """lupdate does not look inside f-strings: a ``tr('…')`` there is never translated."""
    import ast

    hidden = []
    for path in translations.sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr in ("tr", "translate")
                    and any(isinstance(a, ast.Constant) for a in call.args)
                ):
                    hidden.append(f"{path.name}:{call.lineno}")
    assert hidden == []


TRANSLATABLE = re.compile(r"\b(tr|translate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(")


def test_only_notes_written_for_translators_reach_them():
    """lupdate gives a ``#:`` comment to the next text to translate, however far below: a
    note on an attribute (``#:`` is also the form for documenting one) must not show to a
    translator as a note on some later text."""
    notes = " ".join(
        " ".join((m.findtext("extracomment") or "").split())
        for m in ET.parse(translations.ts_path("cs")).getroot().iter("message")
    )
    stray = []
    for path in translations.sources():
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines):
            note = line.strip()
            if not note.startswith("#:") or len(note) < 12:
                continue
            after = [x for x in lines[number + 1 : number + 4] if not x.strip().startswith("#")]
            if not any(TRANSLATABLE.search(x) for x in after[:2]) and note[2:].strip() in notes:
                stray.append(f"{path.name}:{number + 1}")
    assert stray == []
