"""The Connect DTOs, one module per concept."""
