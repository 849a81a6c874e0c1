"""A feeling is used by its target against its holder (issue 39, item 2; Člověk, City: "cit
využívá ten, kdo je cílem citu, užívá jej proti držiteli citu"). The user burns its own
stun social wound; the holder may use only its own Touha and Nepřátelství, as armour.
Pure, no Qt."""

import pytest

from campaign_manager.systems.clovek import editing as core
from campaign_manager.systems.clovek.character import Character
from campaign_manager.systems.clovek.encounter import act
from campaign_manager.systems.clovek.encounter_feelings import usable_feelings
from campaign_manager.systems.clovek.feelings import Feelings
from campaign_manager.systems.common import RuleError
from tests.systems.clovek.test_clovek_encounter import started


def holding(state, cid, toward, feeling, value):
    """``cid`` holds ``feeling`` of ``value`` toward the name ``toward``."""
    sheet = state["combatants"][cid]["sheet"]
    feelings = Feelings.from_dict(sheet["feelings"])
    feelings.set_value(toward, feeling, value)
    sheet["feelings"] = feelings.to_dict()
    return state


def test_the_target_uses_the_holders_feeling_and_burns_its_own_scar():
    # Stráž respects Bořek: Bořek (the target) uses it against Stráž (the holder)
    state = holding(started(), "straz", "Bořek Hrabal", "respect", 3)
    use = {"type": "burn", "id": "borek", "scar": "anger", "feeling": True, "holder": "straz",
           "use": "respect"}  # fmt: skip
    outcome = act(state, use)
    after = outcome.state["combatants"]
    assert after["borek"]["sheet"]["scars"]["anger"] == "/__"  # the user burns
    assert after["straz"]["sheet"]["scars"] == state["combatants"]["straz"]["sheet"]["scars"]
    line = next(e for e in outcome.events if e.kind == "feeling_used")
    assert (
        "Bořek Hrabal: uses the Respect Stráž holds toward Bořek Hrabal (3) against its "
        "holder" in line.text.en
    )
    assert (
        "Bořek Hrabal: využívá cit Respekt (chová jej Stráž k Bořek Hrabal, 3) proti "
        "držiteli citu" in line.text.cs
    )
    # the holder may not use its Respekt itself, nor one that is not toward the user
    with pytest.raises(RuleError, match="only its own Desire and Enmity"):
        act(state, {**use, "id": "straz", "holder": "straz", "toward": "Bořek Hrabal"})
    with pytest.raises(RuleError, match="holds no Friendship toward"):
        act(state, {**use, "use": "friendship"})
    with pytest.raises(RuleError, match="whose feeling"):
        act(state, {"type": "burn", "id": "borek", "scar": "anger", "feeling": True})


def test_the_holder_uses_its_own_desire_or_enmity_as_armour():
    state = holding(started(), "straz", "Bořek Hrabal", "enmity", 2)
    armour = {"type": "burn", "id": "straz", "scar": "anger", "feeling": True, "holder": "straz",
              "use": "enmity", "toward": "Bořek Hrabal"}  # fmt: skip
    outcome = act(state, armour)
    assert outcome.state["combatants"]["straz"]["sheet"]["burned"]["social"] == 1
    line = next(e for e in outcome.events if e.kind == "feeling_used")
    assert "as armour" in line.text.en and "jako zbroj" in line.text.cs


def test_what_a_combatant_may_use_lists_the_feelings_toward_it_and_its_own_armour():
    state = holding(started(), "straz", "Bořek Hrabal", "respect", 3)
    state = holding(state, "borek", "Stráž", "desire", 2)
    state = holding(state, "borek", "Stráž", "respect", 4)  # not armour: not his to use
    assert usable_feelings(state, "borek") == [
        ("straz", "Bořek Hrabal", "respect", 3),
        ("borek", "Stráž", "desire", 2),
    ]


def test_on_the_sheet_the_holder_uses_only_desire_and_enmity():
    character = Character({"vyrovnanost": 3}, "cholerik")
    character.feelings.set_value("Lucie", "respect", 2)
    character.feelings.set_value("Lucie", "desire", 2)
    scar = core.feeling_burn_scars(character)[0]
    with pytest.raises(RuleError, match="Lucie uses it against its holder") as refused:
        core.use_feeling(character, "Lucie", "respect", scar)
    assert "využívá Lucie proti držiteli" in refused.value.text.cs
    events = core.use_feeling(character, "Lucie", "desire", scar)
    assert "as armour" in events[0].text.en


def test_the_wounds_module_holds_wounds_only():
    """Issue 38, item 13: the wound handlers were a file split at 700 lines that also held
    the feelings and a mental conflict's progress; each is now with its own idea."""
    from campaign_manager.systems.clovek import encounter_stack, encounter_wounds

    assert set(encounter_wounds.HANDLERS) == {
        "wound",
        "aimed_wound",
        "hit_location",
        "autofire",
        "missed",
        "shotgun",
        "burn",
    }
    assert "progress" in encounter_stack.HANDLERS
    own = [
        name
        for name, value in vars(encounter_wounds).items()
        if getattr(value, "__module__", None) == encounter_wounds.__name__
    ]
    assert own and not [name for name in own if "feeling" in name.lower()]
