"""Template keys: a server registering from a template proves it may copy the template's
settings with a key the owner hands it (the template's id alone is not a secret).

Templates flagged before this revision have no key: nothing can be copied from them until
their owner flags them again (PATCH isTemplate true answers the new key).

Revision ID: 0007_template_keys
Revises: 0006_chat_nodes
Create Date: 2026-11-23 18:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007_template_keys"
down_revision: str | Sequence[str] | None = "0006_chat_nodes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("connect_servers") as batch:
        batch.add_column(sa.Column("template_key_digest", sa.String(64)))


def downgrade() -> None:
    with op.batch_alter_table("connect_servers") as batch:
        batch.drop_column("template_key_digest")
