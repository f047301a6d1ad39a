"""News: items per feed (the platform's, a service's, an extension's), follows, polls."""
