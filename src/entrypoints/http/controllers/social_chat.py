"""Chat conversations, messages and message polls (docs/social.md, "Chat conversations and
polls")."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Response, get, post
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, JSONBody, QueryParameter

from application.identity.principal import Principal
from application.social.area import Social
from domain.social.chat import ConversationKind
from domain.social.nodes import CHAT_READ, CHAT_WRITE
from entrypoints.http.auth import SECURITY
from entrypoints.http.body_limits import SMALL, TEXT
from entrypoints.http.dependencies import Inject
from entrypoints.http.dto.common import Cursor, ObjectIdStr
from entrypoints.http.dto.social.chat import (
    ConversationEnvelope,
    ConversationIn,
    ConversationsOut,
    MessageEnvelope,
    MessageIn,
    MessagesOut,
    VoteIn,
    conversation_out,
    conversations_out,
    message_out,
    messages_out,
)
from entrypoints.http.problems import problems
from entrypoints.http.route_access import scope

EXISTING = {
    200: ResponseSpec(
        data_container=ConversationEnvelope,
        description="The direct conversation with this user, which already existed",
        generate_examples=False,
    )
}


class ChatController(Controller):
    path = "/v1/social/chat/conversations"
    tags = ["social: chat"]
    security = SECURITY

    @post(
        "/",
        summary="Start a conversation with friends",
        description="Needs social:friends.write. Every other participant must be your friend. "
        "A direct conversation is unique per pair: asking again returns it (200).",
        status_code=201,
        responses=EXISTING,
        request_max_body_size=SMALL,
        access=scope(CHAT_WRITE),
    )
    async def create_conversation(
        self, data: JSONBody[ConversationIn], principal: Inject[Principal], social: Inject[Social]
    ) -> Response[ConversationEnvelope]:
        row, created = await social.chat.create(
            principal, ConversationKind(data.kind), data.participant_ids, data.title
        )
        return Response(
            ConversationEnvelope(conversation_out(row)), status_code=201 if created else 200
        )

    @get(
        "/",
        summary="My conversations, most recently active first",
        description="The caller's conversations, the most recently active first, cursor-paged.",
        access=scope(CHAT_READ),
    )
    async def list_conversations(
        self,
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 20, above 100 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> ConversationsOut:
        return conversations_out(await social.chat.page(principal, limit, cursor))

    @get(
        "/{conversation_id:str}",
        summary="One of my conversations",
        description="One conversation the caller takes part in, with its participants; others are "
        "404.",
        access=scope(CHAT_READ),
    )
    async def get_conversation(
        self,
        conversation_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> ConversationEnvelope:
        row = await social.chat.get(principal, conversation_id)
        return ConversationEnvelope(conversation_out(row))

    @get(
        "/{conversation_id:str}/messages",
        summary="Messages, newest first",
        description="Participants only. `cursor`: the id of the last message you have.",
        access=scope(CHAT_READ),
    )
    async def list_messages(
        self,
        conversation_id: FromPath[ObjectIdStr],
        principal: Inject[Principal],
        social: Inject[Social],
        limit: Annotated[
            int | None, QueryParameter(ge=1, description="default 50, above 100 clamped")
        ] = None,
        cursor: Annotated[Cursor | None, QueryParameter()] = None,
    ) -> MessagesOut:
        view = await social.chat.messages(principal, conversation_id, limit, cursor)
        return messages_out(view)

    @post(
        "/{conversation_id:str}/messages",
        summary="Post a message: text, a poll, or both",
        description="Participants only; needs social:friends.write.",
        status_code=201,
        request_max_body_size=TEXT,
        access=scope(CHAT_WRITE),
    )
    async def post_message(
        self,
        conversation_id: FromPath[ObjectIdStr],
        data: JSONBody[MessageIn],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> MessageEnvelope:
        poll = data.poll.to_input() if data.poll else None
        view = await social.chat.post(principal, conversation_id, data.text, poll)
        return MessageEnvelope(message_out(view))

    @post(
        "/{conversation_id:str}/messages/{message_id:str}/poll/vote",
        summary="Vote on a message's poll (or change my vote)",
        description="Participants only; one vote each, changeable until the poll closes.",
        status_code=200,
        responses=problems(409),
        request_max_body_size=SMALL,
        access=scope(CHAT_WRITE),
    )
    async def vote_chat_poll(
        self,
        conversation_id: FromPath[ObjectIdStr],
        message_id: FromPath[ObjectIdStr],
        data: JSONBody[VoteIn],
        principal: Inject[Principal],
        social: Inject[Social],
    ) -> MessageEnvelope:
        view = await social.chat.vote(principal, conversation_id, message_id, data.option)
        return MessageEnvelope(message_out(view))
