// The Hobgoblin army builder's drawing: the page's elements from what Python returned (the
// report and the view of rulesref.games.hobgoblin.builder). The builder page's script loads
// this file (named in the game's builder manifest) and calls setup() with its toolkit, then
// renderList() and renderBar() after every change. Text always goes in through the
// toolkit's h() (textContent or attribute values, never markup), so a name from a list
// cannot inject anything. Every control calls back with an edit; nothing here knows a rule.

let h = null;

/** Receive the page's toolkit: h(tag, props, ...children) makes an element. */
export function setup(kit) {
  h = kit.h;
}

/** Up to this many units are drawn; the report always covers all of them. */
export const MAX_DRAWN = 300;

function problemItem(problem, kind, links) {
  const rule = problem.rule || {};
  const href = links.get(problem.code);
  const code = href ? h("a", { href, className: "rb-code" }, problem.code)
    : h("span", { className: "rb-code" }, problem.code);
  return h("li", { className: `rb-problem rb-${kind}` },
    h("span", { className: "rb-kind" }, kind === "error" ? "Error" : "Warning"), " ", code,
    " ", h("span", { className: "rb-message" }, problem.message), " ",
    h("span", { className: "rb-rule" }, `${rule.name}: ${rule.summary} [${rule.citation}]`));
}

/** The error of an edit the list refused at (unit, field, item), if any. */
function refusedAt(ctx, unit, field, item) {
  const path = unit === null ? [field] : ["units", unit, field];
  if (item !== null && item !== undefined) path.push(item);
  const message = ctx.errorAt(path);
  return message ? h("p", { className: "rb-error-box rb-field-error", role: "alert" },
                     `Not changed: ${message}`) : null;
}

/** The problems that go at (unit, field, item), as a list (or nothing), after the error of
 * an edit refused there. */
function problemsAt(ctx, unit, field, item, anyItem = false) {
  const refused = refusedAt(ctx, unit, field, item);
  const listed = listedAt(ctx, unit, field, item, anyItem);
  return refused && listed ? h("div", {}, refused, listed) : refused || listed;
}

function listedAt(ctx, unit, field, item, anyItem) {
  const out = [];
  for (const place of ctx.view.placements || []) {
    if (place.unit !== unit || place.field !== field) continue;
    if (!anyItem && place.item !== item) continue;
    const problem = ctx.view.report[place.list][place.index];
    out.push(problemItem(problem, place.list === "violations" ? "error" : "warning",
                         ctx.links));
  }
  return out.length ? h("ul", { className: "rb-problems" }, out) : null;
}

const UNIT_FIELDS = new Set(["name", "type", "keywords", "allegiance", "base"]);
const ARMY_FIELDS = new Set(["name", "points_limit", "artefact", "units"]);

/** Problems that belong to no field the page shows: the army's, or a unit's as a whole. */
function unitTopProblems(ctx, unit) {
  const known = unit === null ? ARMY_FIELDS : UNIT_FIELDS;
  const out = [];
  for (const place of ctx.view.placements || []) {
    if (place.unit !== unit || known.has(place.field)) continue;
    const problem = ctx.view.report[place.list][place.index];
    out.push(problemItem(problem, place.list === "violations" ? "error" : "warning",
                         ctx.links));
  }
  return out.length ? h("ul", { className: "rb-problems" }, out) : null;
}

function unitProblems(ctx, unit) {
  const out = [];
  for (const place of ctx.view.placements || []) {
    if (place.unit !== unit) continue;
    const problem = ctx.view.report[place.list][place.index];
    out.push(problemItem(problem, place.list === "violations" ? "error" : "warning",
                         ctx.links));
  }
  return out.length ? h("ul", { className: "rb-problems" }, out) : null;
}

function field(label, key, control, problems, hint) {
  return h("div", { className: "rb-field" },
    h("label", { htmlFor: key }, label), control,
    hint ? h("span", { className: "rb-hint" }, hint) : null, problems);
}

function text(value) {
  return value === undefined || value === null ? "" : typeof value === "string" ? value
    : JSON.stringify(value);
}

