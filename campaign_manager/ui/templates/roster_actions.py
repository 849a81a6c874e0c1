"""The roster's template actions (*Save as template*, *Campaign templates…*), made with
the roster before the window paints: the code that writes templates and the dialog load
when first used, so a campaign paints without the edits' code."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language


def tell(parent: QWidget, title: str, text: str) -> None:
    """Say what went wrong through the main window (a dialog's parent's)."""
    widget = parent
    while widget is not None and not hasattr(widget, "show_error"):
        widget = widget.parentWidget()
    if widget is not None:
        widget.show_error(title, text)
    else:
        from PySide6.QtWidgets import QMessageBox

        from campaign_manager.ui.text import literal

        QMessageBox.warning(parent, title, literal(text))


class RosterTemplateActions(QObject):
    """The roster's template actions: *Save as template* (Ctrl+Shift+T, on the selected
    characters; one undo step) and *Campaign templates…*. ``actions`` go into the Edit
    menu beside the roster's own."""

    def __init__(self, roster):
        super().__init__(roster)
        self.roster = roster
        self.save_action = QAction(self.tr("Save as &template"), roster)
        self.save_action.setShortcut(QKeySequence("Ctrl+Shift+T"))
        self.save_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.save_action.triggered.connect(self.save_selected)
        roster.table.addAction(self.save_action)
        self.manage_action = QAction(self.tr("Campaign te&mplates…"), roster)
        self.manage_action.triggered.connect(self.manage)
        roster.table.selectionModel().selectionChanged.connect(lambda *_: self.update())
        self.update()

    @property
    def actions(self) -> list[QAction]:
        return [self.save_action, self.manage_action]

    def update(self) -> None:
        session = self.roster.session
        writable = session is not None and not session.read_only
        self.save_action.setEnabled(writable and bool(self.roster.selected_ids()))
        self.manage_action.setEnabled(session is not None)

    def save_selected(self) -> list[int]:
        """Save the selected characters as templates (one undo step); their new ids."""
        from campaign_manager.storage.changes import Batch
        from campaign_manager.storage.templates import AddTemplate, template_values
        from campaign_manager.ui.session import EditNotSaved

        roster, session = self.roster, self.roster.session
        ids = roster.selected_ids()
        if session is None or session.read_only or not ids:
            return []
        try:
            changes = [AddTemplate(template_values(i, session.system.key)) for i in ids]
        except RuleError as error:  # a sheet that cannot be read
            tell(roster, self.tr("Not saved as a template"), error.text.get(current_language()))
            return []
        if len(ids) == 1:
            text = self.tr("Save {name} as a template").format(name=changes[0].values["name"])
        else:
            text = self.tr("Save %n character(s) as templates", "", len(ids))
        try:
            session.perform(Batch(changes), text)
        except EditNotSaved:
            return []
        except RuleError as error:
            tell(roster, self.tr("Not saved as a template"), error.text.get(current_language()))
            return []
        window = roster.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(
                self.tr("Saved %n template(s); a new fight adds them as extras.", "", len(ids)),
                5000,
            )
        return [change.id for change in changes]

    def manage(self) -> None:
        if self.roster.session is not None:
            from campaign_manager.ui.templates.dialog import TemplatesDialog

            TemplatesDialog(self.roster.session, self.roster.window()).exec()
