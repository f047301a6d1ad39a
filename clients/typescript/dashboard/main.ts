/**
 * The example dashboard (docs/dashboard.md): a static page on its own origin (SVC_DASH_URL)
 * that signs in through the identity provider, lists the user's Connect servers, edits a
 * server's settings with ETag / If-Match, and follows the settings stream. `/consent` is the
 * consent screen of third-party services. Its chat panel (chat.ts) chats with friends and shows
 * notifications, live from the social stream. It calls only what a dashboard token may call.
 *
 * The API's address: `?api=<url>` once (kept in localStorage), else http://127.0.0.1:8000.
 */
import { ok, openStream, ProblemError, svcClient, type Schemas, type StreamMessage } from "../src/index";
import { chatPanel, type Panel } from "./chat";
import { describe, el } from "./dom";

type Entry = Schemas["SettingsEntryOut"];
const MERGE_PATCH = "application/merge-patch+json";

const api = apiBase();
const app = document.getElementById("app") as HTMLElement;

function apiBase(): string {
  const given = new URLSearchParams(location.search).get("api");
  if (given) localStorage.setItem("svc.api", given.replace(/\/$/, ""));
  return localStorage.getItem("svc.api") ?? "http://127.0.0.1:8000";
}

/** The token of the dashboard (all its tabs): from the sign-in's fragment (#authToken=...&expiresAt=...), kept in
 * localStorage; the fragment is removed from the address bar at once. */
function takeToken(): string | null {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fresh = fragment.get("authToken");
  if (fresh) {
    localStorage.setItem("svc.token", fresh);
    localStorage.setItem("svc.expiresAt", fragment.get("expiresAt") ?? "");
    history.replaceState(null, "", location.pathname + location.search);
  }
  const expiresAt = Date.parse(localStorage.getItem("svc.expiresAt") ?? "");
  if (!Number.isNaN(expiresAt) && expiresAt <= Date.now()) localStorage.removeItem("svc.token");
  return localStorage.getItem("svc.token");
}

function signInUrl(): string {
  const back = location.origin + location.pathname + location.search;
  return `${api}/v1/auth/idp/login?platform=dash&redirect=${encodeURIComponent(back)}`;
}

function showSignIn(): void {
  const error = new URLSearchParams(location.search).get("loginError");
  app.replaceChildren(
    el("h1", {}, "svc dashboard"),
    el("section", {},
      el("p", {}, "Sign in with your account to manage your servers."),
      error ? el("p", { className: "problem", id: "login-error" }, error) : "",
      el("button", { id: "signin", className: "primary", onclick: () => location.assign(signInUrl()) }, "Sign in"),
    ),
  );
}

let social: Panel | null = null;

function leaveHome(): void {
  social?.close();
  social = null;
}

async function showHome(token: string): Promise<void> {
  const client = svcClient(api, token);
  leaveHome();
  const header = el("header", {},
    el("h1", {}, "svc dashboard"),
    el("button", { id: "signout", onclick: () => { leaveHome(); localStorage.removeItem("svc.token"); showSignIn(); } }, "Sign out"),
  );
  const list = el("section", { id: "servers-section" }, el("h2", {}, "My servers"));
  app.replaceChildren(header, el("p", { id: "user", className: "muted" }, "…"), list);
  try {
    const me = ok(await client.GET("/v1/profile/self"));
    (document.getElementById("user") as HTMLElement).textContent = `Signed in as ${me.name}`;
    social = chatPanel(api, token, me.userId);
    app.append(social.section);
    const servers = ok(await client.GET("/v1/connect/servers"));
    if (servers.items.length === 0) {
      list.append(el("p", { id: "no-servers", className: "muted" }, "No servers yet: claim one with the key your server printed."));
      return;
    }
    list.append(
      el("ul", { className: "servers", id: "servers" },
        ...servers.items.map((server) =>
          el("li", {},
            el("button", { className: "open-server", onclick: () => void showServer(token, server.serverId, server.name) }, server.name),
            ` `, el("span", { className: "muted" }, server.serverType),
          ),
        ),
      ),
    );
  } catch (error) {
    if (error instanceof ProblemError && error.status === 401) return showSignIn();
    list.append(el("p", { className: "problem", id: "problem" }, describe(error)));
  }
}

let stream: WebSocket | null = null;

