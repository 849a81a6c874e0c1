"""peewee starts without its PostgreSQL driver and gets it, whole, when a server needs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# peewee's module names and its PostgreSQL adapters' class attributes, each described by
# what it is (type, module, name), never by an object's address
SNAPSHOT = """
import json, sys
if sys.argv[1] == "deferred":
    import campaign_manager.storage.models
    assert "psycopg" not in sys.modules, "a campaign's models imported psycopg"
    import campaign_manager.storage.server
import peewee

def describe(value):
    kind = type(value)
    name = getattr(value, "__name__", None) or getattr(value, "name", None)
    home = getattr(value, "__module__", None)
    return f"{kind.__module__}.{kind.__qualname__}|{home}|{name if isinstance(name, str) else ''}"

out = {f"peewee.{k}": describe(v) for k, v in vars(peewee).items()}
for cls in (peewee.Psycopg3Adapter, peewee.Psycopg2Adapter):
    out.update({f"{cls.__name__}.{k}": describe(v) for k, v in vars(cls).items()})
print(json.dumps(out))
"""


def _snapshot(how: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", SNAPSHOT, how],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.sqlite_only(reason="about opening a campaign file")
def test_opening_a_campaign_file_needs_no_postgresql_driver(campaign):
    """Opening a campaign file and changing it leaves psycopg unimported (making or upgrading
    one may import it: peewee's schema migrator brings its PostgreSQL code)."""
    path = campaign.path
    campaign.close()
    code = (
        "import sys\n"
        "from campaign_manager.storage import open_campaign\n"
        "from campaign_manager.storage.models import Character\n"
        "c = open_campaign(sys.argv[1])\n"
        "c.write(lambda: Character.create(name='X', sheet={}))\n"
        "c.close()\n"
        "print(sorted(m for m in sys.modules if m.startswith('psycopg')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.sqlite_only(reason="about peewee's module, in fresh processes")
def test_the_server_code_gives_peewee_what_its_own_import_would_have():
    """After the server module is imported peewee is as if psycopg had been there from the
    start: the same module names and adapter attributes (a name peewee sets only with the
    driver present and the server code does not fill in fails here)."""
    plain, deferred = _snapshot("plain"), _snapshot("deferred")
    assert plain["peewee.psycopg"] == "builtins.module|None|psycopg"
    assert {k: v for k, v in deferred.items() if plain.get(k) != v} == {}
    assert set(plain) == set(deferred)


@pytest.mark.sqlite_only(reason="about the import system, in this process")
def test_the_import_system_still_marks_a_module_that_is_running(tmp_path, monkeypatch):
    """The driver finder tells peewee's own import from a later one by the mark CPython's
    import puts on a module's spec while its code runs; without the mark psycopg would come
    with peewee again (and this fails first, naming why)."""
    (tmp_path / "marked_while_running.py").write_text(
        "import sys\nduring = getattr(sys.modules[__name__].__spec__, '_initializing', None)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    import marked_while_running

    try:
        assert marked_while_running.during is True
        assert getattr(marked_while_running.__spec__, "_initializing", False) is False
    finally:
        sys.modules.pop("marked_while_running", None)
