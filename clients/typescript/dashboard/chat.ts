/**
 * The chat panel of the example dashboard (docs/dashboard.md, "Chat and notifications"): a
 * conversation with a friend and the user's notifications, kept live by the social stream
 * (`SocialStream`, docs/social.md): `chat.message`, `notification` and `friends.*` frames change
 * the page without polling. After a drop it reconnects with `since` (what was missed follows)
 * and reloads over REST on a `reset`.
 */
import { ok, SocialStream, svcClient, type Schemas } from "../src/index";
import { describe, el } from "./dom";

type Message = Schemas["MessageOut"];
type Notice = Schemas["NotificationOut"];
type Conversation = Schemas["ConversationOut"];

/** Waits before reconnecting after a drop (the last one repeats). */
const RETRY_MS = [1000, 2000, 5000, 10000, 30000];

export interface Panel {
  readonly section: HTMLElement;
  close(): void;
}

function live<E extends HTMLElement>(node: E, label?: string): E {
  node.setAttribute("aria-live", "polite");
  if (label) node.setAttribute("aria-label", label);
  return node;
}

function clock(iso: string): HTMLTimeElement {
  const shown = new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return el("time", { dateTime: iso, className: "muted" }, shown);
}

function bodyOf(message: Message): string {
  const poll = message.poll;
  if (poll === null) return message.text ?? "";
  const options = poll.options.map((o) => `${o.label} (${o.votes})`).join(", ");
  return `${message.text ?? ""} [poll: ${poll.question} ${options}]`.trim();
}

