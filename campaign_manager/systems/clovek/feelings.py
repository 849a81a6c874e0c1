"""Feelings (city) toward other beings: Touha, Respekt, Přátelství, Nepřátelství (Člověk, City).

Per target being and feeling the sheet keeps the lasting value (background and fulfilled
emotional requests), how many request raises were used (at most three, text: "Takto lze
cit zvýšit celkově třikrát"), how many points came from requests (those may drop by 1 at
book end if the player wishes) and the temporary raises from social scar hits: +2 until
the scene ends, then +1 until the chapter ends.

A feeling attack (Střety: "Zranění, jež způsobilo Jizvu, se aplikuje i do citu postavy -
stejná velikost i stejný typ zranění"; RULINGS.md §2.3 ruling) instead gives the feeling
the wound's points, lasting as that wound would: a stun wound's points until the scene
ends, a lethal wound's until the chapter ends, a devastating (burning) wound's stay.

Přátelství and Nepřátelství oppose (RULINGS.md §2.3 ruling): a raise of one first lowers
the other point by point; temporary raises net against the other feeling the same way,
so a character never shows both.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass

from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.common import RuleError, Text

FEELINGS = ("desire", "respect", "friendship", "enmity")
OPPOSED = {"friendship": "enmity", "enmity": "friendship"}
MAX_VALUE = 5
#: the lasting value a feeling may be set to (Člověk, City)
VALUE_RANGE = (0, MAX_VALUE)
REQUEST_RAISES = 3
HIT_SCENE_BONUS = 2
HIT_CHAPTER_BONUS = 1


def holder_armour() -> tuple[str, ...]:
    """The feelings a holder may use itself, as armour (Člověk, City: Touha "může být ale
    také použita vlastníkem citu jako zbroj", Nepřátelství "Postava může využít své vlastní
    nepřátelství … aby získala zbroj"); every other use is the target's, against the holder
    ("cit využívá ten, kdo je cílem citu, užívá jej proti držiteli citu")."""
    data = rules("character")["feelings"]
    return tuple(key for key in FEELINGS if data[key].get("holder_armour"))


def feeling_name(key: str) -> Text:
    return text(rules("character")["feelings"][key]["name"])


def check_feeling(key: str) -> str:
    if key not in FEELINGS:
        raise RuleError(
            Text(
                cs=f"Neznámý cit {key!r}; známé: {', '.join(FEELINGS)}.",
                en=f"Unknown feeling {key!r}; known: {', '.join(FEELINGS)}.",
            ),
            "input",
        )
    return key


@dataclass
class Feeling:
    """One feeling toward one target."""

    value: int = 0  # lasting value 0..5
    raises: int = 0  # request raises used, 0..3 (never decreases)
    from_requests: int = 0  # points of ``value`` that came from requests (book-end decay)
    scene_hits: int = 0  # social scar hits this scene: +2 each
    chapter_hits: int = 0  # hits of earlier scenes this chapter: +1 each
    scene_points: int = 0  # points of feeling attacks by stun wounds: until the scene ends
    chapter_points: int = 0  # points of feeling attacks by lethal wounds: until chapter end

    def temporary(self) -> int:
        return (
            HIT_SCENE_BONUS * self.scene_hits
            + HIT_CHAPTER_BONUS * self.chapter_hits
            + self.scene_points
            + self.chapter_points
        )

    def raw(self) -> int:
        return self.value + self.temporary()

    def to_dict(self) -> dict:
        return asdict(self)


class Feelings:
    """All feelings of one character, per target being (a name)."""

    def __init__(self) -> None:
        self.targets: dict[str, dict[str, Feeling]] = {}

    def _get(self, target: str, feeling: str) -> Feeling:
        check_feeling(feeling)
        if not isinstance(target, str) or not target.strip():
            raise RuleError(Text(cs="Cit potřebuje cíl (jméno).", en="A feeling needs a target."))
        row = self.targets.setdefault(target, {key: Feeling() for key in FEELINGS})
        return row[feeling]

    def value(self, target: str, feeling: str) -> int:
        """The feeling as it counts now: lasting + temporary, netted against its opposite, ≤ 5."""
        own = self._get(target, feeling).raw()
        if feeling in OPPOSED:
            own -= self._get(target, OPPOSED[feeling]).raw()
        return max(0, min(MAX_VALUE, own))

    def set_value(self, target: str, feeling: str, value: int) -> None:
        """The GM sets a lasting value (background); an opposed feeling is cleared."""
        low, high = VALUE_RANGE
        if not isinstance(value, int) or not low <= value <= high:
            raise RuleError(
                Text(cs=f"City mají hodnotu {low}–{high}.", en=f"Feelings range {low}–{high}."),
                "input",
            )
        entry = self._get(target, feeling)
        entry.value = value
        entry.from_requests = min(entry.from_requests, value)
        if value and feeling in OPPOSED:
            other = self._get(target, OPPOSED[feeling])
            other.value = other.from_requests = 0

    def request_raise(self, target: str, feeling: str) -> Text:
        """A fulfilled emotional request raises the feeling by 1 (at most three times)."""
        entry = self._get(target, feeling)
        name = feeling_name(feeling)
        if entry.raises >= REQUEST_RAISES:
            raise RuleError(
                Text(
                    cs=f"{name.cs} k {target}: citovou žádostí lze cit zvýšit celkově jen "
                    "třikrát (Člověk, City).",
                    en=f"{name.en} toward {target}: an emotional request can raise a feeling "
                    "only three times in all (Člověk, Feelings).",
                )
            )
        other = self._get(target, OPPOSED[feeling]) if feeling in OPPOSED else None
        if other is not None and other.value > 0:
            other.value -= 1
            other.from_requests = min(other.from_requests, other.value)
            entry.raises += 1
            return Text(
                cs=f"{name.cs} k {target}: opačný cit nejdříve klesá "
                f"({feeling_name(OPPOSED[feeling]).cs} {other.value}).",
                en=f"{name.en} toward {target}: the opposed feeling drops first "
                f"({feeling_name(OPPOSED[feeling]).en} {other.value}).",
            )
        if entry.value >= MAX_VALUE:
            raise RuleError(
                Text(
                    cs=f"{name.cs} k {target} už má nejvyšší hodnotu 5 (Člověk, City).",
                    en=f"{name.en} toward {target} is already at the maximum of 5 "
                    "(Člověk, Feelings).",
                )
            )
        entry.value += 1
        entry.from_requests += 1
        entry.raises += 1
        return Text(
            cs=f"{name.cs} k {target} stoupá na {entry.value}.",
            en=f"{name.en} toward {target} rises to {entry.value}.",
        )

    def hit_raise(self, target: str, feeling: str) -> Text:
        """A social scar hit: +2 until the scene ends, then +1 until the chapter ends."""
        entry = self._get(target, feeling)
        entry.scene_hits += 1
        name = feeling_name(feeling)
        return Text(
            cs=f"{name.cs} k {target}: dočasně +2 do konce scény, pak +1 do konce kapitoly "
            f"(nyní {self.value(target, feeling)}).",
            en=f"{name.en} toward {target}: +2 until the scene ends, then +1 until the "
            f"chapter ends (now {self.value(target, feeling)}).",
        )

    def attack(self, target: str, feeling: str, points: int, severity: int) -> Text:
        """A feeling attack: the feeling takes the wound's size and type (Střety, Sociální
        střety). ``severity`` 1 stun (until the scene ends), 2 lethal (until the chapter
        ends), 3 devastating (it stays: the lasting value, at most 5)."""
        entry = self._get(target, feeling)
        if not isinstance(points, int) or points < 1 or severity not in (1, 2, 3):
            raise RuleError(
                Text(
                    cs="Útok na cit potřebuje zranění: body (alespoň 1) a jeho typ.",
                    en="A feeling attack needs a wound: its points (at least 1) and type.",
                ),
                "input",
            )
        points = min(points, MAX_VALUE)
        name = feeling_name(feeling)
        if severity == 1:
            entry.scene_points = min(entry.scene_points + points, MAX_VALUE)
            until = Text(cs="do konce scény", en="until the scene ends")
        elif severity == 2:
            entry.chapter_points = min(entry.chapter_points + points, MAX_VALUE)
            until = Text(cs="do konce kapitoly", en="until the chapter ends")
        else:
            entry.value = min(entry.value + points, MAX_VALUE)
            until = Text(cs="trvale", en="lasting")
        now = self.value(target, feeling)
        return Text(
            cs=f"{name.cs} k {target}: +{points} {until.cs}, jako zranění (nyní {now}).",
            en=f"{name.en} toward {target}: +{points} {until.en}, as the wound (now {now}).",
        )

    def end_scene(self) -> None:
        for row in self.targets.values():
            for entry in row.values():
                entry.chapter_hits += entry.scene_hits
                entry.scene_hits = entry.scene_points = 0

    def end_chapter(self) -> None:
        for row in self.targets.values():
            for entry in row.values():
                entry.scene_hits = entry.chapter_hits = 0
                entry.scene_points = entry.chapter_points = 0

    def decayable(self) -> list[tuple[str, str]]:
        """Feelings that may drop by 1 at book end (raised by requests)."""
        return [
            (target, key)
            for target, row in self.targets.items()
            for key, entry in row.items()
            if entry.from_requests > 0
        ]

    def end_book(self, decay: Iterable[tuple[str, str]] = ()) -> None:
        """Temporary raises end; the chosen request-raised feelings drop by 1."""
        chosen = [tuple(pair) for pair in decay]
        allowed = set(self.decayable())
        for pair in chosen:
            if pair not in allowed or chosen.count(pair) > 1:
                raise RuleError(
                    Text(
                        cs=f"Cit {pair} nebyl zvýšen citovou žádostí; na konci knihy klesají "
                        "jen takové city (Člověk, City).",
                        en=f"Feeling {pair} was not raised by an emotional request; only those "
                        "drop at book end (Člověk, Feelings).",
                    )
                )
        self.end_chapter()
        for target, key in chosen:
            entry = self.targets[target][key]
            entry.value -= 1
            entry.from_requests -= 1

    def to_dict(self) -> dict:
        return {
            target: {key: entry.to_dict() for key, entry in row.items() if entry != Feeling()}
            for target, row in self.targets.items()
        }

    @classmethod
    def from_dict(cls, data: dict) -> Feelings:
        feelings = cls()
        for target, row in data.items():
            for key, entry in row.items():
                feelings._get(target, key)
                feelings.targets[target][key] = Feeling(**entry)
        return feelings
