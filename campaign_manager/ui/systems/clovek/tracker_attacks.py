"""Dialogs of the Střety tracker for attacks the text gives numbers for: autofire (short
and long bursts), the shotgun (shot or slug, groups with their own hit locations), a
social attack (the pairing bonus, its target scars, the influence's base power) and the
simultaneous resolution of slow influence. The numbers shown come from the core's
functions; the actions go to its ``act``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from campaign_manager.systems.clovek.encounter_wounds import MAX_POINTS
from campaign_manager.systems.clovek.physical import (
    autofire_penalties,
    max_shot_reduction,
    shotgun_shot,
)
from campaign_manager.systems.clovek.social import (
    SOCIAL_SKILLS,
    influence,
    skill_name,
    social_pairing,
    target_scars,
)
from campaign_manager.systems.common import RuleError, signed
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.clovek.tracker_dialogs import location_table_text
from campaign_manager.ui.systems.clovek.tracker_widgets import (
    ActionDialog,
    Column,
    CombatantCombo,
    ScarCombo,
    SeverityCombo,
    TargetTable,
    parse_faces,
    severity_label,
)
from campaign_manager.ui.text import isolate, plain


class AutofireDialog(ActionDialog):
    """A burst: short (a second attack on the same target, −1) or long (three attacks,
    0/−1/−2, that may change target, each change −1 more). Each attack is then asked: did
    it hit, and where (the d10 hit location)."""

    def __init__(
        self,
        people: list[tuple[str, str]],
        attacker: str | None,
        targets: list[str],
        parent: QWidget | None = None,
    ):
        super().__init__(self.tr("Autofire"), parent)
        self.attacker = CombatantCombo(people, self.tr("— nobody named —"))
        self.attacker.set_key(attacker)
        self.burst = QComboBox()
        self.burst.setObjectName("Burst")
        self.burst.addItem(self.tr("short burst (2 attacks, one target)"), "short")
        self.burst.addItem(self.tr("long burst (3 attacks)"), "long")
        others = [p for p in people if p[0] != attacker] or people
        self.targets = [CombatantCombo(others) for _ in range(3)]
        for i, combo in enumerate(self.targets):
            if targets:
                combo.set_key(targets[min(i, len(targets) - 1)])
            combo.currentIndexChanged.connect(self._update)
        self.form.addRow(self.tr("&Attacker:"), self.attacker)
        self.form.addRow(self.tr("&Burst:"), self.burst)
        self.labels = [self.tr("Attack &1:"), self.tr("Attack &2:"), self.tr("Attack &3:")]
        for label, combo in zip(self.labels, self.targets, strict=True):
            self.form.addRow(label, combo)
        self.burst.currentIndexChanged.connect(self._update)
        self._update()

    def target_ids(self) -> list[str]:
        if self.burst.currentData() == "short":
            first = self.targets[0].key()
            return [first, first]
        return [combo.key() for combo in self.targets]

    def _update(self, *_args) -> None:
        short = self.burst.currentData() == "short"
        self.form.setRowVisible(self.targets[1], not short)
        self.form.setRowVisible(self.targets[2], not short)
        try:
            penalties = autofire_penalties(self.burst.currentData(), self.target_ids())
        except RuleError as error:
            self.note.setText(error.text.get(current_language()))
            return
        names = [combo.currentText() for combo in self.targets]
        if short:
            names = [names[0], names[0]]
        line = ", ".join(f"{isolate(n)} {signed(p)}" for n, p in zip(names, penalties, strict=True))
        self.note.setText(
            self.tr("Penalties: {line}. No aiming; each hit rolls its hit location.").format(
                line=line
            )
        )

    def actions(self) -> list[dict]:
        action = {
            "type": "autofire",
            "burst": self.burst.currentData(),
            "targets": self.target_ids(),
        }
        if self.attacker.key() is not None:
            action["attacker"] = self.attacker.key()
        return [action]


class ShotgunDialog(ActionDialog):
    """Shot lowers the power by X for +X+1 to the roll (0: a slug); on a hit the power is
    split into groups, each with its own hit location (rolled or entered)."""

    def __init__(
        self,
        people: list[tuple[str, str]],
        attacker: str | None,
        target: str | None,
        parent: QWidget | None = None,
    ):
        super().__init__(self.tr("Shotgun"), parent)
        self.attacker = CombatantCombo(people, self.tr("— nobody named —"))
        self.attacker.set_key(attacker)
        self.target = CombatantCombo(people)
        self.target.set_key(target)
        self.power = QSpinBox()
        self.power.setRange(1, MAX_POINTS)
        self.power.setValue(4)
        self.reduce_by = QSpinBox()
        self.reduce_by.setRange(0, max_shot_reduction(MAX_POINTS))
        self.reduce_by.setSpecialValueText(self.tr("0 (a slug)"))
        self.hit = QCheckBox(self.tr("it &hit: split the power into groups"))
        self.groups = QLineEdit()
        self.groups.setObjectName("ShotGroups")
        self.groups.setPlaceholderText(self.tr("sizes, e.g. 2 1"))
        self.faces = QLineEdit()
        self.faces.setObjectName("ShotFaces")
        self.faces.setPlaceholderText(self.tr("a d10 per group, e.g. 7 3; empty: rolled"))
        self.severity = SeverityCombo()
        self.severity.set_key("lethal")
        self.form.addRow(self.tr("&Attacker:"), self.attacker)
        self.form.addRow(self.tr("&Target:"), self.target)
        self.form.addRow(self.tr("&Power:"), self.power)
        self.form.addRow(self.tr("&Lower the power by:"), self.reduce_by)
        self.form.addRow(self.hit)
        self.form.addRow(self.tr("&Groups:"), self.groups)
        self.form.addRow(self.tr("d&10 per group:"), self.faces)
        self.form.addRow(self.tr("S&everity:"), self.severity)
        for widget in (self.power, self.reduce_by):
            widget.valueChanged.connect(self._update)
        self.hit.toggled.connect(self._update)
        self.hit.toggled.connect(self._hit_toggled)
        self.first_input = self.power  # attacker and target come chosen: type the power
        self._update()

    def _hit_toggled(self, hit: bool) -> None:
        if hit:
            self.groups.setFocus(Qt.FocusReason.OtherFocusReason)  # typed next

    def _update(self, *_args) -> None:
        self.reduce_by.setMaximum(max_shot_reduction(self.power.value()))
        hit = self.hit.isChecked()
        for widget in (self.groups, self.faces, self.severity):
            widget.setEnabled(hit)
        try:
            power, bonus = shotgun_shot(self.power.value(), self.reduce_by.value())
        except RuleError as error:
            self.note.setText(error.text.get(current_language()))
            return
        if bonus:
            text = self.tr("Shot: power {power}, {bonus} to the roll.").format(
                power=power, bonus=signed(bonus)
            )
        else:
            text = self.tr("A slug: power {power}, no bonus.").format(power=power)
        if not self.groups.text().strip():
            self.groups.setPlaceholderText(
                self.tr("sizes adding up to {power}").format(power=power)
            )
        self.note.setText(text + " " + location_table_text())

    def actions(self) -> list[dict]:
        action = {
            "type": "shotgun",
            "target": self.target.key(),
            "power": self.power.value(),
            "reduce_by": self.reduce_by.value(),
        }
        if self.attacker.key() is not None:
            action["attacker"] = self.attacker.key()
        if not self.hit.isChecked():
            action["hit"] = False  # a miss: the log says so
        else:
            try:
                groups = parse_faces_any(self.groups.text())
            except ValueError:
                raise ValueError(self.groups.text()) from None
            faces = parse_faces(self.faces.text())
            action.update(groups=groups, severity=self.severity.key())
            if faces:
                action["faces"] = faces
        return [action]


def parse_faces_any(text: str) -> list[int]:
    """Positive whole numbers "2 1" (group sizes); ValueError else."""
    parts = text.replace(",", " ").split()
    if not parts or not all(p.isdigit() and int(p) > 0 for p in parts):
        raise ValueError(text)
    return [int(p) for p in parts]


class SocialAttackDialog(ActionDialog):
    """A social attack on one or many targets: the skill (its target scars), the
    defender's skill (the +1 of the winning pairing), the scar and the wound; severity by
    the influence's base power unless the GM says otherwise."""

    def __init__(
        self,
        people: list[tuple[str, str]],
        attacker: str | None,
        targets: list[tuple[str, str]],
        kind: str,
        intro: str = "",
        parent: QWidget | None = None,
    ):
        super().__init__(self.tr("Social attack"), parent)
        self.kind = kind
        self.intro = intro
        language = current_language()
        self.attacker = CombatantCombo(people, self.tr("— nobody named —"))
        self.attacker.set_key(attacker)
        self.skill = QComboBox()
        self.skill.setObjectName("AttackSkill")
        self.defence = QComboBox()
        self.defence.setObjectName("DefenceSkill")
        self.defence.addItem(self.tr("— not named —"), None)
        for key in SOCIAL_SKILLS:
            self.skill.addItem(skill_name(key).get(language), key)
            self.defence.addItem(skill_name(key).get(language), key)
        self.scar = ScarCombo(target_scars(SOCIAL_SKILLS[0]))
        base = influence("slow" if kind == "social_slow" else "fast").base_power
        self.severity = SeverityCombo(
            self.tr("the influence's base power ({severity})").format(severity=severity_label(base))
        )
        self.bonus_action = QCheckBox(self.tr("as a &bonus action (its penalty)"))
        self.table = TargetTable([Column("points", self.tr("Points"), "int", 1, 0, 30)])
        self.table.set_targets(targets)
        self.form.addRow(self.tr("&Attacker:"), self.attacker)
        self.form.addRow(self.tr("S&kill:"), self.skill)
        self.form.addRow(self.tr("&Defender's skill:"), self.defence)
        self.form.addRow(self.tr("&Scar:"), self.scar)
        self.form.addRow(self.tr("S&everity:"), self.severity)
        self.form.addRow(self.bonus_action)
        self.body.insertWidget(1, self.table)
        self.skill.currentIndexChanged.connect(self._update)
        self.defence.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self, *_args) -> None:
        skill = self.skill.currentData()
        self.scar.set_keys(target_scars(skill))
        defence = self.defence.currentData()
        attack_bonus, defence_bonus = social_pairing(skill, defence) if defence else (0, 0)
        if attack_bonus:
            pairing = self.tr("the attacker +{n} for the pairing").format(n=attack_bonus)
        elif defence_bonus:
            pairing = self.tr("the defender +{n} for the pairing").format(n=defence_bonus)
        else:
            pairing = self.tr("no pairing bonus")
        text = self.tr("{skill} attacks {scars}; {pairing}. Points 0: only the attack is logged.")
        text = text.format(
            skill=self.skill.currentText(),
            scars=" / ".join(self.scar.itemText(i) for i in range(self.scar.count())),
            pairing=pairing,
        )
        self.note.setText(f"{self.intro}\n{text}" if self.intro else text)

    def actions(self) -> list[dict]:
        result = []
        for row in self.table.values():
            action = {
                "type": "social_attack",
                "target": row["id"],
                "attack_skill": self.skill.currentData(),
                "scar": self.scar.key(),
                "points": row["points"],
            }
            if self.attacker.key() is not None:
                action["attacker"] = self.attacker.key()
            if self.defence.currentData():
                action["defence_skill"] = self.defence.currentData()
            if self.severity.key() is not None:
                action["severity"] = self.severity.key()
            if self.bonus_action.isChecked():
                action["bonus_action"] = True
            result.append(action)
        return result


