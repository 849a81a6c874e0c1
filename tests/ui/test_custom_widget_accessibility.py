"""The app's own painted controls tell a screen reader what they are and what they show:
the Člověk scar boxes (a button, its marks in words), the d20 pools' bars and the Dakara
skill tree's rating editor."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QStandardItemModel
from PySide6.QtWidgets import QStyleOptionViewItem, QWidget

from tests.support.accessibility import problems


def iface_of(widget):
    return QAccessible.queryAccessibleInterface(widget)


def test_a_scar_is_a_button_that_says_its_marks_in_words(qtbot, both_languages):
    from campaign_manager.ui.systems.clovek.scar_boxes import ScarCard

    card = ScarCard("torso")
    qtbot.addWidget(card)
    card.set_state(
        "Trup",
        "X//__",
        critical=False,
        burnable=True,
        badge="",
        badge_tip="",
        burn_tip="Pálit",
        state="",
        tooltip="",
    )
    card.show()
    qtbot.waitExposed(card)
    boxes = iface_of(card.boxes)
    assert boxes.role() == QAccessible.Role.Button
    assert boxes.text(QAccessible.Text.Name) == "Trup"
    said = boxes.text(QAccessible.Text.Description)
    words = {
        "en": ("1 lethal", "2 stun", "2 empty"),
        "cs": ("1 smrtící", "2 omračující", "2 prázdná"),
    }[both_languages]
    assert all(word in said for word in words), said
    assert "/" not in said and "_" not in said
    assert problems(card) == []


def test_the_scar_boxes_still_act_on_a_click_space_and_enter(qtbot):
    from campaign_manager.ui.systems.clovek.scar_boxes import ScarBoxes

    boxes = ScarBoxes()
    qtbot.addWidget(boxes)
    boxes.set_marks("__")
    boxes.show()
    qtbot.waitExposed(boxes)
    fired = []
    boxes.activated.connect(lambda: fired.append(1))
    qtbot.mouseClick(boxes, Qt.MouseButton.LeftButton)
    boxes.setFocus()
    qtbot.keyClick(boxes, Qt.Key.Key_Space)
    qtbot.keyClick(boxes, Qt.Key.Key_Return)
    assert len(fired) == 3


def test_a_d20_pool_bar_is_named_and_says_its_value(qtbot):
    from campaign_manager.ui.systems.d20.widgets import PoolGauge

    gauge = PoolGauge("Stamina", "#3a7")
    qtbot.addWidget(gauge)
    gauge.set_values(7, 12)
    bar = iface_of(gauge.bar)
    assert bar.text(QAccessible.Text.Name) == "Stamina"
    assert bar.text(QAccessible.Text.Description) == "7 / 12"


def test_the_skill_rating_editor_names_its_skill(qtbot):
    from campaign_manager.ui.systems.dakara.skills_model import SkillTreeModel
    from campaign_manager.ui.systems.dakara.skills_page import RatingDelegate

    model = QStandardItemModel(1, SkillTreeModel.RATING + 1)
    model.setData(model.index(0, 0), "Šerm")
    parent = QWidget()
    qtbot.addWidget(parent)
    editor = RatingDelegate().createEditor(
        parent, QStyleOptionViewItem(), model.index(0, SkillTreeModel.RATING)
    )
    assert "Šerm" in iface_of(editor).text(QAccessible.Text.Name)
