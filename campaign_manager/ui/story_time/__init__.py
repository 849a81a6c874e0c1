"""The story's clock in the window: the date in the work area's header, the dialog that
advances or sets it, the calendar's editor (one undo step each)."""
