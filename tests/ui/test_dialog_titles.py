"""Every dialog is at least as wide as its title needs (the window manager's title bar cuts a
longer title to "…"), in Czech and in English."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from campaign_manager.ui.widgets.titles import title_width
from tests.support.dialogs import dialog_builders


def test_every_dialog_is_as_wide_as_its_title(window, qtbot, both_languages):
    too_narrow = {}
    for name, build in dialog_builders().items():
        dialog = build(window)
        assert isinstance(dialog, QDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        need = title_width(dialog.windowTitle())
        if dialog.width() < need:
            too_narrow[name] = f"{dialog.windowTitle()!r}: {dialog.width()} < {need}"
        dialog.close()
    assert too_narrow == {}


def test_the_password_dialog_names_the_campaign_in_its_whole_title(qtbot, both_languages):
    """A bare "Password" said nowhere which campaign's; its title names it (the database
    on its server) and is shown whole."""
    from campaign_manager.ui.dialogs.shared_campaign import PasswordDialog

    dialog = PasswordDialog(
        "postgresql://gm_jana@hrad.example:5432/stiny_nad_prahou_kampan", True, True
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    title = dialog.windowTitle()
    assert "stiny_nad_prahou_kampan" in title and "hrad.example" in title
    assert dialog.width() >= title_width(title)
