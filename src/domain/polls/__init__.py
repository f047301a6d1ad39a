"""Poll rules shared by every area that carries polls (chat messages, news)."""
