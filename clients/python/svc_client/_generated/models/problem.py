from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors_item import ProblemErrorsItem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details. `code` is stable; `detail` is human text.

    Attributes:
        code (str): Stable, machine-readable code of the problem (docs/api.md lists them).
        status (int): The HTTP status code.
        title (str): The status's reason phrase.
        detail (str | Unset): What went wrong, for people; not part of the contract.
        errors (list[ProblemErrorsItem] | Unset): On a 400 for the input: one entry per refused field.
        max_body_bytes (int | Unset): On a 413: the largest body, in bytes, the operation takes.
        request_id (str | Unset): The request's id (also `X-Request-Id`): quote it when reporting.
        type_ (str | Unset): `urn:svc:problem:<code>`: the code as a URI.
    """

    code: str
    status: int
    title: str
    detail: str | Unset = UNSET
    errors: list[ProblemErrorsItem] | Unset = UNSET
    max_body_bytes: int | Unset = UNSET
    request_id: str | Unset = UNSET
    type_: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        status = self.status

        title = self.title

        detail = self.detail

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        max_body_bytes = self.max_body_bytes

        request_id = self.request_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "status": status,
                "title": title,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail
        if errors is not UNSET:
            field_dict["errors"] = errors
        if max_body_bytes is not UNSET:
            field_dict["maxBodyBytes"] = max_body_bytes
        if request_id is not UNSET:
            field_dict["requestId"] = request_id
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.problem_errors_item import ProblemErrorsItem

        d = dict(src_dict)
        code = d.pop("code")

        status = d.pop("status")

        title = d.pop("title")

        detail = d.pop("detail", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: list[ProblemErrorsItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ProblemErrorsItem.from_dict(errors_item_data)

                errors.append(errors_item)

        max_body_bytes = d.pop("maxBodyBytes", UNSET)

        request_id = d.pop("requestId", UNSET)

        type_ = d.pop("type", UNSET)

        problem = cls(
            code=code,
            status=status,
            title=title,
            detail=detail,
            errors=errors,
            max_body_bytes=max_body_bytes,
            request_id=request_id,
            type_=type_,
        )

        problem.additional_properties = d
        return problem

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
