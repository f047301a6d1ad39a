"""The deployment files (deploy/, docs/deploy.md): the Kubernetes manifests validate offline
against the Kubernetes schemas (kubernetes-validate, strict: no unknown field), and each file
says what the documentation promises of it."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from tests.support.cli import ROOT

DEPLOY = ROOT / "deploy"
MANIFESTS = sorted((DEPLOY / "kubernetes").glob("*.yaml"))
KUBERNETES = "1.30.0"  # the oldest Kubernetes the manifests are meant for; the newest too below


def documents() -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = {}
    for path in MANIFESTS:
        for document in yaml.safe_load_all(path.read_text()):
            found[document["kind"]] = document
    return found


@pytest.mark.parametrize("version", [KUBERNETES, kubernetes_validate.latest_version()])
@pytest.mark.parametrize("path", MANIFESTS, ids=lambda path: path.name)
def test_each_manifest_is_valid_kubernetes(path: Path, version: str) -> None:
    for document in yaml.safe_load_all(path.read_text()):
        kubernetes_validate.validate(document, version, strict=True)


def test_the_validation_does_refuse_a_broken_manifest() -> None:
    broken = copy.deepcopy(documents()["Deployment"])
    broken["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["httpGet"]["pat"] = "/"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES, strict=True)


def test_the_deployment_probes_health_and_takes_its_secrets_by_reference() -> None:
    found = documents()
    assert set(found) == {"ConfigMap", "Deployment", "Job", "Service"}
    pod = found["Deployment"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
        assert container[probe]["httpGet"]["path"] == "/health"
    assert pod["securityContext"]["runAsNonRoot"] is True
    secrets = {
        entry["name"] for entry in container["env"] if "secretKeyRef" in entry.get("valueFrom", {})
    }
    assert {"SVC_DATABASE_URL", "SVC_REDIS_URL"} <= secrets
    literal = {entry["name"]: entry.get("value", "") for entry in container["env"]}
    files = {n: v for n, v in literal.items() if n.endswith("_FILE")}
    assert {"SVC_JWT_PRIVATE_KEY_FILE", "SVC_ENCRYPTION_KEYS_FILE"} <= set(files)
    assert all(v.startswith("/run/secrets/svc/") for v in files.values())
    assert "svc-secrets" not in {d["metadata"]["name"] for d in found.values()}  # external

    job = found["Job"]["spec"]["template"]["spec"]["containers"][0]
    assert job["args"] == ["db", "upgrade"] and job["image"] == container["image"]
    service = found["Service"]["spec"]
    assert service["selector"] == found["Deployment"]["spec"]["selector"]["matchLabels"]


def test_the_image_builds_in_two_stages_with_the_install_script_and_runs_unprivileged() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    stages = re.findall(r"^FROM\s+(\S+)", dockerfile, re.MULTILINE)
    assert len(stages) == 2
    assert re.search(r"^RUN .*deploy/install\.sh /opt/svc \"\$BUILD_ID\"", dockerfile, re.M)
    assert re.search(r"^COPY --from=build /opt/svc /opt/svc$", dockerfile, re.MULTILINE)
    user = re.findall(r"^USER\s+(\S+)", dockerfile, re.MULTILINE)
    assert user and not user[-1].startswith(("root", "0"))
    copied = re.findall(r"^COPY (?!--from)(\S+)", dockerfile, re.MULTILINE)
    ignore = (DEPLOY / "Dockerfile.dockerignore").read_text()
    for source in copied:  # the build context lets through what the image copies
        assert f"!{source.rstrip('/')}" in ignore or f"!{source}" in ignore, source


def test_the_systemd_unit_migrates_then_serves_as_its_own_user() -> None:
    unit = (DEPLOY / "systemd" / "svc.service").read_text()
    lines = dict(
        line.split("=", 1) for line in unit.splitlines() if "=" in line and line[0] not in "#;"
    )
    assert lines["ExecStartPre"] == "/opt/svc/bin/svc db upgrade"
    assert lines["ExecStart"] == "/opt/svc/bin/svc serve"
    assert lines["User"] == "svc" and lines["KillSignal"] == "SIGTERM"
