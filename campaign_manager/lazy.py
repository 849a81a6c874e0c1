"""Names a package re-exports, imported from their modules on first use (PEP 562).

A package lists its public surface; what start-up does not need (a rule system's creation,
combat and catalogues beside its ``SYSTEM``, the player view's window, the storage code in
a roster-lines helper) is imported when something first asks for it. Pure Python.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable


def lazy_exports(
    namespace: dict, where: dict[str, tuple[str, ...]]
) -> tuple[Callable[[str], object], Callable[[], list[str]], list[str]]:
    """``__getattr__``, ``__dir__`` and ``__all__`` for the package whose globals are
    ``namespace``; ``where`` maps a submodule's name (or a whole dotted module name) to the
    names it provides."""
    package = namespace["__name__"]
    home = {name: module for module, names in where.items() for name in names}

    def __getattr__(name: str) -> object:
        module = home.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        dotted = module if module.startswith("campaign_manager.") else f"{package}.{module}"
        value = getattr(importlib.import_module(dotted), name)
        namespace[name] = value  # asked once
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *home})

    return __getattr__, __dir__, sorted(home)
