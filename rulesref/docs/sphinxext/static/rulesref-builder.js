// The army builder page: starts the worker that runs rulesref's Python (Pyodide), keeps the
// list as the text of its JSON file, sends every edit to Python and draws what comes back.
//
// Contract (documented on the "Army list files" page): builder.html#list=~<base64url of the
// file's bytes, deflated> (or, from older links, of the bytes as they are) opens that list;
// the element [data-rulesref-report] holds the report, the same JSON as
// `rulesref validate list.json --json` without "file", and its data-rulesref-state is "ready"
// once that report is in place. window.rulesrefBuilder.open() and .edit() do the same from a
// script (tests, benchmarks).

/** An element: h("p", {className: "x", onclick: f}, "text", child, ...). */
function h(tag, props, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key in el && key !== "list" && !key.includes("-")) el[key] = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** The game's drawing: its builder script, named in the game's manifest. */
let drawing = null;

const mount = document.getElementById("rulesref-builder");
const STATIC = new URL(".", import.meta.url);
const game = mount ? mount.dataset.game : "";
const KEY = `rulesref.builder.${game}`;
const LINK = "#list=";

const state = {
  text: null, view: null, options: null, openUnit: null, history: [], lastLink: null,
  calls: new Map(), nextId: 1, queue: Promise.resolve(), worker: null, importError: null,
  editError: null, started: performance.now(), readyMs: null, shown: 0, startup: null,
  pythonMs: null, drawMs: null, persistTimer: null,
  // what the player typed but the list does not hold yet (a half-entered base, a value the
  // list refused), by the field's data-key: put back into the form after every drawing
  drafts: new Map(),
  // an edit the list refused: {path, message}, shown next to its field
  fieldError: null,
  // the errors of the last report, to tell a new one (announced in the summary bar)
  errorsSeen: null,
  // the field whose change sends the next edit (its data-key)
  changed: null,
};
/** At most this many steps of Undo are kept (in this browser too, across reloads). */
const HISTORY = 50;

// ------------------------------------------------------------------ the page's skeleton

const report = h("pre", { className: "rb-report", dataset: { rulesrefReport: "",
                                                             rulesrefState: "loading" } });
const progressBar = h("progress", { className: "rb-progress", max: 1, value: 0 });
const statusLine = h("p", { className: "rb-loading-text", role: "status" }, "Loading…");
const loading = h("div", { className: "rb-loading" }, statusLine, progressBar);
const main = h("div", { className: "rb-main" });
const bar = h("div", { className: "rb-bar", role: "status", "aria-live": "polite" });
const undoButton = h("button", { type: "button", className: "rb-undo", dataset: { key: "undo" },
                                 onclick: () => run(undo) }, "Undo");
const footer = h("div", { className: "rb-footer" }, bar, undoButton);
const messages = h("div", { className: "rb-messages", "aria-live": "polite" });
const textArea = h("textarea", { id: "rb-text", rows: 12, spellcheck: false,
                                 dataset: { key: "text" } });
const linkField = h("input", { id: "rb-link", type: "text", readOnly: true,
                               dataset: { key: "link" } });
const saveName = h("input", { id: "rb-save-name", type: "text", autocomplete: "off",
                              dataset: { key: "save-name" } });
const savedSelect = h("select", { id: "rb-saved", dataset: { key: "saved" } });
const fileInput = h("input", { id: "rb-import", type: "file", accept: ".json,.yaml,.yml",
                               className: "rb-file", onchange: (e) => importFile(e.target) });
// a failed import says so next to "Import file…", where the player is looking (the
// messages at the top are a phone's screen or more away)
const importNote = h("div", { className: "rb-import-note" });
const rosterDialog = h("dialog", { className: "rb-roster" });
const rosterButton = h("button", { type: "button", hidden: true, onclick: () => showRoster() },
                       "Printable roster");

// "Make available offline": the builder's engine kept by the site's service worker
const offlineNote = h("span", { className: "rb-offline-note", role: "status" });
const offlineButton = h("button", { type: "button", onclick: () => keepOffline(true) },
                        "Make available offline");
const offlineBox = h("div", { className: "rb-offline", dataset: { offline: "no" } },
                     offlineButton, offlineNote);

