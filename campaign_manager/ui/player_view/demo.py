"""Example public views of each system (the shape ``public_view(encounter)`` returns), for
screenshots and for trying the player view without a fight."""

from __future__ import annotations


def _band(key: str, level: int | None, cs: str, en: str) -> dict:
    return {"band": key, "band_level": level, "band_text": {"cs": cs, "en": en}}


def _c(cid, name, side, band, conditions=(), **extra) -> dict:
    return {
        "id": cid,
        "name": name,
        "side": side,
        "character_id": extra.pop("character_id", None),
        **band,
        "conditions": [{"name": n, "remaining": r} for n, r in conditions],
        **extra,
    }


UNHURT = _band("unhurt", 0, "nezraněný", "unhurt")
HURT = _band("hurt", 1, "zraněný", "hurt")
BLOODIED = _band("bloodied", 2, "krvácí", "bloodied")
DOWN = _band("down", 3, "padá", "down")
DYING = _band("dying", 4, "umírá", "dying")


def d20_view() -> dict:
    return {
        "system": "d20",
        "status": "running",
        "round": 3,
        "phase": None,
        "current": "borek",
        "combatants": [
            _c("vlk", "Šedý vlk", "npc", HURT, [("Omráčen", 1)]),
            _c(
                "borek",
                "Bořek",
                "pc",
                HURT,
                numbers={"stamina": "12/28", "wound_points": "14/14"},
                character_id="c1",
            ),
            _c(
                "ela",
                "Ela ze Lhoty",
                "pc",
                UNHURT,
                [("Požehnání", 5)],
                numbers={"stamina": "20/20", "wound_points": "10/10"},
            ),
            _c("skret1", "Skřet 1", "npc", BLOODIED, [("Ve strachu", 2), ("Zpomalen", 3)]),
            _c("skret2", "Skřet 2", "npc", DOWN),
            _c("kapitan", "Kapitán stráže", "npc", UNHURT),
            _c(
                "radim",
                "Radim",
                "pc",
                DYING,
                [("Umírá", 1)],
                numbers={"stamina": "0/24", "wound_points": "-2/12"},
            ),
        ],
        "initiative": {
            "vlk": 19,
            "borek": 17,
            "ela": 15,
            "skret1": 12,
            "skret2": 12,
            "kapitan": 9,
            "radim": 4,
        },
    }


def d20_long_view(count: int = 30) -> dict:
    view = d20_view()
    bands = [UNHURT, HURT, BLOODIED, DOWN, DYING]
    view["combatants"] += [
        _c(f"str{i}", f"Stráž {i}", "npc", bands[i % 5])
        for i in range(1, count - len(view["combatants"]) + 1)
    ]
    view["initiative"].update({f"str{i}": max(1, 20 - i % 20) for i in range(1, count)})
    return view


def dakara_view() -> dict:
    fine = _band("fine", 0, "v pořádku", "fine")
    minus1 = _band("bruised", 1, "otlučený (−1)", "bruised (−1)")
    minus3 = _band("wounded", 2, "zraněný (−3)", "wounded (−3)")
    out = _band("out", 3, "vyřazený", "out")
    return {
        "system": "dakara",
        "status": "running",
        "round": 2,
        "phase": "declare",
        "current": None,
        "combatants": [
            _c("jarmila", "Jarmila", "pc", fine, numbers={"kondice": "14/14"}),
            _c("ota", "Ota Kovář", "pc", minus1, [("Oslněný", 1)], numbers={"kondice": "9/12"}),
            _c("bandita", "Bandita s kuší", "npc", minus3),
            _c("vudce", "Vůdce lapků", "npc", fine),
            _c("pes", "Pes", "npc", out),
        ],
        "intents": [
            {
                "id": "jarmila",
                "action": "attack",
                "action_text": {"cs": "Útok", "en": "Attack"},
                "target": "vudce",
            },
            {
                "id": "ota",
                "action": "defend",
                "action_text": {"cs": "Obrana", "en": "Defence"},
                "target": None,
            },
            {
                "id": "bandita",
                "action": "shoot",
                "action_text": {"cs": "Střelba", "en": "Shooting"},
                "target": "ota",
            },
        ],
    }


def clovek_view() -> dict:
    ok = _band("ok", 0, "bez jizev", "unscarred")
    light = _band("light", 1, "lehce zraněný", "lightly wounded")
    heavy = _band("heavy", 2, "vážně zraněný", "badly wounded")
    critical = _band("critical", 3, "kritický", "critical")
    return {
        "system": "clovek",
        "status": "running",
        "round": 1,
        "phase": "act",
        "current": "mira",
        "current_index": 1,
        "combatants": [
            _c("zdena", "Zdena", "pc", light, numbers={"physical": "3", "mental": "2"}),
            _c("mira", "Míra", "pc", ok, [("Ochromený", 2)]),
            _c("hlidac", "Hlídač", "npc", heavy),
            _c("pasak", "Pašerák", "npc", critical),
        ],
        "order": [
            {"id": "zdena", "kind": "main", "initiative": 14},
            {"id": "mira", "kind": "main", "initiative": 11},
            {"id": "hlidac", "kind": "main", "initiative": 9},
            {"id": "pasak", "kind": "main", "initiative": 6},
            {"id": "zdena", "kind": "bonus", "initiative": 14},
            {"id": "hlidac", "kind": "bonus", "initiative": 9},
        ],
        "stack": [{"kind": "social_slow"}, {"kind": "physical"}],
    }


def views() -> dict[str, dict]:
    return {"d20": d20_view(), "dakara": dakara_view(), "clovek": clovek_view()}
