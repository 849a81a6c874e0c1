"""The Sessions and journal dialog (Campaign → Sessions and journal…)."""
