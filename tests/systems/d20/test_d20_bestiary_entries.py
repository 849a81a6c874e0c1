"""A campaign's copy of a monster is the monster: every SRD monster written as an entry
reads back the same and gives the same sheet; its attacks written as the GM writes them
read back the same; a campaign monster's row name wins over its entry's."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.d20 import bestiary
from campaign_manager.systems.d20.bestiary_view import BESTIARY


def test_every_srd_monster_reads_back_from_its_entry():
    for monster in bestiary.srd_monsters():
        entry = BESTIARY.entry(monster)
        assert BESTIARY.check_entry(entry) == entry, monster.key
        copy = BESTIARY.campaign_monster(7, monster.name, "f", entry)
        assert BESTIARY.sheet(copy) == BESTIARY.sheet(monster), monster.key
        assert copy.key == "campaign:7" and copy.gender == "f"
        lines = "\n".join(bestiary.attack_line(a) for a in entry["attacks"])
        assert bestiary.parse_attacks(lines) == entry["attacks"], monster.key


@given(
    st.lists(
        st.tuples(
            st.integers(1, 9),
            st.text(st.characters(whitelist_categories=("L",)), min_size=1, max_size=12),
            st.sampled_from(["", "1d6", "2d8+3", "1d4-1"]),
        ),
        max_size=5,
    )
)
def test_attacks_written_one_a_line_read_back(attacks):
    entries = [{"name": n, "count": c, "damage": d} for c, n, d in attacks]
    text = "\n".join(bestiary.attack_line(e) for e in entries)
    assert bestiary.parse_attacks(text) == entries


def test_the_rows_name_wins_and_a_broken_entry_is_left_out():
    troll = BESTIARY.entry(bestiary.srd_monster("troll"))
    assert BESTIARY.campaign_monster(1, "Jeskynní troll", "m", troll).name == "Jeskynní troll"
    assert BESTIARY.campaign_monster(2, "Troll", "m", {**troll, "size": "huge-ish"}) is None
    assert BESTIARY.campaign_monster(3, "Troll", "m", "not an entry") is None
