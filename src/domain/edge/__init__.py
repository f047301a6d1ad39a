"""Connect edge: domain claims, DNS automation, public server listings, gateways and routes
(docs/edge.md)."""
