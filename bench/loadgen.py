"""Running wrk and reading its output."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field
from typing import Any

_UNIT_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}
_DURATION = r"([\d.]+)(us|ms|s|m|h)"
_SOCKET_ERRORS = re.compile(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)")


class WrkError(Exception):
    pass


@dataclass
class Run:
    """One measured wrk run against one server."""

    scenario: str
    variant: str
    round: int
    rps: float
    p50_ms: float
    p99_ms: float
    requests: int
    non_2xx: int = 0
    socket_errors: dict[str, int] = field(default_factory=dict)

    @property
    def errors(self) -> int:
        return self.non_2xx + sum(self.socket_errors.values())


def wrk_installed() -> bool:
    return shutil.which("wrk") is not None


def wrk_version() -> str:
    done = subprocess.run(["wrk", "-v"], capture_output=True, text=True, check=False)
    return (done.stdout or done.stderr).split("Copyright")[0].strip()


def wrk(
    url: str, headers: dict[str, str], seconds: int, threads: int, connections: int
) -> dict[str, Any]:
    """Load ``url`` for ``seconds``; what ``parse`` reads from wrk's report."""
    argv = ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--latency"]
    argv += ["--timeout", "5s"]
    for name, value in headers.items():
        argv += ["-H", f"{name}: {value}"]
    argv.append(url)
    done = subprocess.run(argv, capture_output=True, text=True, timeout=seconds + 60, check=False)
    if done.returncode != 0:
        raise WrkError(f"wrk failed ({done.returncode}): {done.stderr or done.stdout}")
    return parse(done.stdout)


def parse(output: str) -> dict[str, Any]:
    """Requests/sec, the 50% and 99% latency lines (in ms), the request and error counts."""

    def latency(percent: str) -> float:
        match = re.search(rf"^\s*{percent}%\s+{_DURATION}\s*$", output, re.M)
        if not match:
            raise WrkError(f"no {percent}% line in wrk's latency distribution:\n{output}")
        return float(match.group(1)) * _UNIT_MS[match.group(2)]

    rps = re.search(r"^Requests/sec:\s+([\d.]+)", output, re.M)
    total = re.search(r"^\s*(\d+) requests in", output, re.M)
    if not rps or not total:
        raise WrkError(f"could not read wrk's output:\n{output}")
    non_2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    errors = _SOCKET_ERRORS.search(output)
    kinds = ("connect", "read", "write", "timeout")
    return {
        "rps": float(rps.group(1)),
        "p50_ms": latency("50"),
        "p99_ms": latency("99"),
        "requests": int(total.group(1)),
        "non_2xx": int(non_2xx.group(1)) if non_2xx else 0,
        "socket_errors": dict(zip(kinds, map(int, errors.groups()), strict=True)) if errors else {},
    }
