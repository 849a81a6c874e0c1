"""A free dice line ("2d6+3", "4d6kh3", "1d20+5"): parsed and rolled by the maintained
``d20`` library (a formal grammar, never ``eval``), with a cap on the dice one line rolls.

Pure Python. Every roll can also be entered: a caller that has physical dice does not
call this at all and types the total.
"""

from __future__ import annotations

import random
import re
import warnings
from contextlib import contextmanager
from dataclasses import dataclass

with warnings.catch_warnings():  # its parser (lark) still imports the deprecated sre_parse
    warnings.simplefilter("ignore", DeprecationWarning)
    import d20
    import d20.expression

from campaign_manager.systems.common import RuleError, Text

_CZECH_DIE = re.compile(r"(^|[^\w])(\d*)k(\d+)")
MAX_LENGTH = 100
MAX_DICE = 200


@dataclass(frozen=True, slots=True)
class DiceRoll:
    expression: str
    total: int
    #: the dice as rolled, e.g. "2d6 (3, 5) + 3 = 11"
    detail: str

    @property
    def text(self) -> Text:
        """The roll as the log says it: Czech writes a die with k ("Hod 2k6+3: 2k6 (3, 5) +
        3 = 11"), English with d, whichever the GM typed."""
        return Text(
            cs=f"Hod {_with(self.expression, 'k')}: {_with(self.detail, 'k')}",
            en=f"Roll {_with(self.expression, 'd')}: {_with(self.detail, 'd')}",
        )


# a die's letter: "2d6", "1k20", "d%" (not the k of "kh3" or "k3", which follows a die)
_DIE_LETTER = re.compile(r"(?<!\w)(\d*)[dk](\d+|%)", re.IGNORECASE)


def _with(text: str, letter: str) -> str:
    return _DIE_LETTER.sub(lambda m: f"{m.group(1)}{letter}{m.group(2)}", text)


def _refuse(cs: str, en: str) -> RuleError:
    return RuleError(Text(cs=cs, en=en), "input")


@contextmanager
def _dice_from(rng: random.Random | None):
    """The library rolls with the ``random`` module; a given RNG stands in for it."""
    if rng is None:
        yield
        return
    saved = d20.expression.random
    d20.expression.random = rng
    try:
        yield
    finally:
        d20.expression.random = saved


def roll_line(expression: str, rng: random.Random | None = None) -> DiceRoll:
    """Roll ``expression``; RuleError with a message saying what is wrong with it.

    Every line either rolls or is refused in words: the library works out a roll's total
    (and its text) only when asked, so both are read inside the ``try`` (``1/0``,
    ``1d6/0`` and ``1d20%0`` are refused there, not raised at the caller)."""
    if expression is not None and not isinstance(expression, str):
        raise _refuse(
            "Hod se píše jako text, například 2k6+3.", "A roll is written as text, e.g. 2d6+3."
        )
    text = (expression or "").strip()
    if not text:
        raise _refuse("Napište hod, například 2k6+3.", "Type a roll, for example 2d6+3.")
    if len(text) > MAX_LENGTH:
        raise _refuse(
            f"Hod je delší než {MAX_LENGTH} znaků.",
            f"The roll is longer than {MAX_LENGTH} characters.",
        )
    # Czech writes a die as k (2k6 = 2d6); "kh3" and "k3" after a die keep dice, as in d20
    normalised = _CZECH_DIE.sub(r"\1\2d\3", text.lower())
    try:
        with _dice_from(rng):
            result = d20.Roller(context=d20.RollContext(max_rolls=MAX_DICE)).roll(
                normalised, stringifier=d20.SimpleStringifier()
            )
            total = int(result.total)
            detail = str(result)
    except d20.TooManyRolls as error:
        raise _refuse(
            f"Jeden hod smí mít nejvýš {MAX_DICE} kostek.",
            f"One roll may have at most {MAX_DICE} dice.",
        ) from error
    except d20.RollValueError as error:
        raise _refuse(
            f"„{text}“ nelze hodit: {_value_problem(error)[0]} (například 2k6+3, 1k20+5).",
            f"'{text}' cannot be rolled: {_value_problem(error)[1]} (for example 2d6+3, 1d20+5).",
        ) from error
    except (d20.RollError, ValueError, OverflowError, ZeroDivisionError, RecursionError) as error:
        raise _refuse(
            f"„{text}“ není hod, který umím hodit (například 2k6+3, 1k20+5, 4k6kh3).",
            f"'{text}' is not a roll I can make (for example 2d6+3, 1d20+5, 4d6kh3).",
        ) from error
    return DiceRoll(text, total, detail)


def _value_problem(error: Exception) -> tuple[str, str]:
    """What the library's value error says, in both languages (its message is English)."""
    message = str(error).lower()
    if "divide by zero" in message or "modulo" in message:
        return "dělí se nulou", "it divides by zero"
    if "0-sided" in message or "sided" in message:
        return "kostka musí mít aspoň jednu stěnu", "a die needs at least one side"
    return "hodnota mimo rozsah", "a value is out of range"
