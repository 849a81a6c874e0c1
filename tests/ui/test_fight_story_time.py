"""A fight's rounds move the story's clock by the system's round length, in the same undo
step as the round's step: Ctrl+Z on the step takes the time back too."""

from __future__ import annotations

import pytest
from test_combat_area import add_party

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.story_time.rounds import (
    DEFAULT_ROUND_SECONDS,
    fight_step_seconds,
    round_seconds,
)


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def test_a_d20_round_moves_the_story_on_six_seconds_in_the_rounds_step(window):
    pcs, _npc = add_party(window)
    controller = window.session.combat
    controller.create("U brodu", [roster_combatant(i) for i in pcs])
    clock = window.story_clock
    controller.act({"type": "start"})
    started = clock.now()
    steps = 0
    while controller.state["round"] < 2 and steps < 20:
        controller.act({"type": "next"})
        steps += 1
    assert controller.state["round"] == 2
    assert clock.now() - started == 6
    assert clock.button.text().endswith(f"0:00:{started + 6:02d}")
    window.undo()  # the step that began round 2, with its six seconds
    assert controller.state["round"] == 1
    assert clock.now() == started


def test_round_lengths_come_from_the_fight_the_rules_or_the_default():
    assert round_seconds("d20") == (6, False)
    assert round_seconds("dakara") == (3, False)
    assert round_seconds("clovek", {"round_length": 30}) == (30, False)  # a slow social one
    assert round_seconds("a-system-without-a-text") == (DEFAULT_ROUND_SECONDS, True)
    assert fight_step_seconds("dakara", {"round": 2}, {"round": 3}) == 3
    # an interrupting conflict starts at round 0; the interrupted one resumes: no time
    assert fight_step_seconds("clovek", {"round": 4, "round_length": 30}, {"round": 0}) == 0
    assert fight_step_seconds("clovek", {"round": 0}, {"round": 1, "round_length": 3}) == 3
