"""Nothing secret ever reaches the TV (issue 12).

1. Over random public-view-like dicts of each system, with secrets planted everywhere the
   contract does not show (unknown keys, sheets, GM notes, an NPC's numbers and trigger,
   secret conditions, order entries, intents, "next" and "current" naming hidden ids): no
   text the view paints contains any of them. The secrets are written in letters no public
   text uses, so one character of a secret on the TV fails the test. The combatants' names
   have letters of their own too (lower-case Greek, a hidden one's upper-case Greek), so
   every name painted is found and checked: a visible combatant's public name (or its
   start, where it was shortened to fit), never a hidden one's.
2. Over random fights of the real encounter modules with a hidden combatant and GM notes:
   its name and the notes never show, before or after it acts.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSizeF

from campaign_manager.systems import get_encounter
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.player_view import PlayerView, PublicViewFeed
from campaign_manager.ui.settings import AppSettings

PUBLIC_LETTERS = "abcdeghijklmnoprstuvyzáčďéěíňóřšťúůýžABCDEHKLMNPRSTVZ0123456789 -"
SECRET_LETTERS = "БГДЛПФЦЧШЩЫЭЮЯ"  # Cyrillic, never in a public text here (nor Ж, a scar mark)
NAME_LETTERS = "αβγδεζηθικλμνξπρστυφχψω"  # a visible combatant's name, and nothing else
HIDDEN_NAME_LETTERS = "ΑΒΓΔΕΖΘΛΞΠΣΦΨΩ"  # a hidden combatant's name
SIZES = [QSizeF(1920, 1080), QSizeF(1280, 720), QSizeF(1366, 768), QSizeF(800, 600)]
NAME_RUN = re.compile(f"[{NAME_LETTERS}]+")
HIDDEN_RUN = re.compile(f"[{HIDDEN_NAME_LETTERS}]+")


@pytest.fixture
def campaign():
    """The player view needs no campaign file."""
    yield None


@pytest.fixture(scope="module")
def player_view(qapp):
    feed = PublicViewFeed("Kampaň")
    view = PlayerView(feed, AppSettings())
    yield feed, view
    view.deleteLater()


public_text = st.text(PUBLIC_LETTERS, min_size=1, max_size=24).filter(str.strip)
name_text = st.text(NAME_LETTERS, min_size=1, max_size=24)
hidden_name_text = st.text(HIDDEN_NAME_LETTERS, min_size=1, max_size=24)
secret_text = st.text(SECRET_LETTERS, min_size=3, max_size=12)
level = st.one_of(st.none(), st.integers(0, 4))


@st.composite
def public_views(draw):
    """A public view as a system's ``public_view`` returns it, plus secrets where the
    contract shows nothing; returns (view, secrets)."""
    secret = draw(st.lists(secret_text, min_size=12, max_size=12))
    hidden_name = draw(hidden_name_text)
    system = draw(st.sampled_from(["d20", "dakara", "clovek"]))
    count = draw(st.integers(0, 14))
    ids = [f"c{i}" for i in range(count)]
    hidden_id = "h" + secret[0]  # a hidden combatant's id: in no visible record
    combatants = []
    for cid in ids:
        side = draw(st.sampled_from(["pc", "npc"]))
        band_level = draw(level)
        entry = {
            "id": cid,
            "name": draw(name_text),
            "side": side,
            "character_id": None,
            "band": None if band_level is None else draw(public_text),
            "band_level": band_level,
            "band_text": None
            if band_level is None
            else {"cs": draw(public_text), "en": draw(public_text)},
            "conditions": [
                {"name": draw(public_text), "remaining": draw(st.integers(0, 20))}
                for _ in range(draw(st.integers(0, 3)))
            ]
            + [{"name": secret[1], "remaining": 2, "secret": True}],
            # never part of the contract: the view must ignore them
            "sheet": {"notes": secret[2], "stamina": secret[3]},
            "notes": secret[2],
            "real_name": secret[4],
        }
        if side == "pc" and draw(st.booleans()):
            entry["numbers"] = {"stamina": draw(st.integers(-10, 99)), "max_stamina": 99}
        if side == "npc":
            entry["numbers"] = {"stamina": secret[5], secret[6]: 3}
            entry["trigger"] = secret[7]
        if system == "d20":
            entry["initiative"] = draw(st.one_of(st.none(), st.integers(-5, 40)))
            entry["waiting"] = draw(st.sampled_from([None, "delay", "ready"]))
            if side == "pc" and entry["waiting"] == "ready":
                entry["trigger"] = draw(public_text)
            entry["states"] = [{"key": "x", "text": {"cs": draw(public_text), "en": "x"}}]
        if system == "dakara":
            entry["intent"] = draw(
                st.one_of(
                    st.none(),
                    st.fixed_dictionaries(
                        {
                            "action": st.just("attack"),
                            "name": st.fixed_dictionaries({"cs": public_text, "en": public_text}),
                            "target": st.sampled_from([None, hidden_id, *ids]),
                            "target_name": st.sampled_from([secret[8], hidden_name]),
                            "rounds": st.integers(1, 4),
                            "remaining": st.integers(0, 4),
                        }
                    ),
                )
            )
        combatants.append(entry)
    view = {
        "system": system,
        "status": draw(st.sampled_from(["running", "finished", "prepared"])),
        "round": draw(st.integers(0, 30)),
        "phase": draw(st.sampled_from([None, "declare", "resolve", "initiative", "act"])),
        "current": draw(st.sampled_from([None, hidden_id, *ids])),
        "next": draw(st.sampled_from([None, hidden_id, *ids])),
        "combatants": combatants,
        "gm_notes": secret[9],
        "hidden": [{"id": hidden_id, "name": secret[10], "shown_as": hidden_name}],
    }
    if system == "clovek":
        picked = draw(st.lists(st.sampled_from(ids), max_size=20)) if ids else []
        order = [
            {"id": cid, "bonus": draw(st.booleans()), "done": draw(st.booleans())} for cid in picked
        ]
        order.insert(draw(st.integers(0, len(order))), {"id": hidden_id, "name": hidden_name})
        view["order"] = order
        view["stack"] = draw(
            st.lists(
                st.sampled_from(["physical", "social_fast", "social_slow", "mental"]), max_size=3
            )
        )
        view["progress"] = {"value": draw(st.integers(0, 9)), "target": 10}
    return view, secret


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=public_views(), size=st.sampled_from(SIZES), language=st.sampled_from(["cs", "en"]))
def test_nothing_outside_the_public_view_is_ever_painted(player_view, data, size, language):
    feed, view = player_view
    public, secrets = data
    view.set_language(language)
    feed.set_public_view(public)
    painted = view.painted_texts(size)
    leaked = [text for text in painted if set(text) & set(SECRET_LETTERS)]
    assert not leaked, (leaked, secrets)
    # no hidden combatant's name, wherever a view may carry one
    assert not [text for text in painted if HIDDEN_RUN.search(text)], painted
    # every name on the TV (a row's, the turn's, the next one's, an intent's target) is a
    # visible combatant's public name, or its start where it was shortened to fit
    names = [c["name"] for c in public["combatants"]]
    for text in painted:
        for shown in NAME_RUN.findall(text):
            assert any(name.startswith(shown) for name in names), (shown, text, names)


# -- the real encounter modules -------------------------------------------------------------
SECRET_NAME = "Qzskryty Vrah"
GM_NOTE = "Qzpoznamka pro PJ"


def fighters(key: str) -> list[dict]:
    from campaign_manager.systems import get_system

    system = get_system(key)
    cast = [
        ("borek", "Bořek", "pc", False),
        ("ela", "Ela", "pc", False),
        ("straz", "Stráž", "npc", False),
        ("vrah", SECRET_NAME, "npc", True),
    ]
    return [
        {
            "id": cid,
            "name": name,
            "side": side,
            "hidden": hidden,
            "sheet": system.new_sheet(),
            "notes": GM_NOTE,
        }
        for cid, name, side, hidden in cast
    ]


ACTIONS = [
    {"type": "next"},
    {"type": "next"},
    {"type": "next"},
    {"type": "condition", "target": "vrah", "name": "Qzjed", "rounds": 3},
    {"type": "condition", "target": "borek", "name": "Omráčen", "rounds": 2},
    {"type": "view", "view": {"pc": "numbers", "npc": "band", "initiative": True}},
    {"type": "view", "view": {"pc": "band", "npc": "nothing", "initiative": False}},
    {"type": "alias", "target": "straz", "alias": "Muž v plášti"},
]


@pytest.mark.parametrize("key", ["d20", "dakara", "clovek"])
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(steps=st.lists(st.sampled_from(ACTIONS), max_size=14), seed=st.integers(0, 10_000))
def test_a_real_fights_hidden_combatant_and_gm_notes_never_reach_the_tv(
    player_view, key, steps, seed
):
    module = get_encounter(key)
    feed, view = player_view
    rng = random.Random(seed)
    state = module.new_encounter(fighters(key))

    def check(state):
        feed.set_public_view(module.public_view(state))
        assert view.mode() == "fight"
        for language in ("cs", "en"):
            view.set_language(language)
            painted = " | ".join(view.painted_texts(QSizeF(1280, 720)))
            assert "Qz" not in painted, painted
            assert "Bořek" in painted  # the visible ones do show

    state = module.act(state, {"type": "start"}, rng).state
    check(state)
    for action in steps:
        try:
            state = module.act(state, action, rng).state
        except RuleError:
            continue
        check(state)
    # an NPC the GM gave an alias shows only by it
    if state["combatants"]["straz"].get("alias") and view.mode() == "fight":
        painted = view.painted_texts(QSizeF(1920, 1080))
        assert "Stráž" not in painted and "Muž v plášti" in painted
