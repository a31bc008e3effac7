/* rulesref: progressive enhancement of the rules pages. Every page reads without it.
 *
 * - popovers: a tap (or click) on a rules link shows its kind, summary, cost and citation in
 *   a popover kept inside the viewport; a second tap, or its "Go to" link, navigates. Focus
 *   or hover shows it too; Escape closes it.
 * - wide tables say that they scroll sideways, and can be scrolled from the keyboard;
 * - permalinks (# and ¶) copy their link when used;
 * - a link into a table lands with the table's header row in view;
 * - the service worker is registered, so the site works offline after one visit, and the
 *   footer's "Keep every page offline" keeps every page at once.
 * No external resources; nothing here holds rules logic.
 */
(function () {
  "use strict";
  const doc = document;
  const root = new URL(doc.documentElement.dataset.content_root || "./", location.href);
  doc.documentElement.classList.add("rules-js");

  /* ------------------------------------------------------------------ popovers */
  let popover = null;
  let owner = null;
  let hoverTimer = 0;

  function el(tag, cls, text) {
    const node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (text) node.textContent = text;
    return node;
  }

  function build() {
    popover = el("div", "rules-popover");
    popover.id = "rules-popover";
    popover.setAttribute("role", "dialog");
    popover.hidden = true;
    popover.addEventListener("mouseenter", () => clearTimeout(hoverTimer));
    popover.addEventListener("mouseleave", () => scheduleClose());
    doc.body.appendChild(popover);
  }

  function fill(link) {
    const d = link.dataset;
    const name = d.rulesName || link.textContent.trim(); // a chart cell's text is its number
    popover.replaceChildren();
    popover.setAttribute("aria-label", name);
    const head = el("div", "rules-popover-head");
    head.appendChild(el("strong", "rules-popover-name", name));
    const close = el("button", "rules-popover-close", "×");
    close.type = "button";
    close.setAttribute("aria-label", "Close");
    close.addEventListener("click", () => hide(true));
    head.appendChild(close);
    popover.appendChild(head);
    if (d.rulesKind) popover.appendChild(el("p", "rules-popover-kind", d.rulesKind));
    if (d.rulesMeta) popover.appendChild(el("p", "rules-popover-meta", d.rulesMeta));
    popover.appendChild(el("p", "rules-popover-summary", d.rulesTip || ""));
    const facts = el("dl", "rules-popover-facts");
    for (const [label, value] of [["Cost", d.rulesCost], ["Printed", d.rulesCite]]) {
      if (!value) continue;
      facts.appendChild(el("dt", "", label));
      facts.appendChild(el("dd", "", value));
    }
    if (facts.childElementCount) popover.appendChild(facts);
    const go = el("a", "rules-popover-go", "Go to " + name + " →");
    go.href = link.href;
    popover.appendChild(go);
  }

  function place(link) {
    const margin = 8;
    const view = doc.documentElement.clientWidth;
    const height = window.innerHeight;
    const rect = link.getClientRects()[0] || link.getBoundingClientRect();
    popover.style.maxWidth = Math.min(352, view - 2 * margin) + "px";
    popover.style.left = "0px";
    popover.style.top = "0px";
    const box = popover.getBoundingClientRect();
    let left = Math.min(Math.max(margin, rect.left), view - box.width - margin);
    left = Math.max(margin, left);
    let top = rect.bottom + 6;
    if (top + box.height > height - margin && rect.top - box.height - 6 > margin) {
      top = rect.top - box.height - 6;
    }
    popover.style.left = left + window.scrollX + "px";
    popover.style.top = top + window.scrollY + "px";
  }

  function show(link) {
    if (!popover) build();
    clearTimeout(hoverTimer);
    if (owner && owner !== link) owner.removeAttribute("aria-describedby");
    owner = link;
    fill(link);
    popover.hidden = false;
    link.setAttribute("aria-describedby", popover.id);
    place(link);
  }

  function hide(refocus) {
    clearTimeout(hoverTimer);
    if (!popover || popover.hidden) return;
    popover.hidden = true;
    if (owner) {
      owner.removeAttribute("aria-describedby");
      if (refocus) owner.focus();
    }
    owner = null;
  }

  function scheduleClose() {
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => hide(false), 300);
  }

  const rulesLink = (target) => target instanceof Element && target.closest("a[data-rules-tip]");

  doc.addEventListener("click", (event) => {
    const link = rulesLink(event.target);
    if (link) {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      if (owner === link && !popover.hidden && popover.dataset.by !== "hover") {
        hide(false); // a second tap navigates
        return;
      }
      event.preventDefault();
      show(link);
      popover.dataset.by = "tap";
      return;
    }
    if (popover && !popover.hidden && !popover.contains(event.target)) hide(false);
    const odds = event.target instanceof Element && event.target.closest(".rules-odds");
    if (odds) odds.classList.toggle("rules-odds-open"); // a tap shows the fraction
  });
  doc.addEventListener("focusin", (event) => {
    const link = rulesLink(event.target);
    if (link && link.matches(":focus-visible")) {
      show(link);
      popover.dataset.by = "focus";
    }
  });
  doc.addEventListener("focusout", (event) => {
    const link = rulesLink(event.target);
    if (link && owner === link && popover.dataset.by === "focus" &&
        !popover.contains(event.relatedTarget)) hide(false);
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && popover && !popover.hidden) {
      event.preventDefault();
      hide(true);
    }
  });
  if (window.matchMedia("(hover: hover)").matches) {
    doc.addEventListener("mouseover", (event) => {
      const link = rulesLink(event.target);
      if (!link || owner === link) return;
      if (popover && !popover.hidden && popover.dataset.by !== "hover") return;
      clearTimeout(hoverTimer);
      hoverTimer = setTimeout(() => {
        show(link);
        popover.dataset.by = "hover";
      }, 150);
    });
    doc.addEventListener("mouseout", (event) => {
      const link = rulesLink(event.target);
      if (link && popover && popover.dataset.by === "hover") scheduleClose();
      else if (link && !owner) clearTimeout(hoverTimer);
    });
  }
  window.addEventListener("resize", () => { if (owner && !popover.hidden) place(owner); });

  /* ------------------------------------------------------------------ wide tables */
  function markScrolling() {
    for (const wrap of doc.querySelectorAll(".table-wrapper")) {
      const scrolls = wrap.scrollWidth > wrap.clientWidth + 1;
      wrap.classList.toggle("rules-scrolls", scrolls);
      let hint = wrap.previousElementSibling;
      if (!hint || !hint.classList.contains("rules-scroll-hint")) hint = null;
      if (scrolls) {
        wrap.tabIndex = 0;
        wrap.setAttribute("role", "region");
        const caption = wrap.querySelector("caption");
        wrap.setAttribute("aria-label", (caption ? caption.textContent.trim() + ": " : "") +
                          "table, scrolls sideways");
        if (!hint) {
          hint = el("p", "rules-scroll-hint", "Table scrolls sideways →");
          hint.setAttribute("aria-hidden", "true");
          wrap.before(hint);
        }
      } else {
        wrap.removeAttribute("tabindex");
        wrap.removeAttribute("role");
        wrap.removeAttribute("aria-label");
        if (hint) hint.remove();
      }
    }
  }

  /* ------------------------------------------------------------------ catalogues */
  /* A table with class rules-catalogue gets sort buttons in its header and filters above it:
     a text filter, and a choice for every column of a few repeated values (traits,
     allegiance, class). Without scripts it is the same table, unsorted and unfiltered. */
  const number = (text) => {
    const m = text.replace(/[−–]/g, "-").match(/-?\d+(?:\.\d+)?/);
    return m && !/^[-–]$/.test(text.trim()) ? parseFloat(m[0]) : NaN;
  };
  const tokens = (text) => text.split(/,\s*/).map((t) => t.trim()).filter((t) => t && t !== "–");

  function catalogue(table, n) {
    const head = table.tHead && table.tHead.rows[0];
    const body = table.tBodies[0];
    if (!head || !body) return;
    const rows = Array.from(body.rows);
    const text = (row, i) => (row.cells[i] ? row.cells[i].textContent.trim() : "");
    const columns = Array.from(head.cells, (th, i) => {
      const values = rows.map((r) => text(r, i)).filter((t) => t && t !== "–");
      const numeric = values.length > 0 && values.filter((t) => !isNaN(number(t))).length >=
        0.8 * values.length;
      const choices = [...new Set(values.flatMap(tokens))].sort();
      return { name: th.textContent.trim(), numeric,
               choices: !numeric && i > 0 && choices.length > 1 && choices.length <= 15 &&
                 choices.length < rows.length ? choices : null };
    });
    const bar = el("div", "rules-filters");
    bar.setAttribute("role", "group");
    const caption = table.querySelector("caption");
    bar.setAttribute("aria-label", "Filter " + (caption ? caption.textContent.trim() : "the table"));
    const search = el("input");
    search.type = "search";
    search.id = `rules-filter-${n}-text`;
    const searchLabel = el("label", "", "Name ");
    searchLabel.htmlFor = search.id;
    const selects = [];
    bar.append(searchLabel, search);
    columns.forEach((col, i) => {
      if (!col.choices) return;
      const select = el("select");
      select.id = `rules-filter-${n}-${i}`;
      select.appendChild(new Option("any", ""));
      for (const choice of col.choices) select.appendChild(new Option(choice, choice));
      const label = el("label", "", col.name + " ");
      label.htmlFor = select.id;
      bar.append(label, select);
      selects.push([i, select]);
    });
    const count = el("p", "rules-filter-count");
    count.setAttribute("role", "status");
    const apply = () => {
      const q = search.value.trim().toLowerCase();
      let shown = 0;
      for (const row of rows) {
        const ok = (!q || row.textContent.toLowerCase().includes(q)) &&
          selects.every(([i, sel]) => !sel.value || tokens(text(row, i)).includes(sel.value));
        row.hidden = !ok;
        if (ok) shown++;
      }
      count.textContent = shown === rows.length ? `${rows.length} rows` :
        `${shown} of ${rows.length} rows shown`;
      markScrolling();
    };
    search.addEventListener("input", apply);
    for (const [, sel] of selects) sel.addEventListener("change", apply);
    const wrap = table.closest(".table-wrapper") || table;
    wrap.before(bar, count);
    Array.from(head.cells).forEach((th, i) => {
      const button = el("button", "rules-sort");
      button.type = "button";
      button.append(...th.childNodes);
      button.appendChild(el("span", "rules-sort-mark", "↕"));
      button.lastChild.setAttribute("aria-hidden", "true");
      th.appendChild(button);
      button.addEventListener("click", () => {
        const up = th.getAttribute("aria-sort") !== "ascending";
        for (const other of head.cells) other.removeAttribute("aria-sort");
        th.setAttribute("aria-sort", up ? "ascending" : "descending");
        button.lastChild.textContent = up ? "↑" : "↓";
        const key = (row) => text(row, i);
        const sorted = rows.slice().sort((a, b) => {
          let d;
          if (columns[i].numeric) {
            const x = number(key(a)), y = number(key(b));
            if (isNaN(x) || isNaN(y)) return isNaN(x) - isNaN(y); // blanks last
            d = x - y;
          } else d = key(a).localeCompare(key(b));
          return up ? d : -d;
        });
        body.append(...sorted);
      });
    });
    apply();
  }

  /** Code blocks that scroll sideways can be scrolled from the keyboard. */
  function focusableCode() {
    for (const pre of doc.querySelectorAll("article pre")) {
      if (pre.scrollWidth > pre.clientWidth + 1) {
        pre.tabIndex = 0;
        pre.setAttribute("role", "region");
        pre.setAttribute("aria-label", "code, scrolls sideways");
      } else {
        pre.removeAttribute("tabindex");
        pre.removeAttribute("role");
        pre.removeAttribute("aria-label");
      }
    }
  }

  /* ------------------------------------------------------------------ permalinks */
  let toast = null;
  function say(text) {
    if (!toast) {
      toast = el("div", "rules-toast");
      toast.setAttribute("role", "status");
      doc.body.appendChild(toast);
    }
    toast.textContent = text;
    toast.classList.add("rules-toast-shown");
    setTimeout(() => toast.classList.remove("rules-toast-shown"), 1600);
  }
  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element &&
      event.target.closest("a.rules-permalink, a.headerlink");
    if (!link || !navigator.clipboard) return;
    const url = new URL(link.getAttribute("href"), location.href).href;
    navigator.clipboard.writeText(url).then(() => say("Link copied"), () => {});
  });

  /* ------------------------------------------------------------------ landing in tables */
  function land() {
    if (!location.hash) return;
    let target = null;
    try {
      target = doc.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch (_) {
      return;
    }
    const table = target && target.closest("table");
    if (!table) return;
    const row = target.closest("tr") || target;
    const header = doc.querySelector(".mobile-header");
    const offset = (header && header.offsetHeight && getComputedStyle(header).position !== "static"
      ? header.offsetHeight : 0) + 8;
    const tableTop = table.getBoundingClientRect().top + window.scrollY;
    const rowRect = row.getBoundingClientRect();
    const rowBottom = rowRect.bottom + window.scrollY;
    const thead = table.tHead ? table.tHead.offsetHeight : 0;
    const room = window.innerHeight - offset - 8;
    // the heading of the table's section too ("Light Infantry attacking"), when it fits
    const section = table.closest("section");
    const heading = section && section.querySelector(":scope > :is(h1, h2, h3, h4, h5, h6)");
    // a heading that sticks (rulesref.css) stays in view, the row landing below it; where
    // it is now may be where it sticks, so its own place is its section's top
    const sticky = heading && getComputedStyle(heading).position === "sticky"
      ? heading.offsetHeight : 0;
    const headingTop = heading && (heading.compareDocumentPosition(table) &
      Node.DOCUMENT_POSITION_FOLLOWING) ? (sticky ? section : heading)
        .getBoundingClientRect().top + window.scrollY : null;
    let top = rowRect.top + window.scrollY - offset - sticky - thead;
    if (headingTop !== null && rowBottom - headingTop < room) top = headingTop - offset;
    else if (rowBottom - tableTop < room - sticky) top = tableTop - offset - sticky;
    window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
    const wrap = table.closest(".table-wrapper");
    if (wrap) wrap.scrollLeft = 0;
  }

  /* ------------------------------------------------------------------ offline */
  /* The service worker keeps every page read under this cache (build-sw.mjs); the page a
     visit starts on is read before the worker runs, so it is put there once it does. */
  const PAGES = "rulesref-pages";

  /* The search index (rulesref.docs.sphinxext.search.INDEX_FILE), kept for searching
     offline; the worker serves it from this cache and refreshes it as it is used. */
  const INDEX = "rules-search.json";
  const FILES = "rulesref-files";

  function keep(cacheName, url) {
    return caches.open(cacheName)
      .then((cache) => cache.match(url).then((hit) => hit || cache.add(url)));
  }

  function keepThisPage() {
    if (!window.caches) return;
    keep(PAGES, location.href.split("#")[0]).catch(() => {});
    keep(FILES, new URL(INDEX, root).href).catch(() => {});
  }

  /* Every page of the site, kept on demand for a player with poor reception: the footer's
     button fetches the list the build wrote (OFFLINE_LIST, rulesref.docs.sphinxext.frontend)
     and puts each page in the worker's page cache, where it opens offline as a page read
     does. Nothing is fetched before the button is used. */
  const OFFLINE_LIST = "offline-pages.json";
  const KEPT_NOTE = "rulesref.offline.all";

  function sayKept(note, words) {
    note.textContent = words;
    try { localStorage.setItem(KEPT_NOTE, words); } catch (_) { /* private mode */ }
  }

  async function keepEveryPage(button, note) {
    button.disabled = true;
    note.textContent = "Keeping every page for offline use…";
    try {
      // the worker serves the kept pages offline: wait (a while) for it on a first visit
      await Promise.race([navigator.serviceWorker.ready,
                          new Promise((resolve) => setTimeout(resolve, 20000))]);
      const response = await fetch(new URL(OFFLINE_LIST, root).href, { cache: "no-cache" });
      if (!response.ok) throw new Error(String(response.status));
      const list = await response.json();
      const cache = await caches.open(PAGES);
      const queue = list.pages.slice();
      let done = 0;
      let failed = 0;
      const next = async () => {
        while (queue.length) {
          const url = new URL(queue.shift(), root).href;
          try { await cache.add(url); } catch (_) { failed += 1; }
          done += 1;
          note.textContent = `Keeping pages for offline use: ${done} of ${list.pages.length}…`;
        }
      };
      await Promise.all([next(), next(), next()]);
      await keep(FILES, new URL(INDEX, root).href).catch(() => { failed += 1; });
      const size = (list.bytes / 1e6).toFixed(1);
      if (failed) {
        note.textContent = `${failed} of ${list.pages.length} pages could not be kept: ` +
          "try again when the connection is better.";
      } else {
        sayKept(note, `All ${list.pages.length} pages (${size} MB) are kept on this ` +
          "device and open without a connection. Keep them again to refresh them.");
      }
    } catch (_) {
      note.textContent = "The pages could not be kept: try again when you are online.";
    }
    button.disabled = false;
  }

  function keepAllControl() {
    const box = doc.getElementById("rules-keep-all");
    if (!box || !window.caches || !("serviceWorker" in navigator) ||
        !/^https?:$/.test(location.protocol)) return;
    const button = el("button", "rules-keep-all-button", "Keep every page offline");
    button.type = "button";
    const note = el("p", "rules-keep-all-note");
    note.setAttribute("role", "status");
    try { note.textContent = localStorage.getItem(KEPT_NOTE) || ""; } catch (_) { /* none */ }
    if (!note.textContent) {
      note.textContent = "For poor reception: keeps every rules page on this device.";
    }
    button.addEventListener("click", () => keepEveryPage(button, note));
    box.replaceChildren(button, note);
    box.hidden = false;
  }

  function registerWorker() {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
    const sw = navigator.serviceWorker;
    sw.register(new URL("sw.js", root).href, { scope: root.href }).catch(() => {});
    if (sw.controller) keepThisPage();
    else sw.addEventListener("controllerchange", keepThisPage, { once: true });
  }

  function start() {
    doc.querySelectorAll("table.rules-catalogue").forEach(catalogue);
    markScrolling();
    focusableCode();
    land();
    registerWorker();
    keepAllControl();
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
  window.addEventListener("hashchange", land);
  // the browser scrolls to the fragment itself once the page has loaded: land after it
  window.addEventListener("load", () => requestAnimationFrame(land));
  let resizeTimer = 0;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => { markScrolling(); focusableCode(); }, 150);
  });
})();