function links() {
  const out = new Map();
  for (const a of document.querySelectorAll(".rules-builder-rules a[href]")) {
    out.set(a.textContent.trim(), a.href);
  }
  return out;
}
const ruleLinks = links();

function tools() {
  return h("section", { className: "rb-tools", "aria-label": "Lists" },
    h("details", { ontoggle: drawTools }, h("summary", {}, "Share, save, export"),
      h("div", { className: "rb-field" }, h("label", { htmlFor: "rb-link" }, "Share link"),
        linkField, h("div", { className: "rb-actions" },
          h("button", { type: "button", onclick: copyLink }, "Copy link"),
          navigator.share ? h("button", { type: "button", onclick: shareLink }, "Share…")
            : null)),
      h("div", { className: "rb-actions" },
        h("button", { type: "button", onclick: () => exportFile("json") }, "Export JSON"),
        h("button", { type: "button", onclick: () => exportFile("yaml") }, "Export YAML"),
        h("label", { className: "rb-button", htmlFor: "rb-import" }, "Import file…"),
        fileInput,
        rosterButton),
      importNote,
      h("div", { className: "rb-field" }, h("label", { htmlFor: "rb-save-name" },
                                                 "Save in this browser as"),
        h("div", { className: "rb-row" }, saveName,
          h("button", { type: "button", onclick: saveList }, "Save"))),
      h("div", { className: "rb-field" }, h("label", { htmlFor: "rb-saved" }, "Saved lists"),
        h("div", { className: "rb-row" }, savedSelect,
          h("button", { type: "button", onclick: openSaved }, "Open"),
          h("button", { type: "button", className: "rb-danger", onclick: deleteSaved },
            "Delete"))),
      h("div", { className: "rb-actions" },
        h("button", { type: "button", className: "rb-danger", onclick: newList },
          "Start a new list"))),
    h("details", { ontoggle: drawTools }, h("summary", {}, "The list as text (JSON)"),
      textArea, h("div", { className: "rb-actions" },
        h("button", { type: "button", onclick: () => run(() => check(textArea.value)) },
          "Check this text"))),
    h("details", {}, h("summary", {}, "Report (as the command line prints it, JSON)"),
      report));
}

// ------------------------------------------------------------------ the worker

/** The game's manifest, and its drawing script loaded. */
async function loadDrawing(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const manifest = await response.json();
  drawing = await import(new URL(manifest.files.script, url).href);
  drawing.setup({ h });
}

function startWorker() {
  const worker = new Worker(new URL("rulesref-builder-worker.js", STATIC), { type: "module" });
  state.worker = worker;
  const ready = new Promise((resolve, reject) => {
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress") showProgress(msg);
      else if (msg.type === "ready") resolve(msg);
      else if (msg.type === "fail") reject(new Error(msg.error));
      else if (msg.type === "answer") {
        const waiting = state.calls.get(msg.id);
        state.calls.delete(msg.id);
        if (waiting) waiting(msg);
      }
    };
    worker.onerror = (event) => reject(new Error(event.message || "the worker failed"));
  });
  worker.postMessage({ type: "init", manifest: new URL(mount.dataset.manifest, STATIC).href });
  return ready;
}

/** One call to Python: its result, or an Error carrying Python's message. */
function call(name, args, raw) {
  const id = state.nextId;
  state.nextId += 1;
  return new Promise((resolve, reject) => {
    state.calls.set(id, (msg) => {
      let answer;
      try {
        answer = JSON.parse(msg.answer);
      } catch (error) {
        reject(new Error(`unreadable answer from Python: ${error.message}`));
        return;
      }
      state.pythonMs = msg.ms;
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.error));
    });
    state.worker.postMessage(raw ? { type: "call", id, name, args, raw } :
                             { type: "call", id, name, args });
  });
}

/** Run actions one after another (each edit applies to the text the last one left). */
function run(action) {
  const next = state.queue.then(action).catch((error) => fail(error));
  state.queue = next;
  return next;
}

// ------------------------------------------------------------------ drawing

function showProgress(msg) {
  progressBar.max = msg.total;
  progressBar.value = msg.loaded;
  const mb = (n) => (n / 1e6).toFixed(1);
  statusLine.textContent = msg.phase === "download"
    ? `Downloading Python: ${mb(msg.loaded)} of ${mb(msg.total)} MB`
    : msg.phase === "start" ? "Starting Python…" : "Loading the rules…";
}