function armySection(ctx) {
  const army = ctx.view.army;
  const opts = ctx.options;
  const artefact = typeof army.artefact === "string" ? army.artefact : "";
  const artefactSelect = h("select", {
    id: "rb-artefact", dataset: { key: "artefact" },
    onchange: (e) => ctx.edit(e.target.value ? { op: "set", path: ["artefact"],
                                                 value: e.target.value }
      : { op: "delete", path: ["artefact"] }),
  }, h("option", { value: "" }, "None"),
  opts.artefacts.map((a) => h("option", { value: a.name, selected: a.name === artefact },
                              a.name)),
  artefact && !opts.artefacts.some((a) => a.name === artefact)
    ? h("option", { value: artefact, selected: true }, `${artefact} (not a known artefact)`)
    : null);
  return h("section", { className: "rb-army", "aria-label": "Army" },
    unitTopProblems(ctx, null),
    field("Army name", "rb-name", h("input", {
      id: "rb-name", type: "text", value: text(army.name), dataset: { key: "name" },
      autocomplete: "off",
      onchange: (e) => ctx.edit({ op: "set", path: ["name"], value: e.target.value }),
    }), problemsAt(ctx, null, "name", null)),
    field("Points limit", "rb-limit", h("input", {
      id: "rb-limit", type: "text", inputMode: "numeric", value: text(army.points_limit),
      dataset: { key: "points_limit" }, autocomplete: "off",
      onchange: (e) => ctx.edit({ op: "set", path: ["points_limit"], number: e.target.value }),
    }), problemsAt(ctx, null, "points_limit", null)),
    field("Cursed artefact (carried by the General's unit)", "rb-artefact", artefactSelect,
          problemsAt(ctx, null, "artefact", null)));
}

/** Every keyword the unit holds (its type's, bought, an artefact's) with what it does, as
 * `rulesref explain` words it: each effect's whom, when and condition, with its page. */
function heldList(info) {
  if (!Array.isArray(info.held) || !info.held.length) return null;
  return h("details", { className: "rb-held" }, h("summary", {}, "What its keywords do"),
    h("dl", {}, info.held.map((kw) => [
      h("dt", {}, kw.name),
      h("dd", {}, `${kw.summary} [${kw.citation}]`,
        kw.effects.length ? h("ul", {}, kw.effects.map((e) => h("li", {}, e))) : null),
    ])));
}

function keywordChip(ctx, i, j, keyword) {
  const path = ["units", i, "keywords", j];
  const price = keyword.price === null ? "" : ` ${keyword.price >= 0 ? "+" : ""}${keyword.price}`;
  // what the keyword does, as `rulesref explain` words it, shown on hover and to readers
  const does = keyword.explained
    ? [keyword.explained.summary, ...keyword.explained.effects].join("\n") : undefined;
  const chip = h("li", { className: "rb-chip", title: does });
  if (keyword.values.length > 1) {
    chip.append(h("select", {
      "aria-label": `Value of ${keyword.text}`, dataset: { key: `kwv-${i}-${j}` },
      onchange: (e) => ctx.edit({ op: "set", path, value: e.target.value }),
    }, keyword.values.map((v) => h("option", { value: v, selected: v === keyword.text }, v))));
  } else {
    chip.append(h("span", { className: "rb-chip-name" }, keyword.text));
  }
  if (price) chip.append(h("span", { className: "rb-price" }, `${price} pts`));
  chip.append(h("button", {
    type: "button", className: "rb-icon", "aria-label": `Remove ${keyword.text}`,
    dataset: { key: `kwx-${i}-${j}` }, onclick: () => ctx.edit({ op: "delete", path }),
  }, "×"));
  const problems = problemsAt(ctx, i, "keywords", j);
  if (problems) chip.append(problems);
  return chip;
}

/** The keywords a unit bought (with their places), leaving out the once-per-army ones,
 * which have their own switches. */
function bought(ctx, info) {
  return info.keywords.map((kw, j) => [kw, j])
    .filter(([kw]) => !ctx.options.once_per_army.includes(kw.text));
}

