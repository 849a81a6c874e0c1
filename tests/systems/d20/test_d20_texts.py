"""The d20 messages read as sentences: a rule's section is cited as a section, never as a
number that seems to repeat what was just said ("na 0 bodech zdraví (0 bodů zdraví)")."""

from __future__ import annotations

from campaign_manager.systems.d20 import Creature


def test_reaching_and_being_hit_at_zero_wound_points_cite_the_section():
    c = Creature(0, 4)
    texts = [e.text for e in c.take_damage(4).events]
    texts += [e.text for e in c.take_damage(1).events]
    zero = [t for t in texts if "0 bodů zdraví" in t.cs or "0 bodech zdraví" in t.cs]
    assert zero
    for text in zero:
        assert "(0 bodů zdraví" not in text.cs and "(0 wound points" not in text.en, text
        assert "oddíl „0 bodů zdraví“" in text.cs and "section '0 wound points'" in text.en


def test_the_fight_and_the_sheet_ask_a_save_in_the_same_words():
    """The rules wrote a pending save twice with different words ("záchrana na Výdrž proti
    ochromení, TO 10" in a fight, "Záchrana na Výdrž TO 10, proti ochromení" on the sheet)."""
    from campaign_manager.systems.d20.encounter_base import save_prompt as fight_prompt
    from campaign_manager.systems.d20.play import save_prompt as sheet_prompt

    state = {"combatants": {"c1": {"name": "Ota", "alias": None}}}
    fight = fight_prompt(state, "c1", "stun", 10).text
    sheet = sheet_prompt("stun", 10).text
    for language in ("cs", "en"):
        after_name = fight.get(language).split(": ", 1)[1]
        assert after_name.casefold() == sheet.get(language).casefold()
    assert sheet.cs[0].isupper() and "TO 10" in sheet.cs and "DC 10" in sheet.en
