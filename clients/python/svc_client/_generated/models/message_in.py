from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.poll_in import PollIn


T = TypeVar("T", bound="MessageIn")


@_attrs_define
class MessageIn:
    """
    Attributes:
        poll (None | PollIn | Unset): A poll to attach.
        text (None | str | Unset): The message's text; may be left out for a poll-only message.
    """

    poll: None | PollIn | Unset = UNSET
    text: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.poll_in import PollIn

        poll: dict[str, Any] | None | Unset
        if isinstance(self.poll, Unset):
            poll = UNSET
        elif isinstance(self.poll, PollIn):
            poll = self.poll.to_dict()
        else:
            poll = self.poll

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if poll is not UNSET:
            field_dict["poll"] = poll
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.poll_in import PollIn

        d = dict(src_dict)

        def _parse_poll(data: object) -> None | PollIn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                poll_type_0 = PollIn.from_dict(data)

                return poll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PollIn | Unset, data)

        poll = _parse_poll(d.pop("poll", UNSET))

        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))

        message_in = cls(
            poll=poll,
            text=text,
        )

        return message_in
