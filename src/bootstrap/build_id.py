"""The build id ``/health`` reports when SVC_BUILD_ID is not set (form ``YYYY.MM.DD-<hash>``).

An installed copy carries it in its package data: ``deploy/install.sh`` (and so the container
image, from its ``BUILD_ID`` build argument) builds the wheel with ``bootstrap/build_id.txt``
written in. A source checkout takes it from its checked-out commit. Anything else, or a file
of the wrong form, is ``development``.
"""

from __future__ import annotations

import re
import subprocess

from bootstrap.data_dir import PACKAGE, checkout_root

BUILD_ID = re.compile(r"[0-9]{4}\.[0-9]{2}\.[0-9]{2}(-[0-9a-z]{1,40})?")
BUILD_ID_FILE = PACKAGE / "build_id.txt"
"""Written by deploy/install.sh into the copy of the sources the wheel is built from."""


def default_build_id() -> str:
    try:
        packaged = BUILD_ID_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        packaged = ""
    if BUILD_ID.fullmatch(packaged):
        return packaged
    root = checkout_root()
    return _git_build_id(str(root)) if root is not None else "development"


def _git_build_id(checkout: str) -> str:
    """``YYYY.MM.DD-<hash>`` of the checked-out commit."""
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%cd-%h", "--date=format:%Y.%m.%d"],
            capture_output=True,
            text=True,
            timeout=2,
            cwd=checkout,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "development"
    return out if BUILD_ID.fullmatch(out) else "development"
