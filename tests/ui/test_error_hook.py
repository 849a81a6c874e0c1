"""The global exception hook: logged, shown with the log's place, campaign kept safe."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from campaign_manager.paths import log_path
from campaign_manager.storage.db import db
from campaign_manager.storage.models import Character
from campaign_manager.ui import error_hook


def raise_and_catch():
    try:
        raise RuntimeError("kostky se zakutálely pod stůl")
    except RuntimeError:
        return sys.exc_info()


def test_error_is_logged_and_shown_with_the_log_path(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    error_hook.install(interactive=True)
    try:
        error_hook.handle_exception(*raise_and_catch())
    finally:
        sys.excepthook = sys.__excepthook__
    assert "kostky se zakutálely pod stůl" in log_path().read_text(encoding="utf-8")
    assert len(shown) == 1
    assert str(log_path()) in shown[0]
    assert "kostky se zakutálely pod stůl" in shown[0]


def test_an_open_transaction_is_rolled_back(campaign, capsys):
    db.begin()
    Character.create(name="Napůl zapsaný")
    error_hook.handle_exception(*raise_and_catch(), interactive=False)
    assert not db.connection().in_transaction
    assert Character.select().count() == 0
    assert "kostky" in capsys.readouterr().err
