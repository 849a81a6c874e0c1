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


def test_a_campaign_refusal_met_during_an_edit_is_told_in_its_own_words(qtbot, monkeypatch):
    """E.g. an edit made in the moment before the check after opening found the file
    damaged: the GM reads what is wrong with the file and what to do, not a stack trace."""
    from campaign_manager.storage.errors import CorruptCampaign
    from campaign_manager.ui.messages import describe_campaign_error

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    error = CorruptCampaign("/tmp/kampan.kronikar", "database disk image is malformed")
    try:
        raise error
    except CorruptCampaign:
        error_hook.handle_exception(*sys.exc_info())
    assert shown == [describe_campaign_error(error)[1]]
    assert "kampan.kronikar" in shown[0] and "Traceback" not in shown[0]


def test_an_error_before_the_log_file_is_set_up_is_still_logged(monkeypatch, capsys):
    """The start-up sets the log file up after the window's first paint; an error in the
    moment before goes to the log file all the same."""
    kept = [h for h in error_hook.log.handlers if not isinstance(h, error_hook.LogFile)]
    monkeypatch.setattr(error_hook.log, "handlers", list(kept))
    try:
        raise RuntimeError("první hod ještě před oknem")
    except RuntimeError:
        error_hook.handle_exception(*sys.exc_info(), interactive=False)
    finally:
        for handler in set(error_hook.log.handlers) - set(kept):  # the one the error set up
            handler.close()
    assert "první hod ještě před oknem" in log_path().read_text(encoding="utf-8")
    assert "první hod ještě před oknem" in capsys.readouterr().err
