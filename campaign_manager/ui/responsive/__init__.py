"""How the window keeps answering: the policy, and the machinery that carries it out.

**The 50 ms rule.** Nothing the window's thread does between two events takes longer than
50 ms: a click, a key or a paint is answered within that, whatever the campaign's size.

**What runs off the window's thread.** Work that can take longer than that (a chapter
start, a rules-settings change, a reading over many characters) runs on a worker thread
through :func:`long_task.run_with_progress`; a write that heavy (a change whose
``weight()`` reaches :data:`long_task.LONG_WRITE`) runs there through
:func:`long_task.background_writer`, the session's runner. Work on fewer than
:data:`long_task.SMALL` items is done at once, with no dialog. What must stay on the
window's thread because it builds Qt objects (a large ledger's rows:
``ui/ledger/loading.py``) runs in short steps from a timer, the window's events between
them. The roster's own background slices, the prepared cell texts and the idle copy into
the file wait while :func:`long_task.busy` says a long task runs.

**Progress and Cancel.** The worker's work is called as ``work(progress, cancelled)``: it
reports ``progress(done, total)`` and stops when ``cancelled()`` says so. The (window-modal)
progress dialog comes up only when the work has run :data:`long_task.SHOW_AFTER` and still
has :data:`long_task.STILL_TO_GO` to go, or has run :data:`long_task.SHOW_BY` whatever it
says; its Cancel asks the work to stop. A write stops inside its one transaction, which
rolls back (``storage/progress.py``: the write's loops call ``step``): nothing is half-done.

**The switch interval.** While a long task runs, the interpreter's switch interval is
lowered to :data:`long_task.SWITCH_INTERVAL`, so the worker hands the interpreter to the
window's thread soon after it asks; the interval is put back when the work ends.

**The collector.** Python's cycle collector is held (:mod:`.collector`) while the app
starts (until the window is up), while a long task runs, and while a large ledger is read
in steps: a full collection walks every object of the process, holding the interpreter,
and the window's thread waits for it. The last release moves what exists out of the
collector's reach (``gc.freeze``) before it runs again.

**Held pictures.** A paint that calls into Python waits for the interpreter: while a long
task runs, the item views behind its dialog keep their picture and are painted again when
it ends (:mod:`.long_task`); scroll bars at rest are painted from a picture of themselves
(:mod:`.scroll_bars`); a table's one-line cells are painted from their text laid out once
(:mod:`.prepared_text`); a page's relayouts stop below it unless its size needs change
(:mod:`.layout_stop`), so a new label text in a fight does not repaint the whole window.

**Elsewhere, on purpose.** The storage side of this policy stays with the storage: the
paced writer (``storage/progress.py``: a write on the worker steps out of the interpreter at
every slice, so the window's thread gets it) and the helper processes that work out a
large campaign's roster lines on the other cores (``storage/lines.py``). No module outside
this package sets the switch interval or holds the collector (``tests/test_responsive_policy.py``).
What each of these gained is written in ``benchmarks/notes/`` (``long_operations.md``,
``combat.md``, ``ledger.md``, ``memory.md``, ``cold_start.md``), not here.
"""
