"""Command handlers: the plugin point. A handler is a callable per action, taking the command
and returning an ``Outcome`` (or a plain dict: a success with that result); raising is a
``failure`` with the error text. It may be a coroutine function.

    def say(command: Command) -> Outcome:
        broadcast(command.payload["text"])
        return Outcome("success", {"delivered": True})

    HANDLERS = {"say": say}          # svc-agent --handlers mymodule:HANDLERS

Actions without a handler are acknowledged ``rejected``.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Status = Literal["success", "failure", "rejected"]


@dataclass(frozen=True)
class Command:
    id: str
    action: str
    payload: dict[str, Any]

    @classmethod
    def of(cls, record: Mapping[str, Any]) -> Command:
        return cls(str(record["id"]), str(record["action"]), dict(record.get("payload") or {}))


@dataclass(frozen=True)
class Outcome:
    status: Status = "success"
    result: dict[str, Any] = field(default_factory=dict)


Answer = Outcome | dict[str, Any] | None
Handler = Callable[[Command], Answer | Awaitable[Answer]]


def echo(command: Command) -> Outcome:
    """The built-in ``echo`` action: answers its payload."""
    return Outcome("success", {"echo": command.payload})


BUILT_IN: dict[str, Handler] = {"echo": echo}


def load(spec: str) -> dict[str, Handler]:
    """``module:attribute``, a mapping of action to handler."""
    module_name, _, attribute = spec.partition(":")
    if not attribute:
        raise ValueError(f"--handlers {spec!r}: give module:attribute")
    handlers = getattr(importlib.import_module(module_name), attribute)
    if not isinstance(handlers, Mapping):
        raise ValueError(f"--handlers {spec!r}: not a mapping of action to callable")
    return dict(handlers)
