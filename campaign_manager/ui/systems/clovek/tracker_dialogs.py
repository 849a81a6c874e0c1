"""Dialogs of the Střety tracker for the round itself: initiative, bonus actions, a wound
(straight to a scar, aimed, or by the d10 hit location), burning, spending dice and the
GM's order. Each builds action dicts (``actions()``) for the pure core; none computes a
rule beyond showing what the core's own functions say (an aimed penalty, the location
table)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QWidget,
)

from campaign_manager.systems.clovek.data import rules
from campaign_manager.systems.clovek.encounter_bonus import offered_bonus_ways
from campaign_manager.systems.clovek.encounter_state import BANK_CS, MAX_BANK
from campaign_manager.systems.clovek.encounter_wounds import MAX_POINTS
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.physical import aimed_penalty
from campaign_manager.systems.clovek.scars import (
    PHYSICAL_SCARS,
    SCAR_KEYS,
    SCAR_KIND,
    SOCIAL_SCARS,
    scar_name,
)
from campaign_manager.systems.common import signed
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.clovek.tracker_widgets import (
    ActionDialog,
    Column,
    CombatantCombo,
    ScarCombo,
    SeverityCombo,
    TargetTable,
    parse_faces,
)
from campaign_manager.ui.text import isolate, plain

BANKS = ("physical", "social", "mental")


class BankCombo(QComboBox):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        cs = current_language() == "cs"
        for key in BANKS:
            self.addItem(f"{BANK_CS[key]} bank" if cs else f"{key} bank", key)

    def key(self) -> str:
        return self.currentData()

    def set_key(self, key: str) -> None:
        self.setCurrentIndex(max(0, self.findData(key)))


# -- initiative -----------------------------------------------------------------------------
class InitiativeDialog(ActionDialog):
    """Per participant: how many mental dice go on initiative (0..bank), rolled, or the
    d10 faces entered from physical dice; none means Vyrovnanost alone."""

    def __init__(self, people: list[dict], parent: QWidget | None = None):
        super().__init__(self.tr("Initiative"), parent)
        self.table = TargetTable(
            [
                Column("dice", self.tr("Dice to roll"), "int", 0, 0, MAX_BANK),
                Column("faces", self.tr("…or faces entered"), "text", ""),
            ]
        )
        shown = [
            (
                p["id"],
                self.tr("{name} (bank {bank}, Vyrovnanost {vyr})").format(
                    name=isolate(p["name"]), bank=p["bank"], vyr=p["vyrovnanost"]
                ),
            )
            for p in people
        ]
        self.table.set_targets(
            shown,
            {p["id"]: {"faces": " ".join(map(str, p.get("faces") or []))} for p in people},
        )
        self.body.insertWidget(0, self.table)
        self.note.setText(
            self.tr(
                "Initiative = the highest die (0 counts 10) + Vyrovnanost; the dice leave the "
                "mental bank this round. Enter faces as “3 0 5”, or give a number of dice "
                "and Kronikář rolls them; 0 and no faces: Vyrovnanost alone."
            )
        )
        self.resize(560, self.sizeHint().height())

    def actions(self) -> list[dict]:
        result = []
        for row in self.table.values():
            try:
                faces = parse_faces(row["faces"])
            except ValueError:
                name = self.table.item(self.table.ids.index(row["id"]), 0).text()
                raise ValueError(name, self.tr("…or faces entered")) from None
            if faces or row["faces"]:
                result.append({"type": "initiative", "id": row["id"], "faces": faces})
            elif row["dice"]:
                result.append({"type": "roll_initiative", "id": row["id"], "dice": row["dice"]})
            else:
                result.append({"type": "initiative", "id": row["id"], "faces": []})
        return result


# -- bonus actions --------------------------------------------------------------------------
class BonusDialog(ActionDialog):
    """Bonus actions this round per participant, each with how it was gained (its kind and
    penalty come from that, by the rules); gained during the round, they join the end of
    the order."""

    def __init__(self, people: list[dict], conflict: str, parent: QWidget | None = None):
        super().__init__(self.tr("Bonus actions"), parent)
        texts = {
            "second_hand": self.tr("With the second hand (physical, −1; −2 with the other hand)"),
            "speaking": self.tr("By speaking (social, −2)"),
            "hidden_meaning": self.tr("With a hidden meaning (social, −1)"),
        }
        # only what the conflict's kind gives (the rules core: a hidden meaning only in
        # slow influence, speaking only in a physical conflict, no second hand in slow one)
        offered = offered_bonus_ways(conflict)
        ways = [(None, self.tr("No bonus action"))] + [(key, texts[key]) for key in offered]
        usual = offered[0] if offered else None
        self.people = people
        self.choices: dict[str, QComboBox] = {}
        for person in people:
            choice = QComboBox()
            for key, text in ways:
                choice.addItem(text, key)
            choice.setCurrentIndex(choice.findData(usual))
            self.form.addRow(plain(QLabel(isolate(person["name"]))), choice)
            self.choices[person["id"]] = choice
        self.note.setText(
            self.tr(
                "Main actions go first, then every first bonus action in initiative order, "
                "then second ones; one gained during the round joins the end."
            )
        )

    def actions(self) -> list[dict]:
        actions = []
        for person in self.people:
            how = self.choices[person["id"]].currentData()
            if how is not None:
                actions.append({"type": "bonus", "id": person["id"], "actions": [{"how": how}]})
            elif person["bonus"]:  # take back the ones not taken yet
                actions.append({"type": "bonus", "id": person["id"], "count": 0})
        return actions


# -- wounds ---------------------------------------------------------------------------------
MODES = ("direct", "aimed_melee", "aimed_ranged", "location")


def location_table_text() -> str:
    """ "0 head · 7–9 torso · …" from the rules data's d10 hit-location table."""
    table = rules("conflict")["hit_location"]
    by_scar: dict = {}
    for face in sorted(table, key=int):
        by_scar.setdefault(table[face], []).append(int(face))
    language = current_language()
    parts = []
    for scar, faces in by_scar.items():
        shown = str(faces[0]) if len(faces) == 1 else f"{faces[0]}–{faces[-1]}"
        name = (
            scar_name(scar).get(language).lower()
            if scar
            else ("minutí" if language == "cs" else "miss")
        )
        parts.append(f"{shown} {name}")
    return " · ".join(parts)


