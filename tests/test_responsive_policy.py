"""The responsiveness machinery lives in one package (``ui/responsive``), whose docstring
says the policy; figures from benchmarks live in ``benchmarks/notes/``, not in the code's
comments, where they would go stale."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import campaign_manager

PACKAGE = Path(campaign_manager.__file__).parent
RESPONSIVE = PACKAGE / "ui" / "responsive"

#: the calls that change how the interpreter is shared or when the collector runs
MACHINERY = {
    ("sys", "setswitchinterval"),
    ("gc", "disable"),
    ("gc", "enable"),
    ("gc", "freeze"),
    ("gc", "unfreeze"),
    ("gc", "collect"),
    ("gc", "set_threshold"),
}


def machinery_calls(root: Path) -> list[str]:
    """ "file:line: module.name" of every call in ``MACHINERY`` made by a module under
    ``root`` outside the responsive package."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if RESPONSIVE in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and (node.func.value.id, node.func.attr) in MACHINERY
            ):
                found.append(f"{path}:{node.lineno}: {node.func.value.id}.{node.func.attr}")
    return found


def test_only_the_responsive_package_holds_the_collector_or_sets_the_switch_interval():
    assert machinery_calls(PACKAGE) == []


def test_the_machinery_guard_sees_a_call(tmp_path):
    (tmp_path / "stray.py").write_text("import gc, sys\ngc.freeze()\nsys.setswitchinterval(1)\n")
    assert [line.split(": ")[1] for line in machinery_calls(tmp_path)] == [
        "gc.freeze",
        "sys.setswitchinterval",
    ]


def test_the_responsive_package_says_its_policy_in_one_docstring():
    policy = ast.get_docstring(ast.parse((RESPONSIVE / "__init__.py").read_text("utf-8")))
    assert policy is not None
    for said in ("50 ms", "switch interval", "collector", "Cancel", "progress", "thread"):
        assert said in policy, said
    for name in ("long_task", "collector", "scroll_bars", "prepared_text", "layout_stop"):
        assert (RESPONSIVE / f"{name}.py").is_file(), name
        assert not list(PACKAGE.rglob(f"ui/{name}.py")), name  # moved, no copy left


#: a time, a size or a ratio written as a number: a benchmark's figure
FIGURE = re.compile(
    r"\d[\d,.]*\s*(?:[–-]\s*\d[\d,.]*\s*)?(?:ms|µs|MiB|KiB|GiB|MB|kB)\b|\d[\d,.]*\s*×"
)

#: (file under campaign_manager/, text in the line): why the figure may stay
NOT_BENCHMARKS = {
    ("ui/responsive/__init__.py", "50 ms"): "the policy's rule, not a measurement",
    ("ui/messages.py", '"4 MB"'): "an example of the text the function writes",
    ("storage/encounters.py", "3× Stráž"): "a name the GM sees, not a measurement",
    ("ui/combat/new_encounter.py", "3× Stráž"): "a name the GM sees, not a measurement",
    ("systems/clovek/encounter.py", "2 × the skill"): "a rule of Člověk",
    ("systems/clovek/encounter_state.py", "2 × each type"): "a rule of Člověk",
    ("systems/clovek/encounter_state.py", "2 × the skill"): "a rule of Člověk",
    ("systems/d20/stats.py", "×3: 19–20"): "a rule of d20 (critical multipliers)",
    ("storage/drivers.py", "17 MiB"): "patched internals kept only for a figure (issue 38 #10)",
    ("ui/pyside_imports.py", "5 MiB"): "patched internals kept only for a figure (issue 38 #10)",
}


def figures(root: Path) -> list[str]:
    """ "file:line: text" of every comment or docstring line under ``root`` that carries a
    figure and is not one of ``NOT_BENCHMARKS``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        source = path.read_text(encoding="utf-8")
        lines = []
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.COMMENT:
                lines.append((token.start[0], token.string))
        kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
        for node in ast.walk(ast.parse(source, str(path))):
            if isinstance(node, kinds) and ast.get_docstring(node, clean=False) is not None:
                first = node.body[0]
                for number in range(first.lineno, first.end_lineno + 1):
                    lines.append((number, source.splitlines()[number - 1]))
        for number, text in lines:
            if FIGURE.search(text) and not any(
                name == where and said in text for where, said in NOT_BENCHMARKS
            ):
                found.append(f"{name}:{number}: {text.strip()}")
    return found


def test_no_comment_or_docstring_carries_a_benchmark_figure():
    assert figures(PACKAGE) == []


def test_the_figure_guard_sees_a_comment_and_a_docstring(tmp_path):
    (tmp_path / "slow.py").write_text(
        '"""Read once (it took 340–450 ms)."""\n\nX = 1  # 5 MiB each\nY = "12 ms"\n'
    )
    assert [line.split(":")[1] for line in figures(tmp_path)] == ["3", "1"]
