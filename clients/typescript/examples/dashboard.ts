/**
 * A dashboard's first calls, type-checked by `make client-ts` (tsc --noEmit): sign in with the
 * game handshake, list my Connect servers, open the first one's settings stream.
 */
import { ok, openStream, svcClient, type StreamMessage } from "../src/index";

export async function firstCalls(baseUrl: string, name: string): Promise<void> {
  const anonymous = svcClient(baseUrl);
  // 1. The game handshake: join, the game client tells the session service, verify.
  const joined = ok(await anonymous.POST("/v1/auth/session/game/join", { body: { name } }));
  // ... the game client announces joined.serverId to the session service here ...
  const signedIn = ok(
    await anonymous.POST("/v1/auth/session/game/verify", {
      body: { serverId: joined.serverId, name, joinToken: joined.joinToken },
    }),
  );
  const token: string = signedIn.accessToken;

  // 2. My servers (a full sign-in from dash; a game token is limited to its scopes).
  const dash = svcClient(baseUrl, token);
  const servers = ok(await dash.GET("/v1/connect/servers"));
  for (const server of servers.items) {
    console.log(server.serverId, server.name, server.serverType);
  }

  // 3. The stream of the first one.
  const first = servers.items[0];
  if (first === undefined) return;
  const socket = openStream(baseUrl, first.serverId, token);
  socket.onmessage = (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as StreamMessage;
    if (message.type === "settings.updated") {
      console.log(`settings ${message.source} revision ${message.revision}`, message.data);
    } else if (message.type === "command.created") {
      console.log(`command ${message.id}: ${message.action}`);
    }
  };
}
