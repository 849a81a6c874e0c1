"""A fresh install gets the versions the app was tested on (issue 14, item 12): every
package the app and its tests need is pinned in constraints.txt, and make installs with it."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def pins() -> dict[str, str]:
    found = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, version = line.split("==")  # only exact pins, nothing looser
        found[canonicalize_name(name)] = version
    return found


def needed() -> set[str]:
    """Every distribution the project needs (with its test extra), following requirements."""
    seen: set[str] = set()
    todo = [(canonicalize_name("kronikar"), {"test"})]
    while todo:
        name, extras = todo.pop()
        for text in metadata.requires(name) or []:
            requirement = Requirement(text)
            marker = requirement.marker
            if marker and not any(marker.evaluate({"extra": e}) for e in (extras or {""})):
                continue
            dependency = canonicalize_name(requirement.name)
            if dependency not in seen:
                seen.add(dependency)
                todo.append((dependency, set(requirement.extras)))
    return seen


def test_every_package_the_app_and_its_tests_need_is_pinned_at_the_tested_version():
    pinned = pins()
    missing = needed() - set(pinned)
    assert not missing
    for name in needed():
        assert pinned[name] == metadata.version(name), name
    assert "kronikar" not in pinned  # the project itself is never pinned
    assert "pip" in pinned  # nor left to float: make upgrades pip through the pins too


def test_make_installs_through_the_constraints_and_reinstalls_when_they_change():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    stamp_rule = re.search(r"^\$\(STAMP\):(.*)$", makefile, re.MULTILINE)
    assert stamp_rule and "constraints.txt" in stamp_rule.group(1).split()
    installs = [line for line in makefile.splitlines() if "pip install" in line]
    setup = [line for line in installs if "-e '.[test" in line and "--upgrade" not in line]
    assert setup and all("-c constraints.txt" in line for line in setup)
    assert re.search(r"^constraints:", makefile, re.MULTILINE)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make constraints" in readme


def test_the_makefile_reads_and_names_every_target_the_readme_and_ci_use():
    """A broken Makefile stops CI before any test: make must read it and know the targets."""
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("no make on this machine")
    targets = ["run", "test", "test-deps", "package", "package-test", "translations"]
    result = subprocess.run(
        ["make", "-n", *targets], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_make_run_installs_only_what_the_app_runs_on():
    """`make run` on a fresh machine installs the app and its dependencies, never the tests'
    tools (pytest, the linter, PyInstaller): those come with `make test`."""
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("no make on this machine")
    result = subprocess.run(
        ["make", "-n", "-B", "run"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    installs = [line for line in result.stdout.splitlines() if "pip install" in line]
    assert any(line.rstrip().endswith("-e .") for line in installs), installs
    assert not any("[test" in line or "package]" in line for line in installs), installs
