"""The main windows the tests opened, found without asking Qt for its top-level widgets.

``QApplication.topLevelWidgets()`` makes a Python wrapper for every top-level widget,
among them those Qt is still taking down from an earlier test; making one for such a
widget crashed test workers (a segmentation fault, twice in whole-suite runs). The tests
that look for the open windows' tracker panels ask this list instead: every
``MainWindow`` made since :func:`install`, while its C++ object lives.
"""

from __future__ import annotations

import weakref

import shiboken6

_OPEN: weakref.WeakSet = weakref.WeakSet()
_INSTALLED: list = []


def install() -> None:
    """Keep each MainWindow made from now on (once per process)."""
    if _INSTALLED:
        return
    from campaign_manager.ui.main_window import MainWindow

    made = MainWindow.__init__

    def tracked(self, *args, **kwargs) -> None:
        made(self, *args, **kwargs)
        _OPEN.add(self)

    MainWindow.__init__ = tracked
    _INSTALLED.append(made)


def main_windows() -> list:
    """The main windows made since :func:`install` whose C++ objects still live."""
    return [w for w in list(_OPEN) if shiboken6.isValid(w)]
