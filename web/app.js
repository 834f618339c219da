// The Insight Agents page: asks over POST /v1/ask/stream (Server-Sent Events read from the
// fetch body: EventSource can only GET), shows progress as it comes, then the answer text,
// sortable tables, the Vega-Lite chart (vendored vega-embed, no network), the plan and the
// findings behind a disclosure, and follow-ups / clarification choices as buttons.
(function () {
  "use strict";
  const log = document.getElementById("log");
  const form = document.getElementById("ask");
  const input = document.getElementById("question");
  const keyInput = document.getElementById("key");
  let sessionId = null;
  let busy = false;

  const saved = localStorage.getItem("insight.key");
  if (saved) keyInput.value = saved;
  keyInput.addEventListener("change", () => {
    localStorage.setItem("insight.key", keyInput.value);
    sessionId = null;
  });
  // Deep links: /?q=first+question&q=a+follow-up asks them in order (also used by the
  // headless-browser test); ?key= sets the API key for this page.
  const params = new URLSearchParams(location.search);
  if (params.get("key")) keyInput.value = params.get("key");
  window.addEventListener("load", async () => {
    for (const q of params.getAll("q")) await ask(q);
    document.body.setAttribute("data-idle", "true");
  });
  document.getElementById("new-chat").addEventListener("click", () => {
    sessionId = null;
    log.textContent = "";
  });
  document.querySelectorAll("#starters .chip").forEach((b) =>
    b.addEventListener("click", () => ask(b.textContent))
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const q = input.value.trim();
    if (q) ask(q);
  });

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function fmt(v, col) {
    if (v === null || v === undefined) return "";
    if (typeof v !== "number") return String(v);
    const unit = col && col.unit;
    if (unit === "usd")
      return v.toLocaleString("en-US", { style: "currency", currency: "USD" });
    if (unit === "percent") return (v * 100).toFixed(1) + "%";
    return Number.isInteger(v) ? v.toLocaleString("en-US") : v.toLocaleString("en-US", { maximumFractionDigits: 2 });
  }

  function table(t) {
    const tbl = el("table", { class: "result" });
    tbl.appendChild(el("caption", {}, t.title || ""));
    const head = el("tr");
    t.columns.forEach((c, i) => {
      const th = el("th", { scope: "col", "data-col": String(i) }, c.display_name || c.name);
      th.addEventListener("click", () => sortBy(tbl, t, i, th));
      head.appendChild(th);
    });
    const thead = el("thead");
    thead.appendChild(head);
    tbl.appendChild(thead);
    const body = el("tbody");
    tbl.appendChild(body);
    fill(body, t, t.rows);
    return tbl;
  }

  function fill(body, t, rows) {
    body.textContent = "";
    rows.forEach((r) => {
      const tr = el("tr");
      r.forEach((v, i) => {
        const td = el("td", typeof v === "number" ? { class: "num" } : {}, fmt(v, t.columns[i]));
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
  }

  function sortBy(tbl, t, i, th) {
    const asc = th.getAttribute("aria-sort") !== "ascending";
    tbl.querySelectorAll("th").forEach((h) => h.removeAttribute("aria-sort"));
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    const rows = t.rows.slice().sort((a, b) => {
      const x = a[i], y = b[i];
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return asc ? c : -c;
    });
    fill(tbl.querySelector("tbody"), t, rows);
  }

  function details(summary, value) {
    const d = el("details");
    d.appendChild(el("summary", {}, summary));
    d.appendChild(el("pre", {}, JSON.stringify(value, null, 2)));
    return d;
  }

  function followups(box, items) {
    if (!items || !items.length) return;
    const div = el("div", { class: "followups" });
    items.forEach((f) => {
      const b = el("button", { type: "button", class: "chip followup" }, f);
      b.addEventListener("click", () => ask(f));
      div.appendChild(b);
    });
    box.appendChild(div);
  }

  function render(box, a) {
    const text = box.querySelector(".text");
    text.textContent = a.answer || "";
    box.setAttribute("data-status", a.status || "");
    (a.tables || []).forEach((t) => {
      if (t.rows && t.rows.length) box.appendChild(table(t));
    });
    if (a.chart && window.vegaEmbed) {
      const c = el("div", { class: "chart" });
      box.appendChild(c);
      window
        .vegaEmbed(c, a.chart, { actions: { export: true, source: false, compiled: false, editor: false }, renderer: "svg", ast: true })
        .then(() => c.setAttribute("data-rendered", "true"))
        .catch((e) => c.appendChild(el("div", { class: "error" }, "chart: " + e)));
    }
    if (a.findings && a.findings.length) box.appendChild(details("Findings (" + a.findings.length + ")", a.findings));
    if (a.recommendations && a.recommendations.length) box.appendChild(details("Recommendations", a.recommendations));
    if (a.steps) box.appendChild(details("Plan (not run yet)", { steps: a.steps, plan: a.plan }));
    else if (a.plan) box.appendChild(details("Plan", a.plan));
    if (a.resolved_time) box.appendChild(details("Dates used", a.resolved_time));
    followups(box, a.follow_ups || a.suggestions);
  }

  // Reads an SSE body: yields {event, data} for each block.
  async function* events(resp) {
    const reader = resp.body.getReader();
    const dec = new TextDecoder();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += dec.decode(value, { stream: true });
      let i;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        let ev = "message", data = [];
        block.split("\n").forEach((line) => {
          if (line.startsWith("event:")) ev = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        });
        if (data.length) yield { event: ev, data: data.join("\n") };
      }
    }
  }

  const stageText = {
    ood: (d) => (d.is_out_of_domain ? "not a question about your business" : "about your business ✓"),
    route: (d) => "route: " + String(d.route).replace("_", " "),
    plan: (d) => "plan: " + (d.plan && d.plan.steps ? d.plan.steps.length : 0) + " step(s)",
    step_started: (d) => "… " + d.name,
    step_finished: (d) => (d.ok ? "✓ " : "✗ ") + d.name + (d.rows !== null && d.rows !== undefined ? " (" + d.rows + " rows)" : ""),
  };

  async function ask(question) {
    if (busy) return;
    busy = true;
    input.value = "";
    const turn = el("section", { class: "turn" });
    const q = el("div", { class: "q" }, question);
    turn.appendChild(q);
    const box = el("div", { class: "a", "data-status": "pending" });
    const prog = el("ul", { class: "progress" });
    box.appendChild(prog);
    box.appendChild(el("div", { class: "text" }));
    turn.appendChild(box);
    log.appendChild(turn);
    turn.scrollIntoView({ block: "end" });
    const body = { question };
    if (sessionId) body.session_id = sessionId;
    try {
      const resp = await fetch("/v1/ask/stream", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer " + keyInput.value },
        body: JSON.stringify(body),
      });
      if (!resp.ok) {
        const err = await resp.json().catch(() => ({}));
        if (err.error && err.error.code === "not_found") sessionId = null;
        throw new Error((err.error && err.error.message) || resp.statusText);
      }
      const text = box.querySelector(".text");
      for await (const { event, data } of events(resp)) {
        if (data === "[DONE]") break;
        const d = JSON.parse(data);
        if (event === "session") {
          sessionId = d.session_id;
          if (d.interpreted && d.interpreted.kind !== "new") q.appendChild(el("span", { class: "as" }, "→ " + d.interpreted.question));
        } else if (event === "answer_delta") {
          text.textContent += d.text;
        } else if (event === "answer") {
          render(box, d);
        } else if (event === "error") {
          throw new Error(d.error.message);
        } else if (stageText[event]) {
          prog.appendChild(el("li", { "data-event": event }, stageText[event](d)));
        }
      }
    } catch (e) {
      box.setAttribute("data-status", "error");
      box.appendChild(el("div", { class: "error" }, String(e.message || e)));
    } finally {
      busy = false;
      turn.scrollIntoView({ block: "end" });
    }
  }
})();
