"""The Combat page's list of what to roll or decide now: a step takes out or puts in only
the prompts that changed (a declaration in a fight of 200 takes one away, it does not
refill 199), and the list always reads as a fresh fill of the same prompts would."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import Text
from campaign_manager.systems.outcome import Prompt
from campaign_manager.ui.combat.log_pane import LogPane


def _prompt(n: int) -> Prompt:
    return Prompt("declare", f"c{n}", None, Text(cs=f"Záměr {n}", en=f"Intent {n}"))


def _shown(pane: LogPane) -> list[tuple[str, Prompt]]:
    items = [pane.prompts.item(i) for i in range(pane.prompts.count())]
    return [(item.text(), item.data(256)) for item in items]


def test_a_declaration_in_a_fight_of_200_takes_one_prompt_out(qtbot):
    pane = LogPane()
    qtbot.addWidget(pane)
    pending = [_prompt(n) for n in range(200)]
    pane.show_prompts(pending, "en")
    model = pane.prompts.model()
    inserted, removed, resets = [], [], []
    model.rowsInserted.connect(lambda _p, first, last: inserted.append(last - first + 1))
    model.rowsRemoved.connect(lambda _p, first, last: removed.append(last - first + 1))
    model.modelReset.connect(lambda: resets.append(1))
    declared = pending[:57] + pending[58:]
    pane.show_prompts(declared, "en")
    assert (sum(inserted), sum(removed), resets) == (0, 1, [])
    assert [text for text, _ in _shown(pane)] == [f"Intent {n}" for n in range(200) if n != 57]


@settings(max_examples=80)
@given(
    st.lists(st.lists(st.integers(0, 12), max_size=12), min_size=1, max_size=6),
    st.lists(st.sampled_from(["cs", "en"]), min_size=6, max_size=6),
)
def test_any_steps_read_as_a_fresh_fill(qapp, steps, languages):
    pane = LogPane()
    for numbers, language in zip(steps, languages, strict=False):
        pending = [_prompt(n) for n in numbers]
        pane.show_prompts(pending, language)
        fresh = LogPane()
        fresh.show_prompts(pending, language)
        assert _shown(pane) == _shown(fresh)
        fresh.deleteLater()
    pane.deleteLater()
