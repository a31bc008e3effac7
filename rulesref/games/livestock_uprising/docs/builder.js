// The Livestock Uprising army builder's drawing: the page's elements from what Python
// returned (the report and the view of rulesref.games.livestock_uprising.builder). The
// builder page's script loads this file (named in the game's builder manifest), calls
// setup() with its toolkit, then renderList() and renderBar() after every change. Text
// always goes in through the toolkit's h(), never as markup. Nothing here knows a rule.

let h = null;

/** Receive the page's toolkit: h(tag, props, ...children) makes an element. */
export function setup(kit) {
  h = kit.h;
}

function text(value) {
  return value === undefined || value === null ? "" : typeof value === "string" ? value
    : JSON.stringify(value);
}

function problemList(ctx, general, field) {
  const items = [];
  for (const place of ctx.view.placements || []) {
    if (place.unit !== general || place.field !== field) continue;
    const problem = ctx.view.report.violations[place.index];
    const rule = problem.rule || {};
    const href = ctx.links.get(problem.code);
    items.push(h("li", { className: "rb-problem rb-error" },
      h("span", { className: "rb-kind" }, "Error"), " ",
      href ? h("a", { href, className: "rb-code" }, problem.code)
        : h("span", { className: "rb-code" }, problem.code), " ",
      h("span", { className: "rb-message" }, `${problem.where}: ${problem.message}`), " ",
      h("span", { className: "rb-rule" }, `${rule.name}: ${rule.summary} [${rule.citation}]`)));
  }
  return items.length ? h("ul", { className: "rb-problems" }, items) : null;
}

function unitPicker(ctx, i) {
  const troops = ctx.options.units.filter((u) => !u.faction);
  const forces = ctx.options.units.filter((u) => u.faction);
  const option = (u) => h("option", { value: u.name },
    `${u.name}${u.faction ? ` (${u.faction})` : ""}: ${u.cost}`);
  return h("div", { className: "rb-add" },
    h("label", { htmlFor: `rb-lu-add-${i}` }, "Add a unit"),
    h("select", { id: `rb-lu-add-${i}`, dataset: { key: `lu-add-${i}` } },
      h("optgroup", { label: "Troops" }, troops.map(option)),
      h("optgroup", { label: "Special Forces" }, forces.map(option))),
    h("button", {
      type: "button", className: "rb-primary", dataset: { key: `lu-add-button-${i}` },
      onclick: () => ctx.edit({ op: "insert", path: ["generals", i, "units"], index: -1,
                                value: document.getElementById(`rb-lu-add-${i}`).value }),
    }, "Add"));
}

function generalCard(ctx, i, count) {
  const general = ctx.view.army.generals[i];
  const group = ctx.view.groups && !ctx.view.army.super_army ? ctx.view.groups[i] : null;
  const card = h("article", { className: "rb-unit", dataset: { unit: String(i) } });
  if (typeof general !== "object" || general === null) return card;
  const units = Array.isArray(general.units) ? general.units : [];
  card.append(h("div", { className: "rb-unit-head" },
    h("span", { className: "rb-unit-name" }, text(general.name) || `General ${i + 1}`),
    h("span", { className: "rb-unit-points" },
      group ? `${group.count} unit(s): ${group.cost}` : `${units.length} entr(ies)`)));
  card.append(h("div", { className: "rb-unit-body" },
    problemList(ctx, i, "units"),
    h("div", { className: "rb-field" },
      h("label", { htmlFor: `rb-lu-name-${i}` }, "General's name"),
      h("input", {
        id: `rb-lu-name-${i}`, type: "text", value: text(general.name), autocomplete: "off",
        dataset: { key: `lu-name-${i}` },
        onchange: (e) => ctx.edit(e.target.value
          ? { op: "set", path: ["generals", i, "name"], value: e.target.value }
          : { op: "delete", path: ["generals", i, "name"] }),
      })),
    h("div", { className: "rb-field" }, h("span", { className: "rb-label" }, "Units"),
      units.length ? h("ul", { className: "rb-chips" }, units.map((unit, j) =>
        h("li", { className: "rb-chip" }, h("span", { className: "rb-chip-name" }, text(unit)),
          h("button", {
            type: "button", className: "rb-icon", "aria-label": `Remove ${text(unit)}`,
            dataset: { key: `lu-x-${i}-${j}` },
            onclick: () => ctx.edit({ op: "delete", path: ["generals", i, "units", j] }),
          }, "×"))))
        : h("p", { className: "rb-hint" }, "No units yet.")),
    unitPicker(ctx, i),
    h("div", { className: "rb-actions" },
      h("button", { type: "button", disabled: i === 0, dataset: { key: `lu-up-${i}` },
                    onclick: () => ctx.edit({ op: "move", path: ["generals"], from: i,
                                              to: i - 1 }) }, "↑ Up"),
      h("button", { type: "button", disabled: i === count - 1,
                    dataset: { key: `lu-down-${i}` },
                    onclick: () => ctx.edit({ op: "move", path: ["generals"], from: i,
                                              to: i + 1 }) }, "↓ Down"),
      h("button", { type: "button", className: "rb-danger", dataset: { key: `lu-rm-${i}` },
                    onclick: () => ctx.edit({ op: "delete", path: ["generals", i] }) },
        "Remove General"))));
  return card;
}

