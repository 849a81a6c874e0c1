"""Between a Dakara sheet's contacts and networks and the ledger's records.

Older campaigns keep contacts and networks inside each sheet (``contacts``, ``networks``,
see :mod:`campaign_manager.systems.dakara.sheet`). :func:`records_from_sheet` turns them
into ledger records (the migration), and :func:`sheet_entries` turns ledger records back
into the sheet's form, so the creation limits are evaluated from the ledger exactly as
from the sheet.

Rulings where the text is silent:
- a contact becomes one person; everyone's contact of the same name and the same "who"
  is one person (two PCs may share a contact, each link with its own values);
- a network's liaison (a name on the sheet) becomes the contact of that name among the
  character's own contacts; a liaison who is none of them stays written in the
  network's notes ("Spojka: …"), nothing is invented;
- the sheet's "how met and why they help" stays the link's ``how_met``; the reason is left
  for the GM to pick; every migrated record is known to the players (the sheet is theirs);
- the cipher strength is the owner's Zlodějské praktiky (Šifry) at the migration.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.ledger.checks import fail, require, require_list, text
from campaign_manager.ledger.records import RATING_RANGE
from campaign_manager.systems.common import Text, kind_of
from campaign_manager.systems.dakara.character import cipher_strength
from campaign_manager.systems.dakara.creation import effective_rating, networks_allowed
from campaign_manager.systems.dakara.sheet import validate_sheet

LIAISON_NOTE = "Spojka: "
#: what is read of a sheet's contact and network (each text but the numbers and flags)
SHEET_CONTACT = ("name",)
SHEET_CONTACT_OPTIONAL = ("who", "where", "looks", "area", "how_met", "influence", "in_play")
SHEET_NETWORK = ("kind",)
SHEET_NETWORK_OPTIONAL = (
    "area",
    "rating",
    "liaison",
    "dead_drop",
    "cipher",
    "language",
    "in_play",
)


def person_key(name: str, who: str) -> tuple[str, str]:
    """Two sheet contacts with the same key are one person."""
    text(name, "name")
    text(who, "who")
    return " ".join(name.split()).casefold(), " ".join(who.split()).casefold()


def records_from_sheet(sheet: dict) -> tuple[list[dict], list[dict]]:
    """The sheet's contacts as ``[{"contact": {...}, "link": {...}}]`` (the link without
    ``character_id`` and ``contact_id``) and its networks as network records without
    ``owner_id``, each with ``liaison`` = the index of its liaison in the first list, or None.
    """
    _check_sheet(sheet)
    people = []
    by_name: dict[str, int] = {}
    for entry in sheet.get("contacts", []):
        contact = {
            "name": entry["name"],
            "who": entry.get("who", ""),
            "where": entry.get("where", ""),
            "looks": entry.get("looks", ""),
            "area": entry.get("area", ""),
            "notes": "",
        }
        link = {
            "influence": entry.get("influence", 0),
            "how_met": entry.get("how_met", ""),
            "reason": "",
            "attitude": 0,
            "known_to_players": True,
            "in_play": bool(entry.get("in_play", False)),
        }
        by_name.setdefault(" ".join(entry["name"].split()).casefold(), len(people))
        people.append({"contact": contact, "link": link})
    strength = cipher_strength(sheet)
    networks = []
    for entry in sheet.get("networks", []):
        liaison_name = entry.get("liaison", "").strip()
        liaison = by_name.get(" ".join(liaison_name.split()).casefold()) if liaison_name else None
        notes = f"{LIAISON_NOTE}{liaison_name}" if liaison_name and liaison is None else ""
        networks.append(
            {
                "kind": entry["kind"],
                "area": entry.get("area", ""),
                "rating": entry.get("rating", 0),
                "liaison": liaison,
                "dead_drop": entry.get("dead_drop", ""),
                "cipher": entry.get("cipher", ""),
                "cipher_strength": strength,
                "language": entry.get("language", ""),
                "notes": notes,
                "in_play": bool(entry.get("in_play", False)),
                "known_to_players": True,
            }
        )
    return people, networks


def _check_sheet(sheet: Any) -> None:
    """The parts of a Dakara sheet :func:`records_from_sheet` reads, of the right kinds."""
    if not isinstance(sheet, dict):
        raise fail(
            f"List postavy je záznam, ne {kind_of(sheet).cs}.",
            f"A character sheet is a record, not {kind_of(sheet).en}.",
        )
    require_list(sheet.get("contacts", []), "contact", SHEET_CONTACT, SHEET_CONTACT_OPTIONAL)
    require_list(sheet.get("networks", []), "network", SHEET_NETWORK, SHEET_NETWORK_OPTIONAL)
    for key in ("skills", "free_skills"):
        skills = sheet.get(key, {})
        if not isinstance(skills, dict):
            raise fail(
                f"Dovednosti listu („{key}“) jsou záznam, ne {kind_of(skills).cs}.",
                f"The sheet's skills ('{key}') are a record, not {kind_of(skills).en}.",
            )
        entry = skills.get("Zlodějské praktiky")
        if entry and (
            not isinstance(entry, dict)
            or type(entry.get("rating")) is not int
            or not isinstance(entry.get("specialisations", {}), dict)
            or not all(type(v) is int for v in entry.get("specialisations", {}).values())
        ):
            raise fail(
                "Dovednost Zlodějské praktiky na listu má hodnocení a specializace celými čísly.",
                "The sheet's skill Zlodějské praktiky has its rating and specialisations as "
                "whole numbers.",
            )


def _pairs(value: Any, what: str) -> list[tuple]:
    if not isinstance(value, list | tuple) or not all(
        isinstance(pair, list | tuple) and len(pair) == 2 for pair in value
    ):
        raise fail(
            f"„{what}“ je seznam dvojic, ne {kind_of(value).cs}.",
            f"'{what}' is a list of pairs, not {kind_of(value).en}.",
        )
    return list(value)


def sheet_entries(
    links: list[tuple[dict, dict]], networks: list[tuple[dict, str]]
) -> tuple[list[dict], list[dict]]:
    """The sheet's ``contacts`` and ``networks`` from ledger records: ``links`` as
    ``(link, contact)`` pairs, ``networks`` as ``(network, liaison name or "")`` pairs."""
    for pair in _pairs(links, "links"):
        require(pair[0], "link", ("influence",), ("how_met", "in_play"))
        require(pair[1], "contact", ("name",), ("area", "who", "where", "looks"))
    for network, liaison in _pairs(networks, "networks"):
        optional = ("area", "dead_drop", "cipher", "language", "in_play", "notes")
        require(network, "network", ("kind", "rating"), optional)
        if liaison is not None:
            text(liaison, "liaison")
    contacts = [
        {
            "name": contact["name"],
            "influence": link["influence"],
            "area": contact.get("area", ""),
            "who": contact.get("who", ""),
            "how_met": link.get("how_met", ""),
            "where": contact.get("where", ""),
            "looks": contact.get("looks", ""),
            "in_play": link.get("in_play", False),
        }
        for link, contact in links
    ]
    nets = []
    for network, liaison in networks:
        if not liaison and network.get("notes", "").startswith(LIAISON_NOTE):
            liaison = (network["notes"][len(LIAISON_NOTE) :].splitlines() or [""])[0]
        nets.append(
            {
                "kind": network["kind"],
                "area": network.get("area", ""),
                "rating": network["rating"],
                "liaison": liaison,
                "dead_drop": network.get("dead_drop", ""),
                "cipher": network.get("cipher", ""),
                "language": network.get("language", ""),
                "in_play": network.get("in_play", False),
            }
        )
    return contacts, nets


def network_cipher(sheet: Any) -> int:
    """The cipher strength a new network of the sheet's owner gets: Zlodějské praktiky
    (Šifry), within a network record's range; 0 when the sheet cannot tell."""
    low, high = RATING_RANGE
    try:
        return max(low, min(high, cipher_strength(sheet)))
    except (AttributeError, KeyError, TypeError, ValueError):
        return 0


