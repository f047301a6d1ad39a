"""The one MetaData every table joins, and the column types the schema shares.

Timestamps are stored as BIGINT milliseconds since the epoch (UTC): exact, sortable, and
read identically by SQLAlchemy, the stdlib sqlite3 driver and asyncpg on the fast read path.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData(
    naming_convention={
        "ix": "ix_%(table_name)s_%(column_0_N_name)s",
        "uq": "uq_%(table_name)s_%(column_0_N_name)s",
        "ck": "ck_%(table_name)s_%(constraint_name)s",
        "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
        "pk": "pk_%(table_name)s",
    }
)

Millis = sa.BigInteger
ObjectId = sa.String(24)
NODE = sa.String(200)


def millis(name: str, nullable: bool = False) -> sa.Column[int]:
    return sa.Column(name, Millis, nullable=nullable)
