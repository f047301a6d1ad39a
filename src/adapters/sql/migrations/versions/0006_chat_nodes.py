"""Chat gets its own permission nodes (and token scopes): social:chat.read, social:chat.write.

Both join the node catalog and the default role, so everyone keeps the chat they had (it was
gated by the friends nodes before). Admins may deny them per user or per role.

Revision ID: 0006_chat_nodes
Revises: 0005_merge_areas
Create Date: 2026-11-23 17:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_chat_nodes"
down_revision: str | Sequence[str] | None = "0005_merge_areas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DEFAULT_ROLE_ID = "000000000000000000000001"
NODES = {"social:chat.read": f"{0x200:024x}", "social:chat.write": f"{0x201:024x}"}


def upgrade() -> None:
    for node, node_id in NODES.items():
        op.execute(
            sa.text(
                "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
                "(SELECT 1 FROM permission_nodes WHERE node = :node)"
            ).bindparams(id=node_id, node=node)
        )
        op.execute(
            sa.text(
                "INSERT INTO role_grants (role_id, node, negated) SELECT :role, :node, :no "
                "WHERE EXISTS (SELECT 1 FROM roles WHERE id = :role) AND NOT EXISTS "
                "(SELECT 1 FROM role_grants WHERE role_id = :role AND node = :node)"
            ).bindparams(role=DEFAULT_ROLE_ID, node=node, no=False)
        )


def downgrade() -> None:
    for node in NODES:
        op.execute(
            sa.text("DELETE FROM role_grants WHERE role_id = :role AND node = :node").bindparams(
                role=DEFAULT_ROLE_ID, node=node
            )
        )
        op.execute(sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=node))
