"""Time-ordered identifiers: UUIDv7 (RFC 9562) and 12-byte object ids."""

from __future__ import annotations

import os
import threading
import time
from uuid import UUID


class TimeOrderedIds:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._last_ms = 0
        self._sequence = 0
        self._process = os.urandom(5)
        self._counter = int.from_bytes(os.urandom(3), "big")
        self._last_seconds = 0

    def new_uuid(self) -> UUID:
        """UUIDv7 with a 12-bit sequence, so ids made in one millisecond still sort."""
        with self._lock:
            now = time.time_ns() // 1_000_000
            if now <= self._last_ms:
                self._sequence += 1
                if self._sequence > 0xFFF:
                    self._last_ms += 1
                    self._sequence = 0
                now = self._last_ms
            else:
                self._sequence = 0
            self._last_ms = now
            sequence = self._sequence
        value = (now & 0xFFFF_FFFF_FFFF) << 80
        value |= 0x7 << 76 | sequence << 64
        value |= 0b10 << 62 | int.from_bytes(os.urandom(8), "big") & (1 << 62) - 1
        return UUID(int=value)

    def new_object_id(self) -> str:
        """4 bytes of seconds, 5 random bytes per process, a 3-byte counter: 24 hex chars.

        Ids made here sort in the order made: the seconds never step back, and move on by one
        when the counter wraps within a second.
        """
        with self._lock:
            self._counter = (self._counter + 1) & 0xFFFFFF
            seconds = max(int(time.time()), self._last_seconds)
            if self._counter == 0 and seconds == self._last_seconds:
                seconds += 1
            self._last_seconds = seconds
            counter = self._counter
        raw = (seconds & 0xFFFFFFFF).to_bytes(4, "big") + self._process + counter.to_bytes(3, "big")
        return raw.hex()
