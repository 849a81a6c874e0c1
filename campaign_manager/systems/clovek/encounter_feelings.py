"""Using a feeling in a Střety fight: a feeling is used by its target against its holder,
and the holder uses only its own Touha and Nepřátelství, as armour (Člověk, City); which
feelings a combatant may use now. Pure Python."""

from __future__ import annotations

from campaign_manager.systems.clovek.encounter_check import shown
from campaign_manager.systems.clovek.feelings import (
    FEELINGS,
    Feelings,
    feeling_name,
    holder_armour,
)
from campaign_manager.systems.common import Text
from campaign_manager.systems.encounter_common import combatant, refuse


def _feeling_held(record: dict, toward: str, key: str) -> int:
    """What ``record`` holds of feeling ``key`` toward the name ``toward`` (0: nothing)."""
    feelings = Feelings.from_dict(record["sheet"].get("feelings", {}))
    return feelings.value(toward, key) if toward in feelings.targets else 0


def feeling_used(state: dict, action: dict, user: dict) -> Text:
    """A feeling used in a social conflict (Člověk, City): ``holder`` (whose feeling) and
    ``use`` (which). Used by its target against its holder ("cit využívá ten, kdo je cílem
    citu, užívá jej proti držiteli citu"); the holder itself uses only its own Touha and
    Nepřátelství, as armour, toward ``toward`` (a name or a combatant's id)."""
    if action.get("holder") is None:
        raise refuse(
            "Využití citu: uveďte, čí cit to je (holder) a který (use).",
            "Using a feeling: say whose feeling it is ('holder') and which ('use').",
            "input",
        )
    holder = combatant(state, action.get("holder"))
    key = action.get("use")
    if not isinstance(key, str) or key not in FEELINGS:
        raise refuse(
            f"Cit je jeden z: {', '.join(FEELINGS)}; ne {shown(key)}.",
            f"A feeling is one of: {', '.join(FEELINGS)}; not {shown(key)}.",
            "input",
        )
    name = feeling_name(key)
    user_name, holder_name = user["name"], holder["name"]
    if holder["id"] == user["id"]:
        allowed = holder_armour()
        if key not in allowed:
            raise refuse(
                f"{user_name}: vlastní {name.cs} využívá jeho cíl proti držiteli; držitel smí "
                "sám využít jen vlastní "
                + " a ".join(feeling_name(k).cs for k in allowed)
                + " jako zbroj (Člověk, City).",
                f"{user_name}: its own {name.en} is used by its target against its holder; the "
                "holder may use only its own "
                + " and ".join(feeling_name(k).en for k in allowed)
                + ", as armour (Člověk, Feelings).",
                "action",
            )
        toward = action.get("toward")
        if isinstance(toward, str) and toward in state["combatants"]:
            toward = state["combatants"][toward]["name"]
        if not isinstance(toward, str) or not toward.strip():
            raise refuse(
                "Zbroj z vlastního citu: uveďte, ke komu cit chová (toward).",
                "Armour of one's own feeling: say whom it is toward ('toward').",
                "input",
            )
        value = _feeling_held(holder, toward, key)
        if value < 1:
            raise refuse(
                f"{holder_name} nechová {name.cs} k {shown(toward)}.",
                f"{holder_name} holds no {name.en} toward {shown(toward)}.",
                "action",
            )
        return Text(
            cs=f"{user_name}: využívá vlastní cit {name.cs} k {toward} ({value}) jako zbroj.",
            en=f"{user_name}: uses its own {name.en} toward {toward} ({value}) as armour.",
        )
    value = _feeling_held(holder, user_name, key)
    if value < 1:
        raise refuse(
            f"{holder_name} nechová {name.cs} k {user_name}: cit využívá jen ten, kdo je jeho "
            "cílem (Člověk, City).",
            f"{holder_name} holds no {name.en} toward {user_name}: a feeling is used only by "
            "its target (Člověk, Feelings).",
            "action",
        )
    return Text(
        cs=f"{user_name}: využívá cit {name.cs} (chová jej {holder_name} k {user_name}, "
        f"{value}) proti držiteli citu.",
        en=f"{user_name}: uses the {name.en} {holder_name} holds toward {user_name} ({value}) "
        "against its holder.",
    )


def usable_feelings(state: dict, cid: str) -> list[tuple[str, str, str, int]]:
    """The feelings combatant ``cid`` may use now, as (holder id, toward, feeling, value):
    every feeling another combatant holds toward it, then its own armour (Touha,
    Nepřátelství) toward anyone."""
    user = state["combatants"][cid]
    result = []
    for other_id, other in state["combatants"].items():
        if other_id == cid:
            continue
        for key in FEELINGS:
            value = _feeling_held(other, user["name"], key)
            if value:
                result.append((other_id, user["name"], key, value))
    own = Feelings.from_dict(user["sheet"].get("feelings", {}))
    for toward in own.targets:
        for key in holder_armour():
            value = own.value(toward, key)
            if value:
                result.append((cid, toward, key, value))
    return result
