"""The audit log: every admin action, who did it, when, through which delivery adapter, on
what, and the target's state before and after (domain/audit/entry.py); the node that reads it
(domain/audit/nodes.py) and the node of admins' session revocation (domain/identity/nodes.py),
neither joining the default role.

Revision ID: 0018_audit_log
Revises: 0017_signing_keys
Create Date: 2026-11-29 14:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018_audit_log"
down_revision: str | Sequence[str] | None = "0017_signing_keys"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NODES = {
    "admin:audit:view": "61756469" + f"{1:016x}",  # "audi", then a counter
    "admin:sessions:manage": "61756469" + f"{2:016x}",
}


def upgrade() -> None:
    op.create_table(
        "audit_log",
        sa.Column("id", sa.String(24), nullable=False),
        sa.Column("at", sa.BigInteger, nullable=False),
        sa.Column("actor_id", sa.Uuid, nullable=False),
        sa.Column("action", sa.String(64), nullable=False),
        sa.Column("target_kind", sa.String(32), nullable=False),
        sa.Column("target_id", sa.String(200), nullable=False),
        sa.Column("before", sa.JSON(none_as_null=True)),
        sa.Column("after", sa.JSON(none_as_null=True)),
        sa.Column("via", sa.String(16), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_actor_id_id", "audit_log", ["actor_id", "id"])
    op.create_index(
        "ix_audit_log_target_kind_target_id_id", "audit_log", ["target_kind", "target_id", "id"]
    )
    for node, node_id in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )


def downgrade() -> None:
    for node in NODES:
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
    op.drop_table("audit_log")
