"""Regenerate the clients from the app's OpenAPI document, or check that they are current.

    python clients/generate.py           write clients/openapi.json, the Python client's
                                         generated package and the TypeScript types
    python clients/generate.py --check   the same into a scratch folder; exit 1 naming every
                                         file that differs from the committed one

Run it with the interpreter of ``.venv-clients`` (openapi-python-client and its pinned ruff);
``make client`` and ``make client-check`` do, after creating that venv and ``npm ci``. The
document comes from ``svc openapi`` of the app's venv (``--svc``), so the clients follow the
code of this checkout, never a running server. Any generator warning fails the run: a schema it
cannot read would silently drop operations from the client.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
ROOT = CLIENTS.parent
DOCUMENT = "openapi.json"
PYTHON_PACKAGE = Path("python/svc_client/_generated")
TS_TYPES = Path("typescript/src/schema.d.ts")
CONFIG = CLIENTS / "python" / "generator.yaml"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--svc", default=str(ROOT / ".venv/bin/svc"), help="the app's command")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="svc-clients-") as scratch:
        out = Path(scratch)
        generate(out, Path(args.svc))
        if args.check:
            stale = differences(out, CLIENTS)
            for path in stale:
                print(f"stale: clients/{path}", file=sys.stderr)
            if stale:
                print("the clients are not current: run `make client` and commit", file=sys.stderr)
                return 1
            print("the clients are current")
            return 0
        install(out, CLIENTS)
    return 0


def generate(out: Path, svc: Path) -> None:
    """The document, the Python package and the TypeScript types, under ``out``."""
    document = out / DOCUMENT
    # Only what the command needs: no SVC_* of the caller's shell changes the document.
    env = {
        "PATH": os.environ.get("PATH", ""),
        "HOME": os.environ.get("HOME", str(out)),
        "SVC_ENV": "development",
        "SVC_DATABASE_URL": "memory://",
        "SVC_DATA_DIR": str(out / "var"),
    }
    _run([str(svc), "openapi", "-o", str(document)], env=env)
    bin_dir = Path(sys.executable).parent  # the generator's ruff (its post hooks) is beside it
    env = {
        **os.environ,
        "RUFF_NO_CACHE": "true",
        "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
    }
    package = out / PYTHON_PACKAGE
    _run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(document),
            "--meta",
            "none",
            "--output-path",
            str(package),
            "--config",
            str(CONFIG),
            "--fail-on-warning",
        ],
        env=env,
        cwd=out,
    )
    types = out / TS_TYPES
    types.parent.mkdir(parents=True, exist_ok=True)
    tool = CLIENTS / "typescript/node_modules/.bin/openapi-typescript"
    if not tool.exists():
        raise SystemExit("generate.py: run `npm ci` in clients/typescript first (make client does)")
    _run([str(tool), str(document), "-o", str(types)], cwd=CLIENTS / "typescript")


def _files(root: Path) -> set[Path]:
    paths = {Path(DOCUMENT), TS_TYPES}
    package = root / PYTHON_PACKAGE
    if package.exists():
        paths |= {
            p.relative_to(root)
            for p in package.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
        }
    return paths


def differences(fresh: Path, committed: Path) -> list[Path]:
    stale = []
    for path in sorted(_files(fresh) | _files(committed)):
        a, b = fresh / path, committed / path
        if not (a.exists() and b.exists() and filecmp.cmp(a, b, shallow=False)):
            stale.append(path)
    return stale


def install(fresh: Path, clients: Path) -> None:
    shutil.copyfile(fresh / DOCUMENT, clients / DOCUMENT)
    (clients / TS_TYPES).parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(fresh / TS_TYPES, clients / TS_TYPES)
    shutil.rmtree(clients / PYTHON_PACKAGE, ignore_errors=True)
    shutil.copytree(fresh / PYTHON_PACKAGE, clients / PYTHON_PACKAGE)
    print(f"regenerated clients/{DOCUMENT}, clients/{PYTHON_PACKAGE}, clients/{TS_TYPES}")


def _run(command: list[str], **kwargs: object) -> None:
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"generate.py: {' '.join(command[:2])} failed ({result.returncode})")


if __name__ == "__main__":
    sys.exit(main())
