// Make the army builder's memory snapshots at site build time, with the site's Pyodide:
//
//   node snapshot.mjs PYODIDE_DIR JOBS
//
// JOBS is a JSON list of {module, code, rules, key, out}: the game's builder module, the code
// zip and the model snapshot (files), the snapshot's key and the file to write. For each,
// starts Python as the page's worker does (static/rulesref-builder-python.mjs), keeps the
// started Session, and writes the snapshot file: its first line (the key and Pyodide's
// version), then Pyodide's memory snapshot, gzip-compressed. Prints one JSON line a file.
//
// Run with a bare environment (the build passes only PATH and TZ=UTC): Pyodide reads none of
// Node's environment, and its options pin what it would otherwise take from the machine.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import * as start from "./static/rulesref-builder-python.mjs";

const [pyodideDir, jobs] = process.argv.slice(2);
if (!jobs) {
  console.error("usage: node snapshot.mjs PYODIDE_DIR JOBS");
  process.exit(2);
}
const { loadPyodide, version } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
for (const job of JSON.parse(jobs)) {
  const py = await loadPyodide(start.options(pyodideDir + "/", { _makeSnapshot: true }));
  const session = start.startSession(py, readFileSync(job.code), job.module,
                                     readFileSync(job.rules, "utf8"));
  const memory = start.makeSnapshot(py, session);
  const packed = gzipSync(memory, { level: 6 });
  const head = start.header(job.key, version);
  const tmp = `${job.out}.tmp`;
  writeFileSync(tmp, Buffer.concat([head, packed]));
  renameSync(tmp, job.out);
  console.log(JSON.stringify({ out: job.out, size: head.length + packed.length,
                               memory: memory.length }));
}
