// Run the army builder's Python under Node with the pinned Pyodide, for fast checks without
// a browser:
//
//   node tests/docs/builder_node.mjs PYODIDE_DIR BUILDER_DIR GAME
//
// BUILDER_DIR holds the files the site build writes to _static/builder (the manifest
// GAME.json, the code zip and the snapshot). Reads one JSON call per line on standard input,
// [name, [args...]], and writes one JSON answer per line, exactly as the page's worker gets
// them. The first line out is {"ready": true, "ms": startup milliseconds}.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, builderDir, game] = process.argv.slice(2);
if (!game) {
  console.error("usage: node builder_node.mjs PYODIDE_DIR BUILDER_DIR GAME");
  process.exit(2);
}
const started = Date.now();
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const manifest = JSON.parse(readFileSync(join(builderDir, `${game}.json`), "utf8"));
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdout: () => {}, stderr: () => {} });
py.FS.mkdirTree("/rulesref");
py.FS.writeFile("/rulesref/code.zip", readFileSync(join(builderDir, manifest.files.code)));
py.FS.writeFile("/rulesref/yaml.zip", readFileSync(join(builderDir, manifest.files.yaml)));
py.runPython("import sys; sys.path[:0] = ['/rulesref/code.zip', '/rulesref/yaml.zip']");
const session = py.pyimport("rulesref.docs.browser").Session(
  manifest.module, readFileSync(join(builderDir, manifest.files.rules), "utf8"));
console.log(JSON.stringify({ ready: true, ms: Date.now() - started }));
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const [name, args, raw] = JSON.parse(line);
  const bytes = raw === undefined ? undefined : new Uint8Array(Buffer.from(raw, "base64"));
  console.log(session.call(name, JSON.stringify(args), bytes));
}
