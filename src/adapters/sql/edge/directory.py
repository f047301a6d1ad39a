"""The public directory on the fast read path: one range scan of an index per page.

- no search: ``ix_edge_listings_hidden_players_sort_id`` (or ``..._favorite_count_id``; with a
  category, the ``hidden_category_...`` ones), read backwards from the cursor;
- a search: ``ix_edge_listing_terms_term_hidden_players_sort_listing_id`` (or
  ``..._favorite_count_...``) for the term, then the listing by primary key for each of the
  page's rows (a category, with a search, is checked on the term rows).

The cursor is the last row's (sort key, id), compared as a row value, so a page costs the
same at 100 000 listings as at 100 (bench/, "public directory").
"""

from __future__ import annotations

from adapters.sql.edge.listings import LISTING_COLUMNS, listing_from_row
from adapters.sql.fast_read import FastReader, Query
from application.edge.ports import DirectoryQuery, DirectorySort
from domain.edge.listing import Listing

_COLUMNS = ", ".join(f"l.{c}" for c in LISTING_COLUMNS)


def _statement(sort_column: str, category: bool, term: bool, after: bool) -> Query:
    if term:
        conditions = ["t.term = :term", "t.hidden = :hidden"]
        if category:
            conditions.append("t.category = :category")
        if after:
            conditions.append(f"(t.{sort_column}, t.listing_id) < (:key, :after_id)")
        return Query(
            f"SELECT {_COLUMNS} FROM edge_listing_terms t "
            "JOIN edge_listings l ON l.id = t.listing_id "
            f"WHERE {' AND '.join(conditions)} "
            f"ORDER BY t.{sort_column} DESC, t.listing_id DESC LIMIT :limit"
        )
    conditions = ["l.hidden = :hidden"]
    if category:
        conditions.append("l.category = :category")
    if after:
        conditions.append(f"(l.{sort_column}, l.id) < (:key, :after_id)")
    return Query(
        f"SELECT {_COLUMNS} FROM edge_listings l WHERE {' AND '.join(conditions)} "
        f"ORDER BY l.{sort_column} DESC, l.id DESC LIMIT :limit"
    )


_STATEMENTS = {
    (sort, category, term, after): _statement(column, category, term, after)
    for sort, column in (
        (DirectorySort.PLAYERS, "players_sort"),
        (DirectorySort.FAVORITES, "favorite_count"),
    )
    for category in (False, True)
    for term in (False, True)
    for after in (False, True)
}


def directory_statement(query: DirectoryQuery) -> Query:
    return _STATEMENTS[
        (query.sort, query.category is not None, query.term is not None, query.after is not None)
    ]


class SqlDirectoryReader:
    def __init__(self, reader: FastReader) -> None:
        self._reader = reader

    async def page(self, query: DirectoryQuery) -> list[Listing]:
        params: dict[str, object] = {"hidden": False, "limit": query.limit}
        if query.category is not None:
            params["category"] = query.category
        if query.term is not None:
            params["term"] = query.term
        if query.after is not None:
            params["key"], params["after_id"] = query.after
        rows = await self._reader.all(directory_statement(query), **params)
        return [listing_from_row(row) for row in rows]
