"""Payment providers (the shop's outbound port)."""
