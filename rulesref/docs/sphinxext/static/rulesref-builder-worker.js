// The army builder's worker: runs rulesref's own Python in Pyodide, off the page's thread.
//
// Messages in:  {type: "init", manifest: URL}
//               {type: "call", id, name, args, raw?: Uint8Array}
// Messages out: {type: "progress", phase, loaded, total}
//               {type: "ready", options, ms, pyodideMs, rulesrefMs, started}
//               {type: "fail", error}
//               {type: "answer", id, answer (the JSON text Python returned), ms}
//
// Everything the page shows comes from rulesref.docs.browser.Session.call; this file only
// loads the files (Pyodide from the site itself, the code zip, the model snapshot) and
// passes calls through. Nothing is fetched from anywhere but the site.
//
// Python starts from the game's memory snapshot when the manifest names one (made at site
// build time, see rulesref-builder-python.mjs; uncompressed by rulesref-builder-inflate.js
// meanwhile, and kept uncompressed for the next visit): "started" is then "snapshot". A
// snapshot that
// cannot be fetched, is not this build's, is for another Pyodide or fails to restore is
// dropped without a word, and Python starts the normal way ("started": "python").

import * as start from "./rulesref-builder-python.mjs";

let session = null;
let manifest = null;
let manifestURL = null;
let yamlLoaded = false;
let py = null;
const loaded = new Map();
let total = 1;
let phase = "download";

function progress(newPhase) {
  if (newPhase) phase = newPhase;
  let sum = 0;
  for (const value of loaded.values()) sum += value;
  self.postMessage({ type: "progress", phase, loaded: Math.min(sum, total), total });
}

// Count the bytes of the big downloads as they arrive, for the page's progress bar.
const realFetch = self.fetch.bind(self);
function tracked(url) {
  return /\.(wasm|zip|json|bin)(\?|$)/.test(url);
}
self.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = typeof input === "string" ? input : input.url || String(input);
  if (!response.ok || !response.body || !tracked(url)) return response;
  // count a copy's bytes, and hand over the response itself: the browser then keeps the
  // compiled WebAssembly for the next visit (a rebuilt response would lose that)
  const reader = response.clone().body.getReader();
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      loaded.set(url, (loaded.get(url) || 0) + value.byteLength);
      progress();
    }
  })().catch(() => {});
  return response;
};

