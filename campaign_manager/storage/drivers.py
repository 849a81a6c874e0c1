"""peewee without its PostgreSQL driver until a shared campaign needs one.

peewee imports ``psycopg`` (and ``psycopg2``) when its own module runs, whether or not a
server is ever used; psycopg's import is the largest single part of starting the app with
a campaign file. :func:`defer_server_driver` (run by the storage package, before any of
its modules imports peewee) makes those imports fail while peewee's module runs, so
peewee starts as on a machine without the drivers; :func:`load_server_driver` (run by the
server code before it builds a database) imports psycopg and gives peewee what its own
import would have set. Pure Python.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import types

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


class _HashlibOnFirstUse(types.ModuleType):
    """Stands in for ``hashlib`` until something reads one of its names: then the real
    module is imported, takes its place in ``sys.modules`` and lends this one its names
    (a module that imported the stand-in finds them directly from then on)."""

    def __getattr__(self, name: str):
        if name.startswith("__") and name != "__all__":
            # what tools probe every module for (``inspect``'s ``__wrapped__``): hashlib
            # has none of these, and asking is no use of it
            raise AttributeError(name)
        with _HASHLIB_LOCK:
            if sys.modules.get("hashlib") is self:
                del sys.modules["hashlib"]
                real = importlib.import_module("hashlib")
                vars(self).update(vars(real))
                self.__class__ = types.ModuleType  # a plain module from now on
        return getattr(sys.modules["hashlib"], name)


_HASHLIB_LOCK = threading.Lock()


def defer_hashlib() -> None:
    """Let ``hashlib`` (OpenSSL's libcrypto, about 3.5 MiB resident) load when something
    first hashes, not when peewee's module imports it for the index names it may hash.
    Once; not if hashlib is in already."""
    if "hashlib" in sys.modules:
        return
    spec = importlib.util.find_spec("hashlib")
    if spec is None:
        return
    stand_in = _HashlibOnFirstUse("hashlib")
    # what the import machinery and PySide's import hook read of a module they are given:
    # none of them reaches __getattr__
    stand_in.__spec__ = spec
    stand_in.__loader__ = spec.loader
    stand_in.__file__ = spec.origin
    stand_in.__package__ = ""
    sys.modules["hashlib"] = stand_in
