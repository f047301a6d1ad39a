/**
 * The svc API for TypeScript: types generated from the OpenAPI document (schema.d.ts, by
 * openapi-typescript; `make client` regenerates them) and a typed fetch client (openapi-fetch).
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, paths };
export type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];

/** Every error answer: RFC 9457 problem details with a stable `code` (docs/api.md). */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string | undefined,
    readonly requestId: string | undefined,
  ) {
    super(`${status} ${code}: ${detail ?? ""}`);
  }
}

/** A client of the whole API; `token` is a platform token (a person's sign-in). */
export function svcClient(baseUrl: string, token?: string) {
  const client = createClient<paths>({ baseUrl });
  if (token) {
    const auth: Middleware = {
      onRequest({ request }) {
        request.headers.set("Authorization", `Bearer ${token}`);
        return request;
      },
    };
    client.use(auth);
  }
  return client;
}

/** The data of an openapi-fetch answer, or a thrown ProblemError. */
export function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data !== undefined) return answer.data;
  const problem = (answer.error ?? {}) as Partial<Problem>;
  throw new ProblemError(
    answer.response.status,
    problem.code ?? `http.${answer.response.status}`,
    problem.detail,
    problem.requestId,
  );
}

/** A Connect server's settings stream, opened as a person (the token as a subprotocol). */
export function openStream(baseUrl: string, serverId: string, token: string): WebSocket {
  const url = `${baseUrl.replace(/^http/, "ws")}/v1/connect/servers/${serverId}/stream`;
  return new WebSocket(url, ["svc.bearer", token]);
}

/** The messages of the stream (docs/connect.md, step 9). */
export type StreamMessage =
  | { type: "hello"; serverId: string; settings: Schemas["SettingsEntryOut"][]; commands?: Schemas["connect_commands_CommandOut"][] }
  | ({ type: "settings.updated" } & Schemas["SettingsEntryOut"])
  | ({ type: "command.created" } & Schemas["connect_commands_CommandOut"])
  | { type: "ping"; serverId: string; at: string };

/** A friend request as the social stream sends it. */
export interface StreamRequest {
  id: string;
  senderId: string;
  recipientId: string;
  direction: "incoming" | "outgoing";
  status: "pending" | "accepted" | "declined" | "cancelled" | "expired";
  createdAt: string;
  expiresAt: string;
  note?: string;
}

/** The frames of the social stream (docs/social.md, "The social stream"). */
export type SocialFrame =
  | { type: "hello"; userId: string; seq: number; unread: { notifications: number; friendRequests: number }; at: string }
  | { type: "reset"; seq: number }
  | { type: "chat.message"; seq: number; action: "created" | "poll"; message: Schemas["MessageOut"] }
  | { type: "notification"; seq: number; notification: Schemas["NotificationOut"] }
  | { type: "friends.request"; seq: number; request: StreamRequest; user: { id: string; name: string } }
  | { type: "friends.accepted"; seq: number; friend: { id: string; name: string }; requestId: string; at: string }
  | { type: "friends.removed"; seq: number; friendId: string; at: string }
  | { type: "presence"; seq: number; userId: string; online: boolean; status: Schemas["StatusOut"]; lastSeenAt: string | null; partyId: string | null }
  | { type: "chat.typing"; conversationId: string; userId: string; at: string }
  | { type: "chat.read"; seq: number; conversationId: string; userId: string; messageId: string; at: string }
  | { type: "error"; code: string; detail: string }
  | { type: "session.revoked"; at: string }
  | { type: "ping"; at: string };

export type SocialFrameType = SocialFrame["type"];
type FrameOf<T extends SocialFrameType> = Extract<SocialFrame, { type: T }>;

/**
 * The signed-in user's social stream as an event emitter: `on("chat.message", f)`. `seq` is the
 * last event number received; after a drop, open it again with `since: stream.seq` and what was
 * missed follows the hello (or a `reset`: reload, then go on).
 */
export class SocialStream {
  readonly socket: WebSocket;
  seq: number | undefined;
  private readonly handlers = new Map<SocialFrameType, Set<(frame: SocialFrame) => void>>();

  constructor(baseUrl: string, token: string, since?: number) {
    const query = since === undefined ? "" : `?since=${since}`;
    this.seq = since;
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/v1/social/stream${query}`, [
      "svc.bearer",
      token,
    ]);
    this.socket.addEventListener("message", (event) => this.dispatch(String(event.data)));
  }

  on<T extends SocialFrameType>(type: T, handler: (frame: FrameOf<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set();
    const wrapped = handler as (frame: SocialFrame) => void;
    set.add(wrapped);
    this.handlers.set(type, set);
    return () => set.delete(wrapped);
  }

  typing(conversationId: string): void {
    this.socket.send(JSON.stringify({ type: "typing", conversationId }));
  }

  read(conversationId: string, messageId: string): void {
    this.socket.send(JSON.stringify({ type: "read", conversationId, messageId }));
  }

  close(): void {
    this.socket.close();
  }

  private dispatch(text: string): void {
    const frame = JSON.parse(text) as SocialFrame;
    if ("seq" in frame && (frame.type !== "hello" || this.seq === undefined)) this.seq = frame.seq;
    for (const handler of this.handlers.get(frame.type) ?? []) handler(frame);
  }
}