class SlowResolveDialog(ActionDialog):
    """Slow influence resolved together: each participant attacks someone (its attack is
    also its defence) or only defends; successes entered; more wins, a tie affects nobody."""

    def __init__(self, people: list[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(self.tr("Resolve slow influence"), parent)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Participant")), 0, 0)
        grid.addWidget(QLabel(self.tr("Attacks")), 0, 1)
        grid.addWidget(QLabel(self.tr("Successes")), 0, 2)
        self.rows: list[tuple[str, CombatantCombo, QSpinBox]] = []
        for row, (cid, name) in enumerate(people, start=1):
            target = CombatantCombo([p for p in people if p[0] != cid], self.tr("— only defends —"))
            others = [p[0] for p in people if p[0] != cid]
            if others:
                target.set_key(others[0])
            successes = QSpinBox()
            successes.setRange(0, MAX_POINTS)
            target.setAccessibleName(self.tr("Whom {name} attacks").format(name=name))
            successes.setAccessibleName(self.tr("Successes of {name}").format(name=name))
            grid.addWidget(plain(QLabel(name)), row, 0)
            grid.addWidget(target, row, 1)
            grid.addWidget(successes, row, 2)
            self.rows.append((cid, target, successes))
        self.body.insertLayout(0, grid)
        self.note.setText(
            self.tr(
                "Each attack is also its attacker's defence: more successes affect the target, "
                "a tie affects nobody; one who only defends counts its successes against "
                "every attack on it. Each one affected is asked for its wound."
            )
        )

    def actions(self) -> list[dict]:
        attacks, defenders = [], {}
        for cid, target, successes in self.rows:
            if target.key() is None:
                defenders[cid] = successes.value()
            else:
                attacks.append(
                    {"attacker": cid, "target": target.key(), "successes": successes.value()}
                )
        return [{"type": "slow_resolve", "attacks": attacks, "defenders": defenders}]
