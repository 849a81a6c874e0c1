"""Dakara's rolls of the ledger, as outcomes (Použití známostí, Použití sítí, s. 18–20).

- :func:`find_contact`: Známosti is rolled as a skill against the difficulty the GM sets
  by the influence the helper would need, with a penalty when far from home. On success
  the outcome carries the new contact and its link (gained in play, influence = the
  difficulty); on failure nothing is to be written and the event says so.
- :func:`ask_contact`: whether a contact can arrange something: the GM decides, or the
  contact's Vliv is rolled against the task's difficulty; never automatic.
- :func:`run_operation`: a network acts against the Vzácnost of goods or information, or
  the Bohatství, Vliv or Postavení of its target; the GM decides or the rating is rolled
  ("Úspěch sítě není automatický"); the outcome carries the operation record to write.

Pure: nothing is written here; the storage layer writes ``Outcome.state``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from campaign_manager.ledger import checks
from campaign_manager.ledger.records import validate_contact, validate_operation
from campaign_manager.systems.common import Text, signed
from campaign_manager.systems.dakara.contacts import (
    NETWORK_OPPOSITIONS,
    contact_influence_roll,
    network_test,
)
from campaign_manager.systems.dakara.contacts import find_contact as _find_contact_roll
from campaign_manager.systems.dakara.skill_test import TestResult, describe_test
from campaign_manager.systems.outcome import Event, Outcome


@dataclass(frozen=True)
class ContactFound:
    """What :func:`find_contact` found: ``contact`` and ``link`` are None on failure."""

    result: TestResult
    contact: dict | None
    link: dict | None


def _line(label: Text | None, cs: str, en: str) -> Text:
    if label is None:
        return Text(cs, en)
    return Text(f"{label.cs}: {cs}", f"{label.en}: {en}")


def find_contact(
    znamosti: int,
    difficulty: int,
    character_id: int,
    contact: dict,
    *,
    far_from_home_penalty: int = 0,
    modifier: int = 0,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    how_met: str = "",
    reason: str = "",
    known_to_players: bool = True,
    label: Text | None = None,
    rng: random.Random | None = None,
) -> Outcome:
    """Roll Známosti for a helper; ``Outcome.state`` is a :class:`ContactFound`.

    ``contact`` is the person the GM and the player describe (validated before anything
    is rolled, so a bad record costs no roll). The roll is a skill test: out of combat an
    automatic success at +2 applies ("použije stejně, jako by šlo o dovednost").
    """
    person = validate_contact(contact)
    checks.ident(character_id, "character_id")
    checks.whole(far_from_home_penalty, "far_from_home_penalty")
    checks.text(how_met, "how_met")
    checks.link_reason(reason)
    checks.flag(known_to_players, "known_to_players")
    checks.label(label)
    checks.rng(rng)
    result = _find_contact_roll(
        znamosti,
        difficulty,
        actor_roll,
        opposition_roll,
        far_from_home_penalty=far_from_home_penalty,
        modifier=modifier,
        rng=rng,
    )
    test = describe_test(result, znamosti, difficulty)
    if not result.success:
        text = _line(
            label,
            f"hledání známosti ({test.cs}): nikoho vhodného v okolí nezná, nic se nezapisuje",
            f"looking for a contact ({test.en}): knows nobody suitable nearby, nothing written",
        )
        return Outcome(ContactFound(result, None, None), (Event(text, "find_contact"),))
    link = {
        "character_id": character_id,
        "influence": difficulty,
        "how_met": how_met,
        "reason": reason,
        "attitude": 0,
        "known_to_players": known_to_players,
        "in_play": True,
    }
    text = _line(
        label,
        f"hledání známosti ({test.cs}): zná {person['name']} (vliv {difficulty}); "
        "setkání je třeba odehrát",
        f"looking for a contact ({test.en}): knows {person['name']} (influence {difficulty}); "
        "the meeting is still to be played",
    )
    return Outcome(ContactFound(result, person, link), (Event(text, "find_contact"),))


def ask_contact(
    influence: int,
    difficulty: int,
    *,
    task: str = "",
    decision: bool | None = None,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    label: Text | None = None,
    rng: random.Random | None = None,
) -> Outcome:
    """Can the contact arrange ``task``? ``Outcome.state`` is the TestResult."""
    checks.text(task, "task")
    checks.flag(decision, "decision", optional=True)
    checks.label(label)
    checks.rng(rng)
    result = contact_influence_roll(
        influence, difficulty, actor_roll, opposition_roll, rng, decision=decision
    )
    test = describe_test(result, influence, difficulty)
    what_cs = f" „{task}“" if task else ""
    what_en = f" '{task}'" if task else ""
    verdict = (
        Text("dokáže to zařídit", "can arrange it")
        if result.success
        else Text("to nezařídí", "cannot arrange it")
    )
    text = _line(
        label,
        f"žádost{what_cs} (vliv {test.cs}): {verdict.cs}",
        f"request{what_en} (influence {test.en}): {verdict.en}",
    )
    return Outcome(result, (Event(text, "ask_contact"),))


def network_test_text(result: TestResult, modifier: int = 0) -> Text:
    """The network test in words, by its totals (rating + modifiers + die against the value
    + die): "test sítě 6 proti 5 – úspěch"; the GM's decision as such."""
    if result.decided:
        return result.text
    mods_cs = f" (postihy a bonusy {signed(modifier)})" if modifier else ""
    mods_en = f" (modifiers {signed(modifier)})" if modifier else ""
    totals = f"{result.actor_total} {{}} {result.opposition_total}"
    return Text(
        f"test sítě {totals.format('proti')}{mods_cs} – {result.text.cs}",
        f"network test {totals.format('against')}{mods_en} – {result.text.en}",
    )


