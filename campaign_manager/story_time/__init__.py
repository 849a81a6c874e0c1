"""The story's time: a campaign's calendar and its clock (pure Python: no Qt, no database).

:mod:`~campaign_manager.story_time.calendar` turns a count of seconds since the calendar's
epoch into a date and back; :mod:`~campaign_manager.story_time.settings` reads the
calendar and the current time out of a campaign's settings.
"""
