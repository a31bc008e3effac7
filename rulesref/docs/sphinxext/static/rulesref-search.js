/* rulesref: the search page. Loads the index the build writes from the rules model
 * (rules-search.json) and ranks it as you type with rulesref-rank.js, the same ranking as
 * `rulesref search` and the MCP server: best match first, each result labelled with its game
 * and kind as the command line labels them, filtered by game and kind, the game you came from
 * first, tolerant of typos ("terrian"), stop words ("how many Mercury do I get") and values in
 * brackets ("Hero [+1]"). Rules objects come first, then the sections and steps of the pages;
 * Sphinx's page search still runs below. window.rulesrefSearch exposes ready and search() for
 * the benchmark and the tests.
 */
(function () {
  "use strict";
  const doc = document;
  const root = new URL(doc.documentElement.dataset.content_root || "./", location.href);
  const $ = (id) => doc.getElementById(id);
  const LIMIT = 30;
  const rank = window.rulesrefRank;

  /** What is searched for: the query with its length capped as every search caps it. */
  function clean(query) {
    return query.slice(0, data ? data.objects.settings.query : 200).replace(/\s+/g, " ").trim();
  }

  let data = null;

  const ready = fetch(new URL("rules-search.json", root)).then((r) => {
    if (!r.ok) throw new Error("rules-search.json: " + r.status);
    return r.json();
  }).then((index) => {
    if (index.format !== rank.FORMAT) throw new Error("rules-search.json: unknown format");
    data = index;
    return data;
  });

  /** The game whose pages the reader came from (its folder under games/), if any. */
  function cameFrom() {
    try {
      const from = new URL(doc.referrer);
      const match = from.origin === location.origin && from.pathname.match(/\/games\/([^/]+)\//);
      return match ? match[1] : "";
    } catch (e) {
      return "";
    }
  }

  const label = (kind) => kind.replace(/-/g, " ");

  /**
   * Ranked records for a query: [{name, kind, game, summary, meta, url, score}]: the rules
   * objects in the shared ranking, then the page entries. options: game, kind (filters, as
   * ids), prefer (a game id), limit.
   */
  function search(query, options) {
    const opts = options || {};
    const text = clean(query);
    if (!data || !text) return [];
    const limit = opts.limit || LIMIT;
    const out = [];
    for (const part of [data.objects, data.pages]) {
      const hits = rank.rank(part, text, {
        game: opts.game || null, kind: opts.kind || null, prefer: opts.prefer || null,
        limit: limit - out.length,
      });
      for (const [id, score] of hits) {
        const row = part.docs[id];
        const game = part.games[row.game];
        out.push({
          name: row.name, game, gameTitle: data.titles[game] || game,
          kind: label(part.kinds[row.kind]), summary: row.summary, meta: row.meta,
          url: row.link ? new URL(row.link, root).href : "", score,
        });
      }
      if (out.length >= limit) break;
    }
    return out;
  }

  window.rulesrefSearch = { ready, search, clean };

  /* ------------------------------------------------------------------ the page */
  const box = $("rules-search-q");
  const list = $("rules-search-results");
  const status = $("rules-search-status");
  const gameSel = $("rules-search-game");
  const kindSel = $("rules-search-kind");
  if (!box || !list) return;
  const params = new URLSearchParams(location.search);
  box.value = params.get("q") || "";

  function badge(text, cls) {
    const span = doc.createElement("span");
    span.className = "rules-badge " + cls;
    span.textContent = text;
    return span;
  }

  function render() {
    const query = box.value;
    const results = search(query, { game: gameSel.value, kind: kindSel.value, prefer });
    list.replaceChildren();
    for (const hit of results) {
      const li = doc.createElement("li");
      const a = doc.createElement(hit.url ? "a" : "span");
      if (hit.url) a.href = hit.url;
      a.className = "rules-search-hit";
      a.textContent = hit.name;
      li.appendChild(a);
      const tags = doc.createElement("span");
      tags.className = "rules-search-tags";
      tags.append(badge(hit.kind, "rules-badge-kind"), badge(hit.gameTitle, "rules-badge-game"));
      li.appendChild(tags);
      if (hit.summary) {
        const p = doc.createElement("p");
        p.textContent = hit.summary;
        li.appendChild(p);
      }
      if (hit.meta) {
        const p = doc.createElement("p");
        p.className = "rules-search-meta";
        p.textContent = hit.meta;
        li.appendChild(p);
      }
      list.appendChild(li);
    }
    const text = clean(query);
    status.textContent = !text ? "" : results.length
      ? `${results.length}${results.length === LIMIT ? "+" : ""} rules for “${query.trim()}”`
      : `No rules match “${query.trim()}”; the page results below may help.`;
    const url = new URL(location.href);
    url.searchParams.set("q", query);
    for (const [key, sel] of [["game", gameSel], ["kind", kindSel]]) {
      if (sel.value) url.searchParams.set(key, sel.value);
      else url.searchParams.delete(key);
    }
    history.replaceState(null, "", url);
  }

  let timer = 0;
  const later = () => { clearTimeout(timer); timer = setTimeout(render, 60); };
  const prefer = params.get("from") || cameFrom();
  ready.then(() => {
    const games = Object.keys(data.titles).map((g) => [data.titles[g], g]);
    const kinds = [...new Set([...data.objects.kinds, ...data.pages.kinds])]
      .map((k) => [label(k), k]);
    for (const [sel, options, key] of [[gameSel, games, "game"], [kindSel, kinds, "kind"]]) {
      for (const [text, value] of options.sort((a, b) => a[0].localeCompare(b[0]))) {
        const opt = doc.createElement("option");
        opt.value = value;
        opt.textContent = text;
        sel.appendChild(opt);
      }
      sel.value = params.get(key) || "";
    }
    box.addEventListener("input", later);
    gameSel.addEventListener("change", render);
    kindSel.addEventListener("change", render);
    render();
  }, () => {
    status.textContent = "The rules index could not be loaded; the page results below still work.";
  });
})();
