"""A feeling attack's feeling takes the wound's size and type (issue 39, item 2; Střety:
"Zranění, jež způsobilo Jizvu, se aplikuje i do citu postavy - stejná velikost i stejný
typ zranění"; RULINGS.md §2.3). Pure, no Qt."""

from campaign_manager.systems.clovek.encounter import act
from campaign_manager.systems.clovek.feelings import Feelings
from campaign_manager.systems.clovek.sheet import validate_sheet
from tests.systems.clovek.test_clovek_encounter_rules import acting


def attacked(severity, points):
    state = acting("social_fast")
    outcome = act(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": points,
         "severity": severity, "attack_skill": "presence", "scar": "fear",
         "effect": "respekt"},
    )  # fmt: skip
    sheet = outcome.state["combatants"]["straz"]["sheet"]
    assert sheet == validate_sheet(sheet)
    return Feelings.from_dict(sheet["feelings"]), outcome


def test_a_stun_feeling_attack_gives_its_points_until_the_scene_ends():
    feelings, outcome = attacked("stun", 3)
    assert feelings.value("Bořek Hrabal", "respect") == 3
    assert "+3 until the scene ends" in outcome.events[-1].text.en
    assert "+3 do konce scény" in outcome.events[-1].text.cs
    feelings.end_scene()
    assert feelings.value("Bořek Hrabal", "respect") == 0


def test_a_lethal_feeling_attack_lasts_until_the_chapter_ends():
    feelings, _ = attacked("lethal", 2)
    assert feelings.value("Bořek Hrabal", "respect") == 2
    feelings.end_scene()
    assert feelings.value("Bořek Hrabal", "respect") == 2
    feelings.end_chapter()
    assert feelings.value("Bořek Hrabal", "respect") == 0


def test_a_devastating_feeling_attack_stays_and_is_capped_at_five():
    feelings, _ = attacked("devastating", 4)
    feelings.end_chapter()
    assert feelings.value("Bořek Hrabal", "respect") == 4
    feelings.attack("Bořek Hrabal", "respect", 4, 3)  # "další zranění … prohlubovat cit"
    assert feelings.value("Bořek Hrabal", "respect") == 5
