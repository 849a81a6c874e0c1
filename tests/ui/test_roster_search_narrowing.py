"""The roster's search looks only at the rows shown when the GM types on (it narrows), and
at every row otherwise; whatever was typed or edited between, it shows exactly the rows a
search from scratch would."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.storage.queries import RosterRecord
from campaign_manager.ui.roster.filter import RosterFilter
from campaign_manager.ui.roster.model import RosterModel

NAMES = st.text(alphabet="abnoů ", min_size=1, max_size=6)


def record(i: int, name: str) -> RosterRecord:
    return RosterRecord(i, name, "npc", "", (), "", {}, None)


def shown(proxy: RosterFilter) -> list[int]:
    return [
        proxy.data(proxy.index(row, 0), RosterModel.RecordRole).id
        for row in range(proxy.rowCount())
    ]


def expected(model: RosterModel, text: str) -> list[int]:
    words = text.casefold().split()
    return [
        model.record(row).id
        for row in range(model.rowCount())
        if all(w in model.record(row).search_text for w in words)
    ]


steps = st.lists(
    st.one_of(
        st.tuples(st.just("type"), st.sampled_from("abnoů ")),
        st.tuples(st.just("backspace"), st.none()),
        st.tuples(st.just("rename"), st.tuples(st.integers(0, 11), NAMES)),
    ),
    max_size=25,
)


@settings(max_examples=150, deadline=None)
@given(names=st.lists(NAMES, min_size=1, max_size=12), script=steps)
def test_typing_on_and_editing_between_shows_the_rows_a_fresh_search_would(qapp, names, script):
    model = RosterModel(language="cs")
    model.set_records([record(i, name) for i, name in enumerate(names)])
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    text = ""
    for action, value in script:
        if action == "type":
            text += value
        elif action == "backspace":
            text = text[:-1]
        else:
            index, name = value
            if index < len(names):
                model.put_record(dataclasses.replace(model.record(model.row_of(index)), name=name))
        proxy.set_search(text)
        assert shown(proxy) == expected(model, text), (text, script)


def test_a_letter_typed_on_looks_only_at_the_rows_shown(qapp, monkeypatch):
    model = RosterModel(language="cs")
    model.set_records([record(i, f"{'nova' if i % 4 == 0 else 'bora'} {i}") for i in range(400)])
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    proxy.set_search("n")
    assert proxy.rowCount() == 100
    looked: list[int] = []
    texts = model.search_texts()

    class Counting(list):
        def __getitem__(self, row):
            looked.append(row)
            return super().__getitem__(row)

    monkeypatch.setattr(model, "search_texts", lambda: Counting(texts))
    proxy.set_search("no")
    assert proxy.rowCount() == 100 and len(looked) == 100  # not 400