/** The army (faction, Super Army), its Generals and their units, for a readable list. */
export function renderList(ctx) {
  const army = ctx.view.army;
  const generals = Array.isArray(army.generals) ? army.generals : [];
  const faction = typeof army.faction === "string" ? army.faction : "";
  const out = [];
  if (ctx.view.report.error) {
    out.push(h("div", { className: "rb-error-box", role: "alert" },
      h("p", {}, "This army cannot be checked:"),
      h("p", { className: "rb-message" }, ctx.view.report.error)));
  }
  out.push(h("section", { className: "rb-army", "aria-label": "Army" },
    problemList(ctx, null, null),
    h("div", { className: "rb-field" }, h("label", { htmlFor: "rb-lu-faction" }, "Faction"),
      h("select", {
        id: "rb-lu-faction", dataset: { key: "lu-faction" },
        onchange: (e) => ctx.edit(e.target.value
          ? { op: "set", path: ["faction"], value: e.target.value }
          : { op: "set", path: ["faction"], value: null }),
      }, h("option", { value: "" }, "Not given"),
      ctx.options.factions.map((f) => h("option", { value: f, selected: f === faction }, f)),
      faction && !ctx.options.factions.includes(faction)
        ? h("option", { value: faction, selected: true }, `${faction} (unknown)`) : null)),
    h("label", { className: "rb-toggle" }, h("input", {
      type: "checkbox", checked: army.super_army === true, dataset: { key: "lu-super" },
      onchange: (e) => ctx.edit({ op: "set", path: ["super_army"], value: e.target.checked }),
    }), " The units form one Super Army"),
    problemList(ctx, null, "super_army")));
  out.push(h("section", { className: "rb-units", "aria-label": "Generals" },
    h("h2", {}, `Generals (${generals.length})`),
    problemList(ctx, null, "generals"),
    generals.map((_, i) => generalCard(ctx, i, generals.length)),
    h("div", { className: "rb-actions" }, h("button", {
      type: "button", className: "rb-primary", dataset: { key: "lu-add-general" },
      onclick: () => ctx.edit({ op: "insert", path: ["generals"], index: -1,
                                value: { name: "", units: [] } }),
    }, "Add a General"))));
  return out;
}

/** The summary bar: the units, what marshalling them costs, and whether the army is legal. */
export function renderBar(ctx) {
  const view = ctx.view;
  if (!view || !view.summary) {
    return [h("span", { className: "rb-status rb-status-bad" },
              view ? "This army cannot be checked" : "Loading…")];
  }
  const s = view.summary;
  return [
    h("span", { className: "rb-total" }, h("strong", {}, s.units), " unit(s)"),
    h("span", { className: "rb-mercury" }, `Cost: ${s.cost}`),
    // an empty list is not judged yet: it is where every list starts
    Number(s.units) === 0 ? h("span", { className: "rb-status rb-status-empty" },
                              "Empty · add a unit")
      : h("span", { className: s.valid ? "rb-status rb-status-ok" : "rb-status rb-status-bad" },
        s.valid ? "Legal" : `Illegal · ${s.violations} problem(s)`),
  ];
}