async function showServer(token: string, serverId: string, name: string): Promise<void> {
  const client = svcClient(api, token);
  leaveHome();
  stream?.close();
  const sourceSelect = el("select", { id: "source" });
  const etag = el("code", { id: "etag" }, "");
  const data = el("pre", { id: "data" }, "");
  const message = el("p", { id: "message" }, "");
  const key = el("input", { id: "key", placeholder: "member", required: true });
  const value = el("input", { id: "value", placeholder: "value (JSON or text)" });
  const live = el("pre", { id: "live" }, "connecting…");
  const liveState = el("p", { id: "live-state", className: "muted" }, "");
  let current: { source: string; etag: string } | null = null;

  async function read(source: string): Promise<void> {
    const answer = await client.GET("/v1/connect/servers/{serverId}/settings", {
      params: { path: { serverId }, query: { source } },
    });
    const entry = ok(answer).items[0];
    const tag = answer.response.headers.get("ETag") ?? "";
    current = { source, etag: tag };
    etag.textContent = tag;
    data.textContent = JSON.stringify(entry?.data ?? {}, null, 2);
  }

  async function save(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (current === null) return;
    let parsed: unknown = value.value;
    try { parsed = JSON.parse(value.value); } catch { /* plain text */ }
    const answer = await client.PATCH("/v1/connect/servers/{serverId}/settings", {
      params: { path: { serverId }, query: { source: current.source } },
      headers: { "If-Match": current.etag, "Content-Type": MERGE_PATCH },
      body: { [key.value]: parsed },
    });
    try {
      const saved = ok(answer).settings;
      current = { source: current.source, etag: answer.response.headers.get("ETag") ?? "" };
      etag.textContent = current.etag;
      data.textContent = JSON.stringify(saved.data, null, 2);
      message.className = "ok";
      message.textContent = `Saved: revision ${saved.revision}`;
    } catch (error) {
      message.className = "problem";
      message.textContent =
        error instanceof ProblemError && error.status === 412
          ? `${describe(error)} Someone changed them first: reload to see their change, then edit again.`
          : describe(error);
    }
  }

  function follow(): void {
    stream = openStream(api, serverId, token);
    stream.onopen = () => { liveState.textContent = "Live: connected"; };
    stream.onclose = (event) => { liveState.textContent = `Live: closed (${event.code} ${event.reason})`; };
    stream.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as StreamMessage;
      if (message.type === "hello") {
        const entry = message.settings.find((e: Entry) => e.source === current?.source);
        live.textContent = entry ? `revision ${entry.revision}\n${JSON.stringify(entry.data, null, 2)}` : "no settings yet";
      } else if (message.type === "settings.updated" && message.source === current?.source) {
        live.textContent = `revision ${message.revision}\n${JSON.stringify(message.data, null, 2)}`;
        liveState.textContent = `Live: revision ${message.revision} arrived`;
      }
    };
  }

  app.replaceChildren(
    el("header", {},
      el("h1", { id: "server-name" }, name),
      el("button", { id: "back", onclick: () => { stream?.close(); void showHome(token); } }, "My servers"),
    ),
    el("section", {},
      el("h2", {}, "Settings"),
      el("p", {}, "Source ", sourceSelect, " · ETag ", etag, " ",
        el("button", { id: "reload", onclick: () => void read(sourceSelect.value).then(() => { message.textContent = ""; }) }, "Reload")),
      data,
      el("form", { className: "edit", id: "edit", onsubmit: (e: SubmitEvent) => void save(e) },
        key, value, el("button", { id: "save", className: "primary", type: "submit" }, "Save with If-Match")),
      message,
    ),
    el("section", {}, el("h2", {}, "Live (settings stream)"), liveState, live),
  );
  try {
    const all = ok(await client.GET("/v1/connect/servers/{serverId}/settings", { params: { path: { serverId } } }));
    const sources = all.items.map((e: Entry) => e.source);
    sourceSelect.append(...(sources.length ? sources : ["game"]).map((s) => el("option", { value: s }, s)));
    sourceSelect.onchange = () => void read(sourceSelect.value);
    await read(sourceSelect.value);
    follow();
  } catch (error) {
    message.className = "problem";
    message.textContent = describe(error);
  }
}

/** The consent screen (SVC_DASH_URL/consent?service=<slug>&redirect=<url>). */
function showConsent(token: string): void {
  const query = new URLSearchParams(location.search);
  const service = query.get("service") ?? "";
  const redirect = query.get("redirect") ?? "";
  const problem = el("p", { className: "problem", id: "problem" }, "");
  const client = svcClient(api, token);
  app.replaceChildren(
    el("h1", {}, "Allow access?"),
    el("section", {},
      el("p", { id: "consent-text" }, "The service ", el("strong", { id: "service" }, service),
        " asks to use your account with the permissions it registered."),
      el("p", { className: "muted" }, `You will return to ${redirect}`),
      el("button", {
        id: "approve", className: "primary", onclick: async () => {
          try {
            const issued = ok(await client.POST("/v1/auth/service/token", { body: { service, redirect } }));
            location.assign(issued.redirectUrl);
          } catch (error) {
            problem.textContent = describe(error);
          }
        },
      }, "Allow"),
      " ",
      // Deny sends nowhere: this page's `redirect` is whatever the address says (anyone can
      // link here), and only the API checks it against the service's registered URLs.
      el("button", {
        id: "deny", onclick: () => {
          app.replaceChildren(el("h1", {}, "Access denied"),
            el("p", { id: "denied" }, `You did not allow ${service}; nothing was shared with it.`));
        },
      }, "Deny"),
      problem,
    ),
  );
}

const token = takeToken();
if (token === null) showSignIn();
else if (location.pathname.replace(/\/$/, "") === "/consent") showConsent(token);
else void showHome(token);
