"""The timeline: what happened, on the campaign's calendar (Campaign → Timeline), and the
GM's dated notes placed on it."""
