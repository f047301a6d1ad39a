from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.database_health import DatabaseHealth
    from ..models.redis_health import RedisHealth


T = TypeVar("T", bound="HealthOut")


@_attrs_define
class HealthOut:
    """
    Attributes:
        build_id (str): The release's build id, `YYYY.MM.DD-<short hash>`.
        database (DatabaseHealth):
        pid (int): The serving process's id.
        redis (RedisHealth):
        region (str): The region this instance runs in.
        status (str): ok when the database answers, else unavailable (with 503).
        uptime_seconds (float): Seconds since this instance started.
    """

    build_id: str
    database: DatabaseHealth
    pid: int
    redis: RedisHealth
    region: str
    status: str
    uptime_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        build_id = self.build_id

        database = self.database.to_dict()

        pid = self.pid

        redis = self.redis.to_dict()

        region = self.region

        status = self.status

        uptime_seconds = self.uptime_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "buildId": build_id,
                "database": database,
                "pid": pid,
                "redis": redis,
                "region": region,
                "status": status,
                "uptimeSeconds": uptime_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.database_health import DatabaseHealth
        from ..models.redis_health import RedisHealth

        d = dict(src_dict)
        build_id = d.pop("buildId")

        database = DatabaseHealth.from_dict(d.pop("database"))

        pid = d.pop("pid")

        redis = RedisHealth.from_dict(d.pop("redis"))

        region = d.pop("region")

        status = d.pop("status")

        uptime_seconds = d.pop("uptimeSeconds")

        health_out = cls(
            build_id=build_id,
            database=database,
            pid=pid,
            redis=redis,
            region=region,
            status=status,
            uptime_seconds=uptime_seconds,
        )

        health_out.additional_properties = d
        return health_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
