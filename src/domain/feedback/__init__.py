"""Feedback from players and server owners, and its triage (docs/shop.md, "Feedback")."""