def run_operation(
    network: dict,
    network_id: int,
    request: str,
    against: str,
    value: int,
    *,
    target: str = "",
    modifier: int = 0,
    decision: bool | None = None,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    cost_zl: int = 0,
    result_text: str = "",
    when: str = "",
    known_to_players: bool = True,
    label: Text | None = None,
    rng: random.Random | None = None,
) -> Outcome:
    """Run an operation through ``network`` (its record); ``Outcome.state`` is the
    operation record to write, with the test's dice and result."""
    checks.require(network, "network", ("rating", "kind"), ("area",))
    checks.flag(decision, "decision", optional=True)
    checks.label(label)
    checks.rng(rng)
    draft = validate_operation(
        {
            "network_id": network_id,
            "request": request,
            "against": against,
            "target": target,
            "value": value,
            "decided": "gm" if decision is not None else "roll",
            "modifier": modifier,
            "cost_zl": cost_zl,
            "result": result_text,
            "when": when,
            "known_to_players": known_to_players,
        }
    )
    result = network_test(
        network["rating"],
        against,
        value,
        actor_roll,
        opposition_roll,
        modifier,
        rng,
        decision=decision,
    )
    record = validate_operation(
        {
            **draft,
            "actor_roll": result.actor_roll,
            "opposition_roll": result.opposition_roll,
            "success": result.success,
            "outcome": "decided" if result.decided else result.outcome,
            "margin": result.margin,
        }
    )
    test = network_test_text(result, modifier)
    opp = NETWORK_OPPOSITIONS[against]
    cost_cs = f", externisté {cost_zl} zl" if cost_zl else ""
    cost_en = f", contractors {cost_zl} zl" if cost_zl else ""
    text = _line(
        label,
        f"síť {network['kind']} ({network.get('area') or '—'}): {request} – proti "
        f"{opp.cs} {value}; {test.cs}{cost_cs}",
        f"network {network['kind']} ({network.get('area') or '—'}): {request} – against "
        f"{opp.en} {value}; {test.en}{cost_en}",
    )
    return Outcome(record, (Event(text, "operation"),))
