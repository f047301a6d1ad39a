"""Messages of the day: per global, network or server scope, per locale, with a time window."""
