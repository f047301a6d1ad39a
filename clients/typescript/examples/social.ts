/**
 * Chat and notifications live, type-checked by `make client-ts` (tsc --noEmit): the social
 * stream of a signed-in user, resumed from its last `seq` after a drop.
 */
import { SocialStream } from "../src/index";

export function followSocial(baseUrl: string, token: string, since?: number): SocialStream {
  const stream = new SocialStream(baseUrl, token, since);
  stream.on("hello", (hello) => console.log(`${hello.unread.notifications} unread`));
  stream.on("chat.message", ({ message }) => {
    console.log(`${message.senderName}: ${message.text ?? "(poll)"}`);
    stream.read(message.conversationId, message.id);
  });
  stream.on("notification", ({ notification }) => console.log(notification.kind));
  stream.on("presence", (p) => console.log(p.userId, p.status.state));
  stream.on("reset", () => console.log("missed too much: reload the lists"));
  stream.socket.addEventListener("close", (event) => {
    if (event.code !== 4401) setTimeout(() => followSocial(baseUrl, token, stream.seq), 1000);
  });
  return stream;
}
