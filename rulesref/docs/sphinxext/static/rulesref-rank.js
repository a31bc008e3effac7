/* rulesref: the search ranking, step for step the one in rulesref/core/searchrank.py (read
 * its module docstring for the steps). The command line, the MCP server and this page rank
 * over the same index data; tests/docs/test_search_parity.py runs both over a set of queries
 * and requires the same results. Change one only with the other.
 */
(function (root) {
  "use strict";
  const FORMAT = 1;
  // Every tunable (field weights, match qualities, kind factors, the preferred game's factor,
  // the stop words, the query limits) comes with the index data ("settings"), written by
  // rulesref/core/searchrank.py: this file holds the steps, not copies of the numbers.
  const NAME = 0;

  const endsWithAny = (word, ends) => ends.some((e) => word.endsWith(e));

  function undouble(word) {
    const last = word[word.length - 1];
    if (word.length >= 3 && last === word[word.length - 2] && !"aeiouls".includes(last)) {
      return word.slice(0, -1);
    }
    return word;
  }

  function stem(word) {
    if (word.length <= 3) return word;
    if (word.endsWith("ies") && word.length > 4) word = word.slice(0, -3) + "y";
    else if (word.endsWith("sses")) word = word.slice(0, -2);
    else if (word.endsWith("es") && endsWithAny(word.slice(0, -2), ["s", "x", "z", "ch", "sh"])) {
      word = word.slice(0, -2);
    } else if (word.endsWith("s") && !endsWithAny(word, ["ss", "us", "is"])) {
      word = word.slice(0, -1);
    }
    if (word.endsWith("ing") && word.length >= 7) word = undouble(word.slice(0, -3));
    else if (word.endsWith("ed") && !word.endsWith("eed") && word.length >= 5) {
      word = undouble(word.slice(0, -2));
    }
    if (word.endsWith("e") && word.length >= 5) word = word.slice(0, -1);
    return word;
  }

  /** Python's names.fold: accents dropped, case folded, spaces collapsed. */
  function fold(text) {
    return text.replace(/[’‘]/g, "'").normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
      .toLowerCase().replace(/ß/g, "ss").split(/\s+/).filter(Boolean).join(" ");
  }

  function plain(text) {
    const folded = fold(text).replace(/['\u2019]/g, "")
      .replace(/\[[^\]]*\]?|\([^)]*\)?/g, " ");
    return folded.split(/[^0-9a-z]+/).filter(Boolean).join(" ");
  }

  const stopWords = new WeakMap();

  /** The searchable words of text, with the stop words of the index's settings. */
  function words(text, settings) {
    let stop = stopWords.get(settings);
    if (!stop) {
      stop = new Set(settings.stop);
      stopWords.set(settings, stop);
    }
    return plain(text).split(" ").filter((w) => w && !stop.has(w)).map(stem);
  }

  function distance(a, b, most) {
    if (Math.abs(a.length - b.length) > most) return most + 1;
    let before = [];
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const now = [i].concat(new Array(b.length).fill(0));
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let best = Math.min(row[j] + 1, now[j - 1] + 1, row[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          best = Math.min(best, before[j - 2] + 1);
        }
        now[j] = best;
      }
      if (Math.min(...now) > most) return most + 1;
      before = row;
      row = now;
    }
    return Math.min(row[b.length], most + 1);
  }

  function matches(data, word, last) {
    const { exact: EXACT, prefix: PREFIX, near: NEAR, far: FAR } = data.settings;
    // a whole word the index knows is neither a typo nor unfinished
    if (Object.prototype.hasOwnProperty.call(data.stems, word)) return [[word, EXACT]];
    const found = [];
    const most = word.length >= 7 ? 2 : 1;
    for (const candidate of Object.keys(data.stems)) {
      if (candidate === word) found.push([candidate, EXACT]);
      else if (last && word.length >= 3 && candidate.startsWith(word)) {
        found.push([candidate, PREFIX]);
      } else if (word.length >= 4 && candidate[0] === word[0]) {
        const edits = distance(word, candidate, most);
        if (edits <= most) found.push([candidate, edits === 1 ? NEAR : FAR]);
      }
    }
    return found;
  }

  function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }

  /** [[doc, score]] best first; options: game, kind, prefer (ids), limit. */
  function rank(data, query, options) {
    const opts = options || {};
    const settings = data.settings;
    const { fields: FIELD_WEIGHTS, exact: EXACT, kinds: KIND_FACTORS } = settings;
    const queryWords = [...new Set(words(query, settings))].slice(0, settings.words);
    if (!queryWords.length) return [];
    const games = data.games, kinds = data.kinds;
    const pick = (list, value) => (value === undefined || value === null || value === ""
      ? null : list.indexOf(value));
    const onlyGame = pick(games, opts.game), onlyKind = pick(kinds, opts.kind);
    const preferred = opts.prefer ? games.indexOf(opts.prefer) : -1;
    const weights = data.weights;
    const scores = new Map(), counts = new Map(), named = new Map();
    queryWords.forEach((word, position) => {
      const best = new Map();
      const found = matches(data, word, position === queryWords.length - 1);
      let own = Object.prototype.hasOwnProperty.call(weights, word) ? weights[word] : null;
      if (own === null && found.length) own = Math.min(...found.map(([c]) => weights[c]));
      for (const [candidate, quality] of found) {
        let weight = weights[candidate];
        if (quality !== EXACT && own !== null && own < weight) weight = own;
        for (const [doc, field] of data.stems[candidate]) {
          const value = FIELD_WEIGHTS[field] * quality * weight;
          if (value > (best.get(doc) || 0.0)) best.set(doc, value);
          if (field === NAME) {
            if (!named.has(doc)) named.set(doc, new Set());
            named.get(doc).add(candidate);
          }
        }
      }
      for (const [doc, value] of best) {
        scores.set(doc, (scores.get(doc) || 0.0) + value);
        counts.set(doc, (counts.get(doc) || 0) + 1);
      }
    });
    const wanted = queryWords.length;
    const key = plain(query);
    const ranked = [];
    for (const doc of counts.keys()) {
      const row = data.docs[doc];
      if (onlyGame !== null && row.game !== onlyGame) continue;
      if (onlyKind !== null && row.kind !== onlyKind) continue;
      let score = scores.get(doc) * counts.get(doc) / wanted;
      if (row.key === key || row.keys.includes(key)) {
        score = score * 3;
      } else {
        const covered = Math.min(named.has(doc) ? named.get(doc).size : 0, row.size);
        score = score * (1 + covered / row.size) / 2;
      }
      if (row.key !== key && row.key.startsWith(key)) score = score * 1.5;
      const factor = KIND_FACTORS[kinds[row.kind]];
      score = score * (factor === undefined ? 1.0 : factor);
      if (row.game === preferred) score = score * settings.preferred;
      ranked.push([doc, score]);
    }
    ranked.sort((a, b) => {
      const ra = data.docs[a[0]], rb = data.docs[b[0]];
      return (b[1] - a[1]) || compare(games[ra.game], games[rb.game]) ||
        compare(kinds[ra.kind], kinds[rb.kind]) || compare(fold(ra.name), fold(rb.name));
    });
    return opts.limit ? ranked.slice(0, opts.limit) : ranked;
  }

  const api = { FORMAT, stem, fold, plain, words, distance, rank };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  else root.rulesrefRank = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
