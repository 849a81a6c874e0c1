"""Campaign settings for Dakara: creation levels, the training-limit table, currency.

The text lost the numbers of the Tabulka tvorby postavy and the Tabulka limitů tréninku,
so most values here are defaults (RULINGS.md §1.2) that a GM may change per campaign.
Every value carries a flag: ``True`` when it is such a default, ``False`` when the text
gives it. Changing a value through :meth:`DakaraSettings.with_level`,
:meth:`~DakaraSettings.with_training` or :meth:`~DakaraSettings.with_currency` clears its
flag. ``to_dict`` / ``from_dict`` give the JSON form the app stores per campaign.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

from campaign_manager.systems.common import RuleError, Text, load_json
from campaign_manager.systems.dakara.costs import MAX_RATING

DATA_FILE = ("rules", "dakara", "settings.json")


def _bad(what: str, value: object) -> RuleError:
    return RuleError(
        Text(
            cs=f"Nastavení Dakary: neplatná hodnota {what} = {value!r}.",
            en=f"Dakara settings: invalid value {what} = {value!r}.",
        ),
        "settings",
    )


def _rows(data: dict, key: str) -> list[dict]:
    """``data[key]``: a list of dicts (a broken shape is a RuleError, not a TypeError)."""
    rows = data.get(key, [])
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        raise _bad(key, rows)
    return rows


def _read(entry: Any, what: str, *, allow_none: bool = False) -> tuple[int | None, bool]:
    """A ``{"value": v, "default": flag}`` entry (or a bare value, then not a default)."""
    if isinstance(entry, dict):
        value, flag = entry.get("value"), bool(entry.get("default", False))
    else:
        value, flag = entry, False
    if value is None and allow_none:
        return None, flag
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _bad(what, value)
    return value, flag


@dataclass(frozen=True)
class LevelSetting:
    """One creation level: XP budget, limit of the two highest stats, limit of the others."""

    name: str
    budget: int
    top_two: int
    others: int
    defaults: frozenset[str] = frozenset()  # which of budget/top_two/others are defaults

    def is_default(self, field_name: str) -> bool:
        return field_name in self.defaults


@dataclass(frozen=True)
class TrainingRow:
    """A row of the training-limit table: applies from ``min_xp`` total XP upward."""

    min_xp: int
    top_two: int
    others: int
    initiation: int | None = None  # limit stupně zasvěcení: shown, not enforced
    defaults: frozenset[str] = frozenset()

    def is_default(self, field_name: str) -> bool:
        return field_name in self.defaults


@dataclass(frozen=True)
class Currency:
    """1 zl = ``st_per_zl`` st, 1 st = ``md_per_st`` md."""

    st_per_zl: int = 10
    md_per_st: int = 10
    defaults: frozenset[str] = frozenset({"st_per_zl", "md_per_st"})

    def to_md(self, amount: int, unit: str) -> int:
        """``amount`` of ``unit`` ("zl", "st" or "md") in měďáky."""
        factors = {"zl": self.st_per_zl * self.md_per_st, "st": self.md_per_st, "md": 1}
        if unit not in factors:
            raise RuleError(
                Text(
                    cs=f"Neznámá měna „{unit}“ (známé: zl, st, md).",
                    en=f"Unknown currency '{unit}' (known: zl, st, md).",
                ),
                "currency",
            )
        return amount * factors[unit]

    def format(self, md: int) -> str:
        """``md`` měďáků as "3 zl 2 st 5 md" (negative amounts get a minus sign)."""
        sign, md = ("-" if md < 0 else ""), abs(md)
        per_zl = self.st_per_zl * self.md_per_st
        zl, rest = divmod(md, per_zl)
        st, md_left = divmod(rest, self.md_per_st)
        parts = [f"{n} {u}" for n, u in ((zl, "zl"), (st, "st"), (md_left, "md")) if n]
        return sign + (" ".join(parts) if parts else "0 zl")


def _sorted_rows(rows: list[TrainingRow]) -> tuple[TrainingRow, ...]:
    """The rows by their starting XP; two rows cannot start at the same total XP."""
    ordered = sorted(rows, key=lambda r: r.min_xp)
    for before, after in pairwise(ordered):
        if before.min_xp == after.min_xp:
            raise RuleError(
                Text(
                    cs=f"Dva řádky tabulky limitů tréninku začínají na {after.min_xp} zk.",
                    en=f"Two rows of the training-limit table start at {after.min_xp} XP.",
                ),
                "training",
            )
    return tuple(ordered)


def _entry(value: Any, flag: bool) -> dict:
    return {"value": value, "default": flag}


@dataclass(frozen=True)
class DakaraSettings:
    """Creation levels, training table and currency of one campaign."""

    levels: dict[str, LevelSetting]
    training: tuple[TrainingRow, ...]
    currency: Currency = field(default_factory=Currency)
    default_level: str = "profesionál"

    # --- construction -------------------------------------------------------------
    @classmethod
    def default(cls) -> DakaraSettings:
        """The defaults shipped in resources/rules/dakara/settings.json."""
        return cls.from_dict(load_json(*DATA_FILE))

    @classmethod
    def from_dict(cls, data: dict) -> DakaraSettings:
        if not isinstance(data, dict):
            raise _bad("settings", data)
        levels: dict[str, LevelSetting] = {}
        for row in _rows(data, "levels"):
            name = row.get("name")
            if not isinstance(name, str) or not name:
                raise _bad("levels.name", name)
            values, flags = {}, set()
            for key in ("budget", "top_two", "others"):
                values[key], flag = _read(row.get(key), f"{name}.{key}")
                if flag:
                    flags.add(key)
            levels[name] = LevelSetting(name=name, defaults=frozenset(flags), **values)
        rows = []
        for i, row in enumerate(_rows(data, "training")):
            values, flags = {}, set()
            for key in ("min_xp", "top_two", "others", "initiation"):
                values[key], flag = _read(
                    row.get(key), f"training[{i}].{key}", allow_none=key == "initiation"
                )
                if flag:
                    flags.add(key)
            rows.append(TrainingRow(defaults=frozenset(flags), **values))
        rows.sort(key=lambda r: r.min_xp)
        cur = data.get("currency", {})
        if not isinstance(cur, dict):
            raise _bad("currency", cur)
        st, st_flag = _read(cur.get("st_per_zl", {"value": 10, "default": True}), "st_per_zl")
        md, md_flag = _read(cur.get("md_per_st", {"value": 10, "default": True}), "md_per_st")
        if not st or not md:
            raise _bad("currency", cur)
        flags = {k for k, f in (("st_per_zl", st_flag), ("md_per_st", md_flag)) if f}
        default_level = data.get("default_level", "profesionál")
        if default_level not in levels:
            raise _bad("default_level", default_level)
        if not rows:
            raise _bad("training", rows)
        return cls(
            levels=levels,
            training=tuple(rows),
            currency=Currency(st, md, frozenset(flags)),
            default_level=default_level,
        )

    def to_dict(self) -> dict:
        return {
            "default_level": self.default_level,
            "levels": [
                {
                    "name": lv.name,
                    **{
                        k: _entry(getattr(lv, k), lv.is_default(k))
                        for k in ("budget", "top_two", "others")
                    },
                }
                for lv in self.levels.values()
            ],
            "training": [
                {
                    k: _entry(getattr(row, k), row.is_default(k))
                    for k in ("min_xp", "top_two", "others", "initiation")
                }
                for row in self.training
            ],
            "currency": {
                k: _entry(getattr(self.currency, k), k in self.currency.defaults)
                for k in ("st_per_zl", "md_per_st")
            },
        }

    # --- queries ------------------------------------------------------------------
    def level(self, name: str) -> LevelSetting:
        """The creation level ``name``; RuleError naming the known levels otherwise."""
        try:
            return self.levels[name]
        except KeyError:
            known = ", ".join(self.levels)
            raise RuleError(
                Text(
                    cs=f"Neznámá úroveň tvorby postavy „{name}“ (známé: {known}).",
                    en=f"Unknown creation level '{name}' (known: {known}).",
                ),
                "level",
            ) from None

    def training_row(self, total_xp: int) -> TrainingRow:
        """The training-limit row for a character with ``total_xp`` XP in total."""
        if isinstance(total_xp, bool) or not isinstance(total_xp, int) or total_xp < 0:
            raise _bad("total_xp", total_xp)
        chosen = self.training[0]
        for row in self.training:
            if total_xp >= row.min_xp:
                chosen = row
        return chosen

    # --- changes (a GM edit clears the default flag) ---------------------------------
    def with_level(self, name: str, **changes: int) -> DakaraSettings:
        old = self.levels.get(name) or LevelSetting(name, 0, 0, 0)
        for key, value in changes.items():
            _read(value, f"{name}.{key}")
        new = replace(old, **changes, defaults=old.defaults - set(changes))
        return replace(self, levels={**self.levels, name: new})

    def with_training(self, index: int, **changes: int | None) -> DakaraSettings:
        old = self.training[index]
        for key, value in changes.items():
            _read(value, f"training[{index}].{key}", allow_none=key == "initiation")
        rows = list(self.training)
        rows[index] = replace(old, **changes, defaults=old.defaults - set(changes))
        return replace(self, training=_sorted_rows(rows))

    def suggested_training_row(self) -> TrainingRow:
        """A new row after the last one: the same XP step, each limit one higher (at most 6)."""
        last = self.training[-1]
        step = last.min_xp - self.training[-2].min_xp if len(self.training) > 1 else 30
        return TrainingRow(
            min_xp=last.min_xp + max(step, 1),
            top_two=min(MAX_RATING, last.top_two + 1),
            others=min(MAX_RATING, last.others + 1),
            initiation=last.initiation,
        )

    def with_training_row(self, row: TrainingRow) -> DakaraSettings:
        """The table with a GM's new row (no value of it is a default)."""
        for key in ("min_xp", "top_two", "others", "initiation"):
            _read(getattr(row, key), f"training.{key}", allow_none=key == "initiation")
        new = replace(row, defaults=frozenset())
        return replace(self, training=_sorted_rows([*self.training, new]))

    def without_training_row(self, index: int) -> DakaraSettings:
        """The table without row ``index``; the table keeps at least one row."""
        if not 0 <= index < len(self.training):
            raise _bad("training row", index)
        if len(self.training) == 1:
            raise RuleError(
                Text(
                    cs="Tabulka limitů tréninku musí mít aspoň jeden řádek.",
                    en="The training-limit table needs at least one row.",
                ),
                "training",
            )
        rows = [row for i, row in enumerate(self.training) if i != index]
        return replace(self, training=tuple(rows))

    def with_default_level(self, name: str) -> DakaraSettings:
        """New characters start at level ``name`` (a known level)."""
        self.level(name)
        return replace(self, default_level=name)

    def restored(self, part: str) -> DakaraSettings:
        """``part`` ("levels", "training" or "currency") back to the shipped values.

        Restoring "levels" also restores the level new characters start at.
        """
        shipped = DakaraSettings.default()
        if part == "levels":
            return replace(self, levels=shipped.levels, default_level=shipped.default_level)
        if part == "training":
            return replace(self, training=shipped.training)
        if part == "currency":
            return replace(self, currency=shipped.currency)
        raise _bad("part", part)

    def is_shipped(self, part: str) -> bool:
        """Whether ``part`` ("levels", "training", "currency") still has the shipped values."""
        return getattr(self.restored(part), part) == getattr(self, part) and (
            part != "levels" or self.default_level == DakaraSettings.default().default_level
        )

    def with_currency(self, **changes: int) -> DakaraSettings:
        cur = self.currency
        for key, value in changes.items():
            if not _read(value, key)[0]:
                raise _bad(key, value)
        new = replace(cur, **changes, defaults=cur.defaults - set(changes))
        return replace(self, currency=new)
