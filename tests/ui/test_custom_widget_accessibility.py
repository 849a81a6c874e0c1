"""The app's own controls tell a screen reader what they are and what they show: the Člověk
scar's burn button (a flame only), the d20 pools' bars and the Dakara skill tree's rating
editor. (The scar boxes' role and marks are the main window's AT-SPI walk's.)"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QStandardItemModel
from PySide6.QtWidgets import QStyleOptionViewItem, QWidget

from tests.support.accessibility import problems


def iface_of(widget):
    return QAccessible.queryAccessibleInterface(widget)


def test_a_scars_burn_button_says_which_scar_it_burns(qtbot):
    """An icon only (a flame): its name says what it does, its description when."""
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
        burn_tip="Burn the wound: two dice back",
        state="",
        tooltip="",
    )
    card.show()
    qtbot.waitExposed(card)
    button = iface_of(card.burn_button)
    assert button.text(QAccessible.Text.Name) == "Burn Trup"
    assert button.text(QAccessible.Text.Description) == "Burn the wound: two dice back"
    assert not [each for each in problems(card) if "QToolButton" in each]


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


def test_a_rules_number_says_it_is_kronikars_default(qtbot):
    """The italic "(default)" beside a Dakara settings number is heard with the number."""
    from campaign_manager.ui.systems.dakara.settings.fields import MarkedSpin

    marked = MarkedSpin(0, 10, lambda _value: None)
    qtbot.addWidget(marked)
    marked.show_value(3, is_default=True)
    said = iface_of(marked.spin).text(QAccessible.Text.Description)
    assert said == marked.mark.toolTip() and "default" in said
    marked.show_value(4, is_default=False)
    assert iface_of(marked.spin).text(QAccessible.Text.Description) == ""
