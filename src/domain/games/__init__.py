"""Games: templates, minigames and their publishing, the catalog, leaderboards (docs/games.md)."""
