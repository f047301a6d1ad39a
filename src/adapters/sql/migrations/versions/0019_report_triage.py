"""Reports are triaged by moderators: a status (open, dismissed, actioned), their note, the
revision an If-Match names, who triaged and when (domain/social/reports.py); the node that
triages (domain/social/nodes.py, joining no default role).

Revision ID: 0019_report_triage
Revises: 0018_audit_log
Create Date: 2026-11-29 14:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019_report_triage"
down_revision: str | Sequence[str] | None = "0018_audit_log"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

REPORTS_MANAGE = "admin:reports:manage"
REPORTS_MANAGE_ID = "7265706f" + f"{1:016x}"  # "repo", then a counter


def upgrade() -> None:
    with op.batch_alter_table("reports") as table:
        table.add_column(sa.Column("status", sa.String(12), nullable=False, server_default="open"))
        table.add_column(sa.Column("note", sa.Text, nullable=False, server_default=""))
        table.add_column(sa.Column("revision", sa.Integer, nullable=False, server_default="1"))
        table.add_column(sa.Column("triaged_by", sa.Uuid))
        table.add_column(sa.Column("triaged_at", sa.BigInteger))
    op.create_index("ix_reports_status_id", "reports", ["status", "id"])
    op.execute(
        sa.text(
            "INSERT INTO permission_nodes (id, node) SELECT :id, :node WHERE NOT EXISTS "
            "(SELECT 1 FROM permission_nodes WHERE node = :node)"
        ).bindparams(id=REPORTS_MANAGE_ID, node=REPORTS_MANAGE)
    )


def downgrade() -> None:
    op.execute(
        sa.text("DELETE FROM permission_nodes WHERE node = :node").bindparams(node=REPORTS_MANAGE)
    )
    op.drop_index("ix_reports_status_id", table_name="reports")
    with op.batch_alter_table("reports") as table:
        for column in ("triaged_at", "triaged_by", "revision", "note", "status"):
            table.drop_column(column)
