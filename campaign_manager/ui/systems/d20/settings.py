"""Campaign → Rules settings of the d20 variant: the initiative ties and the rulings on a
creature hit again at 0 wound points."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox

from campaign_manager.systems.d20.settings import DEFAULTS as D20_DEFAULTS
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.ui.dialogs.system_settings import (
    SystemSettingsDialog,
    edit_system_settings,
    note,
)


class D20SettingsDialog(SystemSettingsDialog):
    key = "d20"

    def build(self) -> None:
        settings = D20Settings.from_dict(self.raw.get("d20", {}))
        labels = {
            "initiative_ties_by_modifier": self.tr("Tied initiative goes to the higher modifier"),
            "initiative_roll_off": self.tr("Ties left after that are settled by a d20 roll-off"),
            "resave_when_hit_at_zero": self.tr(
                "A disabled creature hit again at 0 wound points saves against DC 15 again"
            ),
            "hit_while_stable_starts_dying": self.tr(
                "A stable creature hit again at 0 wound points is dying again"
            ),
        }
        self.checks: dict[str, QCheckBox] = {}
        for name, text in labels.items():
            box = QCheckBox(text)
            box.setChecked(getattr(settings, name))
            self.checks[name] = box
            self.form.addRow(box)
            self.form.addRow(
                "",
                note(
                    self.tr("default: the usual d20 rule, which the variant does not change")
                    if name in D20_DEFAULTS
                    else self.tr("ruling: the variant's text is silent on this case")
                ),
            )

    def restore_defaults(self) -> None:
        defaults = D20Settings()
        for name, box in self.checks.items():
            box.setChecked(getattr(defaults, name))

    def system_settings(self) -> dict:
        return D20Settings(**{name: box.isChecked() for name, box in self.checks.items()}).to_dict()


def edit_d20_settings(window) -> bool:
    return edit_system_settings(window, D20SettingsDialog)
