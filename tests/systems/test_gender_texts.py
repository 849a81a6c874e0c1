"""Czech texts agree with a combatant's grammatical gender: whole fights of every system,
played by the fuzz tests' valid moves with every combatant feminine (late arrivals too),
never write a masculine form about one of them ("opustil", "nezraněný", "jeho tahu"), in
the log, the prompts, the refusals, the tracker's lines or the player view's bands."""

from __future__ import annotations

import importlib.util
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, by_gender, gender_of, guessed_gender

HERE = Path(__file__).parent

#: masculine forms the cores write about a combatant (each has a feminine one)
MASCULINE = re.compile(
    r"\b(nezraněný|zraněný|vyřazený|kritický|nezraněn|zraněn|vyřazen|mrtvý|mrtev|skrytý|"
    r"opustil|uspěl|neuspěl|ztratil|přidán|probraný|ochromený|stabilizovaný|unavený|"
    r"ohlásil|neohlásil|vyhodnotil|získal|schopen|neschopen|zaneprázdněn|ošetřen|jednal|"
    r"neodložil|nepřipravil|útočil|začal|sám|jeho|před ním|odložený|mu)\b",
    re.IGNORECASE,
)
#: masculine words about something else: the rules' words for a target ("cíl", masculine),
#: a critical hit or penalty, a wound, an attack that missed
NOT_ABOUT_A_COMBATANT = (
    "cíl jedná dobrovolně, sám za sebe",
    "cíl jedná sám za sebe",
    "v rámci jeho",
    "kritický postih",
    "kritický zásah",
    "(kritický)",
    "od jeho začátku",  # the round's
    "boj skončil; jeho stav",  # the fight's
    "ne na tahu",
    "nikdo, kdo by jednal",  # nobody in particular
)


def module(path: str):
    """A fuzz test module (its rosters and valid moves), loaded by path."""
    spec = importlib.util.spec_from_file_location(f"gender_{Path(path).stem}", HERE / path)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    return loaded


D20 = module("d20/test_d20_fuzz.py")
CLOVEK = module("clovek/test_clovek_encounter_fuzz.py")
DAKARA = module("dakara/test_dakara_encounter_fuzz.py")


def feminine(records: list[dict]) -> list[dict]:
    return [{**record, "gender": "f"} for record in records]


class Texts:
    """Every Czech text a fight showed, by where it was shown."""

    def __init__(self, core):
        self.core = core
        self.seen: list[tuple[str, str]] = []

    def act(self, state, action, rng):
        if isinstance(action, dict) and isinstance(action.get("combatant"), dict):
            action = {**action, "combatant": {**action["combatant"], "gender": "f"}}
        try:
            outcome = self.core.act(state, action, rng)
        except RuleError as error:
            self.seen.append(("refusal", error.text.cs))
            return None
        new = outcome.state
        self.seen += [("log", event.text.cs) for event in outcome.events]
        self.seen += [("prompt", p.text.cs) for p in outcome.prompts if p.text is not None]
        for entry in self.core.public_view(new).get("combatants", []):
            if entry.get("band_text"):
                self.seen.append(("player view", entry["band_text"]["cs"]))
        for cid in new["combatants"]:
            self.seen += [("tracker", line.cs) for line in self.core.gm_detail(new, cid)]
        for row in self.core.gm_rows(new):
            if row.get("band"):
                self.seen.append(("tracker band", row["band"]["band_text"]["cs"]))
        return new

    def masculine(self) -> list[tuple[str, str]]:
        found = []
        for where, text in self.seen:
            cleaned = text
            for phrase in NOT_ABOUT_A_COMBATANT:
                cleaned = re.sub(re.escape(phrase), "", cleaned, flags=re.IGNORECASE)
            if MASCULINE.search(cleaned):
                found.append((where, text))
        return found


FIGHTS = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FIGHTS
@given(seed=st.integers(0, 2**16), choices=st.lists(st.integers(0, 200), min_size=30, max_size=60))
def test_a_d20_fight_of_women_says_nothing_masculine_of_them(seed, choices):
    rng = random.Random(seed)
    texts = Texts(D20.encounter)
    state = D20.new_encounter(feminine(D20.people()), view={"initiative": True})
    state = texts.act(state, {"type": "start"}, rng) or state
    for choice in choices:
        state = texts.act(state, D20.valid_action(state, choice, rng), rng) or state
    assert not (found := texts.masculine()), sorted(set(found))[:12]


@FIGHTS
@given(data=st.data(), kind=st.sampled_from(["physical", "social_fast", "social_slow", "mental"]))
def test_a_clovek_fight_of_women_says_nothing_masculine_of_them(data, kind):
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    texts = Texts(CLOVEK.encounter)
    length = {"social_slow": 60, "mental": 600}.get(kind)
    state = CLOVEK.encounter.new_encounter(
        feminine(CLOVEK.cast()), kind=kind, round_length=length, view={"pc": "band"}
    )
    state = texts.act(state, {"type": "start"}, rng) or state
    for _ in range(30):
        if state["status"] == "finished":
            break
        state = texts.act(state, data.draw(CLOVEK.valid_action(state)), rng) or state
    assert not (found := texts.masculine()), sorted(set(found))[:12]


@FIGHTS
@given(data=st.data())
def test_a_dakara_fight_of_women_says_nothing_masculine_of_them(data):
    rng = random.Random(data.draw(st.integers(0, 2**16)))
    texts = Texts(DAKARA.module)
    state = DAKARA.module.new_encounter(feminine(DAKARA.ROSTER), view={"pc": "band"})
    added: list[int] = []
    for _ in range(40):
        state = texts.act(state, DAKARA.valid_action(data.draw, state, added), rng) or state
    assert not (found := texts.masculine()), sorted(set(found))[:12]


@pytest.mark.parametrize(
    ("gender", "band"), [("m", "nezraněný"), ("f", "nezraněná"), ("n", "nezraněné")]
)
def test_the_band_agrees_with_each_gender(gender, band):
    state = CLOVEK.encounter.new_encounter(
        [{**CLOVEK.cast()[0], "gender": gender}], kind="physical", view={"pc": "band"}
    )
    (entry,) = CLOVEK.encounter.public_view(state)["combatants"]
    assert entry["band_text"]["cs"] == band


def test_a_masculine_fight_still_reads_as_before():
    """What was right stays: a man is "nezraněný", his turn "jeho"."""
    state = DAKARA.module.new_encounter(DAKARA.ROSTER[:2], view={"pc": "band"})
    bands = [e["band_text"]["cs"] for e in DAKARA.module.public_view(state)["combatants"]]
    assert bands == ["nezraněný", "nezraněný"]


def test_a_combatant_with_no_gender_of_the_three_is_refused():
    with pytest.raises(RuleError) as refused:
        DAKARA.module.new_encounter([{**DAKARA.ROSTER[0], "gender": "ž"}])
    assert "rod" in refused.value.text.cs


def test_the_helpers():
    assert by_gender("f", "opustil", "opustila", "opustilo") == "opustila"
    assert by_gender("n", "opustil", "opustila", "opustilo") == "opustilo"
    assert by_gender("?", "opustil", "opustila", "opustilo") == "opustil"
    assert gender_of({"gender": "f"}) == "f" and gender_of({}) == "m"
    assert [guessed_gender(n) for n in ("Lenka Vránová", "Honza", "Bořek", "Jan Kočka", "")] == [
        "f",
        "m",
        "m",
        "m",
        "m",
    ]
    assert json.dumps(gender_of(None)) == '"m"'
