"""PySide's look at every module imported after it, made without reading the module's source.

PySide keeps, per module, whether its ``from __feature__ import …`` switching (snake_case,
true_property) must mind the module: after each import it reads the new module's whole
source (``inspect.getsource``) to see whether the text says "PySide6", and keeps the text.
:func:`look_at_namespaces` has it tell the same from what the module holds: a class or a
module of PySide's. Kronikář selects no feature (``tests/ui/test_pyside_imports.py``), so
either answer leaves every module with PySide's plain names; a module that does import a
feature is still marked by PySide itself, before this look.

Why it is worth replacing a function of PySide's: the sources it no longer reads and keeps
are some 5 MiB of a process that opens a campaign file, and their reading 10–30 ms of a
start (the figures: ``benchmarks/notes/cold_start.md``, "Third-party patches"). What it
relies on, held by ``tests/ui/test_pyside_imports.py``: ``shibokensupport.feature`` has
``_mod_uses_pyside(module)``, and its ``feature_imported`` looks it up at each call.
"""

from __future__ import annotations

from types import ModuleType

_PYSIDE = ("PySide6", "shiboken6")


def names_pyside(module: ModuleType) -> bool:
    """Whether ``module`` holds a class or a module of PySide's (read from its namespace:
    nothing in it is called, so a package's lazy names stay unimported)."""
    for value in vars(module).values():
        if isinstance(value, ModuleType):
            name = value.__name__
        elif isinstance(value, type):
            name = value.__module__
        else:
            continue
        if isinstance(name, str) and name.startswith(_PYSIDE):
            return True
    return False


def look_at_namespaces() -> bool:
    """Replace PySide's source read with :func:`names_pyside`; False (nothing changed) on a
    PySide that has no such look, so a newer one is left as it is."""
    try:
        from shibokensupport import feature
    except ImportError:
        return False
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = names_pyside
    return True
