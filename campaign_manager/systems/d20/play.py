"""Actions at the table on one d20 sheet, as outcomes: the new sheet, what happened, and
the Fortitude saves someone must roll next (prompts).

A widget calls :func:`perform`, shows each :class:`Prompt` (a Fortitude save DC 13) and
answers it with :func:`resolve_save`, which returns the next outcome with the saves still
waiting; a prompt left unanswered stays in the sheet's pending saves. No loop of rules
steps lives in the widget. Text: „Stamina a body zdraví“ (seed 004).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from campaign_manager.systems.common import MASCULINE, RuleError, Text, check_gender, roll
from campaign_manager.systems.d20.creature import Creature
from campaign_manager.systems.d20.data import save_words
from campaign_manager.systems.d20.events import Result
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.systems.outcome import Event, Outcome, Prompt

#: the die of every save and check
D20 = 20


def _actions(rng: random.Random | None) -> dict[str, Callable[..., Result]]:
    return {
        "damage": lambda c, amount, bypasses_regeneration=False: c.take_damage(
            amount, False, bypasses_regeneration=bypasses_regeneration
        ),
        "critical": lambda c, amount, bypasses_regeneration=False: c.take_damage(
            amount, True, bypasses_regeneration=bypasses_regeneration
        ),
        "coup_de_grace": lambda c, amount: c.coup_de_grace(amount),
        "rest_hours": lambda c, hours, long_term_care=False: c.recover_stamina(
            hours, long_term_care
        ),
        "rest_night": lambda c, interrupted=False, long_term_care=False: c.rest_night(
            False, interrupted, long_term_care, rng=rng
        ),
        "bed_rest": lambda c, interrupted=False, long_term_care=False: c.rest_night(
            True, interrupted, long_term_care, rng=rng
        ),
        "heal_spell": lambda c, dice, bonus: c.heal_magic(dice, bonus),
        "heal_fixed": lambda c, amount: c.heal_fixed(amount),
        "start_turn": lambda c: c.start_turn(),
        "end_turn": lambda c: c.end_turn(),
        "hour": lambda c: c.hour_passes(rng=rng),
        "heal_check": lambda c, total: c.heal_check(total),
        "help_recover": lambda c: c.help_recover(),
    }


#: what :func:`perform` can do
ACTIONS = tuple(_actions(None))


def save_prompt(kind: str, dc: int) -> Prompt:
    """The prompt for a pending Fortitude save of ``kind`` against ``dc``."""
    words = save_words(kind, dc)
    text = Text(cs=words.cs[:1].upper() + words.cs[1:], en=words.en)
    return Prompt("save", dc=dc, text=text, data={"save": kind})


def _events(result: Result) -> tuple[Event, ...]:
    return tuple(Event(event.text, event.kind) for event in result.events)


def _prompts(creature: Creature, saves: Iterable[tuple[str, int]]) -> tuple[Prompt, ...]:
    """Prompts for those of ``saves`` the creature still has pending, in the order they
    wait (a coup de grace's save before the stun it also calls for)."""
    wanted = list(saves)
    prompts = []
    for save in creature.pending_saves:
        if save in wanted:
            wanted.remove(save)
            prompts.append(save_prompt(*save))
    return tuple(prompts)


def _creature(sheet: dict, settings: D20Settings | None, gender: str) -> Creature:
    """The sheet's creature, its texts agreeing with the grammatical ``gender``."""
    creature = Creature.from_sheet(sheet, settings)
    creature.gender = check_gender(gender)
    return creature


def perform(
    sheet: dict,
    action: str,
    settings: D20Settings | None = None,
    rng: random.Random | None = None,
    *,
    gender: str = MASCULINE,
    **args,
) -> Outcome:
    """Do ``action`` (one of :data:`ACTIONS`, with its arguments) to the creature of
    ``sheet``, its Czech texts agreeing with the character's grammatical ``gender``. The
    outcome's prompts are the saves the action called for; each also waits in the new
    sheet's pending saves. A refusal raises RuleError; ``sheet`` is unchanged."""
    actions = _actions(rng)
    if action not in actions:
        raise RuleError(
            Text(cs=f"Neznámá akce {action!r}.", en=f"Unknown action {action!r}."), "input"
        )
    creature = _creature(sheet, settings, gender)
    result = actions[action](creature, **args)
    return Outcome(creature.to_sheet(), _events(result), _prompts(creature, result.saves))


def resolve_save(
    sheet: dict,
    kind: str,
    total: int,
    settings: D20Settings | None = None,
    waiting: Iterable[Prompt] = (),
    gender: str = MASCULINE,
) -> Outcome:
    """Answer a save prompt with the roll's total (d20 + Fortitude bonus), the Czech
    agreeing with ``gender``. The outcome's prompts are the ``waiting`` ones still pending,
    then the saves this one called for."""
    creature = _creature(sheet, settings, gender)
    result = creature.resolve_save(kind, total)
    still = [(p.data["save"], p.dc) for p in waiting if p.kind == "save"]
    return Outcome(
        creature.to_sheet(), _events(result), _prompts(creature, [*still, *result.saves])
    )


def pending_prompts(sheet: dict) -> tuple[Prompt, ...]:
    """A prompt for every save the sheet holds pending, in order."""
    return tuple(save_prompt(kind, dc) for kind, dc in sheet.get("pending_saves", []))


@dataclass(frozen=True, slots=True)
class Roll:
    """A d20 roll plus a bonus: what the die showed, the bonus, the total and the sum."""

    die: int
    bonus: int
    total: int
    text: Text


def roll_d20(bonus: int, rng: random.Random | None = None, die: int | None = None) -> Roll:
    """d20 (rolled from ``rng``, or ``die`` as entered) + ``bonus``."""
    if isinstance(bonus, bool) or not isinstance(bonus, int):
        raise RuleError(Text(cs="Bonus je celé číslo.", en="A bonus is a whole number."), "input")
    if die is None:
        die = roll(D20, rng)
    elif isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= D20:
        raise RuleError(
            Text(cs=f"Na k20 nepadne {die!r}.", en=f"A d20 cannot show {die!r}."), "input"
        )
    total = die + bonus
    sign = "+" if bonus >= 0 else "−"
    return Roll(
        die,
        bonus,
        total,
        Text(
            cs=f"Na k20 padlo {die}; {die} {sign} {abs(bonus)} = {total}",
            en=f"d20 shows {die}; {die} {sign} {abs(bonus)} = {total}",
        ),
    )
