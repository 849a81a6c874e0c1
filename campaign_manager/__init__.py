"""Kronikář: a desktop campaign manager for game masters of Czech tabletop RPGs."""

__version__ = "0.1.0"
APP_NAME = "Kronikář"
