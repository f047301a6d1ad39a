// The /schema page: reads the OpenAPI document (its URL is the page's data-document) and lists
// the operations by tag. An operation's details are built when it is opened, so the page shows
// at once whatever the size of the document. Text is set as text, never as HTML.
"use strict";
(function () {
  const METHODS = ["get", "put", "post", "delete", "patch"];
  const root = document.getElementById("docs");
  let spec = null;

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    for (const child of children) {
      if (child === null || child === undefined) continue;
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }

  function refName(ref) { return ref.split("/").pop(); }

  function resolve(schema) {
    return schema && schema.$ref ? spec.components.schemas[refName(schema.$ref)] || {} : schema || {};
  }

  function typeOf(schema) {
    if (!schema) return "";
    if (schema.$ref) return refName(schema.$ref);
    if (schema.oneOf || schema.anyOf) return (schema.oneOf || schema.anyOf).map(typeOf).join(" | ");
    if (schema.type === "array") return typeOf(schema.items) + "[]";
    if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
    return (schema.type || "any") + (schema.format ? ` (${schema.format})` : "");
  }

  function properties(schema) {
    const target = resolve(schema);
    const props = target.properties || {};
    const required = new Set(target.required || []);
    const rows = Object.entries(props).map(([name, prop]) =>
      el("tr", {}, el("td", {}, el("code", {}, name), required.has(name) ? " *" : ""),
        el("td", {}, typeOf(prop)), el("td", {}, prop.description || resolve(prop).description || "")));
    return rows.length ? el("table", {}, el("tr", {}, el("th", {}, "field"), el("th", {}, "type"), el("th", {}, "")), ...rows) : null;
  }

  function example(media) {
    if (!media) return null;
    let value = media.example;
    if (value === undefined && media.examples) value = (Object.values(media.examples)[0] || {}).value;
    if (value === undefined) value = (resolve(media.schema).examples || [])[0];
    return value === undefined ? null : el("pre", {}, JSON.stringify(value, null, 2));
  }

  function details(path, method, op) {
    const body = el("div", { class: "body" });
    if (op.description) body.append(el("p", {}, op.description));
    const params = (op.parameters || []).map((p) =>
      el("tr", {}, el("td", {}, el("code", {}, p.name), p.required ? " *" : ""), el("td", {}, p.in),
        el("td", {}, typeOf(p.schema)), el("td", {}, p.description || "")));
    if (params.length) body.append(el("h4", {}, "Parameters"), el("table", {}, ...params));
    const request = op.requestBody && op.requestBody.content;
    if (request) {
      for (const [type, media] of Object.entries(request)) {
        body.append(el("h4", {}, `Body (${type}): ${typeOf(media.schema)}`), properties(media.schema), example(media));
      }
    }
    body.append(el("h4", {}, "Responses"));
    const rows = Object.entries(op.responses || {}).map(([status, response]) => {
      const codes = response["x-problem-codes"];
      const media = Object.entries(response.content || {})[0];
      return el("tr", {}, el("td", {}, el("b", {}, status)),
        el("td", {}, codes ? response.description.replace(/\s*Codes: .*$/, "") : response.description,
          media ? el("div", { class: "muted" }, `${media[0]}: ${typeOf(media[1].schema)}`) : null,
          codes ? el("div", { class: "codes" }, ...codes.map((code) => el("code", {}, code))) : null));
    });
    body.append(el("table", {}, ...rows));
    return body;
  }

  function operation(path, method, op) {
    const item = el("details", { class: "op" + (op.deprecated ? " deprecated" : ""), "data-text": `${method} ${path} ${op.summary || ""} ${op.operationId || ""}`.toLowerCase() },
      el("summary", {}, el("span", { class: "method " + method }, method), el("span", { class: "path" }, path),
        el("span", {}, op.summary || ""), el("span", { class: "id" }, op.operationId || "")));
    item.addEventListener("toggle", () => {
      if (item.open && item.children.length === 1) item.append(details(path, method, op));
    });
    return item;
  }

  function render() {
    const info = spec.info || {};
    const byTag = new Map((spec.tags || []).map((tag) => [tag.name, []]));
    for (const [path, entry] of Object.entries(spec.paths || {})) {
      for (const method of METHODS) {
        if (!entry[method]) continue;
        const tag = (entry[method].tags || ["other"])[0];
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(operation(path, method, entry[method]));
      }
    }
    const filter = el("input", { id: "filter", type: "search", placeholder: "Filter: a path, a method, a word of the summary, an operation id" });
    const sections = [];
    const tags = new Map((spec.tags || []).map((tag) => [tag.name, tag.description || ""]));
    for (const [tag, ops] of [...byTag.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
      if (!ops.length) continue;
      const section = el("section", {}, el("h2", {}, tag), tags.get(tag) ? el("p", { class: "muted" }, tags.get(tag)) : null, ...ops);
      sections.push(section);
    }
    filter.addEventListener("input", () => {
      const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
      for (const section of sections) {
        let shown = 0;
        for (const op of section.querySelectorAll("details.op")) {
          const match = words.every((w) => op.dataset.text.includes(w));
          op.hidden = !match;
          shown += match ? 1 : 0;
        }
        section.hidden = shown === 0;
      }
    });
    root.replaceChildren(el("h1", {}, info.title || "API"), el("p", { class: "muted" }, `version ${info.version || ""} · `,
      el("a", { href: root.dataset.document }, "the OpenAPI document")), info.description ? el("p", {}, info.description) : null, filter, ...sections);
    root.setAttribute("data-rendered", String(sections.reduce((n, s) => n + s.querySelectorAll("details.op").length, 0)));
  }

  fetch(root.dataset.document, { headers: { Accept: "application/json" } })
    .then((answer) => {
      if (!answer.ok) throw new Error(`the document answered ${answer.status}`);
      return answer.json();
    })
    .then((document_) => { spec = document_; render(); })
    .catch((error) => { root.replaceChildren(el("p", {}, `The OpenAPI document could not be read: ${error.message}`)); });
})();