async function bytes(name) {
  const response = await self.fetch(new URL(name, manifestURL).href);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function totalOf(keys) {
  return keys.reduce((sum, key) => sum + (manifest.sizes[key] || 0), 0) || 1;
}

/** The snapshot's compressed memory uncompressed by a helper worker, on another core (here,
 * where a worker cannot start one). */
function inflateElsewhere(packed) {
  let helper = null;
  try {
    helper = new Worker(new URL("rulesref-builder-inflate.js", import.meta.url),
                        { type: "module" });
  } catch {
    return start.inflate(packed);
  }
  return new Promise((resolve, reject) => {
    helper.onmessage = (event) => {
      helper.terminate();
      if (event.data && event.data.memory) resolve(event.data.memory);
      else reject(new Error(event.data && event.data.error || "no snapshot"));
    };
    helper.onerror = (event) => {
      helper.terminate();
      reject(new Error(event.message || "the snapshot helper failed"));
    };
    const copy = packed.slice();  // its own buffer, to hand over
    helper.postMessage(copy.buffer, [copy.buffer]);
  });
}

// The snapshot is kept in Cache Storage too, uncompressed, under its file's URL with
// "?memory" (the name holds its digest): a browser's HTTP cache may not keep a file of its
// size (Chromium's in-memory cache does not), the service worker, which keeps every file,
// may not be running, and uncompressing it again would take most of a warm start (about
// 0.4 s of 1.2 s). Kept, it is the memory itself (Pyodide reads it in place, as 32-bit
// words, so nothing may come before it), with the file's key and Pyodide's version in a
// header of the response.
const KEPT = "rulesref-builder-snapshot";
const MEMORY = "?memory";
const VERSION = "X-Rulesref-Snapshot";
let toKeep = null;

/** The kept snapshot, {version, memory}, or null when none is kept for this file. */
async function keptSnapshot(url) {
  try {
    const hit = await (await caches.open(KEPT)).match(url + MEMORY);
    if (!hit) return null;
    const [key, version] = (hit.headers.get(VERSION) || "").split(" ");
    if (key !== manifest.snapshot.key || !version) return null;
    const memory = new Uint8Array(await hit.arrayBuffer());
    loaded.set(url, manifest.sizes.snapshot || memory.byteLength);
    return { version, memory: Promise.resolve(memory) };
  } catch {
    return null;  // no Cache Storage here: fetch it
  }
}

/** Keep a snapshot that worked (after the first answer, when the page is drawing),
 * dropping the game's older ones. */
async function keepSnapshot() {
  if (!toKeep || !session) return;
  const [url, version, memory] = toKeep;
  toKeep = null;
  const key = url + MEMORY;
  const older = (kept) => kept !== key &&
    kept.split("/").pop().startsWith(`${manifest.game}-`);
  try {
    const data = await memory;
    const cache = await caches.open(KEPT);
    for (const request of await cache.keys()) {
      if (older(request.url)) await cache.delete(request);
    }
    await cache.put(key, new Response(data, {
      headers: { [VERSION]: `${manifest.snapshot.key} ${version}` } }));
  } catch { /* full or unavailable: the next visit fetches it again */ }
}

/** The game's memory snapshot, fetched and uncompressed (or read as kept) while Pyodide's
 * script loads: {version, memory (a promise)}, or null when the manifest names none. */
function snapshotFile() {
  if (!manifest.snapshot || !manifest.files.snapshot) return null;
  const url = new URL(manifest.files.snapshot, manifestURL).href;
  const found = keptSnapshot(url).then(async (kept) => {
    if (kept) return kept;
    const { version, packed } = start.read(await bytes(manifest.files.snapshot),
                                           manifest.snapshot.key);
    const memory = inflateElsewhere(packed);
    memory.catch(() => {});
    toKeep = [url, version, memory];
    return { version, memory };
  });
  found.catch(() => {});
  return found;
}

/** Python restored from the memory snapshot, [py, session, options, when Pyodide was up],
 * or null when there is none or it does not work. */
async function fromSnapshot(snapshot, loadPyodide, version, base, code) {
  if (!snapshot) return null;
  try {
    const memory = snapshot.then((found) => {
      if (found.version !== version) throw new Error("the snapshot is for another Pyodide");
      return found.memory;
    });
    memory.catch(() => {});
    const restored = await loadPyodide(start.options(base, { _loadSnapshot: memory }));
    const pythonAt = performance.now();
    progress("rules");
    const restoredSession = start.restoredSession(restored, await code);
    const options = JSON.parse(restoredSession.call("options", "[]"));
    if (!options.ok) throw new Error(options.error);
    return [restored, restoredSession, options, pythonAt];
  } catch {
    toKeep = null;
    if (typeof caches === "object") caches.delete(KEPT).catch(() => {});  // nor kept
    return null;  // start normally instead
  }
}

async function init(url) {
  const started = performance.now();
  manifestURL = url;
  const response = await realFetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  manifest = await response.json();
  const pyodideKeys = Object.keys(manifest.sizes).filter(
    (key) => key.startsWith("pyodide/") && !key.endsWith(".mjs"));
  total = totalOf([...pyodideKeys, "code", manifest.snapshot ? "snapshot" : "rules"]);
  progress("download");
  const base = new URL(manifest.pyodide, url).href;
  const code = bytes(manifest.files.code);
  code.catch(() => {});
  const snapshot = snapshotFile();
  const { loadPyodide, version } = await import(new URL("pyodide.mjs", base).href);
  let how = "snapshot";
  let pythonAt = null;
  let options = null;
  const restored = await fromSnapshot(snapshot, loadPyodide, version, base, code);
  if (restored) {
    [py, session, options, pythonAt] = restored;
  } else {
    how = "python";
    const rules = bytes(manifest.files.rules);
    rules.catch(() => {});
    total = totalOf([...pyodideKeys, "code", "rules"]);
    py = await loadPyodide(start.options(base));
    pythonAt = performance.now();
    progress("start");
    const text = new TextDecoder().decode(await rules);
    progress("rules");
    session = start.startSession(py, await code, manifest.module, text);
    options = JSON.parse(session.call("options", "[]"));
    if (!options.ok) throw new Error(options.error);
  }
  const now = performance.now();
  self.postMessage({ type: "ready", options: options.result, ms: Math.round(now - started),
                     pyodideMs: Math.round(pythonAt - started),
                     rulesrefMs: Math.round(now - pythonAt), started: how });
}

async function ensureYaml() {
  if (yamlLoaded) return;
  py.FS.writeFile("/rulesref/yaml.zip", await bytes(manifest.files.yaml));
  py.runPython("import sys; sys.path.append('/rulesref/yaml.zip')");
  yamlLoaded = true;
}

async function call(message) {
  const started = performance.now();
  let answer;
  try {
    if (!session) throw new Error("Python is not running");
    if ((message.name === "import_file" && /\.ya?ml$/i.test(String(message.args[0])))
        || (message.name === "export" && message.args[1] === "yaml")) {
      await ensureYaml();
    }
    answer = session.call(message.name, JSON.stringify(message.args), message.raw);
  } catch (error) {
    answer = JSON.stringify({ ok: false, error: String(error && error.message || error) });
  }
  self.postMessage({ type: "answer", id: message.id, answer,
                     ms: performance.now() - started });
  keepSnapshot();
}

let queue = Promise.resolve();
self.onmessage = (event) => {
  const message = event.data || {};
  if (message.type === "init") {
    queue = queue.then(() => init(message.manifest)).catch((error) => {
      self.postMessage({ type: "fail", error: String(error && error.message || error) });
    });
  } else if (message.type === "call") {
    queue = queue.then(() => call(message));
  }
};