/** The panel of the signed-in user `selfId`; `close()` ends its stream. */
export function chatPanel(api: string, token: string, selfId: string): Panel {
  const client = svcClient(api, token);
  const state = el("p", { id: "social-state", className: "muted" }, "Live: connecting…");
  state.setAttribute("role", "status");
  const friend = el("select", { id: "friend", name: "friend" });
  const openButton = el("button", { id: "open-chat", type: "submit", disabled: true }, "Open chat");
  const noFriends = el("p", { id: "no-friends", className: "muted" },
    "No friends yet: accept a friend request and they appear here.");
  const elsewhere = live(el("ul", { id: "elsewhere", className: "plain" }), "New messages in other conversations");
  const chatTitle = el("h3", { id: "chat-title" }, "No conversation open");
  const messages = live(el("ol", { id: "messages", className: "messages" }));
  messages.setAttribute("aria-labelledby", "chat-title");
  const text = el("input", { id: "chat-text", name: "text", maxLength: 2000, required: true, autocomplete: "off", disabled: true });
  const send = el("button", { id: "send", className: "primary", type: "submit", disabled: true }, "Send");
  const problem = el("p", { id: "chat-problem", className: "problem" });
  problem.setAttribute("role", "alert");
  const unread = el("span", { id: "unread", className: "muted" }, "");
  const notices = live(el("ul", { id: "notifications", className: "plain" }));
  const noNotices = el("p", { id: "no-notifications", className: "muted" }, "No notifications.");
  notices.setAttribute("aria-labelledby", "notifications-title");

  const names = new Map<string, string>();
  let open: { id: string; shown: Map<string, HTMLLIElement> } | null = null;
  let stream: SocialStream | null = null;
  let since: number | undefined;
  let unreadCount = 0;
  let closed = false;
  let retries = 0;

  const openForm = el("form", { id: "open-chat-form", className: "edit", onsubmit: chatWithFriend },
    el("label", { htmlFor: "friend" }, "Friend"), friend, openButton);
  const sendForm = el("form", { id: "send-form", className: "edit", hidden: true, onsubmit: sendMessage },
    el("label", { htmlFor: "chat-text" }, "Message"), text, send);
  messages.hidden = true;

  function showFriends(): void {
    noFriends.hidden = friend.options.length > 0;
    openForm.hidden = friend.options.length === 0;
    openButton.disabled = friend.options.length === 0;
  }

  function addFriend(id: string, name: string): void {
    names.set(id, name);
    if (!Array.from(friend.options).some((o) => o.value === id)) friend.append(el("option", { value: id }, name));
    showFriends();
  }

  function removeFriend(id: string): void {
    for (const option of Array.from(friend.options)) if (option.value === id) option.remove();
    showFriends();
  }

  /** Put a message of the open conversation in place (ordered by time; a poll update replaces it). */
  function showMessage(message: Message): void {
    if (open === null || message.conversationId !== open.id) return;
    const key = `${message.createdAt} ${message.id}`;
    const item = el("li", { className: message.senderId === selfId ? "mine" : "", dataset: { key, id: message.id } },
      el("strong", {}, message.senderName), ": ", bodyOf(message), " ", clock(message.createdAt));
    const existing = open.shown.get(message.id);
    if (existing) existing.replaceWith(item);
    else {
      const later = Array.from(messages.children).find((li) => ((li as HTMLElement).dataset.key ?? "") > key);
      messages.insertBefore(item, later ?? null);
    }
    open.shown.set(message.id, item);
  }

  function titleOf(conversation: Conversation): string {
    if (conversation.title) return conversation.title;
    const others = conversation.participants.filter((p) => p.id !== selfId).map((p) => p.name);
    return `Chat with ${others.join(", ")}`;
  }

  async function openConversation(conversation: Conversation): Promise<void> {
    open = { id: conversation.id, shown: new Map() };
    messages.replaceChildren();
    chatTitle.textContent = titleOf(conversation);
    text.disabled = false;
    send.disabled = false;
    messages.hidden = false;
    sendForm.hidden = false;
    elsewhere.querySelectorAll(`li[data-conversation="${conversation.id}"]`).forEach((item) => item.remove());
    const page = ok(await client.GET("/v1/social/chat/conversations/{conversationId}/messages", {
      params: { path: { conversationId: conversation.id }, query: { limit: 50 } },
    }));
    for (const message of page.items) showMessage(message);  // a frame meanwhile is not lost
    text.focus();
  }

  async function run(action: () => Promise<void>): Promise<void> {
    problem.textContent = "";
    try {
      await action();
    } catch (error) {
      problem.textContent = describe(error);
    }
  }

  function chatWithFriend(event: SubmitEvent): void {
    event.preventDefault();
    void run(async () => {
      const answer = ok(await client.POST("/v1/social/chat/conversations", {
        body: { kind: "direct", participantIds: [friend.value] },
      }));
      await openConversation(answer.conversation);
    });
  }

  function openById(conversationId: string): void {
    void run(async () => {
      const answer = ok(await client.GET("/v1/social/chat/conversations/{conversationId}", {
        params: { path: { conversationId } },
      }));
      await openConversation(answer.conversation);
    });
  }

  function sendMessage(event: SubmitEvent): void {
    event.preventDefault();
    const conversation = open;
    if (conversation === null) return;
    void run(async () => {
      const sent = ok(await client.POST("/v1/social/chat/conversations/{conversationId}/messages", {
        params: { path: { conversationId: conversation.id } },
        body: { text: text.value },
      }));
      showMessage(sent.message);  // its frame may come first or after: shown once
      text.value = "";
    });
  }

  function onMessage(message: Message, action: "created" | "poll"): void {
    if (open !== null && message.conversationId === open.id) return showMessage(message);
    if (action !== "created" || message.senderId === selfId) return;
    const openIt = el("button", { className: "open-elsewhere", onclick: () => openById(message.conversationId) }, "Open");
    openIt.setAttribute("aria-label", `Open the chat with ${message.senderName}`);
    elsewhere.append(el("li", { dataset: { conversation: message.conversationId } },
      el("strong", {}, message.senderName), `: ${bodyOf(message)} `, openIt));
  }

  function showUnread(): void {
    unread.textContent = unreadCount > 0 ? `(${unreadCount} unread)` : "";
  }

  function noticeText(notice: Notice): string {
    if (notice.kind === "friend_accepted") {
      const name = names.get(String(notice.payload["friendId"] ?? ""));
      return `${name ?? "Someone"} accepted your friend request`;
    }
    return notice.kind;
  }

  /** Show a notification: `fresh` for a frame (newest, counted), else one of the first page. */
  function showNotice(notice: Notice, fresh: boolean): void {
    const markRead = el("button", { className: "mark-read", onclick: () => void run(async () => {
      const answer = ok(await client.POST("/v1/notifications/{notificationId}/read", {
        params: { path: { notificationId: notice.id } },
      }));
      showNotice(answer.notification, true);
    }) }, "Mark read");
    markRead.setAttribute("aria-label", `Mark “${noticeText(notice)}” read`);
    const item = el("li", { className: notice.readAt ? "read" : "unread", dataset: { id: notice.id } },
      noticeText(notice), " ", clock(notice.createdAt), " ", notice.readAt ? "" : markRead);
    const existing = notices.querySelector<HTMLLIElement>(`li[data-id="${notice.id}"]`);
    if (fresh && notice.readAt === null && existing === null) unreadCount += 1;
    if (fresh && notice.readAt !== null && existing?.className !== "read") unreadCount = Math.max(0, unreadCount - 1);
    if (existing) existing.replaceWith(item);
    else if (fresh) notices.prepend(item);
    else notices.append(item);
    noNotices.hidden = true;
    showUnread();
  }

  async function loadLists(): Promise<void> {
    const friends = ok(await client.GET("/v1/social/friends", { params: { query: { limit: 200 } } }));
    for (const f of friends.items) addFriend(f.friendId, f.name);
    showFriends();
    const page = ok(await client.GET("/v1/notifications", { params: { query: { limit: 10 } } }));
    for (const notice of page.items) showNotice(notice, false);
  }

  /** After a `reset`: what was missed is not kept any more, so read again what is shown. */
  async function reload(): Promise<void> {
    notices.replaceChildren();
    noNotices.hidden = false;
    await loadLists();
    const conversation = open;
    if (conversation !== null) openById(conversation.id);
  }

  function connect(): void {
    const current = new SocialStream(api, token, since);
    stream = current;
    current.on("hello", (frame) => {
      retries = 0;
      state.textContent = "Live: connected";
      unreadCount = frame.unread.notifications;
      showUnread();
    });
    current.on("reset", () => void run(reload));
    current.on("chat.message", (frame) => onMessage(frame.message, frame.action));
    current.on("notification", (frame) => showNotice(frame.notification, true));
    current.on("friends.accepted", (frame) => addFriend(frame.friend.id, frame.friend.name));
    current.on("friends.removed", (frame) => removeFriend(frame.friendId));
    current.on("session.revoked", () => {
      closed = true;
      state.textContent = "Live: this session was revoked; sign in again";
    });
    current.socket.addEventListener("close", (event) => {
      since = current.seq;
      if (closed || stream !== current) return;
      if (event.code === 4401 || event.code === 4403) {
        state.textContent = `Live: closed (${event.code} ${event.reason})`;
        return;
      }
      const wait = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)] ?? 30000;
      state.textContent = `Live: dropped (${event.code}); reconnecting in ${wait / 1000} s`;
      window.setTimeout(() => { if (!closed) connect(); }, wait);
    });
  }

  const section = el("section", { id: "social" },
    el("h2", { id: "social-title" }, "Chat"),
    state,
    openForm,
    noFriends,
    elsewhere,
    chatTitle,
    messages,
    sendForm,
    problem,
    el("h3", { id: "notifications-title" }, "Notifications ", unread),
    notices,
    noNotices,
  );
  section.setAttribute("aria-labelledby", "social-title");
  connect();  // first, so nothing created while the lists load is missed
  void run(loadLists);
  return {
    section,
    close: () => {
      closed = true;
      stream?.close();
    },
  };
}
