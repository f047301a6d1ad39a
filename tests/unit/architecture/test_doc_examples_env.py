"""A variable a documented program reads from the environment (``os.environ["TOKEN"]``) is
exported by the shell steps before it (``export TOKEN=...``): a plain ``TOKEN=$(...)`` stays
in the shell, and the program fails with KeyError (README.md, "First calls")."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.DOTALL)
READS = re.compile(r"""os\.environ\[["'](\w+)["']\]""")
EXPORTS = re.compile(r"^\s*export\s+(\w+)=", re.MULTILINE)


def test_every_variable_a_documented_program_reads_is_exported_before() -> None:
    missing = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        exported: set[str] = set()
        for language, code in BLOCK.findall(doc.read_text()):
            if language in ("sh", "bash", "shell", "console"):
                exported |= set(EXPORTS.findall(code))
            elif language == "python":
                missing += [
                    f"{doc.name}: {name}" for name in READS.findall(code) if name not in exported
                ]
    assert missing == []
