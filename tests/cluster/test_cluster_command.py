"""`make cluster` (``python -m tests.support.cluster``) stops what it started on SIGTERM as on
Ctrl-C: no instance left running, no temporary directory left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.live_server import ROOT
from tests.support.waiting import OUTBOUND, STARTUP, wait_until

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["sigterm", "ctrl-c"])
def test_the_cluster_command_stops_its_instances_and_removes_its_directory(
    tmp_path: Path, stop: signal.Signals
) -> None:
    log = tmp_path / "cluster.log"
    with log.open("wb") as out:
        command = subprocess.Popen(
            [sys.executable, "-m", "tests.support.cluster", "--workers", "1,1"],
            cwd=ROOT,
            env={**os.environ, "TMPDIR": str(tmp_path), "PYTHONUNBUFFERED": "1"},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        wait_until(lambda: "stops them" in log.read_text(), "the cluster is up", 2 * STARTUP)
        lines = log.read_text().splitlines()
        pids = [int(line.rpartition("pid ")[2].rstrip(")")) for line in lines if " pid " in line]
        directory = Path(next(line for line in lines if line.startswith("directory ")).split()[1])
        assert len(pids) == 2 and all(_alive(pid) for pid in pids)
        assert directory.parent == tmp_path and directory.is_dir()

        command.send_signal(stop)
        assert command.wait(timeout=OUTBOUND * 2) == 0, log.read_text()
    finally:
        if command.poll() is None:
            command.kill()
            command.wait()
    assert not [pid for pid in pids if _alive(pid)], log.read_text()
    assert not directory.exists()
    assert "Traceback" not in log.read_text()


def _alive(pid: int) -> bool:
    """Running (a zombie, exited and not yet reaped, counts as stopped)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except FileNotFoundError:
        return False
