"""The fill algorithm, opposite healing and penalty states (Člověk, Zranění a Jizvy)."""

import pytest

from campaign_manager.systems.clovek import Character, RuleError, Scar, Severity

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


def char(capacity=4, temperament="cholerik"):
    return Character(
        {"konstituce": capacity, "vyrovnanost": capacity, "rozhodnost": capacity}, temperament
    )


def kinds(events):
    return [e.kind for e in events]


def test_empty_box_written_left_to_right():
    c = char()
    assert kinds(c.wound("torso", S)) == ["written"]
    assert c.scar("torso").marks() == "/___"


def test_more_severe_wound_goes_before_lighter():
    c = char()
    c.wound("torso", S, 2)
    c.wound("torso", L)
    assert c.scar("torso").marks() == "X//_"
    c.wound("torso", D)
    assert c.scar("torso").marks() == "ЖX//"


def test_full_scar_pushes_out_the_last_lighter_wound():
    c = char(3)
    c.wound("head", S, 3)
    events = c.wound("head", L)
    assert kinds(events)[:2] == ["pushed_out", "written"]
    assert events[0].severity == S
    assert c.scar("head").marks() == "X//"


def test_full_scar_same_severity_upgrades_lightest():
    c = char(3)
    c.wound("head", L)
    c.wound("head", S, 2)  # X//
    events = c.wound("head", S)
    assert kinds(events) == ["upgraded", "one_time_penalty"]
    assert c.scar("head").marks() == "XX/"


def test_full_scar_lighter_wound_upgrades_lightest():
    c = char(2)
    c.wound("head", L, 2)  # XX
    c.wound("head", S)
    assert c.scar("head").marks() == "ЖX"


def test_each_point_upgrades_one_wound():
    c = char(3)
    c.wound("torso", S, 3)
    c.wound("torso", S, 2)  # two upgrades
    assert c.scar("torso").marks() == "XX/"


def test_full_of_devastating_is_critical_and_unchanged():
    c = char(2)
    c.wound("torso", D, 2)
    events = c.wound("torso", S)
    assert kinds(events) == ["critical"]
    assert c.scar("torso").marks() == "ЖЖ"
    assert c.scar("torso").critical
    assert "critical" in dict(c.penalties()["torso"])


def test_zero_capacity_scar_is_critical_at_once():
    c = Character({"konstituce": 0}, "cholerik")
    assert c.scar("torso").marks() == ""
    assert kinds(c.wound("torso", S)) == ["critical"]


def test_one_time_penalty_only_for_lethal_and_devastating():
    c = char()
    assert "one_time_penalty" not in kinds(c.wound("torso", S))
    assert kinds(c.wound("torso", L)) == ["written", "one_time_penalty"]
    assert kinds(c.wound("torso", D)) == ["written", "one_time_penalty"]


def test_long_term_penalty_only_the_higher():
    c = char()
    assert c.long_term("torso") is None
    c.wound("torso", S)
    assert c.long_term("torso") is None
    c.wound("torso", L)
    assert c.long_term("torso")[0] == L
    c.wound("torso", D)
    assert c.long_term("torso")[0] == D
    states = [name for name, _ in c.penalties()["torso"]]
    assert states == ["long_term_devastating"]  # never both


def test_opposite_healing_instead_of_writing():
    c = char()
    c.wound("fear", L)
    events = c.wound("courage", L)
    assert kinds(events) == ["healed_opposite"]
    assert events[0].scar == "fear"
    assert c.scar("fear").marks() == "____"
    assert c.scar("courage").marks() == "____"


def test_opposite_of_other_severity_does_not_heal():
    c = char()
    c.wound("fear", S)
    c.wound("courage", L)
    assert c.scar("fear").marks() == "/___"
    assert c.scar("courage").marks() == "X___"


def test_opposite_healing_in_place_of_upgrade():
    c = char(2)
    c.wound("joy", S, 2)  # //
    c.wound("sadness", L)  # X_ (no stun in joy... sadness lethal written)
    assert c.scar("sadness").marks() == "X_"
    events = c.wound("joy", S)  # would upgrade / -> X; sadness holds X: healed instead
    assert kinds(events) == ["healed_opposite"]
    assert c.scar("joy").marks() == "//"
    assert c.scar("sadness").marks() == "__"


def test_opposite_healing_removes_one_and_closes_up():
    c = char(3)
    c.wound("anger", D)
    c.wound("anger", L)
    c.wound("anger", S)  # ЖX/
    c.wound("compassion", L)
    assert c.scar("anger").marks() == "Ж/_"


def test_physical_scars_have_no_opposite():
    c = char()
    c.wound("left_arm", L)
    c.wound("right_arm", L)
    assert c.scar("left_arm").marks() == "X___"


def test_sanity_wound_can_trigger_disorder():
    from campaign_manager.systems.clovek import Disorder

    c = char()
    assert "disorder_can_trigger" not in kinds(c.wound("sanity", S))
    c.disorders.append(Disorder("Klaustrofobie", trigger="úzké prostory"))
    assert kinds(c.wound("sanity", S))[-1] == "disorder_can_trigger"


def test_zero_points_change_nothing_negative_refused():
    c = char()
    assert c.wound("torso", L, 0) == []
    with pytest.raises(RuleError):
        c.wound("torso", L, -1)


def test_severity_parse_accepts_marks_and_names():
    assert Severity.parse("X") == L
    assert Severity.parse("Ж") == D
    assert Severity.parse("stun") == S
    assert Severity.parse(3) == D
    with pytest.raises(RuleError):
        Severity.parse("heavy")


def test_scar_marks_round_trip():
    scar = Scar.from_marks("torso", 4, "X/Ж_")
    assert scar.marks() == "ЖX/_"


def test_events_carry_bilingual_text():
    c = char()
    event = c.wound("torso", L)[0]
    assert "Trup" in event.text.cs and "Torso" in event.text.en
