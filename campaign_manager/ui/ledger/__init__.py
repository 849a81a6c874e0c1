"""The Ledger area (contacts, favours, networks, operations, relations)."""
