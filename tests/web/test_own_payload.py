"""A player's own payload (``player_view.own.player_payload``): the shared payload plus
their ``me`` with "you are up" / "you are next" worked out from the view, their notebook,
and the forms' words in Czech and English; a blanked view stays blank."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.player_view.demo import views
from campaign_manager.player_view.own import FORM_TEXTS, PROPOSALS, player_payload
from campaign_manager.player_view.page_model import page_payload

ME = {
    "combatant": "borek",
    "name": "Bořek",
    "numbers": [{"label": "Výdrž", "value": "12 / 28"}],
    "conditions": ["Omráčen"],
    "initiative": None,
    "end_turn": True,
    "propose": ["damage_taken", "note"],
}
NOTE = {"id": 3, "kind": "text", "title": "Dopis", "body": "…", "image": False, "everyone": True}


def _view(current: str | None, following: str | None, status: str = "running") -> dict:
    view = json.loads(json.dumps(views()["d20"]))
    view.update(current=current, next=following, status=status)
    return view


@pytest.mark.parametrize(
    ("current", "following", "turn", "words"),
    [
        ("borek", "ela", "now", {"cs": "Jsi na tahu", "en": "You are up"}),
        ("vlk", "borek", "next", {"cs": "Jsi další", "en": "You are next"}),
        ("vlk", "ela", None, None),
        (None, None, None, None),
    ],
)
@pytest.mark.parametrize("language", ["cs", "en"])
def test_you_are_up_and_you_are_next(current, following, turn, words, language):
    view = _view(current, following)
    base = page_payload(view, language)
    payload = player_payload(base, view, "c1", ME, [NOTE], language)
    assert payload["me"]["turn"] == turn
    assert payload["me"]["turn_text"] == (words[language] if words else None)
    # the rest is the shared payload and the rules' me, as they were given
    assert {
        k: v for k, v in payload.items() if k not in ("me", "notebook", "texts", "proposals")
    } == {k: v for k, v in base.items() if k != "texts"}
    assert {k: payload["me"][k] for k in ME} == ME
    assert payload["notebook"] == [NOTE]


def test_the_turn_is_found_by_the_character_id_too():
    """The PC's combatant in the view (its ``character_id``) counts, whatever ``me`` names."""
    view = _view("borek", "ela")
    payload = player_payload(
        page_payload(view, "en"), view, "c1", {**ME, "combatant": "x"}, [], "en"
    )
    assert payload["me"]["turn"] == "now"
    other = player_payload(page_payload(view, "en"), view, "c2", {**ME, "combatant": "x"}, [], "en")
    assert other["me"]["turn"] is None


def test_a_finished_fight_has_no_turn_and_an_absent_character_no_me():
    view = _view("borek", "ela", status="finished")
    payload = player_payload(page_payload(view, "cs"), view, "c1", ME, [], "cs")
    assert payload["me"]["turn"] is None and payload["me"]["turn_text"] is None
    idle = player_payload(page_payload(None, "cs", "Kampaň"), None, "c1", None, [NOTE], "cs")
    assert idle["me"] is None and idle["notebook"] == [NOTE] and idle["mode"] == "idle"


def test_a_blanked_view_stays_blank():
    view = _view("borek", "ela")
    blank = page_payload(view, "en", blank=True)
    assert player_payload(blank, view, "c1", ME, [NOTE], "en") == blank


def test_the_targets_are_the_other_combatants_the_view_shows():
    view = _view("borek", "ela")
    payload = player_payload(page_payload(view, "en"), view, "c1", ME, [], "en")
    assert payload["me"]["targets"] == [
        {"id": c["id"], "name": c["name"]} for c in view["combatants"] if c["id"] != "borek"
    ]
    given_targets = {**ME, "targets": [{"id": "vlk", "name": "Šedý vlk"}]}
    payload = player_payload(page_payload(view, "en"), view, "c1", given_targets, [], "en")
    assert payload["me"]["targets"] == [{"id": "vlk", "name": "Šedý vlk"}]


def test_every_word_of_the_forms_comes_in_czech_and_english():
    view = _view("borek", "ela")
    cs = player_payload(page_payload(view, "cs"), view, "c1", ME, [], "cs")
    en = player_payload(page_payload(view, "en"), view, "c1", ME, [], "en")
    for key, text in FORM_TEXTS.items():
        assert cs["texts"][key] == text.cs and en["texts"][key] == text.en
        assert text.cs and text.en and text.cs != text.en, key
    assert [p["key"] for p in cs["proposals"]] == list(PROPOSALS)
    assert cs["texts"]["order"] == "Pořadí"  # the shared page's words stay


@given(
    current=st.sampled_from([None, "borek", "ela", "vlk", "nobody"]),
    following=st.sampled_from([None, "borek", "ela", "vlk", "nobody"]),
    language=st.sampled_from(["cs", "en", "de"]),
)
def test_the_payload_is_plain_json_and_names_no_other_character(current, following, language):
    view = _view(current, following)
    payload = player_payload(page_payload(view, language), view, "c1", ME, [NOTE], language)
    assert json.loads(json.dumps(payload)) == payload
    assert payload["me"]["turn"] in (None, "now", "next")
    if current == "borek":
        assert payload["me"]["turn"] == "now"


@given(
    current=st.sampled_from(["borek", "ela", "vlk", None]),
    following=st.sampled_from(["borek", "ela", "vlk", None]),
    status=st.sampled_from(["running", "prepared", "finished"]),
    language=st.sampled_from(["cs", "en"]),
)
def test_the_common_and_own_parts_make_the_players_payload(current, following, status, language):
    """What the server splices (the common part written once, each player's own part)
    is the whole payload, whether the view's index is worked out once for every player
    or for each."""
    from campaign_manager.player_view.own import common_payload, index_view, own_part

    view = _view(current, following, status)
    base = page_payload(view, language)
    whole = player_payload(base, view, "c1", ME, [NOTE], language)
    once = index_view(view)
    for index in (None, once):
        parts = {
            **common_payload(base, language),
            **own_part(base, view, "c1", ME, [NOTE], language, index),
        }
        assert json.dumps(parts, sort_keys=True) == json.dumps(whole, sort_keys=True)


@given(
    recap=st.lists(st.text(max_size=20), min_size=1, max_size=6),
    blank=st.booleans(),
    fight=st.booleans(),
    language=st.sampled_from(["cs", "en"]),
)
def test_the_recap_reaches_the_pages_only_between_fights_and_holds_only_its_lines(
    recap, blank, fight, language
):
    """The recap's lines are all the page gets of it (its title, then the rest), between
    fights only: a blanked view shows nothing, a running fight shows the fight; a player's
    page has the shared page's recap, nothing more."""

    view = views()["d20"] if fight else None
    base = page_payload(view, language, "Kampaň", blank=blank, recap=recap)
    own = player_payload(base, view, "7", None, [], language)
    for payload in (base, own):
        shown = (payload.get("idle") or {}).get("recap")
        if blank or fight:
            assert shown is None and "recap" not in json.dumps(payload)
        else:
            assert shown == {"title": recap[0], "lines": recap[1:]}
