"""docs/embedding.md stays true: its example runs and prints what the document says."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.waiting import STARTUP

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "embedding.md"


def test_the_embedding_example_prints_what_the_document_shows(tmp_path: Path) -> None:
    text = DOC.read_text()
    example = text.split("## Example", 1)[1]
    code = re.search(r"```python\n(.*?)```", example, re.S).group(1)
    expected = re.search(r"```text\n(.*?)```", example, re.S).group(1)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SVC_")}
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=STARTUP,  # a bound against a hang; a busy machine starts Python slowly
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected
    assert list(tmp_path.iterdir()) == []  # memory:// writes nothing, not even keys
