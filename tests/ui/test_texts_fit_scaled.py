"""The text-fit tests again at 150 % and 200 % (``QT_SCALE_FACTOR``) and with a desktop font
of 15 points: no text is cut when the desktop is scaled or its font is larger.

Why a subprocess per scale: Qt reads ``QT_SCALE_FACTOR`` once, when the QApplication is
made, and pytest-qt makes one QApplication for the whole run; a scale cannot change inside
one process. Each case runs the text-fit test files in a pytest of its own (under xdist,
``--dist loadfile`` keeps this file on one worker, which waits for the child), with the
offscreen platform's screen made a 3840×2160 one (``configfile``: the 4K screen on which
150 % and 200 % are the usual choices) rather than its default 800×800, which at 200 %
leaves 400×400 and would squeeze every dialog into it. The font is set by
``KRONIKAR_TEST_FONT_POINTS`` (``desktop_font`` in ``tests/ui/conftest.py``), as a desktop
whose font is larger gives it to Qt.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: the tests that check no text is cut, each at its own window sizes, in both languages
TEXT_FIT_TESTS = [
    "tests/ui/test_dakara_layout_fits.py",
    "tests/ui/test_sheet_texts_fit.py",
    "tests/ui/test_texts_uncut.py",
    "tests/ui/test_empty_states.py",
    "tests/ui/test_dialog_titles.py",
    "tests/ui/test_ledger_column_widths.py",
    "tests/ui/test_combat_still.py::test_the_order_table_grows_with_the_window_and_shows_the_state_whole",
    "tests/ui/test_combat_still.py::test_the_declaration_board_shows_an_intent_whole",
    "tests/ui/test_player_view.py::test_up_to_ten_combatants_all_fit_on_the_screen",
    "tests/ui/test_player_view.py::test_a_long_intent_wraps_in_its_row_rather_than_being_cut",
    "tests/ui/test_player_view_text_size.py::test_ten_combatants_still_fit_at_the_default_size",
]
UHD = {"screens": [{"name": "uhd", "x": 0, "y": 0, "width": 3840, "height": 2160, "dpr": 1}]}


def run_text_fit_tests(
    tmp_path: Path, scale: str, points: int | None
) -> subprocess.CompletedProcess:
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps(UHD), encoding="utf-8")
    env = dict(os.environ)
    env.update(
        QT_SCALE_FACTOR=scale,
        QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
        CUT_SHOTS=str(tmp_path / "shots"),
    )
    (tmp_path / "shots").mkdir()
    env.pop("KRONIKAR_TEST_FONT_POINTS", None)
    if points is not None:
        env["KRONIKAR_TEST_FONT_POINTS"] = str(points)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *TEXT_FIT_TESTS],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )


#: what a 15-point font still cuts (the sheets are laid out for a 9-point font at 1024×700:
#: the Dakara sheet's header, budget and pages need 1037×855, the Člověk and d20 sheets
#: scroll sideways; the d20 order table's state column cuts in some runs, not in others):
#: issue 43, item 4. A test not listed here that cuts at 15 points fails this test.
CUT_AT_15_POINTS = {
    "tests/ui/test_dakara_layout_fits.py::test_every_dakara_page_fits_its_texts[size0-cs]",
    "tests/ui/test_dakara_layout_fits.py::test_every_dakara_page_fits_its_texts[size0-en]",
    "tests/ui/test_sheet_texts_fit.py::test_every_sheet_shows_its_whole_texts[cs-clovek]",
    "tests/ui/test_sheet_texts_fit.py::test_every_sheet_shows_its_whole_texts[cs-d20]",
    "tests/ui/test_sheet_texts_fit.py::test_every_sheet_shows_its_whole_texts[en-clovek]",
    "tests/ui/test_sheet_texts_fit.py::test_every_sheet_shows_its_whole_texts[en-d20]",
    "tests/ui/test_combat_still.py::test_the_order_table_grows_with_the_window_and_shows_the_state_whole[d20]",
}


@pytest.mark.slow
@pytest.mark.parametrize(("scale", "points"), [("1.5", None), ("2", None), ("1", 15)])
def test_no_text_is_cut_at_a_larger_scale_or_font(tmp_path, scale, points):
    result = run_text_fit_tests(tmp_path, scale, points)
    lines = result.stdout.splitlines()
    failed = {line.split()[1] for line in lines if line.startswith(("FAILED ", "ERROR "))}
    known = CUT_AT_15_POINTS if points else set()
    assert "passed" in result.stdout, result.stdout[-3000:] + result.stderr[-2000:]
    assert failed - known == set()
