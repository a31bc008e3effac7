// How the army builder starts rulesref's Python in Pyodide: the one set of steps shared by
// the page's worker, the site build (which keeps a started Python as a memory snapshot,
// rulesref/docs/sphinxext/snapshot.mjs) and the tests under Node (tests/docs/builder_node.mjs).
//
// A normal start loads Pyodide, puts rulesref's code zip on Python's path and builds the
// game's rulesref.docs.browser.Session from the model snapshot (JSON). A memory snapshot is
// Pyodide's whole WebAssembly memory just after those steps, with the Session kept in a
// Python global; restoring it skips Python's own start and rulesref's imports. Files written
// to Pyodide's file system (MEMFS) are not in that memory, so the code zip is written again
// after a restore (the same bytes: the snapshot's key covers them).

/** Where the code zip goes in Pyodide's file system. */
const CODE = "/rulesref/code.zip";
/** The Python global (in __main__) that holds the Session in a memory snapshot. */
const SESSION = "rulesref_builder_session";
/** The first line of a snapshot file: this text, then its key and Pyodide's version. */
const MAGIC = "rulesref-pyodide-snapshot 1";

/** loadPyodide's options, the same for a normal start, the making of a snapshot and a
 * restore, so that both starts see the same environment: the browser's defaults, with a
 * fixed locale (a browser would otherwise give its own language, the build machine none). */
export function options(indexURL, extra = {}) {
  return { indexURL, stdout: () => {}, stderr: () => {}, env: { LANG: "C.UTF-8" },
           _sysExecutable: "./this.program", ...extra };
}

function mountCode(py, code) {
  py.FS.mkdirTree("/rulesref");
  py.FS.writeFile(CODE, code);
}

/** The normal start's last steps, on a loaded Pyodide: the game's Session (a PyProxy). */
export function startSession(py, code, module, rules) {
  mountCode(py, code);
  py.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(CODE)})`);
  return py.pyimport("rulesref.docs.browser").Session(module, rules);
}

/** Make the calls a page makes as it opens, keep the Session in a Python global and drop every
 * JavaScript handle on Python objects, then return the memory snapshot's bytes (Pyodide
 * loaded with ``_makeSnapshot: true``). */
export function makeSnapshot(py, session) {
  const browser = py.pyimport("rulesref.docs.browser");
  browser.warm(session);
  browser.destroy();
  py.globals.set(SESSION, session);
  session.destroy();
  return py.makeMemorySnapshot();
}

/** After a restore: the code zip written again, sys.path as a normal start leaves it (every
 * loadPyodide puts "" in front), and the Session out of its global. */
export function restoredSession(py, code) {
  mountCode(py, code);
  py.runPython("import sys; sys.path.remove('')");
  const session = py.globals.get(SESSION);
  if (!session || typeof session.call !== "function") {
    throw new Error("the snapshot holds no session");
  }
  py.globals.delete(SESSION);
  return session;
}

/** A snapshot file's first line. */
export function header(key, version) {
  return new TextEncoder().encode(`${MAGIC} ${key} ${version}\n`);
}

/** A snapshot file's Pyodide version and its compressed memory snapshot (what follows the
 * first line), once the first line names ``key``; throws otherwise. */
export function read(file, key) {
  const end = file.indexOf(10);
  const line = end > 0 && end < 512 ? new TextDecoder().decode(file.subarray(0, end)) : "";
  const [magic, number, named, version] = line.split(" ");
  if (`${magic} ${number}` !== MAGIC || named !== key || !version) {
    throw new Error("the snapshot is not this build's");
  }
  return { version, packed: file.subarray(end + 1) };
}

/** The memory snapshot's bytes out of their gzip-compressed form. */
export async function inflate(packed) {
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The memory snapshot's bytes out of a snapshot file for ``key`` and Pyodide ``version``;
 * throws when the file is not for them. */
export async function unpack(file, key, version) {
  const found = read(file, key);
  if (found.version !== version) throw new Error("the snapshot is for another Pyodide");
  return inflate(found.packed);
}
