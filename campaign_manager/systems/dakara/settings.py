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
from typing import Any

from campaign_manager.systems.common import RuleError, Text, load_json

DATA_FILE = ("rules", "dakara", "settings.json")


def _bad(what: str, value: object) -> RuleError:
    return RuleError(
        Text(
            cs=f"Nastavení Dakary: neplatná hodnota {what} = {value!r}.",
            en=f"Dakara settings: invalid value {what} = {value!r}.",
        ),
        "settings",
    )


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
        for row in data.get("levels", []):
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
        for i, row in enumerate(data.get("training", [])):
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
        return replace(self, training=tuple(sorted(rows, key=lambda r: r.min_xp)))

    def with_currency(self, **changes: int) -> DakaraSettings:
        cur = self.currency
        for key, value in changes.items():
            if not _read(value, key)[0]:
                raise _bad(key, value)
        new = replace(cur, **changes, defaults=cur.defaults - set(changes))
        return replace(self, currency=new)
