"""Command handlers the agent suite loads as a plugin (``--handlers agent_plugin:HANDLERS``).

Each run appends the command's id to the file named by SVC_AGENT_TEST_RUNS, so the suite can
count runs. ``crash`` then kills its own process (kill -9 in the middle of a command)."""

from __future__ import annotations

import os
import signal

from svc_client.agent import Command, Outcome


def _record(command: Command) -> None:
    with open(os.environ["SVC_AGENT_TEST_RUNS"], "a", encoding="utf-8") as runs:
        runs.write(command.id + "\n")
        runs.flush()
        os.fsync(runs.fileno())


def record(command: Command) -> Outcome:
    _record(command)
    return Outcome("success", {"ran": command.payload})


def crash(command: Command) -> Outcome:
    _record(command)
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable")


HANDLERS = {"record": record, "crash": crash}
