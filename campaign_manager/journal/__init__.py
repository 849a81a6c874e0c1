"""The session journal: the evenings of play found in the event log (:mod:`.sessions`) and
the story of one told from its lines (:mod:`.draft`), in Czech or English, pure Python."""
