"""Shapes of "why": which grant, role, default role or negation decides a user's permission
(docs/api.md, "Permissions")."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import msgspec

from domain.permissions.explanation import Candidate, Explanation
from domain.social.nodes import FRIENDS_MAX
from entrypoints.http.dto.common import Timestamp, ts_or_unset
from entrypoints.http.dto.permissions import EXAMPLES as GRANT_EXAMPLES
from entrypoints.http.dto.permissions import QuantityDto, quantity_out

SourceName = Literal["grant", "role", "default-role"]
DeciderName = Literal["grant", "role", "default-role", "super-admin", "absent-node", "none"]


class CandidateOut(msgspec.Struct, rename="camel", omit_defaults=True):
    kind: Annotated[
        SourceName,
        msgspec.Meta(
            description="Where the grant comes from: the user's own `grant`, a `role` assigned "
            "to the user, or a `default-role` (applies to everyone)."
        ),
    ]
    pattern: Annotated[
        str, msgspec.Meta(description="The granted node or pattern that matches, e.g. `totem:*`.")
    ]
    negated: Annotated[bool, msgspec.Meta(description="true: a deny.")]
    active: Annotated[
        bool, msgspec.Meta(description="false when the grant has expired (it counts no more).")
    ]
    deciding: Annotated[bool, msgspec.Meta(description="true for the grant that decides.")]
    role_id: (
        Annotated[str, msgspec.Meta(description="The role's id; absent for the user's own grant.")]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    role_name: (
        Annotated[
            str, msgspec.Meta(description="The role's name; absent for the user's own grant.")
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    expires_at: (
        Annotated[
            Timestamp, msgspec.Meta(description="When the grant expires; absent means no expiry.")
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET
    value: Annotated[
        float | QuantityDto | msgspec.UnsetType,
        msgspec.Meta(
            description="The grant's quantity: a bare number, or {value, unit}; absent for none."
        ),
    ] = msgspec.UNSET


def candidate_out(candidate: Candidate) -> CandidateOut:
    grant, role = candidate.grant, candidate.role
    return CandidateOut(
        kind=candidate.kind.value,
        pattern=grant.node,
        negated=grant.negated,
        active=candidate.active,
        deciding=candidate.deciding,
        role_id=msgspec.UNSET if role is None else role.role_id,
        role_name=msgspec.UNSET if role is None else role.name,
        expires_at=ts_or_unset(grant.expires_at),
        value=quantity_out(grant.value),
    )


class PermissionWhyOut(msgspec.Struct, rename="camel", omit_defaults=True):
    user_id: Annotated[UUID, msgspec.Meta(description="The user's id.")]
    node: Annotated[str, msgspec.Meta(description="The node asked about.")]
    allowed: Annotated[
        bool,
        msgspec.Meta(description="The answer of the permission check (a token's scopes aside)."),
    ]
    decider: Annotated[
        DeciderName,
        msgspec.Meta(
            description="What decided: a `grant` of the user's, a `role`'s, a `default-role`'s "
            "(see `decidedBy`); `super-admin`; `absent-node` (a node under `social:friends.` or "
            "`totem:` the catalog does not know is allowed); `none` (no grant matches: denied)."
        ),
    ]
    candidates: Annotated[
        list[CandidateOut],
        msgspec.Meta(
            description="Every grant whose node or pattern matches, the user's own first, then "
            "the roles', in the order the rule weighs them (expired ones included, inactive)."
        ),
    ]
    decided_by: (
        Annotated[
            CandidateOut,
            msgspec.Meta(description="The deciding grant; absent when no grant decided."),
        ]
        | msgspec.UnsetType
    ) = msgspec.UNSET


def why_out(user_id: UUID, why: Explanation) -> PermissionWhyOut:
    return PermissionWhyOut(
        user_id=user_id,
        node=why.node,
        allowed=why.allowed,
        decider=why.decider.value,
        candidates=[candidate_out(c) for c in why.candidates],
        decided_by=msgspec.UNSET if why.decided_by is None else candidate_out(why.decided_by),
    )


_DECIDING: dict[str, Any] = {
    "kind": "grant",
    "pattern": FRIENDS_MAX,
    "negated": False,
    "active": True,
    "deciding": True,
    "expiresAt": "2026-12-22T10:00:00.000Z",
    "value": GRANT_EXAMPLES["QuantityDto"],
}
_DEFAULT: dict[str, Any] = {
    "kind": "default-role",
    "pattern": "social:friends.*",
    "negated": False,
    "active": True,
    "deciding": False,
    "roleId": "000000000000000000000001",
    "roleName": "Everyone",
}
EXAMPLES: dict[str, Any] = {
    "CandidateOut": _DECIDING,
    "PermissionWhyOut": {
        "userId": "6a79bd3d-f506-48d2-bac2-aa02fe0e4a6f",
        "node": FRIENDS_MAX,
        "allowed": True,
        "decider": "grant",
        "decidedBy": _DECIDING,
        "candidates": [_DECIDING, _DEFAULT],
    },
}