function offersSelect(ctx, i) {
  const offers = ctx.view.offers && ctx.view.offers.unit === i ? ctx.view.offers.keywords : null;
  if (!offers) return null;
  const groups = new Map();
  for (const offer of offers) {
    if (!groups.has(offer.column)) groups.set(offer.column, []);
    const sign = offer.price > 0 ? "+" : "";
    const note = offer.warnings.length ? " ⚠" : "";
    groups.get(offer.column).push(h("option", { value: offer.keyword, title: offer.warnings.join(" ") },
      `${offer.keyword} (${sign}${offer.price} pts)${note}`));
  }
  return field("Buy a keyword", `rb-buy-${i}`, h("select", {
    id: `rb-buy-${i}`, dataset: { key: `buy-${i}` },
    onchange: (e) => e.target.value && ctx.edit({
      op: "insert", path: ["units", i, "keywords"], index: -1, value: e.target.value }),
  }, h("option", { value: "" }, `Choose (${offers.length} can be bought)`),
  [...groups].map(([column, items]) => h("optgroup", { label: column }, items))), null);
}

function onceToggles(ctx, i, unit) {
  const keywords = Array.isArray(unit.keywords) ? unit.keywords : [];
  const problems = [];
  keywords.forEach((kw, j) => {
    if (ctx.options.once_per_army.includes(kw)) problems.push(problemsAt(ctx, i, "keywords", j));
  });
  return h("div", { className: "rb-field" }, h("div", { className: "rb-toggles" },
    ctx.options.once_per_army.map((name) => {
      const at = keywords.indexOf(name);
      return h("label", { className: "rb-toggle" }, h("input", {
        type: "checkbox", checked: at >= 0, dataset: { key: `once-${i}-${name}` },
        onchange: () => ctx.edit(at >= 0 ? { op: "delete", path: ["units", i, "keywords", at] }
          : { op: "insert", path: ["units", i, "keywords"], index: -1, value: name }),
      }), ` ${name}`);
    })), problems);
}

function allegianceFields(ctx, i, unit, info) {
  const chosen = unit.allegiance === undefined || unit.allegiance === null ? []
    : Array.isArray(unit.allegiance) ? unit.allegiance.map(text) : [text(unit.allegiance)];
  const count = Math.max(info.allegiances, chosen.length);
  if (!count) return problemsAt(ctx, i, "allegiance", null, true);
  const selects = [];
  for (let k = 0; k < count; k += 1) {
    const current = chosen[k] || "";
    selects.push(h("select", {
      id: `rb-al-${i}-${k}`, "aria-label": `Allegiance ${k + 1}`,
      dataset: { key: `al-${i}-${k}` },
      onchange: (e) => {
        const next = chosen.slice(0, count);
        next[k] = e.target.value;
        const values = next.filter((v) => v);
        ctx.edit(!values.length ? { op: "delete", path: ["units", i, "allegiance"] }
          : { op: "set", path: ["units", i, "allegiance"],
              value: info.allegiances > 1 || values.length > 1 ? values : values[0] });
      },
    }, h("option", { value: "" }, "None"),
    ctx.options.allegiances.map((a) => h("option", { value: a, selected: a === current }, a)),
    current && !ctx.options.allegiances.includes(current)
      ? h("option", { value: current, selected: true }, `${current} (unknown)`) : null));
  }
  return field(count > 1 ? "Abyssal Allegiances" : "Abyssal Allegiance", `rb-al-${i}-0`,
               h("div", { className: "rb-row" }, selects),
               problemsAt(ctx, i, "allegiance", null, true));
}

function baseFields(ctx, i, unit, info) {
  const base = unit.base && typeof unit.base === "object" ? unit.base : {};
  const limits = info.base_limits;
  const keys = [`bw-${i}`, `bd-${i}`];
  // a base is sent once both sizes are in (or both are cleared); half of one stays typed
  const send = () => {
    const w = document.getElementById(`rb-bw-${i}`).value.trim();
    const d = document.getElementById(`rb-bd-${i}`).value.trim();
    const note = document.getElementById(`rb-bn-${i}`);
    if (!w !== !d) {
      note.textContent = w ? "Now the depth: the base is saved once both are in."
        : "Now the width: the base is saved once both are in.";
      return;
    }
    note.textContent = "";
    ctx.edit(!w && !d ? { op: "delete", path: ["units", i, "base"] }
      : { op: "set", path: ["units", i, "base"], numbers: { width_mm: w, depth_mm: d } },
    undefined, keys);
  };
  const hint = limits ? `${info.footprint}: width ${limits.min_width}–${limits.max_width} mm, ` +
    `depth ${limits.min_depth}–${limits.max_depth} mm` : null;
  return field("Base (width × depth, mm)", `rb-bw-${i}`, h("div", { className: "rb-row" },
    h("input", { id: `rb-bw-${i}`, type: "text", inputMode: "numeric", value: text(base.width_mm),
                 "aria-label": "Base width in mm", dataset: { key: `bw-${i}` }, onchange: send }),
    h("span", {}, "×"),
    h("input", { id: `rb-bd-${i}`, type: "text", inputMode: "numeric", value: text(base.depth_mm),
                 "aria-label": "Base depth in mm", dataset: { key: `bd-${i}` }, onchange: send })),
  h("div", {}, h("p", { id: `rb-bn-${i}`, className: "rb-hint", "aria-live": "polite" }),
    problemsAt(ctx, i, "base", null, true)), hint);
}

