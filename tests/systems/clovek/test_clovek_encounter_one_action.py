"""Střety: one main action per turn (issue 39, item 3). A shotgun shot then a burst, or two
bursts, in one main action were accepted; the turn's action is spent by its first attack,
while the hit locations, misses and wounds that follow it still land. Pure, no Qt."""

import pytest

from campaign_manager.systems.clovek.encounter import act
from campaign_manager.systems.common import RuleError
from tests.systems.clovek.test_clovek_encounter import run, started

SHOT = {"type": "shotgun", "attacker": "borek", "target": "straz", "power": 4, "reduce_by": 1}
BURST = {"type": "autofire", "attacker": "borek", "burst": "short", "targets": ["straz", "straz"]}
AIMED = {"type": "aimed_wound", "attacker": "borek", "target": "straz", "scar": "torso",
         "severity": "stun", "points": 1}  # fmt: skip


def test_a_shotgun_shot_then_a_burst_in_one_main_action_is_refused():
    state = run(started(), {"type": "next"})  # Bořek acts
    shot = act(state, SHOT).state
    with pytest.raises(RuleError, match="one main action") as refused:
        act(shot, BURST)
    assert "jednu hlavní akci" in refused.value.text.cs


def test_two_bursts_in_one_main_action_are_refused():
    state = run(started(), {"type": "next"})
    burst = act(state, BURST).state
    with pytest.raises(RuleError, match="one main action"):
        act(burst, BURST)
    with pytest.raises(RuleError, match="one main action"):
        act(burst, AIMED)


def test_what_follows_the_attack_still_lands_and_the_next_turn_attacks_again():
    state = run(started(), {"type": "next"})
    burst = act(state, BURST)
    follow = burst.prompts[0].data
    located = act(
        burst.state,
        {"type": "hit_location", "attacker": follow["attacker"], "target": "straz", "face": 8,
         "severity": "stun", "points": 1},
    ).state  # fmt: skip
    assert located["combatants"]["straz"]["sheet"]["scars"]["torso"].startswith("/")
    wound = {"type": "wound", "attacker": "borek", "target": "straz", "scar": "head",
             "severity": "stun", "points": 1}  # fmt: skip
    located = act(located, wound).state
    # the next round Bořek's main action is new again
    later = run(located, {"type": "next"})
    while later["current"] != "borek":
        later = run(later, {"type": "next"})
    assert later["round"] == 2
    act(later, SHOT)