function fail(error) {
  report.dataset.rulesrefState = "ready";
  messages.replaceChildren(h("p", { className: "rb-error-box", role: "alert" },
    `Something went wrong: ${error && error.message ? error.message : error}`));
}

function focusKey() {
  const active = document.activeElement;
  if (!active || !mount.contains(active) || !active.dataset.key) return null;
  const typed = "value" in active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA")
    ? { value: active.value, start: active.selectionStart, end: active.selectionEnd } : null;
  return { key: active.dataset.key, typed };
}

function restoreFocus(saved) {
  if (!saved) return;
  const el = mount.querySelector(`[data-key="${CSS.escape(saved.key)}"]`);
  if (!el) return;
  if (saved.typed && el.value !== saved.typed.value) el.value = saved.typed.value;
  el.focus({ preventScroll: true });
  if (saved.typed && el.setSelectionRange && saved.typed.start !== null) {
    try { el.setSelectionRange(saved.typed.start, saved.typed.end); } catch { /* not text */ }
  }
}

const ctx = {
  get view() { return state.view; },
  get options() { return state.options; },
  get openUnit() { return state.openUnit; },
  links: ruleLinks,
  cards: null,
  /** The error of the edit the list refused, when it was made at ``path`` (or null). */
  errorAt: (path) => (state.fieldError && samePath(state.fieldError.path, path)
    ? state.fieldError.message : null),
  /** Apply ``op``; ``keys`` name the fields it takes its text from (by default, the field
   * just changed), whose typed text is dropped once the list holds it. */
  edit: (op, openUnit, keys) => {
    const typed = keys || (state.changed ? [state.changed] : []);
    state.changed = null;
    return run(() => edit(op, openUnit, typed));
  },
  toggle: (i) => run(() => toggle(i)),
};

/** Whether two places in the list are the same (the field an error belongs to). */
function samePath(a, b) {
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length &&
    a.every((step, k) => String(step) === String(b[k]));
}

/** Put what the player typed but the list does not hold yet back into its fields. */
function restoreDrafts() {
  for (const [key, value] of state.drafts) {
    const el = main.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (el && "value" in el && el.value !== value) el.value = value;
  }
}

function draw() {
  const saved = focusKey();
  const view = state.view;
  const notes = [];
  if (state.editError) notes.push(h("p", { className: "rb-error-box", role: "alert" },
                                      state.editError));
  messages.replaceChildren(...notes);
  drawImportError(false);
  if (view && view.readable) {
    main.replaceChildren(...drawing.renderList(ctx));
    restoreDrafts();
    // a refused edit the game's drawing has no field for is said at the top
    if (state.fieldError && !main.querySelector(".rb-field-error")) {
      messages.append(h("p", { className: "rb-error-box rb-field-error", role: "alert" },
                        state.fieldError.message));
    }
  } else if (view) {
    main.replaceChildren(h("div", { className: "rb-error-box", role: "alert" },
      h("p", {}, "This list cannot be read as an army list:"),
      h("p", { className: "rb-message" }, view.report.error),
      h("div", { className: "rb-actions" }, h("button", {
        type: "button", className: "rb-primary", onclick: newList }, "Start a new list"))));
  }
  const fresh = news();
  bar.replaceChildren(...(drawing ? drawing.renderBar(ctx) : []), ...(fresh ? [fresh] : []));
  undoButton.disabled = !state.history.length;
  drawTools();
  restoreFocus(saved);
}

/** The report's errors (and the refused edit's), as texts. */
function errorTexts() {
  const view = state.view;
  const out = [];
  if (state.fieldError) out.push(state.fieldError.message);
  if (view && view.report && Array.isArray(view.report.violations)) {
    for (const v of view.report.violations) out.push(`${v.code}: ${v.message}`);
  }
  return out;
}

/** The newest error in words, for the summary bar (announced, as the bar is a live
 * region), or nothing when no error is new since the last drawing. */
function news() {
  const now = errorTexts();
  const before = state.errorsSeen;
  state.errorsSeen = now;
  const fresh = before === null ? [] : now.filter((t) => !before.includes(t));
  return fresh.length ? h("span", { className: "rb-news" }, fresh[fresh.length - 1]) : null;
}

