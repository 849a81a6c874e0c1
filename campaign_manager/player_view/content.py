"""What the player view shows of a public view, as words, before any layout.

It reads only the keys of the public-view contract (``encounter_common.public_base`` and
each system's extras) and, on top of the rules core's own filtering, never shows numbers
of a non-PC, a condition marked secret, a trigger of a non-PC, nor anything about an id
that is not among the visible combatants (a Člověk order entry, a Dakara intent or a
"next" of a hidden one).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from campaign_manager.bidi import isolate
from campaign_manager.player_view import texts


@dataclass
class Row:
    """One line of the order: a visible combatant, perhaps one of its bonus actions."""

    combatant: dict
    current: bool = False
    bonus: bool = False
    initiative: object = None
    done: bool = False


@dataclass
class Extra:
    """A piece of a row after the band: a chip (boxed) or plain words."""

    text: str
    kind: str = "plain"  # "plain", "dim", "chip", "bonus", "intent"
    boxed: bool = field(default=False)
    #: the part kept whole when the text must be shortened (an intent's "→ target")
    keep: str = ""


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class PublicContent:
    def __init__(self, view: dict, language: str):
        self.view = view
        self.lang = language
        self.system = view.get("system")
        self._number_labels: dict | None = None  # the system's, asked for when first needed
        self.by_id = {
            c["id"]: c
            for c in view.get("combatants") or []
            if isinstance(c, dict) and isinstance(c.get("id"), str)
        }

    def t(self, text) -> str:
        return text.get(self.lang)

    def name(self, cid: object) -> str:
        record = self.by_id.get(cid) if isinstance(cid, str) else None
        return str(record.get("name", "")) if record else ""

    # -- the order ----------------------------------------------------------------------
    def initiative_of(self, cid: str, entry: object = None) -> object:
        if isinstance(entry, dict) and entry.get("initiative") is not None:
            return entry["initiative"]
        table = self.view.get("initiative")
        if isinstance(table, dict):
            return table.get(cid)
        return self.by_id[cid].get("initiative")

    def _current_index(self, entries: list) -> int | None:
        def cid_of(entry):
            return entry.get("id") if isinstance(entry, dict) else entry

        for key in ("current_index", "position"):
            value = self.view.get(key)
            if _int(value) and 0 <= value < len(entries) and cid_of(entries[value]) in self.by_id:
                return value
        current = self.view.get("current")
        candidates = [i for i, e in enumerate(entries) if cid_of(e) == current]
        if current not in self.by_id or not candidates:
            return None
        for index in candidates:  # Člověk: the current action is the first not yet done
            if not (isinstance(entries[index], dict) and entries[index].get("done")):
                return index
        return candidates[-1]

    # What the view shows is decided by what the system's public view carries, never by
    # the system's name (each system's public_view says it by its keys).
    @property
    def action_order(self) -> bool:
        """The view lists actions in acting order (Střety: one entry per action, bonus ones
        too; the order ends with the round and does not wrap)."""
        order = self.view.get("order")
        return isinstance(order, list) and bool(order)

    @property
    def shows_intents(self) -> bool:
        """The combatants carry declared intents (Dakara's declaration)."""
        return any("intent" in c for c in self.view.get("combatants") or [])

    def rows(self) -> tuple[list[Row], int | None]:
        """The rows in acting order and the index of the current one."""
        order = self.view.get("order")
        rows: list[Row] = []
        current_row = None
        if self.action_order:
            position = self._current_index(order)
            for index, entry in enumerate(order):
                cid = entry.get("id") if isinstance(entry, dict) else entry
                if cid not in self.by_id:
                    continue  # a hidden combatant's action: nothing of it shows
                bonus = done = False
                if isinstance(entry, dict):
                    bonus = bool(entry.get("bonus")) or entry.get("kind") == "bonus"
                    done = bool(entry.get("done"))
                if index == position:
                    current_row = len(rows)
                rows.append(
                    Row(
                        self.by_id[cid],
                        index == position,
                        bonus,
                        self.initiative_of(cid, entry),
                        done and index != position,
                    )
                )
            return rows, current_row
        current = self.view.get("current")
        for record in self.by_id.values():
            if record["id"] == current:
                current_row = len(rows)
            rows.append(
                Row(record, record["id"] == current, False, self.initiative_of(record["id"]))
            )
        return rows, current_row

    def next_label(self, rows: list[Row], current_row: int | None) -> str | None:
        """ "Další: Ela" (the next visible combatant), or None."""
        if self.view.get("status") == "finished":
            return None
        following: Row | None = None
        given = self.view.get("next")
        if "next" in self.view:
            if given not in self.by_id:
                return None
            after = rows[current_row + 1 :] if current_row is not None else rows
            following = next((r for r in after if r.combatant["id"] == given), None)
            if following is None:
                following = Row(self.by_id[given])
        elif current_row is not None and len(rows) > 1:
            if self.action_order:
                # the order ends with the round; after its last action a new round begins
                following = rows[current_row + 1] if current_row + 1 < len(rows) else None
            else:
                following = rows[(current_row + 1) % len(rows)]
        if following is None:
            return None
        label = self.t(texts.NEXT).format(name=isolate(following.combatant["name"]))
        if following.bonus:
            label += f" ({self.t(texts.BONUS)})"
        return label

    # -- the header ---------------------------------------------------------------------
    def title(self, rows: list[Row], current_row: int | None) -> str:
        parts = []
        number = self.view.get("round")
        if _int(number) and number > 0:
            parts.append(self.t(texts.ROUND).format(n=number))
        if self.view.get("status") == "finished":
            parts.append(self.t(texts.FINISHED))
            return texts.SEPARATOR.join(parts)
        phase = self.view.get("phase")
        if not parts:
            parts.append(self.t(texts.STARTING))
        elif phase == "declare":
            parts.append(self.t(texts.DECLARE))
        elif phase == "initiative":
            parts.append(self.t(texts.INITIATIVE))
        elif phase == "resolve" and current_row is None:
            parts.append(self.t(texts.RESOLVE))
        if current_row is not None and phase not in ("declare", "initiative"):
            name = isolate(rows[current_row].combatant["name"])
            parts.append(self.t(texts.TURN).format(name=name))
        return texts.SEPARATOR.join(parts)

    def stack(self) -> list[str]:
        """The conflicts (Člověk's stack), the interrupted ones first, the one running now
        last; a kind is named as the system's UI names it."""
        raw = self.view.get("stack")
        if not isinstance(raw, list):
            return []
        names = []
        for index, entry in enumerate(raw):
            kind = entry.get("kind") if isinstance(entry, dict) else entry
            label = entry.get("text") or entry.get("label") if isinstance(entry, dict) else None
            if label is None and index == len(raw) - 1 and self.view.get("conflict"):
                label = self.view["conflict"]
            if label:
                names.append(texts.bilingual(label, self.lang))
            elif kind:
                names.append(texts.stack_label(self.system, kind, self.lang) or str(kind))
        labels = [
            f"{name} ({self.t(texts.INTERRUPTED)})" if i < len(names) - 1 else name
            for i, name in enumerate(names)
        ]
        progress = self.view.get("progress")
        if isinstance(progress, dict) and progress.get("value") is not None and labels:
            target = progress.get("target")
            shown = f"{progress['value']}/{target}" if target is not None else progress["value"]
            labels[-1] += f"{texts.SEPARATOR}{self.t(texts.PROGRESS)} {shown}"
        return labels

    # -- a row --------------------------------------------------------------------------
    def band_word(self, record: dict) -> str:
        return texts.bilingual(record.get("band_text"), self.lang) or str(record.get("band") or "")

    def intents(self) -> dict[str, tuple[str, str]]:
        """Dakara: the visible declared intents, by the declaring combatant's id (each
        combatant's ``intent``, or a top-level ``intents`` list or mapping)."""
        raw = self.view.get("intents")
        if isinstance(raw, dict):
            pairs = list(raw.items())
        elif isinstance(raw, list):
            pairs = [(entry.get("id"), entry) for entry in raw if isinstance(entry, dict)]
        else:
            pairs = [(cid, record.get("intent")) for cid, record in self.by_id.items()]
        result = {}
        for cid, entry in pairs:
            if cid not in self.by_id or not entry:
                continue
            result[cid] = (self.intent_text(entry), self.intent_tail(entry))
        return {cid: pair for cid, pair in result.items() if pair[0]}

    def intent_text(self, entry: object) -> str:
        if not isinstance(entry, dict):
            return texts.bilingual(entry, self.lang)
        what = ""
        for key in ("name", "action_text", "text", "label"):
            if entry.get(key):
                what = texts.bilingual(entry[key], self.lang)
                break
        what = what or str(entry.get("action") or "")
        return what + self.intent_tail(entry) if what else ""

    def intent_tail(self, entry: object) -> str:
        """ " → Šedý vlk · ještě 2 kola": the target (only a visible one has a name here)
        and the rounds a longer action still takes."""
        if not isinstance(entry, dict):
            return ""
        tail = ""
        target = self.name(entry.get("target"))
        if target:
            tail = f" → {isolate(target)}"
        rounds, left = entry.get("rounds"), entry.get("remaining")
        if _int(rounds) and rounds > 1 and _int(left) and left > 0:
            tail += texts.SEPARATOR + self.t(texts.STILL).format(
                rounds=texts.rounds_left(left, self.lang)
            )
        return tail

    def numbers(self, numbers: dict) -> str:
        """A PC's numbers in one line: "Stamina 12/28 · Zdraví 14/14"; a number with a
        ``max_`` (or ``_max``) partner is shown over it, a pair [now, most] as now/most, a
        group (Člověk banks) item by item."""
        shown = []

        def partner(key: str):
            return numbers.get(f"max_{key}", numbers.get(f"{key}_max"))

        for key, value in numbers.items():
            key = str(key)
            base = key[4:] if key.startswith("max_") else key[:-4] if key.endswith("_max") else None
            if base is not None and base in numbers:
                continue
            if isinstance(value, dict):
                shown += [f"{self.number_label(k)} {self.number(v)}" for k, v in value.items()]
                continue
            if key == "penalty" and value == 0:
                continue
            top = partner(key)
            text = self.number(value) + (f"/{self.number(top)}" if top is not None else "")
            shown.append(f"{self.number_label(key)} {text}")
        return texts.SEPARATOR.join(shown)

    @staticmethod
    def number(value: object) -> str:
        if isinstance(value, list | tuple):
            return "/".join(PublicContent.number(v) for v in value)
        if _int(value) and value < 0:
            return f"−{-value}"
        return str(value)

    def number_label(self, key: object) -> str:
        if self._number_labels is None:
            self._number_labels = texts.number_labels(self.system)
        label = self._number_labels.get(str(key))
        return self.t(label) if label else str(key).replace("_", " ")

    def extras(self, row: Row, intents: dict[str, tuple[str, str]]) -> list[Extra]:
        """After the band: a bonus action's mark, a Dakara intent, a d20 delay or readied
        action, PC numbers, the system's public states, conditions with rounds left."""
        record = row.combatant
        is_pc = record.get("side") == "pc"
        extras: list[Extra] = []
        if row.bonus:
            extras.append(Extra(self.t(texts.BONUS), "bonus", True))
        if self.shows_intents and self.view.get("phase") in ("declare", "resolve"):
            intent = intents.get(record["id"])
            if intent:
                extras.append(Extra(intent[0], "intent", True, keep=intent[1]))
            else:
                extras.append(Extra(self.t(texts.NO_INTENT), "dim"))
        waiting = record.get("waiting")
        if waiting in texts.WAITING:
            label = self.t(texts.WAITING[waiting])
            trigger = record.get("trigger")
            if is_pc and isinstance(trigger, str) and trigger.strip():
                label += f": {trigger.strip()}"
            extras.append(Extra(label, "bonus", True))
        numbers = record.get("numbers")
        if is_pc and isinstance(numbers, dict) and numbers:
            extras.append(Extra(self.numbers(numbers), "plain"))
        for state in record.get("states") or []:
            label = texts.bilingual(
                state.get("text") if isinstance(state, dict) else state, self.lang
            )
            if label:
                extras.append(Extra(label, "chip", True))
        for condition in record.get("conditions") or []:
            if (
                not isinstance(condition, dict)
                or condition.get("secret")
                or not condition.get("name")
            ):
                continue
            label = str(condition["name"])
            remaining = condition.get("remaining")
            if _int(remaining) and remaining > 0:
                label += texts.SEPARATOR + texts.rounds_left(remaining, self.lang)
            extras.append(Extra(label, "chip", True))
        return extras
