"""Names that say one thing: an idea is defined in one place under one name, so a reader
who finds it once has found it (issue 38, item 11)."""

from __future__ import annotations

import ast
from pathlib import Path

import campaign_manager
from campaign_manager.systems.common import Text
from campaign_manager.systems.d20.events import Result
from campaign_manager.systems.outcome import Event, Outcome

PACKAGE = Path(campaign_manager.__file__).parent
TESTS = Path(__file__).parent


def definitions(root: Path, name: str) -> list[str]:
    """ "file:line" of every module-level function, class or assignment named ``name`` in
    the modules under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names = [node.name]
            elif isinstance(node, ast.Assign):
                names = [target.id for target in node.targets if isinstance(target, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names = [node.target.id]
            else:
                names = []
            if name in names:
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_each_idea_is_defined_once():
    twice = {
        name: places
        for name, places in (
            (name, definitions(PACKAGE, name))
            for name in ("Event", "DEFAULT_PORT", "_location", "parse_location")
        )
        if len(places) > 1
    }
    assert not twice, f"defined more than once: {twice}"


def test_the_ui_tests_settle_a_window_one_way():
    places = definitions(TESTS / "ui", "settle")
    assert [place.partition(":")[0] for place in places] == ["ui/settle.py"], places


def test_a_d20_result_lines_are_the_shared_event_text_first():
    result = Result()
    result.add("fatigued", "Unaven.", "Fatigued.")
    (line,) = result.events
    assert type(line) is Event
    assert line == Event(Text(cs="Unaven.", en="Fatigued."), "fatigued")


def test_an_outcome_names_its_new_state_once():
    outcome = Outcome(state={"round": 1})
    assert outcome.state == {"round": 1}
    assert not hasattr(outcome, "encounter")