/** Run ``fn`` once the browser has laid out what was just drawn (measuring sooner would
 * make it lay the page out twice, in the middle of an edit). */
function afterDrawing(fn) {
  requestAnimationFrame(() => fn());
}

/** Bring a new error into sight: the refused field's, or the first error that was not
 * there before (unless one is in sight already). */
function revealNewError(before) {
  const errors = [...main.querySelectorAll(".rb-field-error, .rb-problem.rb-error")];
  const fresh = errors.filter((el) => !before.has(el.textContent));
  if (!fresh.length || fresh.some(inSight)) return;
  fresh[0].scrollIntoView({ block: "center", behavior: "instant" });
}

function errorSet() {
  return new Set([...main.querySelectorAll(".rb-field-error, .rb-problem.rb-error")]
    .map((el) => el.textContent));
}

/** The import error next to the import control: drawn again (so announced again) only when
 * it changed, or when ``fresh`` (an import that just failed, even with the same words). */
function drawImportError(fresh) {
  const text = state.importError ? `Import failed: ${state.importError}` : "";
  if (!fresh && importNote.textContent === text) return;
  importNote.replaceChildren(...(text ? [h("p", { className: "rb-error-box", role: "alert" },
                                           text)] : []));
}

/** An import failed: show why next to the import control (its section open), scrolled into
 * view unless it is in sight already. The list stays as it was. */
function importFailed(error) {
  state.importError = error;
  drawImportError(true);
  draw();
  const section = importNote.closest("details");
  if (section && !section.open) section.open = true;
  if (!inSight(importNote)) importNote.scrollIntoView({ block: "center" });
}

/** Whether ``el`` is in the viewport from top to bottom and nothing covers it there (the
 * site's sticky header on a phone, the builder's sticky footer). */
function inSight(el) {
  const box = el.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) return false;
  const x = box.left + Math.min(8, box.width / 2);
  return [box.top + 1, box.bottom - 1].every((y) => el.contains(document.elementFromPoint(x, y)));
}

/** The tools' fields, when their section is open (and again whenever it opens). */
function drawTools() {
  const view = state.view;
  if (textArea.closest("details").open && document.activeElement !== textArea) {
    textArea.value = state.text ?? "";
  }
  if (!linkField.closest("details").open) return;
  linkField.value = view && view.link ? location.href.split("#")[0] + LINK + view.link : "";
  const title = view && typeof view.title === "string" ? view.title : "";
  if (document.activeElement !== saveName) saveName.value = title;
  drawSaved();
}

/** Keep the address and this browser's copy of the list and its Undo steps up to date, a
 * moment after the last change (so a burst of edits writes once). Not the address at once:
 * in Chromium a history.replaceState in every edit made an edit of a 20-unit list take
 * about 54 ms instead of 34. A page left before then notes the address it lags behind (see
 * lagged), so a reload still opens the list it showed. */
function persist() {
  clearTimeout(state.persistTimer);
  state.persistTimer = setTimeout(flush, 300);
}

/** The page is left: if the address still names an older list than the one shown, note
 * which (in this tab only), then write everything. */
function leave() {
  if (state.lastLink !== null && location.hash !== LINK + state.lastLink) {
    try {
      sessionStorage.setItem(`${KEY}.lagged`, JSON.stringify([location.hash, state.lastLink]));
    } catch { /* private mode */ }
  }
  flush();
}

/** The share link of the list this tab showed when it was left, if the address it comes
 * back with is the older one the page had not yet replaced (a reload right after an edit);
 * otherwise null. Read once. */
function lagged() {
  let found = null;
  try {
    found = JSON.parse(sessionStorage.getItem(`${KEY}.lagged`) || "null");
    sessionStorage.removeItem(`${KEY}.lagged`);
  } catch { /* private mode */ }
  if (!Array.isArray(found) || found[0] !== location.hash || typeof found[1] !== "string") {
    return null;
  }
  history.replaceState(null, "", LINK + found[1]);
  return found[1];
}