function unitCard(ctx, i, count) {
  const unit = ctx.view.army.units[i];
  const info = ctx.view.units[i];
  const open = ctx.openUnit === i;
  const problems = (ctx.view.placements || []).filter((p) => p.unit === i);
  const errors = problems.filter((p) => p.list === "violations").length;
  const card = h("article", {
    className: `rb-unit${errors ? " rb-illegal" : ""}`, dataset: { unit: String(i) },
  });
  if (typeof unit !== "object" || unit === null) return card;
  const typeName = info.type || text(unit.type);
  const name = text(unit.name) || "(no name)";
  // the type only when the name does not say it already
  const sameName = name.trim().toLowerCase() === String(typeName).trim().toLowerCase();
  const keywords = Array.isArray(unit.keywords) ? unit.keywords.map(text) : [];
  card.append(h("button", {
    type: "button", className: "rb-unit-head", "aria-expanded": String(open),
    dataset: { key: `head-${i}` }, onclick: () => ctx.toggle(i),
  }, h("span", { className: "rb-unit-name" }, name),
  sameName ? null : h("span", { className: "rb-unit-type" }, typeName),
  h("span", { className: "rb-unit-points" }, `${info.points} pts`),
  problems.length ? h("span", { className: errors ? "rb-badge rb-badge-error" : "rb-badge" },
                      String(problems.length)) : null,
  // a folded card still says what the unit bought (its General, its Wizard level...)
  !open && keywords.length ? h("span", { className: "rb-unit-keywords" }, keywords.join(", "))
    : null));
  if (!open) {
    const list = unitProblems(ctx, i);
    if (list) card.append(list);
    return card;
  }
  const types = ctx.options.unit_types;
  card.append(h("div", { className: "rb-unit-body" },
    unitTopProblems(ctx, i),
    field("Name", `rb-un-${i}`, h("input", {
      id: `rb-un-${i}`, type: "text", value: text(unit.name), dataset: { key: `un-${i}` },
      autocomplete: "off",
      onchange: (e) => ctx.edit({ op: "set", path: ["units", i, "name"], value: e.target.value }),
    }), problemsAt(ctx, i, "name", null)),
    field("Unit type", `rb-ut-${i}`, h("select", {
      id: `rb-ut-${i}`, dataset: { key: `ut-${i}` },
      onchange: (e) => ctx.edit({ op: "set", path: ["units", i, "type"], value: e.target.value }),
    }, types.map((t) => h("option", { value: t.name, selected: t.name === info.type },
                          `${t.name} (${t.points} pts)`)),
    info.type ? null : h("option", { value: text(unit.type), selected: true },
                         `${text(unit.type)} (unknown)`)), problemsAt(ctx, i, "type", null)),
    onceToggles(ctx, i, unit),
    h("div", { className: "rb-field" }, h("span", { className: "rb-label" }, "Keywords"),
      bought(ctx, info).length ? h("ul", { className: "rb-chips" },
        bought(ctx, info).map(([kw, j]) => keywordChip(ctx, i, j, kw)))
        : h("p", { className: "rb-hint" }, "None bought."),
      Array.isArray(unit.keywords) || unit.keywords === undefined ? null
        : problemsAt(ctx, i, "keywords", null, true)),
    offersSelect(ctx, i),
    heldList(info),
    allegianceFields(ctx, i, unit, info),
    baseFields(ctx, i, unit, info),
    h("div", { className: "rb-actions" },
      h("button", { type: "button", disabled: i === 0, dataset: { key: `up-${i}` },
                    onclick: () => ctx.edit({ op: "move", path: ["units"], from: i, to: i - 1 },
                                            i - 1) }, "↑ Up"),
      h("button", { type: "button", disabled: i === count - 1, dataset: { key: `down-${i}` },
                    onclick: () => ctx.edit({ op: "move", path: ["units"], from: i, to: i + 1 },
                                            i + 1) }, "↓ Down"),
      h("button", { type: "button", dataset: { key: `copy-${i}` },
                    onclick: () => ctx.edit({ op: "copy", path: ["units"], index: i }, i + 1) },
        "Copy"),
      h("button", { type: "button", className: "rb-danger", dataset: { key: `remove-${i}` },
                    onclick: () => ctx.edit({ op: "delete", path: ["units", i] }, null) },
        "Remove"))));
  return card;
}

