"""The bestiary area: a dock that searches the campaign's rule system's bestiary (the
system's ``bestiary`` attribute; a system without one shows no bestiary) and shows a
monster's stat block."""