class WoundDialog(ActionDialog):
    """A wound to one or many targets: straight into a scar, an aimed attack (its penalty
    shown), or the d10 hit location (rolled or entered; 1–2 miss and the bystander roll)."""

    def __init__(
        self,
        people: list[tuple[str, str]],
        targets: list[tuple[str, str]],
        attacker: str | None = None,
        mode: str = "direct",
        scar: str | None = None,
        severity: str = "lethal",
        bystander: bool = False,
        lock_mode: bool = False,
        attacker_fixed: bool = False,
        intro: str = "",
        title: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(title or self.tr("Wound"), parent)
        self.bystander = bystander
        self.intro = intro
        self.mode = QComboBox()
        self.mode.setObjectName("WoundMode")
        for key, text in zip(
            MODES,
            (
                self.tr("straight to a scar"),
                self.tr("aimed, melee"),
                self.tr("aimed, ranged"),
                self.tr("hit location (d10)"),
            ),
            strict=True,
        ):
            self.mode.addItem(text, key)
        self.attacker = CombatantCombo(people, self.tr("— nobody named —"))
        self.attacker.set_key(attacker)
        # a burst's hit: its attacker is shown, and the burst already made the attack
        self.attacker_fixed = attacker_fixed
        self.attacker.setEnabled(not attacker_fixed)
        self.scar = ScarCombo(SCAR_KEYS)
        self.severity = SeverityCombo()
        self.severity.set_key(severity)
        self.table = TargetTable(
            [
                Column("points", self.tr("Points"), "int", 1, 0, 30),
                Column("face", self.tr("d10 (empty: roll)"), "face", ""),
            ]
        )
        self.table.set_targets(targets)
        self.form.addRow(self.tr("&How:"), self.mode)
        self.form.addRow(self.tr("&Attacker:"), self.attacker)
        self.form.addRow(self.tr("&Scar:"), self.scar)
        self.form.addRow(self.tr("S&everity:"), self.severity)
        self.body.insertWidget(1, self.table)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.scar.currentIndexChanged.connect(self._update_note)
        self.mode.setCurrentIndex(MODES.index(mode))
        self._mode_changed()
        if scar:
            self.scar.set_key(scar)
        if bystander or lock_mode:
            self.mode.setEnabled(False)
            # asked for one hit (a burst's attack, a group, the bystander): typing goes
            # to the first points cell
            self.first_input = self.table
        self.resize(520, self.sizeHint().height())

    def mode_key(self) -> str:
        return self.mode.currentData()

    def _mode_changed(self, *_args) -> None:
        mode = self.mode_key()
        keys = PHYSICAL_SCARS if mode.startswith("aimed") else SCAR_KEYS
        self.scar.set_keys(keys)
        self.form.setRowVisible(self.scar, mode != "location")
        self.table.setColumnHidden(2, mode != "location")
        self._update_note()

    def _update_note(self, *_args) -> None:
        mode = self.mode_key()
        scar = self.scar.key()
        if mode.startswith("aimed") and scar in PHYSICAL_SCARS:
            penalty = aimed_penalty(scar, mode == "aimed_ranged")
            text = self.tr("Aimed at {scar}: {penalty} to the roll.").format(
                scar=scar_name(scar).get(current_language()).lower(), penalty=signed(penalty)
            )
            text += " " + self.tr("Points 0: only the penalty goes to the log.")
        elif mode == "location":
            text = self.tr("d10: {table}. Empty: Kronikář rolls; 0 points: asked after.").format(
                table=location_table_text()
            )
        else:
            text = self.tr(
                "The wound goes through the scar's boxes (pushed out, upgraded, critical)."
            )
        self.note.setText(f"{self.intro}\n{text}" if self.intro else text)

    def actions(self) -> list[dict]:
        mode = self.mode_key()
        attacker = self.attacker.key()
        severity = self.severity.key()
        result = []
        for row in self.table.values():
            base = {"target": row["id"], "severity": severity, "points": row["points"]}
            if attacker is not None and not self.attacker_fixed:
                base["attacker"] = attacker
            if mode == "direct":
                if row["points"]:
                    result.append({"type": "wound", "scar": self.scar.key(), **base})
            elif mode.startswith("aimed"):
                result.append(
                    {
                        "type": "aimed_wound",
                        "scar": self.scar.key(),
                        "ranged": mode == "aimed_ranged",
                        **base,
                    }
                )
            else:
                action = {"type": "hit_location", "face": row["face"], **base}
                if self.bystander:
                    action["bystander"] = True
                result.append(action)
        return result


# -- burning and banks ------------------------------------------------------------------------
class BurnDialog(ActionDialog):
    """Burning (pálení) from a burnable scar within the per-round limit; the GM may give
    dice back to a bank (the text gives no rate). Using a feeling costs one stun social
    wound: ``feelings`` are the ones this combatant may use (the rules core's
    ``usable_feelings``: (holder id, toward, feeling, value), a feeling toward it used
    against its holder, or its own Touha or Nepřátelství as armour); ``names``: id → name."""

    def __init__(
        self,
        name: str,
        character,
        burned: dict,
        feelings: list[tuple[str, str, str, int]] = (),
        names: dict[str, str] | None = None,
        user: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(self.tr("Burn: {name}").format(name=isolate(name)), parent)
        self.character = character
        self.burned = burned
        self.scar = ScarCombo(tuple(k for k in SCAR_KEYS if k in character.burnable_scars()))
        self.severity = SeverityCombo()
        self.points = QSpinBox()
        self.points.setRange(1, MAX_POINTS)
        self.feeling = QComboBox()
        self.feeling.setObjectName("UsedFeeling")
        self.feeling.addItem(self.tr("none: a plain burn"), None)
        language = current_language()
        names = names or {}
        for holder, toward, key, value in feelings:
            feeling = feeling_name(key).get(language)
            if holder == user:
                text = self.tr("own {feeling} toward {toward} ({value}), as armour").format(
                    feeling=feeling, toward=isolate(toward), value=value
                )
            else:
                text = self.tr("{feeling} ({value}) of {holder}, against its holder").format(
                    feeling=feeling, holder=isolate(names.get(holder, holder)), value=value
                )
            self.feeling.addItem(text, (holder, toward, key))
        self.restore = QSpinBox()
        self.restore.setRange(0, MAX_BANK)
        self.restore.setAccessibleName(self.tr("Dice given back"))
        self.bank = BankCombo()
        self.bank.setAccessibleName(self.tr("The bank they go back to"))
        restore_row = QHBoxLayout()
        restore_row.addWidget(self.restore)
        restore_row.addWidget(self.bank, 1)
        self.form.addRow(self.tr("&Scar:"), self.scar)
        self.form.addRow(self.tr("S&everity:"), self.severity)
        self.form.addRow(self.tr("&Points:"), self.points)
        self.feeling.setToolTip(
            self.tr(
                "A feeling is used by the one it is toward, against its holder; the holder "
                "uses only its own Desire and Enmity, as armour. It costs one stun social "
                "wound (Člověk, Feelings)."
            )
        )
        self.form.addRow(self.tr("Using a &feeling:"), self.feeling)
        self.form.addRow(self.tr("Dice given back:"), restore_row)
        self.scar.currentIndexChanged.connect(self._update)
        self.feeling.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self, *_args) -> None:
        scar = self.scar.key()
        kind = SCAR_KIND.get(scar, "physical")
        self.feeling.setEnabled(scar in SOCIAL_SCARS and self.feeling.count() > 1)
        if scar not in SOCIAL_SCARS:
            self.feeling.setCurrentIndex(0)
        feeling = self.feeling.currentData() is not None
        self.severity.setEnabled(not feeling)
        self.points.setEnabled(not feeling)
        self.bank.set_key(kind)
        limit = self.character.burn_limit(kind)
        self.note.setText(
            self.tr(
                "Burned this round: {done} of {limit} ({kind}). Dice given back: the GM's call."
            ).format(done=self.burned.get(kind, 0), limit=limit, kind=self.bank.currentText())
        )

    def actions(self) -> list[dict]:
        action = {
            "type": "burn",
            "id": None,
            "scar": self.scar.key(),
            "restore": self.restore.value(),
            "bank": self.bank.key(),
        }
        chosen = self.feeling.currentData()
        if chosen is not None:
            holder, toward, key = chosen
            action.update(feeling=True, holder=holder, use=key, toward=toward)
        else:
            action.update(severity=self.severity.key(), points=self.points.value())
        return [action]


class SpendDialog(ActionDialog):
    """Dice spent from a bank (an action's pool, a step), per participant; or a bank set by
    the GM (an effect the text describes)."""

    def __init__(self, people: list[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(self.tr("Spend dice"), parent)
        self.bank = BankCombo()
        self.set_instead = QCheckBox(self.tr("set the bank to this number instead (the GM's call)"))
        self.table = TargetTable([Column("dice", self.tr("Dice"), "int", 1, 0, MAX_BANK)])
        self.table.set_targets(people)
        self.form.addRow(self.tr("&Bank:"), self.bank)
        self.form.addRow(self.set_instead)
        self.body.insertWidget(1, self.table)

    def actions(self) -> list[dict]:
        kind = "set_bank" if self.set_instead.isChecked() else "spend"
        return [
            {"type": kind, "id": row["id"], "bank": self.bank.key(), "dice": row["dice"]}
            for row in self.table.values()
            if row["dice"] or kind == "set_bank"
        ]


# -- the GM's order -----------------------------------------------------------------------------
class OrderDialog(ActionDialog):
    """The GM's order of tied participants (or a fixed order, e.g. chess): drag, or
    Alt+Up / Alt+Down."""

    def __init__(self, people: list[tuple[str, str]], text: str, parent: QWidget | None = None):
        super().__init__(self.tr("The GM's order"), parent)
        self.list = QListWidget()
        self.list.setObjectName("OrderList")
        self.list.setAccessibleName(self.tr("Order"))
        self.list.setAccessibleDescription(self.tr("Move the chosen one with Alt+Up and Alt+Down"))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for cid, name in people:
            item = QListWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, cid)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        up, down = QPushButton(self.tr("Up (Alt+↑)")), QPushButton(self.tr("Down (Alt+↓)"))
        up.clicked.connect(lambda: self.move(-1))
        down.clicked.connect(lambda: self.move(1))
        QShortcut(QKeySequence("Alt+Up"), self, lambda: self.move(-1))
        QShortcut(QKeySequence("Alt+Down"), self, lambda: self.move(1))
        row = QHBoxLayout()
        row.addWidget(up)
        row.addWidget(down)
        row.addStretch(1)
        self.body.insertWidget(0, self.list, 1)
        self.body.insertLayout(1, row)
        self.note.setText(text)

    def move(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)

    def ids(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]

    def actions(self) -> list[dict]:
        return [{"type": "tie_order", "ids": self.ids()}]