/** The army, its units and the "add a unit" control, for a readable list. */
export function renderList(ctx) {
  const army = ctx.view.army;
  const units = Array.isArray(army.units) ? army.units : [];
  const drawn = Math.min(units.length, MAX_DRAWN);
  // a card whose unit, figures, problems and place are unchanged is kept as it is
  const cards = [];
  const kept = new Map();
  for (let i = 0; i < drawn; i += 1) {
    const open = ctx.openUnit === i;
    const problems = (ctx.view.placements || []).filter((p) => p.unit === i)
      .map((p) => [p, ctx.view.report[p.list][p.index]]);
    const refused = ctx.errorAt(["units", i, "base"]) || ctx.errorAt(["units", i, "name"]) ||
      ctx.errorAt(["units", i, "type"]) || ctx.errorAt(["units", i, "allegiance"]);
    const key = JSON.stringify([i, units.length, open, units[i], ctx.view.units[i], problems,
                                open ? ctx.view.offers : null, refused]);
    const card = (ctx.cards && ctx.cards.get(key)) || unitCard(ctx, i, units.length);
    kept.set(key, card);
    cards.push(card);
  }
  ctx.cards = kept;
  const types = ctx.options.unit_types;
  const adder = h("select", { id: "rb-add-type", dataset: { key: "add-type" } },
    types.map((t) => h("option", { value: t.name }, `${t.name} (${t.points} pts)`)));
  return [
    armySection(ctx),
    h("section", { className: "rb-units", "aria-label": "Units" },
      h("h2", {}, `Units (${units.length})`),
      problemsAt(ctx, null, "units", null),
      cards.length ? cards : h("p", { className: "rb-hint" }, "No units yet."),
      drawn < units.length ? h("p", { className: "rb-hint" },
        `Showing the first ${drawn} of ${units.length} units; the report covers them all.`)
        : null,
      h("div", { className: "rb-add" }, h("label", { htmlFor: "rb-add-type" }, "Add a unit"),
        adder, h("button", {
          type: "button", className: "rb-primary", dataset: { key: "add" },
          onclick: () => {
            const type = document.getElementById("rb-add-type").value;
            ctx.edit({ op: "insert", path: ["units"], index: -1,
                       value: { name: type, type, keywords: [] } }, units.length);
          },
        }, "Add"))),
  ];
}

/** The summary bar: total, points left, Mercury per round, and whether the list is legal. */
export function renderBar(ctx) {
  const view = ctx.view;
  if (!view || !view.summary) {
    return [h("span", { className: "rb-status rb-status-bad" },
              view ? "This list cannot be read" : "Loading…")];
  }
  const s = view.summary;
  const over = s.left.startsWith("-");
  const units = Array.isArray(view.army.units) ? view.army.units.length : 0;
  return [
    h("span", { className: "rb-total" }, h("strong", {}, s.total), ` / ${s.limit} pts`),
    h("span", { className: over ? "rb-left rb-over" : "rb-left" },
      over ? `${s.left.slice(1)} over` : `${s.left} left`),
    h("span", { className: "rb-mercury" }, `Mercury ${s.mercury}/round`),
    // an empty list is not judged yet: it is where every list starts
    units === 0 ? h("span", { className: "rb-status rb-status-empty" }, "Empty · add a unit")
      : h("span", { className: s.valid ? "rb-status rb-status-ok" : "rb-status rb-status-bad" },
        s.valid ? (s.warnings ? `Legal · ${s.warnings} warning(s)` : "Legal")
          : `Illegal · ${s.violations} problem(s)`),
  ];
}
