"""The shop: money, products and what they grant, orders and their states, and the payment
provider's signed webhook header (docs/shop.md)."""
