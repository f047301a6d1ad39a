"""Reconnect delays: exponential with full jitter, reset after a connection that lasted."""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass
class Backoff:
    base: float = 0.5
    cap: float = 30.0
    failures: int = 0

    def next_delay(self) -> float:
        delay = random.uniform(0, min(self.cap, self.base * 2**self.failures))
        self.failures += 1
        return delay

    def reset(self) -> None:
        self.failures = 0
