"""DNS names as users type them, and as we store them.

A claimed domain is normalised (IDNA to its ASCII form, lower case, no trailing dot) and
must be a host name of at least two labels, no wildcard, no IP literal, with its proof record
``_svc.<domain>`` still a legal DNS name (so at most 248 characters: 253 less ``_svc.``).
"""

from __future__ import annotations

import ipaddress
import re

from domain.edge.errors import invalid

TXT_LABEL = "_svc"
TXT_VALUE_PREFIX = "svc-network="
MAX_NAME = 253
MAX_DOMAIN = MAX_NAME - len(TXT_LABEL) - 1
_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")


def normalize_host(raw: str, *, field: str, max_length: int = MAX_NAME) -> str:
    """A host name of at least two labels in its ASCII, lower-case form; 400 otherwise."""
    text = raw.strip()
    if text.endswith("."):
        text = text[:-1]
    if not text:
        raise invalid("a DNS name is required", field, "edge.invalid_domain")
    if "*" in text:
        raise invalid("wildcards cannot be claimed", field, "edge.invalid_domain")
    if _is_ip(text):
        raise invalid("an IP address is not a DNS name", field, "edge.invalid_domain")
    try:
        ascii_name = text.encode("idna").decode("ascii").lower()
    except UnicodeError:
        raise invalid(
            "not a valid internationalised domain name", field, "edge.invalid_domain"
        ) from None
    labels = ascii_name.split(".")
    if len(labels) < 2:
        raise invalid("a domain has at least two labels (example.com)", field,
                      "edge.invalid_domain")  # fmt: skip
    if len(ascii_name) > max_length:
        raise invalid(f"at most {max_length} characters", field, "edge.invalid_domain")
    if not all(_LABEL.fullmatch(label) for label in labels):
        raise invalid(
            "each label is 1..63 letters, digits or hyphens, not starting or ending with one",
            field,
            "edge.invalid_domain",
        )
    if labels[-1].isdigit():
        raise invalid("the last label cannot be numeric", field, "edge.invalid_domain")
    return ascii_name


def normalize_domain(raw: str) -> str:
    """A domain a network may claim (its TXT proof must fit too)."""
    return normalize_host(raw, field="domain", max_length=MAX_DOMAIN)


def txt_name(domain: str) -> str:
    return f"{TXT_LABEL}.{domain}"


def txt_value(token: str) -> str:
    return f"{TXT_VALUE_PREFIX}{token}"


def in_zone(name: str, zone: str) -> bool:
    """``name`` is ``zone`` or lies under it."""
    zone = zone.rstrip(".").lower()
    return name == zone or name.endswith("." + zone)


def _is_ip(text: str) -> bool:
    candidate = text.removeprefix("[").removesuffix("]")
    try:
        ipaddress.ip_address(candidate)
    except ValueError:
        return False
    return True
