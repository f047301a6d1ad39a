"""DTOs of the social area, one module per concept."""