function flush() {
  clearTimeout(state.persistTimer);
  if (state.lastLink !== null && location.hash !== LINK + state.lastLink) {
    history.replaceState(null, "", LINK + state.lastLink);
  }
  if (state.text !== null) {
    try {
      localStorage.setItem(`${KEY}.current`, state.text);
      localStorage.setItem(`${KEY}.history`, JSON.stringify(state.history.slice(-HISTORY)));
    } catch { /* private mode */ }
  }
}

/** Remember ``text`` as the step Undo goes back to. */
function remember(text) {
  if (text === null || text === undefined) return;
  state.history.push(text);
  if (state.history.length > HISTORY) state.history.splice(0, state.history.length - HISTORY);
}

/** The Undo steps this browser kept, oldest first. */
function keptHistory() {
  try {
    const found = JSON.parse(localStorage.getItem(`${KEY}.history`) || "[]");
    return Array.isArray(found) ? found.filter((t) => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** Take a view from Python: keep its text, show its report, update the address. */
function show(view, link) {
  view.report = JSON.parse(view.report_text);
  state.view = view;
  if (view.text !== null && view.text !== undefined) state.text = view.text;
  const shown = link !== undefined ? link : view.link;
  report.textContent = view.report_text;
  report.dataset.rulesrefLink = shown || "";
  if (shown !== undefined && shown !== null) state.lastLink = shown;
  persist();
  const drawn = performance.now();
  draw();
  state.drawMs = performance.now() - drawn;
  state.shown += 1;
  report.dataset.rulesrefSeq = String(state.shown);
  report.dataset.rulesrefState = "ready";
}

// ------------------------------------------------------------------ actions

/** Edits that move, add or remove a unit: what was typed in any field may now be in
 * another unit's place, so it is dropped. */
function reshapes(op) {
  return op.op === "move" || op.op === "copy" ||
    ((op.op === "insert" || op.op === "delete") && Array.isArray(op.path) && op.path.length <= 2);
}

/** Apply one edit. An edit that would leave a list that cannot be read is refused: the
 * list stays as it was (with its report and Undo), and the error is shown next to the
 * field, whose text stays as typed. */
async function edit(op, openUnit, typedKeys) {
  if (state.text === null) return;
  const before = state.text;
  const openBefore = state.openUnit;
  if (openUnit !== undefined) state.openUnit = openUnit;
  const seen = errorSet();
  const view = await call("update", [state.text, op, state.openUnit]);
  state.importError = null;
  state.editError = null;
  const refused = view.edit_error || (!view.readable && state.view && state.view.readable
    ? JSON.parse(view.report_text).error : null);
  if (refused) {
    state.openUnit = openBefore;
    state.fieldError = { path: Array.isArray(op.path) ? op.path : [], message: refused };
    state.view.report = JSON.parse(state.view.report_text);
    draw();
    report.dataset.rulesrefSeq = String(++state.shown);
    report.dataset.rulesrefState = "ready";
    afterDrawing(() => revealNewError(seen));
    return;
  }
  state.fieldError = null;
  for (const key of typedKeys || []) state.drafts.delete(key);
  if (reshapes(op)) state.drafts.clear();
  if (view.text !== before) remember(before);
  show(view);
  afterDrawing(() => revealNewError(seen));
  if (op.op === "insert" || op.op === "copy") focusUnit(op, before);
}

/** After a unit is added (or copied), move the focus to its card. */
function focusUnit(op, before) {
  if (!Array.isArray(op.path) || op.path.length !== 1 || state.text === before) return;
  const index = state.openUnit;
  if (index === null || index === undefined) return;
  const card = main.querySelector(`[data-unit="${index}"]`);
  if (!card) return;
  const target = card.querySelector("input, select, button") || card;
  if (target === card) card.tabIndex = -1;
  target.focus({ preventScroll: true });
  card.scrollIntoView({ block: "start", behavior: "instant" });
}

async function toggle(i) {
  state.openUnit = state.openUnit === i ? null : i;
  if (state.text === null) return;
  show(await call("view", [state.text, state.openUnit]));
}

async function check(text) {
  report.dataset.rulesrefState = "checking";
  remember(state.text);
  state.drafts.clear();
  state.fieldError = null;
  state.openUnit = null;
  state.editError = null;
  show(await call("view", [text]));
  state.text = text;
}

async function openLink(fragment) {
  report.dataset.rulesrefState = "checking";
  state.openUnit = null;
  state.editError = null;
  state.importError = null;
  state.fieldError = null;
  state.drafts.clear();
  const view = await call("open_link", [fragment]);
  if (view.text === null) state.text = null;
  show(view, fragment);
  return view.report_text;
}

async function newList() {
  await run(async () => {
    remember(state.text);
    state.openUnit = null;
    state.importError = null;
    state.fieldError = null;
    state.drafts.clear();
    const text = await call("new_list", []);
    state.text = text;
    show(await call("view", [text]));
  });
}

async function undo() {
  const previous = state.history.pop();
  if (previous === undefined || previous === null) return;
  state.text = previous;
  state.fieldError = null;
  state.editError = null;
  state.drafts.clear();
  show(await call("view", [previous, state.openUnit]));
}

/** Read the file the user picked (in turn, after the actions before it) and open it. A file
 * the browser cannot read (changed or removed since it was picked, or not allowed) says so
 * like a file that is no army list: the read fails outside Python, so it is caught here. */
async function importFile(input) {
  const file = input.files && input.files[0];
  input.value = "";
  if (!file) return;
  await run(async () => {
    let raw;
    try {
      raw = new Uint8Array(await file.arrayBuffer());
    } catch (error) {
      importFailed(`${file.name}: this browser could not read the file ` +
        `(${error && error.message ? error.message : error})`);
      return;
    }
    const found = await call("import_file", [file.name], raw);
    if (found.error) {
      importFailed(found.error);
      return;
    }
    state.importError = null;
    remember(state.text);
    state.openUnit = null;
    state.fieldError = null;
    state.drafts.clear();
    state.text = found.text;
    show(await call("view", [found.text]));
  });
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function exportFile(format) {
  await run(async () => {
    if (state.text === null) return;
    const file = await call("export", [state.text, format]);
    download(file.name, file.text, format === "yaml" ? "application/yaml" : "application/json");
  });
}

async function showRoster() {
  await run(async () => {
    if (state.text === null) return;
    const page = await call("roster", [state.text]);
    if (!page) return;
    const frame = h("iframe", { title: "Printable roster", sandbox: "allow-same-origin allow-modals",
                                srcdoc: page });
    rosterDialog.replaceChildren(h("div", { className: "rb-actions" },
      h("button", { type: "button", onclick: () => frame.contentWindow.print() }, "Print"),
      h("button", { type: "button", onclick: () => rosterDialog.close() }, "Close")), frame);
    rosterDialog.showModal();
  });
}

async function copyLink() {
  linkField.select();
  try {
    await navigator.clipboard.writeText(linkField.value);
    messages.replaceChildren(h("p", { className: "rb-note" }, "Link copied."));
  } catch {
    messages.replaceChildren(h("p", { className: "rb-note" }, "Select the link and copy it."));
  }
}

function shareLink() {
  navigator.share({ title: saveName.value || "Army list", url: linkField.value }).catch(() => {});
}

function saves() {
  try {
    const found = JSON.parse(localStorage.getItem(`${KEY}.saves`) || "{}");
    return found && typeof found === "object" && !Array.isArray(found) ? found : {};
  } catch {
    return {};
  }
}

function drawSaved() {
  const names = Object.keys(saves()).sort();
  const current = savedSelect.value;
  savedSelect.replaceChildren(...(names.length ? names.map((n) => h("option", {
    value: n, selected: n === current }, n)) : [h("option", { value: "" }, "None yet")]));
}

function saveList() {
  if (state.text === null) return;
  const name = saveName.value.trim() || "Untitled";
  const all = saves();
  all[name] = state.text;
  try {
    localStorage.setItem(`${KEY}.saves`, JSON.stringify(all));
    messages.replaceChildren(h("p", { className: "rb-note" }, `Saved as “${name}”.`));
  } catch (error) {
    messages.replaceChildren(h("p", { className: "rb-error-box" }, `Not saved: ${error.message}`));
  }
  drawSaved();
  savedSelect.value = name;
}

function openSaved() {
  const text = saves()[savedSelect.value];
  if (typeof text === "string") run(() => check(text));
}

function deleteSaved() {
  const all = saves();
  delete all[savedSelect.value];
  try { localStorage.setItem(`${KEY}.saves`, JSON.stringify(all)); } catch { /* ignore */ }
  drawSaved();
}

function fragmentOf(hash) {
  return hash.startsWith(LINK) ? hash.slice(LINK.length) : null;
}

// ------------------------------------------------------------------ offline

/** Every file the builder needs but the page (kept by the site's script) and the memory
 * snapshot (kept by its worker): the manifest, the scripts, the bundles and Pyodide's. */
async function engineFiles() {
  const manifestURL = new URL(mount.dataset.manifest, STATIC);
  const response = await fetch(manifestURL.href);
  if (!response.ok) throw new Error(`${manifestURL.href}: HTTP ${response.status}`);
  const manifest = await response.json();
  const urls = [manifestURL.href,
                new URL("rulesref-builder-worker.js", STATIC).href,
                new URL("rulesref-builder-python.mjs", STATIC).href,
                new URL("rulesref-builder-inflate.js", STATIC).href];
  for (const name of Object.values(manifest.files)) {
    if (!String(name).endsWith(".bin")) urls.push(new URL(name, manifestURL).href);
  }
  const base = new URL(manifest.pyodide, manifestURL);
  for (const key of Object.keys(manifest.sizes)) {
    if (key.startsWith("pyodide/")) urls.push(new URL(key.slice("pyodide/".length), base).href);
  }
  return urls;
}

function offlineState(kind, words) {
  offlineBox.dataset.offline = kind;
  offlineNote.textContent = words;
  offlineButton.hidden = kind === "kept";
  offlineButton.disabled = kind === "keeping";
}

/** Keep the builder's files for offline use: fetched through the site's service worker,
 * which keeps them. ``asked``: the player pressed the button (say why it cannot be done). */
async function keepOffline(asked) {
  const sw = navigator.serviceWorker;
  if (!sw || !window.caches) {
    if (asked) offlineState("no", "This browser cannot keep the builder for offline use.");
    return;
  }
  if (!sw.controller) {
    // a first visit: the service worker takes the page over once it is installed
    if (!(await sw.getRegistration())) {
      if (asked) offlineState("no", "Offline use is not available here.");
      return;
    }
    await new Promise((resolve) => {
      sw.addEventListener("controllerchange", resolve, { once: true });
      setTimeout(resolve, 60_000);
    });
    if (!sw.controller) {
      if (asked) offlineState("no", "Offline use is not ready yet: try again in a moment.");
      return;
    }
  }
  offlineState("keeping", "Keeping the builder for offline use…");
  let missing = 0;
  try {
    for (const url of await engineFiles()) {
      try {
        const response = await fetch(url);
        if (!response.ok) missing += 1;
        await response.blob();
      } catch {
        missing += 1;
      }
    }
  } catch {
    missing += 1;
  }
  if (missing) offlineState("no", "Not all of the builder could be kept: try again online.");
  else offlineState("kept", "Available offline: this builder works without a connection.");
}

// ------------------------------------------------------------------ start

/** What the player types is kept until the list holds it; a field's change is noted for
 * the edit it sends. A select moved by the keyboard changes nothing until the choice is
 * made (Enter, or leaving the select), so arrowing through it buys or sets nothing. */
function watchFields() {
  main.addEventListener("input", (event) => {
    const el = event.target;
    if ((el.tagName === "INPUT" && el.type === "text") || el.tagName === "TEXTAREA") {
      if (el.dataset.key) state.drafts.set(el.dataset.key, el.value);
    }
  }, true);
  main.addEventListener("keydown", (event) => {
    const el = event.target;
    if (el.tagName !== "SELECT") return;
    if (event.key === "Enter" && el.dataset.pending) {
      event.preventDefault();
      commitSelect(el);
    } else if (event.key === "Escape" && el.dataset.pending) {
      el.value = el.dataset.shown;
      delete el.dataset.pending;
    } else if (!event.altKey && !event.ctrlKey && !event.metaKey &&
               (SELECT_KEYS.has(event.key) || event.key.length === 1)) {
      keyedAt.set(el, performance.now());
      if (el.dataset.shown === undefined) el.dataset.shown = el.value;
    }
  }, true);
  main.addEventListener("focusin", (event) => {
    const el = event.target;
    if (el.tagName === "SELECT") el.dataset.shown = el.value;
  }, true);
  main.addEventListener("change", (event) => {
    const el = event.target;
    if (el.tagName === "SELECT" && !el.dataset.committing &&
        performance.now() - (keyedAt.get(el) || -1e9) < KEYED_MS) {
      event.stopImmediatePropagation();
      el.dataset.pending = "1";
      return;
    }
    state.changed = el.dataset && el.dataset.key ? el.dataset.key : null;
  }, true);
  main.addEventListener("focusout", (event) => {
    const el = event.target;
    if (el.tagName === "SELECT" && el.dataset.pending) commitSelect(el);
  }, true);
}

/** Keys that move a closed select's choice. */
const SELECT_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End",
                             "PageUp", "PageDown"]);
/** A select's change this soon after one of those keys came from the keyboard. */
const KEYED_MS = 600;
const keyedAt = new WeakMap();

/** The choice a keyboard made in a select, sent as if picked. */
function commitSelect(el) {
  delete el.dataset.pending;
  keyedAt.delete(el);
  if (el.value === el.dataset.shown) return;
  el.dataset.shown = el.value;
  el.dataset.committing = "1";
  el.dispatchEvent(new Event("change", { bubbles: true }));
  delete el.dataset.committing;
}

async function start() {
  mount.replaceChildren(loading, messages, main, tools(), offlineBox, footer, rosterDialog);
  watchFields();
  state.history = keptHistory();
  let ready;
  // a start that stalls says so, and offers to try again, rather than spin for ever
  const slow = setTimeout(() => {
    loading.append(h("p", { className: "rb-note" }, "This is taking a while. ",
      h("button", { type: "button", onclick: () => location.reload() }, "Try again")));
  }, 45_000);
  try {
    const manifest = new URL(mount.dataset.manifest, STATIC).href;
    [ready] = await Promise.all([startWorker(), loadDrawing(manifest)]);
  } catch (error) {
    clearTimeout(slow);
    loading.replaceChildren(h("p", { className: "rb-error-box", role: "alert" },
      `The army builder could not start: ${error.message}. `,
      h("button", { type: "button", onclick: () => location.reload() }, "Try again")));
    report.dataset.rulesrefState = "ready";
    report.textContent = JSON.stringify({ error: String(error.message) });
    return;
  }
  clearTimeout(slow);
  state.options = ready.options;
  rosterButton.hidden = !state.options.roster;
  state.readyMs = Math.round(performance.now() - state.started);
  state.startup = { pyodideMs: ready.pyodideMs, rulesrefMs: ready.rulesrefMs,
                    started: ready.started };
  loading.hidden = true;
  const fragment = lagged() || fragmentOf(location.hash);
  if (fragment !== null) await run(() => openLink(fragment));
  else {
    let text = null;
    try { text = localStorage.getItem(`${KEY}.current`); } catch { /* private mode */ }
    if (text) await run(() => check(text));
    else await newList();
  }
  window.addEventListener("pagehide", leave);
  keepOffline(false);  // opening a builder keeps its engine for the next time, offline
  window.addEventListener("hashchange", () => {
    const next = fragmentOf(location.hash);
    if (next !== null && next !== state.lastLink) run(() => openLink(next));
  });
}

const api = {
  /** Open the list a share link carries; resolves to the report's JSON text. */
  open: (fragment) => run(() => openLink(String(fragment))),
  /** Resolves once every action asked for so far is done (tests drive the form, then wait). */
  idle: () => state.queue,
  /** Start a new list, as "Start a new list" does. */
  newList: () => newList(),
  /** Apply one edit (see rulesref.core.docedit); resolves to the report's JSON text. */
  edit: (op, openUnit) => run(() => edit(op, openUnit)).then(() => report.textContent),
  /** The list's text, the last view, how Python started (startup.started: "snapshot" from
   * the memory snapshot, "python" the normal way) and how long it took (Pyodide, then
   * rulesref's code and rules), and how long the last call took in Python. */
  get state() {
    return { text: state.text, view: state.view, readyMs: state.readyMs,
             startup: state.startup, pythonMs: state.pythonMs, drawMs: state.drawMs };
  },
};

if (mount) {
  api.ready = start();
  window.rulesrefBuilder = api;
}
