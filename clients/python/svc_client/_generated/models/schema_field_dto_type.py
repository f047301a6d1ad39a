from typing import Literal

SchemaFieldDtoType = Literal["bool", "enum", "int", "number", "string"]

SCHEMA_FIELD_DTO_TYPE_VALUES: set[SchemaFieldDtoType] = {
    "bool",
    "enum",
    "int",
    "number",
    "string",
}


def check_schema_field_dto_type(value: str) -> SchemaFieldDtoType:
    if value in SCHEMA_FIELD_DTO_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SCHEMA_FIELD_DTO_TYPE_VALUES!r}"
    )
