// Run the army builder's Python under Node with the pinned Pyodide, for fast checks without
// a browser:
//
//   node tests/docs/builder_node.mjs PYODIDE_DIR BUILDER_DIR GAME [snapshot]
//
// BUILDER_DIR holds the files the site build writes to _static/builder (the manifest
// GAME.json, the code zip and the snapshot). Python starts as the page's worker starts it
// (rulesref-builder-python.mjs): the normal way, or with "snapshot" from the memory snapshot
// the manifest names (and nothing else: a snapshot that fails stops the runner). Reads one
// JSON call per line on standard input, [name, [args...]], and writes one JSON answer per
// line, exactly as the page's worker gets them. The first line out is {"ready": true,
// "ms": startup milliseconds, "started": "snapshot" or "python"}.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import * as start from "../../rulesref/docs/sphinxext/static/rulesref-builder-python.mjs";

const [pyodideDir, builderDir, game, how] = process.argv.slice(2);
if (!game) {
  console.error("usage: node builder_node.mjs PYODIDE_DIR BUILDER_DIR GAME [snapshot]");
  process.exit(2);
}
const started = Date.now();
const { loadPyodide, version } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const manifest = JSON.parse(readFileSync(join(builderDir, `${game}.json`), "utf8"));
const code = readFileSync(join(builderDir, manifest.files.code));
let py;
let session;
if (how === "snapshot") {
  const file = new Uint8Array(readFileSync(join(builderDir, manifest.files.snapshot)));
  const memory = await start.unpack(file, manifest.snapshot.key, version);
  py = await loadPyodide(start.options(pyodideDir + "/", { _loadSnapshot: memory }));
  session = start.restoredSession(py, code);
} else {
  py = await loadPyodide(start.options(pyodideDir + "/"));
  session = start.startSession(py, code, manifest.module,
                               readFileSync(join(builderDir, manifest.files.rules), "utf8"));
}
// the worker writes PyYAML's zip when a YAML file is first imported; here from the start
py.FS.writeFile("/rulesref/yaml.zip", readFileSync(join(builderDir, manifest.files.yaml)));
py.runPython("import sys; sys.path.append('/rulesref/yaml.zip')");
console.log(JSON.stringify({ ready: true, ms: Date.now() - started,
                             started: how === "snapshot" ? "snapshot" : "python" }));
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const [name, args, raw] = JSON.parse(line);
  const bytes = raw === undefined ? undefined : new Uint8Array(Buffer.from(raw, "base64"));
  console.log(session.call(name, JSON.stringify(args), bytes));
}
