/* rulesref: the search page. Loads the object index (rules-search.json, written by the build
 * from the rules model) into MiniSearch and answers as you type: best match first, each
 * result labelled with its game and kind, filtered by game and kind, tolerant of typos
 * ("Devestating") and of values in brackets ("Hero [+1]"). Sphinx's page search still runs
 * below. window.rulesrefSearch exposes ready and search() for the benchmark and the tests.
 */
(function () {
  "use strict";
  const doc = document;
  const root = new URL(doc.documentElement.dataset.content_root || "./", location.href);
  const $ = (id) => doc.getElementById(id);
  const LIMIT = 30;
  // objects a player looks up come before the pages and sections that mention them
  const PLACE_KINDS = new Set(["page", "section"]);

  /** What is searched for: values in brackets dropped ("Hero [+1]" -> "Hero"). */
  function clean(query) {
    return query.replace(/\[[^\]]*\]?/g, " ").replace(/\s+/g, " ").trim();
  }

  const fold = (text) => text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/[’']/g, "").trim();

  let engine = null;
  let data = null;

  const ready = fetch(new URL("rules-search.json", root)).then((r) => {
    if (!r.ok) throw new Error("rules-search.json: " + r.status);
    return r.json();
  }).then((index) => {
    data = index;
    engine = new MiniSearch({
      fields: ["name", "aliases", "summary", "meta"],
      storeFields: [],
      processTerm: (term) => fold(term).replace(/^[^\p{L}\p{N}+]+|[^\p{L}\p{N}]+$/gu, "") || null,
      searchOptions: {
        boost: { name: 5, aliases: 3, meta: 1, summary: 0.6 },
        prefix: (term) => term.length > 1,
        fuzzy: (term) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : false),
        maxFuzzy: 3,
      },
    });
    engine.addAll(index.docs.map((row, id) => ({
      id, name: row[2], aliases: row[3], summary: row[4], meta: row[5],
    })));
    return engine;
  });

  /**
   * Ranked records for a query: [{name, kind, game, summary, meta, url, score}].
   * An exact name comes first; then rules objects before pages and sections.
   */
  function search(query, options) {
    const opts = options || {};
    const text = clean(query);
    if (!engine || !text) return [];
    const filter = (hit) => {
      const row = data.docs[hit.id];
      return (opts.game === undefined || opts.game === "" || row[0] === Number(opts.game)) &&
        (opts.kind === undefined || opts.kind === "" || row[1] === Number(opts.kind));
    };
    let hits = engine.search(text, { combineWith: "AND", filter });
    if (!hits.length) hits = engine.search(text, { combineWith: "OR", filter });
    const wanted = fold(text);
    const ranked = hits.map((hit) => {
      const row = data.docs[hit.id];
      const name = fold(row[2]);
      let score = hit.score;
      if (name === wanted) score *= 4;
      else if (name.startsWith(wanted)) score *= 1.5;
      if (row[3] && row[3].split(" ").includes(wanted)) score *= 2;
      if (PLACE_KINDS.has(data.kinds[row[1]])) score *= 0.5;
      return { id: hit.id, score, row };
    }).sort((a, b) => b.score - a.score);
    return ranked.slice(0, opts.limit || LIMIT).map(({ row, score }) => ({
      name: row[2], game: data.games[row[0]], kind: data.kinds[row[1]], summary: row[4],
      meta: row[5], url: new URL(row[6], root).href, score,
    }));
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
    const results = search(query, { game: gameSel.value, kind: kindSel.value });
    list.replaceChildren();
    for (const hit of results) {
      const li = doc.createElement("li");
      const a = doc.createElement("a");
      a.href = hit.url;
      a.className = "rules-search-hit";
      a.textContent = hit.name;
      li.appendChild(a);
      const tags = doc.createElement("span");
      tags.className = "rules-search-tags";
      tags.append(badge(hit.kind, "rules-badge-kind"), badge(hit.game, "rules-badge-game"));
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
  ready.then(() => {
    for (const [sel, names, key] of [[gameSel, data.games, "game"], [kindSel, data.kinds, "kind"]]) {
      const sorted = names.map((n, i) => [n, i]).sort((a, b) => a[0].localeCompare(b[0]));
      for (const [name, i] of sorted) {
        const opt = doc.createElement("option");
        opt.value = String(i);
        opt.textContent = name;
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
