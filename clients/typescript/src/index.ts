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
