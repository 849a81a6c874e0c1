"""The Člověk + Střety tracker through the real widgets, issue 39 (round three): one main
action per turn, bonus actions offered by the conflict's kind, the interrupt dialog offers
only conflicts that may interrupt, attack dialogs start with the acting combatant attacking
someone else, and a feeling is used by its target against its holder. Each screen changed
is saved in Czech and English to /tmp/round_three_clovek/ to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from clovek_tracker_helpers import initiative_for, prepare, run, select, state  # tests/ui

from campaign_manager.storage.models import Character as Row
from campaign_manager.ui import i18n
from campaign_manager.ui.systems.clovek.tracker_attacks import AutofireDialog, ShotgunDialog
from campaign_manager.ui.systems.clovek.tracker_conflict import InterruptDialog
from campaign_manager.ui.systems.clovek.tracker_dialogs import BonusDialog, BurnDialog

SHOTS = Path(os.environ.get("ROUND_THREE_SHOTS", "/tmp/round_three_clovek"))


@pytest.fixture
def campaign_system():
    return "clovek"


def shoot(dialog, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / f"{name}_{i18n.current_language()}.png"))


def acting(window, qtbot, kind="physical", **options):
    page, cast = prepare(window, kind=kind, **options)
    page.start_action.trigger()
    if state(page)["phase"] == "initiative":
        initiative_for(page, qtbot, {f"c{cast[0]}": "9"})
        run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())
    return page, cast


def ways(dialog):
    combo = next(iter(dialog.choices.values()))
    return [combo.itemData(i) for i in range(combo.count())]


@pytest.mark.parametrize("language", ["cs", "en"])
def test_one_attack_per_turn_and_attack_dialogs_start_with_the_acting_one(
    window, qtbot, messages, qapp, language
):
    i18n.install(qapp, language)
    try:
        page, (tomas, _lucie, viktor) = acting(window, qtbot)
        assert state(page)["current"] == f"c{tomas}"
        page.table.clearSelection()  # nothing selected: the acting one attacks someone else

        def shot(dialog):
            assert isinstance(dialog, ShotgunDialog)
            assert dialog.attacker.key() == f"c{tomas}"
            assert dialog.target.key() not in (None, f"c{tomas}")
            assert state(page)["combatants"][dialog.target.key()]["side"] != "pc"
            shoot(dialog, "shotgun")
            dialog.power.setValue(4)
            dialog.accept()

        run(qtbot, page.panel.shotgun_action.trigger, shot)
        before = state(page)

        def burst(dialog):
            assert isinstance(dialog, AutofireDialog)
            assert dialog.attacker.key() == f"c{tomas}"
            dialog.accept()

        words = "jednu hlavní akci" if language == "cs" else "one main action"

        def refused(dialog):  # the dialog stays, as filled in, and says why
            assert words in dialog.problem.text()
            dialog.reject()

        run(qtbot, page.panel.autofire_action.trigger, burst, refused)
        assert state(page) == before  # refused: the turn's one action is spent
        select(page, f"c{viktor}")
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_bonus_actions_are_offered_by_the_conflicts_kind(window, qtbot, qapp, language):
    i18n.install(qapp, language)
    try:
        page, _cast = acting(window, qtbot)

        def physical(dialog):
            assert isinstance(dialog, BonusDialog)
            assert ways(dialog) == [None, "second_hand", "speaking"]
            shoot(dialog, "bonus_physical")
            dialog.reject()

        run(qtbot, page.panel.bonus_action.trigger, physical)
    finally:
        i18n.install(qapp, "en")


def test_only_slow_influence_offers_a_hidden_meaning(window, qtbot):
    page, _cast = acting(window, qtbot, kind="social_slow", round_length=60)

    def slow(dialog):
        assert ways(dialog) == [None, "hidden_meaning"]
        dialog.reject()

    run(qtbot, page.panel.bonus_action.trigger, slow)


@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_interrupt_dialog_offers_only_conflicts_that_may_interrupt(
    window, qtbot, qapp, language
):
    i18n.install(qapp, language)
    try:
        page, _cast = acting(window, qtbot, kind="social_slow", round_length=60)

        def slow(dialog):
            assert isinstance(dialog, InterruptDialog)
            kinds = [dialog.conflict.kind.itemData(i) for i in range(dialog.conflict.kind.count())]
            assert kinds == ["physical", "social_fast", "social_slow", "mental"]
            dialog.conflict.set_kind("social_slow")  # faster: a shorter round than 60 s
            assert dialog.conflict.round_length.maximum() == 59
            shoot(dialog, "interrupt_slow")
            dialog.reject()

        run(qtbot, page.panel.interrupt_action.trigger, slow)
    finally:
        i18n.install(qapp, "en")


def test_a_fast_conflict_offers_only_a_faster_mental_one(window, qtbot):
    page, _cast = acting(window, qtbot)

    def fast(dialog):
        kinds = [dialog.conflict.kind.itemData(i) for i in range(dialog.conflict.kind.count())]
        assert kinds == ["mental"]  # a slow conflict never interrupts a fast one
        assert dialog.conflict.round_length.value() < 3  # a faster mental one
        dialog.accept()

    run(qtbot, page.panel.interrupt_action.trigger, fast)
    assert state(page)["stack"] == ["physical", "mental"]


@pytest.mark.parametrize("language", ["cs", "en"])
def test_a_feeling_is_used_by_its_target_against_its_holder(window, qtbot, qapp, language):
    i18n.install(qapp, language)
    try:
        page, (tomas, lucie, viktor) = prepare(window, kind="social_fast")
        # Viktor respects Tomáš: Tomáš may use it against Viktor; Viktor may not
        row = Row.get_by_id(viktor)
        sheet = dict(row.sheet)
        sheet["feelings"] = {"Tomáš Kubíček": {"respect": {"value": 3}}}
        page.controller.state["combatants"][f"c{viktor}"]["sheet"]["feelings"] = {
            "Tomáš Kubíček": {"respect": {"value": 3, "raises": 0, "from_requests": 0}}
        }
        page.start_action.trigger()
        select(page, f"c{tomas}")

        def burn(dialog):
            assert isinstance(dialog, BurnDialog)
            dialog.scar.set_key("anger")
            offered = [dialog.feeling.itemData(i) for i in range(dialog.feeling.count())]
            assert offered == [None, (f"c{viktor}", "Tomáš Kubíček", "respect")]
            dialog.feeling.setCurrentIndex(1)
            shoot(dialog, "burn_feeling")
            dialog.accept()

        run(qtbot, page.panel.burn_action.trigger, burn)
        s = state(page)
        assert s["combatants"][f"c{tomas}"]["sheet"]["scars"]["anger"].startswith("/")
        assert not s["combatants"][f"c{viktor}"]["sheet"]["scars"]["anger"].startswith("/")
        select(page, f"c{viktor}")

        def holder(dialog):
            offered = [dialog.feeling.itemData(i) for i in range(dialog.feeling.count())]
            assert offered == [None]  # his Respekt is not his to use
            dialog.reject()

        run(qtbot, page.panel.burn_action.trigger, holder)
        del lucie
    finally:
        i18n.install(qapp, "en")
