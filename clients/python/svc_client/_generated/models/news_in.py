from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.news_in_status import NewsInStatus, check_news_in_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.news_poll_in import NewsPollIn


T = TypeVar("T", bound="NewsIn")


@_attrs_define
class NewsIn:
    """
    Attributes:
        body (str): The item's body.
        feed (str): The feed (project) the item belongs to.
        title (str): The item's title.
        poll (NewsPollIn | None | Unset): An optional poll.
        release_at (datetime.datetime | None | Unset): When the item is released to readers; null for at publication.
        status (NewsInStatus | Unset): draft or published. Default: 'draft'.
    """

    body: str
    feed: str
    title: str
    poll: NewsPollIn | None | Unset = UNSET
    release_at: datetime.datetime | None | Unset = UNSET
    status: NewsInStatus | Unset = "draft"

    def to_dict(self) -> dict[str, Any]:
        from ..models.news_poll_in import NewsPollIn

        body = self.body

        feed = self.feed

        title = self.title

        poll: dict[str, Any] | None | Unset
        if isinstance(self.poll, Unset):
            poll = UNSET
        elif isinstance(self.poll, NewsPollIn):
            poll = self.poll.to_dict()
        else:
            poll = self.poll

        release_at: None | str | Unset
        if isinstance(self.release_at, Unset):
            release_at = UNSET
        elif isinstance(self.release_at, datetime.datetime):
            release_at = self.release_at.isoformat()
        else:
            release_at = self.release_at

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "body": body,
                "feed": feed,
                "title": title,
            }
        )
        if poll is not UNSET:
            field_dict["poll"] = poll
        if release_at is not UNSET:
            field_dict["releaseAt"] = release_at
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.news_poll_in import NewsPollIn

        d = dict(src_dict)
        body = d.pop("body")

        feed = d.pop("feed")

        title = d.pop("title")

        def _parse_poll(data: object) -> NewsPollIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                poll_type_0 = NewsPollIn.from_dict(data)

                return poll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NewsPollIn | None | Unset, data)

        poll = _parse_poll(d.pop("poll", UNSET))

        def _parse_release_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                release_at_type_0 = datetime.datetime.fromisoformat(data)

                return release_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        release_at = _parse_release_at(d.pop("releaseAt", UNSET))

        _status = d.pop("status", UNSET)
        status: NewsInStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_news_in_status(_status)

        news_in = cls(
            body=body,
            feed=feed,
            title=title,
            poll=poll,
            release_at=release_at,
            status=status,
        )

        return news_in
