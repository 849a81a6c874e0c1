"""Every empty area's explanation is shown whole (it used to be cut to 1.5 lines)."""

from __future__ import annotations

import pytest
from settle import settle

from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.widgets.empty_state import EmptyState


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_empty_areas_show_their_whole_text(qtbot, qapp, campaign, size, language):
    from campaign_manager.ui import i18n

    try:
        i18n.install(qapp, language)
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        window.attach(campaign)
        window.resize(*size)
        window.show()
        shown = 0
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            settle(qtbot, window)
            for empty in window.tabs.currentWidget().findChildren(EmptyState):
                if not empty.isVisible():
                    continue
                label = empty.text_label
                needed = label.heightForWidth(label.width())
                assert label.text() and label.height() >= needed, (index, label.text()[:40])
                shown += 1
        assert shown >= 3  # the empty roster, no character open, no fight
    finally:
        i18n.install(qapp, "en")
