"""Social conflict: pairing, targets, effects, fast and slow influence (Střety)."""

import pytest

from campaign_manager.systems.clovek import (
    RuleError,
    Severity,
    SlowAttack,
    effects,
    hidden_meaning,
    influence,
    resolve_slow,
    social_pairing,
    target_scars,
)


@pytest.mark.parametrize(
    ("winner", "loser"),
    [("presence", "persuasion"), ("manipulation", "presence"), ("empathy", "manipulation"),
     ("persuasion", "empathy")],
)  # fmt: skip
def test_pairing_bonus(winner, loser):
    assert social_pairing(winner, loser) == (1, 0)
    assert social_pairing(loser, winner) == (0, 1)


def test_no_pairing_bonus():
    assert social_pairing("presence", "presence") == (0, 0)
    assert social_pairing("presence", "empathy") == (0, 0)
    with pytest.raises(RuleError):
        social_pairing("charm", "empathy")


def test_skill_targets():
    assert target_scars("presence") == ("courage", "fear")
    assert target_scars("manipulation") == ("compassion", "anger")
    assert target_scars("empathy") == ("joy", "sadness")
    assert target_scars("persuasion") == ("certainty", "confusion")


def test_effects_by_severity_from_text():
    command = effects("fear")[0]
    assert command.name.cs == "Rozkaz"
    assert "celou scénu" in command.at(Severity.DEVASTATING).cs
    assert "pár kol" in command.at(Severity.LETHAL).cs
    assert command.at(Severity.STUN).cs == ""
    assert {e.key for e in effects("joy")} == {"zavazani", "vyzrazeni"}
    assert effects("courage")[1].feeling == "desire"
    with pytest.raises(RuleError):
        effects("torso")


def test_every_social_scar_has_an_effect():
    from campaign_manager.systems.clovek import SOCIAL_SCARS

    for scar in SOCIAL_SCARS:
        assert effects(scar)


def test_fast_and_slow_influence():
    fast, slow = influence("fast"), influence("slow")
    assert fast.uses_initiative and fast.base_power == Severity.STUN
    assert not slow.uses_initiative and slow.base_power == Severity.LETHAL


def test_slow_attack_is_defence_tie_affects_nobody():
    out = resolve_slow([SlowAttack("A", "B", 3), SlowAttack("B", "A", 3)])
    assert [o.hits for o in out] == [False, False]
    out = resolve_slow([SlowAttack("A", "B", 4), SlowAttack("B", "A", 2)])
    assert [o.hits for o in out] == [True, False]


def test_slow_one_roll_defends_against_several():
    # A and C both attack B; B attacks A. B's 3 successes defend against both.
    out = resolve_slow([SlowAttack("A", "B", 2), SlowAttack("C", "B", 4), SlowAttack("B", "A", 3)])
    assert {(o.attacker, o.hits) for o in out} == {("A", False), ("C", True), ("B", True)}


def test_slow_pure_defender():
    out = resolve_slow([SlowAttack("A", "D", 2)], defenders={"D": 2})
    assert not out[0].hits
    with pytest.raises(RuleError):
        resolve_slow([SlowAttack("A", "D", 2)], defenders={"A": 2})


def test_hidden_meaning_bonus_action():
    assert hidden_meaning(0) == (-1, False)
    assert hidden_meaning(2) == (-1, True)
