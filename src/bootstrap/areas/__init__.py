"""One composition module per area: its settings section, its build function, its periodic
jobs and its readers (docs/architecture.md, "Adding an area")."""