def znamosti(sheet: Any) -> int:
    """The sheet's Známosti (what finding a contact rolls); 0 when it has none."""
    value = sheet.get("znamosti", 0)
    return value if isinstance(value, int) else 0


def network_rating(sheet: Any, kind: str) -> int:
    """The rating a new network of ``kind`` gets: the owner's Sítě for that kind (the
    higher of the skill and the specialisation), within a network record's range; 0 when
    the sheet cannot tell."""
    low, high = RATING_RANGE
    try:
        return max(low, min(high, effective_rating(sheet, "Sítě", kind)))
    except (AttributeError, KeyError, TypeError, ValueError):
        return 0


def network_warnings(sheet: Any, networks: list[dict]) -> tuple[Text, ...]:
    """What the creation rules say of the owner having ``networks`` (records, the one being
    written among them): more networks built at creation than the Sítě rating allows. The
    rule may be waived on the sheet (a network built in play does not count)."""
    try:
        allowed = networks_allowed(validate_sheet(sheet))
    except (AttributeError, KeyError, TypeError, ValueError):
        return ()
    created = sum(1 for n in networks if not n.get("in_play"))
    if created <= allowed:
        return ()
    return (
        Text(
            cs=f"Při tvorbě smí mít postava {allowed} sítí (hodnocení Sítí, nebo 1 s jedinou "
            f"specializací), měla by {created}: označte síť jako vybudovanou ve hře, nebo list "
            "ukáže porušené pravidlo.",
            en=f"At creation the character may have {allowed} networks (its Sítě rating, or 1 "
            f"with a single specialisation); it would have {created}: mark the network as "
            "built in play, or the sheet shows the broken rule.",
        ),
    )
