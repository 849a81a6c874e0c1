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
            _c("vlk", "Šedý vlk", "npc", HURT, [("Omráčen", 1)], initiative=19),
            _c(
                "borek",
                "Bořek",
                "pc",
                HURT,
                character_id="c1",
                initiative=17,
                numbers={"stamina": 12, "max_stamina": 28, "wounds": 14, "max_wounds": 14},
            ),
            _c(
                "ela",
                "Ela ze Lhoty",
                "pc",
                UNHURT,
                [("Požehnání", 5)],
                initiative=15,
                numbers={"stamina": 20, "max_stamina": 20, "wounds": 10, "max_wounds": 10},
                waiting="ready",
                trigger="skřet vyleze",
            ),
            _c(
                "skret1",
                "Skřet 1",
                "npc",
                BLOODIED,
                [("Ve strachu", 2), ("Zpomalen", 3)],
                initiative=12,
            ),
            _c("skret2", "Skřet 2", "npc", DOWN, initiative=12),
            _c("kapitan", "Kapitán stráže", "npc", UNHURT, initiative=9),
            _c(
                "radim",
                "Radim",
                "pc",
                DYING,
                initiative=4,
                numbers={"stamina": 0, "max_stamina": 24, "wounds": -2, "max_wounds": 12},
                states=[{"key": "stable", "text": {"cs": "stabilizovaný", "en": "stable"}}],
            ),
        ],
        "next": "ela",
    }


def d20_long_view(count: int = 30) -> dict:
    view = d20_view()
    bands = [UNHURT, HURT, BLOODIED, DOWN, DYING]
    view["combatants"] += [
        _c(f"str{i}", f"Stráž {i}", "npc", bands[i % 5], initiative=max(1, 20 - i % 20))
        for i in range(1, count - len(view["combatants"]) + 1)
    ]
    return view


def _intent(action, cs, en, target, rounds=1, remaining=1) -> dict:
    return {
        "action": action,
        "name": {"cs": cs, "en": en},
        "target": target,
        "target_name": None,
        "rounds": rounds,
        "remaining": remaining,
    }


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
            _c(
                "jarmila",
                "Jarmila",
                "pc",
                fine,
                intent=_intent("attack", "Útok", "Attack", "vudce"),
                numbers={"kondice": 14, "kondice_max": 14, "penalty": 0, "vydrz": [6, 8]},
            ),
            _c(
                "ota",
                "Ota Kovář",
                "pc",
                minus1,
                [("Oslněný", 1)],
                intent=_intent("spell", "Kouzlení", "Casting", None, rounds=3, remaining=2),
                numbers={"kondice": 9, "kondice_max": 12, "penalty": -1, "vydrz": [3, 8]},
            ),
            _c(
                "bandita",
                "Bandita s kuší",
                "npc",
                minus3,
                intent=_intent("shoot", "Střelba", "Shooting", "ota"),
            ),
            _c("vudce", "Vůdce lapků", "npc", fine, intent=None),
            _c("pes", "Pes", "npc", out, intent=None),
        ],
        "order": [],
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
        "combatants": [
            _c(
                "zdena",
                "Zdena",
                "pc",
                light,
                initiative=14,
                numbers={"banks": {"physical": 3, "social": 4, "mental": 2}},
            ),
            _c("mira", "Míra", "pc", ok, [("Ochromený", 2)], initiative=11),
            _c("hlidac", "Hlídač", "npc", heavy, initiative=9),
            _c("pasak", "Pašerák", "npc", critical, initiative=6),
        ],
        "order": [
            {"id": "zdena", "bonus": False, "done": True},
            {"id": "mira", "bonus": False, "done": False},
            {"id": "hlidac", "bonus": False, "done": False},
            {"id": "pasak", "bonus": False, "done": False},
            {"id": "zdena", "bonus": True, "done": False},
            {"id": "hlidac", "bonus": True, "done": False},
        ],
        "next": "hlidac",
        "kind": "physical",
        "conflict": {"cs": "Fyzický střet", "en": "Physical conflict"},
        "stack": ["social_slow", "physical"],
    }


def views() -> dict[str, dict]:
    return {"d20": d20_view(), "dakara": dakara_view(), "clovek": clovek_view()}
