"""Hostile or damaged files where the GM meets them: text that is not UTF-8 opens and is
marked damaged (never "the disk is full"), a link beside the campaign or a foreign trigger
is refused with a message in the GM's language, and ``--smoke`` never waits on a dialog
nor leaves a log beside a file it could not open."""

from __future__ import annotations

import os
import sqlite3

import pytest
from PySide6.QtCore import Qt

from campaign_manager.demo import create_demo
from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import UpdateCharacter
from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.roster.model import RosterModel
from campaign_manager.ui.settings import AppSettings
from tests.ui.test_cli import run_app

BAD = "CAST(X'4AFF6E' AS TEXT)"

CELLS = {
    "character name": f"UPDATE character SET name = {BAD} WHERE id = 2",
    "notes": f"UPDATE character SET notes = {BAD} WHERE id = 2",
    "campaign name": f"UPDATE campaign SET name = {BAD}",
    "description": f"UPDATE campaign SET description = {BAD}",
}


def make_demo(folder, *statements: str):
    demo = create_demo("dakara", folder)
    path = demo.path
    demo.close()
    run(path, *statements)
    return path


def run(path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


def beside(path) -> set[str]:
    return {p.name for p in path.parent.iterdir()}


@pytest.fixture
def shown(qtbot, messages):
    windows = []

    def make(path) -> MainWindow:
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        windows.append(window)
        window.show()
        window.open_campaign(path)
        if window.session is not None:
            qtbot.waitUntil(
                lambda: not (window.roster._warm.isActive() or window.roster._scan.isActive())
            )
        return window

    yield make
    for window in windows:
        window.close_campaign()


@pytest.mark.parametrize("cell", CELLS, ids=list(CELLS))
def test_a_text_cell_that_is_not_utf8_opens_marked_damaged(tmp_path, shown, messages, cell):
    path = make_demo(tmp_path, CELLS[cell])
    window = shown(path)
    assert window.session is not None
    assert messages.shown == []  # no refusal, and never "the disk is full"
    assert window.roster.model.rowCount() == 8
    if cell.startswith("campaign") or cell == "description":
        bar = window.roster.settings_unreadable
        assert bar.isVisibleTo(window.roster)
        assert "damaged in the file (not UTF-8 text)" in bar.label.text()
    else:
        model = window.roster.model
        index = model.index(model.row_of(2), RosterModel.NAME)
        assert "damaged in the file (not UTF-8 text)" in model.data(
            index, Qt.ItemDataRole.ToolTipRole
        )
        assert model.data(index, Qt.ItemDataRole.DecorationRole) is not None
    window.close_campaign()
    assert messages.shown == []
    assert not os.path.exists(f"{path}-wal")


def test_a_kept_undo_label_that_is_not_utf8_is_shown_as_damaged(tmp_path, shown, messages):
    path = make_demo(tmp_path)
    window = shown(path)
    window.session.perform(UpdateCharacter(2, {"name": "Jana"}), "Přejmenovat")
    window.close_campaign()
    run(path, f"UPDATE undo_step SET text = {BAD}")
    window = shown(path)
    assert messages.shown == []
    stack = window.session.undo_stack
    assert stack.count() == 1
    assert stack.text(0) == "J\ufffdn (this label is damaged in the file)"


def test_smoke_on_a_campaign_with_a_text_that_is_not_utf8_opens_it_at_once(tmp_path):
    path = make_demo(tmp_path, CELLS["character name"], CELLS["description"])
    result = run_app("--smoke", "--language", "en", str(path))  # the timeout: a safety net
    assert result.returncode == 0, result.stderr
    assert "opened and painted" in result.stdout
    assert "full" not in result.stderr
    assert "cannot be read: character" in result.stderr
    assert "cannot be read: the campaign's description" in result.stderr
    assert not os.path.exists(f"{path}-wal") and not os.path.exists(f"{path}-shm")


@pytest.fixture
def czech(qapp):
    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


@pytest.mark.parametrize("suffix", [".lock", "-wal", "-shm", "-journal"])
def test_a_link_beside_the_campaign_is_refused_in_the_gms_language(
    tmp_path, shown, messages, czech, suffix
):
    path = make_demo(tmp_path)
    target = tmp_path / "cizí.txt"
    target.write_text("nepřepsat")
    os.symlink(target, f"{path}{suffix}")
    window = shown(path)
    assert window.session is None
    assert messages.titles() == ["Soubor vedle kampaně je odkaz"]
    assert f"{path}{suffix}" in messages.shown[0][2]
    assert target.read_text() == "nepřepsat"


def test_a_foreign_trigger_is_refused_and_never_runs(tmp_path, shown, messages, czech):
    path = make_demo(
        tmp_path,
        "CREATE TRIGGER prepis AFTER UPDATE ON character BEGIN "
        "UPDATE character SET notes = 'přepsáno'; END",
    )
    window = shown(path)
    assert window.session is None
    assert messages.titles() == ["Kampaň obsahuje něco, co do ní Kronikář nedal"]
    assert "trigger prepis" in messages.shown[0][2]
    conn = sqlite3.connect(path)
    try:
        assert (
            conn.execute("SELECT COUNT(*) FROM character WHERE notes = 'přepsáno'").fetchone()[0]
            == 0
        )
    finally:
        conn.close()


@pytest.mark.parametrize("spoil", ["link", "trigger"])
def test_smoke_refuses_a_hostile_file_with_a_message_and_leaves_nothing_beside_it(tmp_path, spoil):
    path = make_demo(tmp_path)
    if spoil == "link":
        os.symlink(tmp_path / "elsewhere.txt", f"{path}.lock")
    else:
        run(path, "CREATE TRIGGER t AFTER UPDATE ON character BEGIN SELECT 1; END")
    before = beside(path)
    result = run_app("--smoke", "--language", "en", str(path))
    assert result.returncode == 2, result.stderr
    assert "start-up failed" not in result.stderr
    expected = "is a link" if spoil == "link" else "trigger t"
    assert expected in result.stderr
    assert beside(path) == before
    assert not (tmp_path / "elsewhere.txt").exists()


def test_opening_again_after_a_refusal_works(tmp_path, shown):
    path = make_demo(tmp_path)
    os.symlink(tmp_path / "x", f"{path}-shm")
    assert shown(path).session is None
    os.unlink(f"{path}-shm")
    with open_campaign(path) as opened:
        assert opened.name


def test_a_start_that_fails_on_damage_met_in_the_roster_leaves_no_log_beside_the_file(
    tmp_path, shown, messages
):
    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.changes import AddCharacter

    path = tmp_path / "kampan.kronikar"
    made = create_campaign(path, "Kampaň", "dakara")
    for i in range(200):
        AddCharacter({"name": f"N{i}", "notes": "x" * 500}).apply(made)
    made.close()
    data = bytearray(path.read_bytes())
    leaves = [i for i in range(1, len(data) // 4096) if data[i * 4096] == 0x0D]
    victim = leaves[len(leaves) // 2]
    data[victim * 4096 + 3 : victim * 4096 + 5] = b"\xff\xff"
    path.write_bytes(bytes(data))
    before = beside(path)
    window = shown(path)
    assert window.session is None
    assert messages.titles() == ["The campaign file is damaged"]  # and nothing of a full disk
    assert beside(path) == before
    result = run_app("--smoke", "--language", "en", str(path))
    assert result.returncode == 2 and "damaged" in result.stderr
    assert "start-up failed" not in result.stderr and "full" not in result.stderr
    assert beside(path) == before


def test_a_log_that_could_not_be_copied_for_another_reason_never_says_the_disk_is_full():
    from campaign_manager.storage.errors import WriteFailed
    from campaign_manager.ui.messages import describe_copy_failure

    said = "Could not decode to UTF-8 column 'name' with text 'J\ufffdn'"
    text = describe_copy_failure(WriteFailed("k.kronikar", said, reason="other"), "k.kronikar")
    assert "full" not in text and "0 bytes" not in text
    assert said in text and "k.kronikar-wal" in text
    full = describe_copy_failure(
        WriteFailed("k.kronikar", "database or disk is full", reason="full", needed=4 << 20),
        "k.kronikar",
    )
    assert "disk is full" in full and "4" in full


def test_a_damaged_name_shows_on_the_character_page_and_a_rename_puts_it_right(
    tmp_path, shown, messages
):
    path = make_demo(tmp_path, CELLS["character name"])
    window = shown(path)
    window.open_character(2)
    page = window.character_area
    assert page.name_edit.text() == "J\ufffdn"
    assert page.unreadable_bar.isVisibleTo(page)
    assert "This name is damaged in the file" in page.unreadable_bar.label.text()
    assert not page.unreadable_bar.button.isVisibleTo(page)  # no backup to offer: rename it
    assert page.print_button.isEnabled()  # the sheet is sound: it prints
    page.name_edit.setText("Jana")
    page.name_edit.editingFinished.emit()
    assert messages.shown == []
    assert not page.unreadable_bar.isVisibleTo(page)
    assert window.session.undo_stack.count() == 1
