"""The example dashboard's site (clients/typescript/dashboard), built for the browser tests with
the bundler the project pins (esbuild, `npm run build:dashboard`); `make dashboard` builds and
serves the same files."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tests.support.live_server import ROOT

TS_DIR = ROOT / "clients/typescript"
SITE = TS_DIR / "dashboard"
BLANK = "<!doctype html><html><head><title>blank</title></head><body>blank</body></html>"
DASH_PAGES = {"/blank.html": BLANK}
"""A page of the dashboard's origin that is not the dashboard: requests from a script."""


def built_dashboard() -> Path:
    """Build the bundle (node_modules from `npm ci`, as `make client-ts` installs them)."""
    npm = shutil.which("npm")
    if npm is None or not (TS_DIR / "node_modules/.bin/esbuild").exists():
        raise RuntimeError(
            "the dashboard needs Node.js and clients/typescript/node_modules: "
            "make dashboard-build (or cd clients/typescript && npm ci)"
        )
    subprocess.run([npm, "run", "--silent", "build:dashboard"], cwd=TS_DIR, check=True)
    return SITE
