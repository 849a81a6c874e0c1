"""peewee without its PostgreSQL driver until a shared campaign needs one.

peewee imports ``psycopg`` (and ``psycopg2``) when its own module runs, whether or not a
server is ever used; psycopg's import is the largest single part of starting the app with
a campaign file. :func:`defer_server_driver` (run by the storage package, before any of
its modules imports peewee) makes those imports fail while peewee's module runs, so
peewee starts as on a machine without the drivers; :func:`load_server_driver` (run by the
server code before it builds a database) imports psycopg and gives peewee what its own
import would have set. Pure Python.

Why it is worth reaching into peewee: it halves importing the campaign's models and keeps
about 17 MiB out of a process that opens a campaign file (the figures, measured against
the same code without it: ``benchmarks/notes/cold_start.md``, "Third-party patches").
What it relies on, each held by a test in ``tests/storage/test_server_driver.py``: the
import system marks a module that is still running (``__spec__._initializing``), and the
names peewee's module and its ``Psycopg3Adapter`` set when psycopg is there.
"""

from __future__ import annotations

import sys

# the drivers peewee tries when its module runs
DEFERRED = frozenset({"psycopg", "psycopg2", "psycopg2cffi"})


class _DeferredDriverFinder:
    """An import finder that refuses the drivers only while peewee's module is running."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname not in DEFERRED:
            return None
        peewee = sys.modules.get("peewee")
        spec = getattr(peewee, "__spec__", None)
        if spec is not None and getattr(spec, "_initializing", False):
            raise ModuleNotFoundError(f"{fullname} is imported when a server needs it")
        return None


_FINDER = _DeferredDriverFinder()


def defer_server_driver() -> None:
    """Make peewee's own import skip the PostgreSQL drivers (once; not if peewee is in)."""
    if "peewee" in sys.modules or _FINDER in sys.meta_path:
        return
    sys.meta_path.insert(0, _FINDER)


def load_server_driver() -> None:
    """Import psycopg and set peewee's driver names as its own import would have."""
    import peewee

    if peewee.psycopg is not None:
        return
    import psycopg
    from psycopg.pq import TransactionStatus
    from psycopg.types.json import Json, Jsonb

    peewee.TransactionStatus = TransactionStatus
    peewee.Json_pg3 = Json
    peewee.Jsonb_pg3 = Jsonb
    # what the adapter's class body sets when psycopg was there at peewee's import
    peewee.Psycopg3Adapter.txn_idle = TransactionStatus.IDLE
    peewee.Psycopg3Adapter.txn_inerror = TransactionStatus.INERROR
    peewee.Psycopg3Adapter.txn_unknown = TransactionStatus.UNKNOWN
    peewee.psycopg = psycopg
