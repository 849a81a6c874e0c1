"""What the bestiary area shows of the d20 bestiary: its list, its filters, a stat block.

The UI's bestiary area (ui/bestiary/) asks a rule system for ``system.bestiary`` and uses
only this object's methods, so it names no system. Every text comes in both languages
(``Text``); labels of abilities, speeds and types are read from bestiary_types.json.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from fractions import Fraction
from functools import cached_property
from typing import Any

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.d20 import bestiary, data, sheet, stats
from campaign_manager.systems.d20.bestiary import AVERAGE, Monster, monster_from_dict
from campaign_manager.systems.d20.bestiary_search import parse_cr_bound, search


def _dice(count: Fraction, die: int) -> str:
    return f"{stats.format_cr(count) if count else 0}d{die}"


class D20Bestiary:
    """The d20 bestiary as the UI sees it (see the module's docstring)."""

    def monsters(self) -> tuple[Monster, ...]:
        return bestiary.srd_monsters()

    def types(self) -> list[tuple[str, Text]]:
        """(key, label) of every creature type, in the file's order."""
        return [(key, bestiary.type_label(key)) for key in bestiary.types()]

    def cr_values(self) -> list[str]:
        """The CRs the SRD's monsters have, lowest first ("1/10" … "26")."""
        values = {monster.cr_value for monster in self.monsters()}
        return [stats.format_cr(value) for value in sorted(values)]

    def search(
        self,
        monsters: Sequence[Monster],
        text: str = "",
        kind: str | None = None,
        cr_min: str | None = None,
        cr_max: str | None = None,
    ) -> list[Monster]:
        return search(monsters, text, kind, parse_cr_bound(cr_min), parse_cr_bound(cr_max))

    @cached_property
    def _short_labels(self) -> tuple[dict[str, Text], dict[str, Text]]:
        sizes = {key: Text(cs=e["cs"], en=e["en"]) for key, e in data.sizes().items()}
        return {key: bestiary.type_label(key) for key in bestiary.types()}, sizes

    # -- the campaign's own monsters ---------------------------------------------------
    def campaign_monster(
        self, template_id: int, name: str, gender: str, entry: Any
    ) -> Monster | None:
        """The campaign's monster of a stored row (its name is the row's); None: the entry
        cannot be read (it is left out of the list, the rest shows)."""
        try:
            monster = (
                monster_from_dict({**entry, "name": name}) if isinstance(entry, dict) else None
            )
        except RuleError:
            return None
        if monster is None:
            return None
        return dataclasses.replace(
            monster,
            key=f"campaign:{template_id}",
            template_id=template_id,
            gender=gender if gender in ("m", "f", "n") else "m",
            folded=monster.folded,
            cr_value=monster.cr_value,
        )

    def entry(self, monster: Monster) -> dict[str, Any]:
        """What the campaign stores of a monster (its copy of an SRD one, or its own)."""
        return bestiary.monster_to_dict(monster)

    def check_entry(self, entry: Any) -> dict[str, Any]:
        """A stored entry, normalised; SheetError (a RuleError) names the field and says
        what is wrong, in both languages."""
        return bestiary.monster_to_dict(monster_from_dict(entry))

    def new_entry(self) -> dict[str, Any]:
        """A new monster's starting figures (the GM edits them)."""
        return {
            "key": "new", "name": "Monster", "type": "humanoid", "size": "medium", "cr": "1",
            "hit_dice": {"count": "1", "die": 8},
        }  # fmt: skip

    # -- making combatants ------------------------------------------------------------
    def sheet(self, monster: Monster, rng: random.Random | None = None) -> dict:
        """A combatant's sheet: its stamina rolled with ``rng``, or the average (None)."""
        return bestiary.monster_sheet(monster, AVERAGE if rng is None else rng)

    def id_prefix(self, monster: Monster) -> str:
        """The start of the fight ids of combatants made from ``monster``."""
        if monster.template_id is not None:
            return f"m{monster.template_id}-"
        return f"b{monster.key}-"

    def combatants(
        self,
        monster: Monster,
        names: list[str],
        first: int = 1,
        rng: random.Random | None = None,
        **extra: Any,
    ) -> list[dict]:
        """Combatants made from ``monster``, one per name, ids numbered from ``first``;
        each its own stamina (rolled with ``rng``, or the average: None)."""
        prefix = self.id_prefix(monster)
        return [
            {
                "id": f"{prefix}{number}",
                "name": name,
                "gender": monster.gender,
                "side": "npc",
                "sheet": self.sheet(monster, rng),
                "character_id": None,
                "monster": monster.key,
                **extra,
            }
            for number, name in enumerate(names, start=first)
        ]

    def row(self, monster: Monster, language: str) -> tuple[str, str, str, str]:
        """The list's columns: name (a campaign's own marked), type, size, CR (the book's)."""
        kinds, sizes = self._short_labels
        name = monster.shown_name(language)
        if monster.template_id is not None:
            name += " · kampaň" if language == "cs" else " · campaign"
        return (
            name,
            kinds[monster.type].get(language),
            sizes[monster.size].get(language),
            monster.cr,
        )

    def stat_block(self, monster: Monster) -> tuple[Text, list[tuple[Text, Text]]]:
        """(title, rows of (label, value)) of a monster's statistics, both languages."""
        title = Text(
            cs=f"{monster.name_cs} ({monster.name})" if monster.name_cs else monster.name,
            en=monster.name,
        )
        size = data.sizes()[monster.size]
        kind = bestiary.type_label(monster.type)
        sub = f" ({', '.join(monster.subtypes)})" if monster.subtypes else ""
        rows: list[tuple[Text, Text]] = [
            (Text(cs="Velikost a typ", en="Size and type"),
             Text(cs=f"{size['cs']}, {kind.cs}{sub}", en=f"{size['en']} {kind.en}{sub}")),
        ]  # fmt: skip
        dice_parts = []
        if monster.hit_dice:
            dice_parts.append(_dice(monster.hit_dice, monster.hit_die))
        classes = data.classes()
        cs_classes, en_classes = [], []
        for entry in monster.classes:
            names = classes.get(entry.name, {"cs": entry.name, "en": entry.name})
            cs_classes.append(f"{names['cs']} {entry.levels}. úr. (k{entry.die})")
            en_classes.append(f"{names['en']} {entry.levels} (d{entry.die})")
        hp = bestiary.book_hit_points(monster)
        rows.append(
            (
                Text(cs="Kostky životů", en="Hit Dice"),
                Text(
                    cs=", ".join([*(p.replace("d", "k") for p in dice_parts), *cs_classes])
                    + f" (v knize průměrně {hp} životů)",
                    en=", ".join([*dice_parts, *en_classes])
                    + f" ({hp} hp in the book, on average)",
                ),
            )
        )
        made = bestiary.monster_sheet(monster, AVERAGE)
        max_stamina, max_wounds = sheet.maxima(made)
        rows.append(
            (
                Text(cs="Stamina / body zdraví", en="Stamina / wound points"),
                Text(cs=f"{max_stamina} / {max_wounds}", en=f"{max_stamina} / {max_wounds}"),
            )
        )
        ability_labels = bestiary.labels("abilities")
        cs_scores, en_scores = [], []
        for key, label in ability_labels.items():
            score = monster.abilities.get(key)
            shown = "—" if score is None else str(score)
            cs_scores.append(f"{label.cs} {shown}")
            en_scores.append(f"{label.en} {shown}")
        rows.append(
            (Text(cs="Vlastnosti", en="Abilities"),
             Text(cs=", ".join(cs_scores), en=", ".join(en_scores))),
        )  # fmt: skip
        rows.append(
            (
                Text(cs="Obranné číslo", en="Armour class"),
                Text(
                    cs=f"{monster.ac} (přirozená zbroj {monster.natural_armor:+d}; bez zbroje a štítu)",
                    en=f"{monster.ac} (natural armour {monster.natural_armor:+d}; no armour or shield)",
                ),
            )
        )
        speed_labels = bestiary.labels("speeds")
        cs_speed = [
            f"{speed_labels.get(k, Text(cs=k, en=k)).cs} {v} stop" for k, v in monster.speed.items()
        ]
        en_speed = [
            f"{speed_labels.get(k, Text(cs=k, en=k)).en} {v} ft." for k, v in monster.speed.items()
        ]
        rows.append(
            (Text(cs="Rychlost", en="Speed"),
             Text(cs=", ".join(cs_speed) or "—", en=", ".join(en_speed) or "—")),
        )  # fmt: skip

        def attacks(die_letter: str) -> str:
            return ", ".join(
                f"{a.count} × " * (a.count > 1) + f"{a.name} {a.damage.replace('d', die_letter)}"
                for a in monster.attacks
            )

        rows.append(
            (Text(cs="Přirozené útoky", en="Natural attacks"),
             Text(cs=attacks("k") or "—", en=attacks("d") or "—")),
        )  # fmt: skip
        cs_qualities, en_qualities = [], []
        if monster.regeneration:
            cs_qualities.append(f"regenerace {monster.regeneration}")
            en_qualities.append(f"regeneration {monster.regeneration}")
        if monster.fast_healing:
            cs_qualities.append(f"rychlé léčení {monster.fast_healing}")
            en_qualities.append(f"fast healing {monster.fast_healing}")
        if not monster.has_con:
            cs_qualities.append("bez Odolnosti")
            en_qualities.append("no Con")
        if monster.bonus_hp:
            cs_qualities.append(f"bonusové životy {monster.bonus_hp} (body zdraví)")
            en_qualities.append(f"bonus hit points {monster.bonus_hp} (wound points)")
        rows.append(
            (Text(cs="Zvláštní vlastnosti", en="Special qualities"),
             Text(cs=", ".join(cs_qualities) or "—", en=", ".join(en_qualities) or "—")),
        )  # fmt: skip
        adjusted = stats.format_cr(stats.adjust_cr(monster.cr, monster.size, monster.has_con))
        book_cs = f" (kniha {monster.cr})" if adjusted != monster.cr else ""
        book_en = f" (book {monster.cr})" if adjusted != monster.cr else ""
        rows.append(
            (Text(cs="Nebezpečnost", en="Challenge rating"),
             Text(cs=f"{adjusted}{book_cs}", en=f"{adjusted}{book_en}")),
        )  # fmt: skip
        if monster.template_id is not None:
            rows.append(
                (Text(cs="Bestiář", en="Bestiary"),
                 Text(cs="vlastní nestvůra kampaně", en="the campaign's own monster")),
            )  # fmt: skip
        elif monster.source:
            rows.append(
                (Text(cs="Zdroj", en="Source"),
                 Text(cs=f"SRD 3.5, {monster.source}", en=f"SRD 3.5, {monster.source}")),
            )  # fmt: skip
        return title, rows


BESTIARY = D20Bestiary()
