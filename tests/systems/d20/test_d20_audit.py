"""Audit: natural healing at 0 wound points (Stabilizované postavy a léčení; Léčení s pomocí).

Only a *stabilised* creature that came round on its own ("odkázaná sama na sebe") needs the
10% a day to start healing. A creature tended by Heal heals its wound points even while
unconscious, and waking must not take that away; long-term care is help too; a creature
that made the DC 15 save at 0 wound points was never dying nor stabilised and heals
normally.
"""

from __future__ import annotations

from campaign_manager.systems.d20 import Creature


def _tended() -> Creature:
    c = Creature(0, 10, level=2)
    c.take_damage(10)
    c.resolve_save("disabled", 1)  # fails: dying
    c.start_turn()
    c.heal_check(15)  # tended: stable, unconscious
    return c


def test_tended_creature_that_wakes_still_heals_without_the_ten_percent_roll():
    c = _tended()
    c.hour_passes(percent=5)  # d% ≤ 10: wakes, disabled
    assert c.conditions - {"fatigued"} == {"disabled"}
    result = c.rest_night(percent=99)
    assert c.wounds == 2
    assert result.has("healed_wounds")
    assert "disabled" not in c.conditions


def test_waking_heals_the_same_as_staying_unconscious():
    asleep, awake = _tended(), _tended()
    awake.hour_passes(percent=1)
    asleep.rest_night(percent=99)
    awake.rest_night(percent=99)
    assert awake.wounds == asleep.wounds == 2


def test_long_term_care_is_help_no_ten_percent_roll():
    c = Creature(0, 10, level=1)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 20)  # margin 10: conscious, on its own
    c.rest_night(long_term_care=True, percent=99)
    assert c.wounds == 2  # 1 per level, doubled by long-term care


def test_unconscious_stable_creature_under_long_term_care_heals():
    c = Creature(0, 10, level=1)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 16)  # margin 6: stable, unconscious, untended
    c.rest_night(long_term_care=True, percent=99)
    assert c.wounds == 2
    assert not {"stable", "unconscious"} & c.conditions


def test_merely_disabled_creature_heals_normally():
    c = Creature(0, 10, level=3)
    c.take_damage(10)
    c.resolve_save("stun", 30)
    c.resolve_save("disabled", 15)  # success: merely disabled, never dying
    assert c.conditions - {"fatigued"} == {"disabled"}
    c.rest_night(percent=99)
    assert c.wounds == 3
    assert "disabled" not in c.conditions


def test_creature_that_came_round_alone_still_needs_the_roll():
    c = Creature(0, 10, level=2)
    c.take_damage(10)
    c.resolve_save("disabled", 1)
    c.start_turn()
    c.resolve_save("dying", 16)  # stable
    c.hour_passes()
    c.resolve_save("stable", 15)  # margin 5: conscious, on its own
    assert c.rest_night(percent=11).kinds()[-1] == "no_effect"
    assert c.wounds == 0
    assert c.rest_night(percent=10).has("recovering")
    assert c.wounds == 2


# --- Regenerace + Zásah do těla -------------------------------------------------------------
def test_first_wound_loss_keeps_a_regenerating_creature_fatigued_after_its_stamina_returns():
    troll = Creature(10, 20, regeneration=5)
    troll.take_damage(12)  # out of stamina: fatigued (Regenerace)
    troll.take_damage(6, bypasses_regeneration=True)
    result = troll.resolve_save("regeneration", 3)  # fails: 6 wound damage, first wound loss
    assert troll.wounds == 14 and result.has("fatigued")
    troll.pending_saves.clear()
    troll.start_turn()  # regenerates 5 stamina; the wound damage is not healed
    assert troll.stamina == 5
    assert "fatigued" in troll.conditions  # lasts until rest or wound healing
    troll.heal_wounds(1)
    assert "fatigued" not in troll.conditions


def test_regeneration_fatigue_alone_still_ends_with_stamina():
    troll = Creature(10, 20, regeneration=5)
    troll.take_damage(12)
    troll.start_turn()
    assert "fatigued" not in troll.conditions
