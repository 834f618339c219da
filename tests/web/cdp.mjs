// A minimal DevTools-protocol driver for the web-page test (no npm packages): starts Debian's
// Chromium headless on a fresh profile, opens the URL, waits until the page marks itself idle
// (`<body data-idle="true">`, set after its deep-linked questions are answered; the page streams
// its answers, which `--dump-dom` and `--virtual-time-budget` do not wait for), prints the DOM
// and saves a screenshot.
// usage: node --experimental-websocket cdp.mjs CHROMIUM URL SCREENSHOT.png [TIMEOUT_MS]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [chrome, url, shot, timeoutArg] = process.argv.slice(2);
const timeout = Number(timeoutArg || 60000);
const profile = mkdtempSync(join(tmpdir(), "insight-cdp-"));
const proc = spawn(chrome, [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
  "--window-size=1200,1600", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank",
], { stdio: ["ignore", "ignore", "ignore"] });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const deadline = Date.now() + timeout;
function fail(msg) {
  console.error(msg);
  proc.kill("SIGKILL");
  try { rmSync(profile, { recursive: true, force: true }); } catch {}
  process.exit(1);
}

let port;
while (!port) {
  if (Date.now() > deadline) fail("chromium did not start");
  const f = join(profile, "DevToolsActivePort");
  if (existsSync(f)) port = readFileSync(f, "utf8").split("\n")[0].trim();
  else await sleep(100);
}
let target;
while (!target) {
  const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  target = list.find((t) => t.type === "page");
  if (!target) await sleep(100);
}
const ws = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((ok, err) => { ws.onopen = ok; ws.onerror = err; });
let id = 0;
const pending = new Map();
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
};
const send = (method, params = {}) => new Promise((ok) => {
  const n = ++id;
  pending.set(n, ok);
  ws.send(JSON.stringify({ id: n, method, params }));
});
const evaluate = async (expr) => (await send("Runtime.evaluate", { expression: expr, returnByValue: true })).result?.result?.value;

await send("Page.enable");
await send("Page.navigate", { url });
for (;;) {
  if (Date.now() > deadline) {
    const dom = await evaluate("document.documentElement.outerHTML");
    fail("the page did not become idle in time:\n" + dom);
  }
  if ((await evaluate("document.body && document.body.getAttribute('data-idle')")) === "true") break;
  await sleep(200);
}
// Let the charts finish rendering.
for (let i = 0; i < 50; i++) {
  const pending = await evaluate("document.querySelectorAll('.chart:not([data-rendered])').length");
  if (pending === 0) break;
  await sleep(100);
}
const dom = await evaluate("document.documentElement.outerHTML");
const png = await send("Page.captureScreenshot", { format: "png", captureBeyondViewport: true });
if (png.result?.data) writeFileSync(shot, Buffer.from(png.result.data, "base64"));
process.stdout.write(dom);
ws.close();
proc.kill("SIGKILL");
try { rmSync(profile, { recursive: true, force: true }); } catch {}
process.exit(0);
