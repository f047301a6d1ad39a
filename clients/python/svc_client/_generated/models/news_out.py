from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.news_out_status import NewsOutStatus, check_news_out_status

if TYPE_CHECKING:
    from ..models.news_poll_out import NewsPollOut


T = TypeVar("T", bound="NewsOut")


@_attrs_define
class NewsOut:
    """
    Attributes:
        body (str): The item's body.
        created_at (datetime.datetime): When the record was created (UTC).
        created_by (UUID): The author's user id.
        feed (str): The feed (project) the item belongs to.
        id (str): The record's id (an opaque object id).
        poll (NewsPollOut | None): The item's poll with per-option counts and the viewer's selection; null for none.
        published_at (None | str): When the item was published; null while a draft.
        release_at (None | str): When the item is released to readers; null for at publication.
        released (bool): Whether readers see the item now.
        revision (int): Revision of the item: each change is a new one (also the ETag).
        status (NewsOutStatus): draft or published.
        title (str): The item's title.
        updated_at (datetime.datetime): When the record last changed (UTC).
    """

    body: str
    created_at: datetime.datetime
    created_by: UUID
    feed: str
    id: str
    poll: NewsPollOut | None
    published_at: None | str
    release_at: None | str
    released: bool
    revision: int
    status: NewsOutStatus
    title: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.news_poll_out import NewsPollOut

        body = self.body

        created_at = self.created_at.isoformat()

        created_by = str(self.created_by)

        feed = self.feed

        id = self.id

        poll: dict[str, Any] | None
        if isinstance(self.poll, NewsPollOut):
            poll = self.poll.to_dict()
        else:
            poll = self.poll

        published_at: None | str
        published_at = self.published_at

        release_at: None | str
        release_at = self.release_at

        released = self.released

        revision = self.revision

        status: str = self.status

        title = self.title

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "body": body,
                "createdAt": created_at,
                "createdBy": created_by,
                "feed": feed,
                "id": id,
                "poll": poll,
                "publishedAt": published_at,
                "releaseAt": release_at,
                "released": released,
                "revision": revision,
                "status": status,
                "title": title,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.news_poll_out import NewsPollOut

        d = dict(src_dict)
        body = d.pop("body")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))

        created_by = UUID(d.pop("createdBy"))

        feed = d.pop("feed")

        id = d.pop("id")

        def _parse_poll(data: object) -> NewsPollOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                poll_type_0 = NewsPollOut.from_dict(data)

                return poll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NewsPollOut | None, data)

        poll = _parse_poll(d.pop("poll"))

        def _parse_published_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        published_at = _parse_published_at(d.pop("publishedAt"))

        def _parse_release_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        release_at = _parse_release_at(d.pop("releaseAt"))

        released = d.pop("released")

        revision = d.pop("revision")

        status = check_news_out_status(d.pop("status"))

        title = d.pop("title")

        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))

        news_out = cls(
            body=body,
            created_at=created_at,
            created_by=created_by,
            feed=feed,
            id=id,
            poll=poll,
            published_at=published_at,
            release_at=release_at,
            released=released,
            revision=revision,
            status=status,
            title=title,
            updated_at=updated_at,
        )

        news_out.additional_properties = d
        return news_out

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
