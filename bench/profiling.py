"""BENCH_PROFILE=1: sample the app with py-spy while wrk loads it, and say where time goes.

py-spy is not a project dependency: install it into .venv (``.venv/bin/python -m pip install
py-spy``) or anywhere else and name the binary in BENCH_PY_SPY. It needs ptrace (root, or
CAP_SYS_PTRACE in a container).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVC = "svc (src/)"
_PACKAGES = (
    ("/site-packages/litestar/", "litestar"),
    ("/site-packages/msgspec/", "msgspec"),
    ("/site-packages/jwt/", "PyJWT"),
    ("/site-packages/cryptography/", "cryptography"),
    ("/site-packages/uvicorn/", "uvicorn"),
    ("/site-packages/uvloop/", "uvloop"),
    ("/site-packages/sqlalchemy/", "sqlalchemy"),
    ("/site-packages/asyncpg/", "asyncpg"),
    ("/site-packages/prometheus_client/", "prometheus_client"),
    ("/asyncio/", "asyncio"),
)


def find_py_spy() -> str | None:
    named = os.environ.get("BENCH_PY_SPY", "").strip()
    if named:
        return named
    in_venv = ROOT / ".venv" / "bin" / "py-spy"
    return shutil.which("py-spy") or (str(in_venv) if in_venv.exists() else None)


def record(pid: int, seconds: int, out: Path, load: Callable[[int], object], title: str) -> str:
    """Run ``load(seconds)`` while py-spy samples ``pid``; the summary of what it saw."""
    py_spy = find_py_spy()
    if py_spy is None:
        return (
            f"{title}: py-spy not found (install it with '.venv/bin/python -m pip install "
            "py-spy', or name the binary in BENCH_PY_SPY)"
        )
    argv = [py_spy, "record", "--pid", str(pid), "--duration", str(seconds), "--rate", "250"]
    argv += ["--format", "raw", "--full-filenames", "--output", str(out)]
    recorder = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        time.sleep(0.5)
        load(seconds + 1)
        output = recorder.communicate(timeout=60)[0]
    finally:
        if recorder.poll() is None:
            recorder.kill()
            recorder.wait()
    if recorder.returncode != 0 or not out.exists():
        return f"{title}: py-spy failed: {output.strip()[-500:]}"
    return summarize(out, title)


def _split(frame: str) -> tuple[str, str]:
    """``function (path:line)`` as (function, path:line)."""
    function, _, where = frame.rstrip(")").rpartition(" (")
    return function, where


def _package(path: str) -> str:
    if path.startswith(f"{ROOT}/src/"):
        return SVC
    for needle, name in _PACKAGES:
        if needle in path:
            return name
    return "other (stdlib, C calls)"


def _short(path: str) -> str:
    for marker in ("/site-packages/", f"{ROOT}/src/", f"{ROOT}/"):
        if marker in path:
            return path.split(marker, 1)[1]
    return path.rsplit("/lib/python", 1)[-1].partition("/")[2] or path


def summarize(raw: Path, title: str) -> str:
    """Self time by package, the top self-time lines, and inclusive time of the svc code."""
    own: Counter[str] = Counter()
    svc: Counter[str] = Counter()
    packages: Counter[str] = Counter()
    total = 0
    for line in raw.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        frames = [_split(frame) for frame in stack.split(";")]
        if frames[0][1].rpartition("/")[2].startswith("threading.py"):
            continue  # another thread (aiosqlite's worker): the event loop's thread is what counts
        total += count
        function, where = frames[-1]
        own[f"{function} ({_short(where)})"] += count
        packages[_package(where)] += count
        mine = {
            f"{function} ({_short(where.rpartition(':')[0])})"
            for function, where in frames
            if _package(where) == SVC and function not in ("main", "_serve")
        }
        for name in mine:
            svc[name] += count
    if not total:
        return f"{title}: no samples"

    def pct(n: int) -> str:
        return f"{100 * n / total:5.1f}%"

    lines = [f"{title} ({total} samples of the event loop's thread, raw stacks in {raw.name}):"]
    lines.append(
        "  self time by package: "
        + ", ".join(f"{name} {100 * n / total:.0f}%" for name, n in packages.most_common())
    )
    lines.append("  top self time (time in a C call counts on the Python line that makes it):")
    lines += [f"    {pct(n)}  {frame}" for frame, n in own.most_common(10)]
    lines.append("  svc code, inclusive (the function and all it calls):")
    lines += [f"    {pct(n)}  {name}" for name, n in svc.most_common(14)]
    return "\n".join(lines)
