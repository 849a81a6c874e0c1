"""Loading the UI translations (Qt Linguist .qm files under resources/translations)."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from campaign_manager.paths import resource_path

SUPPORTED = ("cs", "en")
# Qt's own texts that its base translations lack (Qt 6 gave them a mnemonic, the
# translations still have them without): translated in the app's own file, which Qt
# asks when its base translation has no answer
QT_TEXTS_MISSING = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    # the file dialog's Type column
    # (Qt asks with the comment "All other platforms"; a translation without one answers)
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)
_installed: list[QTranslator] = []
_current = "en"


def resolve_language(preference: str) -> str:
    """ "system" follows the system locale (Czech for a Czech or Slovak system, else English)."""
    if preference in SUPPORTED:
        return preference
    system = QLocale.system().name().split("_")[0]
    return "cs" if system in ("cs", "sk") else "en"


def install(app: QCoreApplication, preference: str = "system") -> str:
    """Install Kronikář's and Qt's own translators for the language; returns the language."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = resolve_language(preference)
    ours = QTranslator(app)
    if ours.load(str(resource_path("translations", f"kronikar_{language}.qm"))):
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    QLocale.setDefault(
        QLocale(QLocale.Language.Czech if language == "cs" else QLocale.Language.English)
    )
    _current = language
    return language


def current_language() -> str:
    """The UI language now in force ("cs" or "en"): rule texts (``Text.get``) follow it."""
    return _current
