"""The backup file of ``svc backup`` (docs/operations.md, "Backups")."""
