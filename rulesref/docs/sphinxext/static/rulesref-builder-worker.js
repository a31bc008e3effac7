// The army builder's worker: runs rulesref's own Python in Pyodide, off the page's thread.
//
// Messages in:  {type: "init", manifest: URL}
//               {type: "call", id, name, args, raw?: Uint8Array}
// Messages out: {type: "progress", phase, loaded, total}
//               {type: "ready", options, ms}   {type: "fail", error}
//               {type: "answer", id, answer (the JSON text Python returned), ms}
//
// Everything the page shows comes from rulesref.docs.browser.Session.call; this file only
// loads the files (Pyodide from the site itself, the code zip, the model snapshot) and
// passes calls through. Nothing is fetched from anywhere but the site.

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
  return /\.(wasm|zip|json)(\?|$)/.test(url);
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

async function init(url) {
  const started = performance.now();
  manifestURL = url;
  const response = await realFetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  manifest = await response.json();
  total = Object.entries(manifest.sizes)
    .filter(([key]) => key !== "yaml" && key !== "script" && !key.endsWith(".mjs"))
    .reduce((sum, [, size]) => sum + size, 0) || 1;
  progress("download");
  const base = new URL(manifest.pyodide, url).href;
  const code = bytes(manifest.files.code);
  const rules = bytes(manifest.files.rules);
  const { loadPyodide } = await import(new URL("pyodide.mjs", base).href);
  py = await loadPyodide({ indexURL: base, stdout: () => {}, stderr: () => {} });
  const pythonAt = performance.now();
  progress("start");
  py.FS.mkdirTree("/rulesref");
  py.FS.writeFile("/rulesref/code.zip", await code);
  py.runPython("import sys; sys.path.insert(0, '/rulesref/code.zip')");
  progress("rules");
  const snapshot = new TextDecoder().decode(await rules);
  session = py.pyimport("rulesref.docs.browser").Session(manifest.module, snapshot);
  const options = JSON.parse(session.call("options", "[]"));
  if (!options.ok) throw new Error(options.error);
  const now = performance.now();
  self.postMessage({ type: "ready", options: options.result, ms: Math.round(now - started),
                     pyodideMs: Math.round(pythonAt - started),
                     rulesrefMs: Math.round(now - pythonAt) });
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
    if (message.name === "import_file" && /\.ya?ml$/i.test(String(message.args[0]))) {
      await ensureYaml();
    }
    answer = session.call(message.name, JSON.stringify(message.args), message.raw);
  } catch (error) {
    answer = JSON.stringify({ ok: false, error: String(error && error.message || error) });
  }
  self.postMessage({ type: "answer", id: message.id, answer,
                     ms: performance.now() - started });
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
