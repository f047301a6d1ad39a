from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.news_patch_status_type_0 import (
    NewsPatchStatusType0,
    check_news_patch_status_type_0,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.news_poll_in import NewsPollIn


T = TypeVar("T", bound="NewsPatch")


@_attrs_define
class NewsPatch:
    """
    Attributes:
        body (str | Unset): The new body; absent leaves it.
        feed (str | Unset): The new feed; absent leaves it.
        poll (NewsPollIn | None | Unset): A new poll; absent leaves it, null removes it.
        release_at (datetime.datetime | None | Unset): The new release time; absent leaves it, null releases at
            publication.
        status (NewsPatchStatusType0 | Unset): draft or published; absent leaves it.
        title (str | Unset): The new title; absent leaves it.
    """

    body: str | Unset = UNSET
    feed: str | Unset = UNSET
    poll: NewsPollIn | None | Unset = UNSET
    release_at: datetime.datetime | None | Unset = UNSET
    status: NewsPatchStatusType0 | Unset = UNSET
    title: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.news_poll_in import NewsPollIn

        body: str | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        else:
            body = self.body

        feed: str | Unset
        if isinstance(self.feed, Unset):
            feed = UNSET
        else:
            feed = self.feed

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

        status: str | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        title: str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if body is not UNSET:
            field_dict["body"] = body
        if feed is not UNSET:
            field_dict["feed"] = feed
        if poll is not UNSET:
            field_dict["poll"] = poll
        if release_at is not UNSET:
            field_dict["releaseAt"] = release_at
        if status is not UNSET:
            field_dict["status"] = status
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.news_poll_in import NewsPollIn

        d = dict(src_dict)

        def _parse_body(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        body = _parse_body(d.pop("body", UNSET))

        def _parse_feed(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        feed = _parse_feed(d.pop("feed", UNSET))

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

        def _parse_status(data: object) -> NewsPatchStatusType0 | Unset:
            if isinstance(data, Unset):
                return data
            if not isinstance(data, str):
                raise TypeError()
            status_type_0 = check_news_patch_status_type_0(data)

            return status_type_0

        status = _parse_status(d.pop("status", UNSET))

        def _parse_title(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))

        news_patch = cls(
            body=body,
            feed=feed,
            poll=poll,
            release_at=release_at,
            status=status,
            title=title,
        )

        return news_patch
