/* The tree exercise of a gameviz page: the tree without the search; the student writes each node's value
   (and [α, β] for alpha-beta), ticks the cut branches, and Check compares them with the trace. */
"use strict";

/** "3", "-2.5", "inf", "-∞" → a number; "5,2,2" or "(5, 2, 2)" → an array; "" → null; else throws. */
function gvParseValue(text, vectors = true) {
  text = text.trim().replace(/∞/g, "inf").replace(/−/g, "-");
  if (!text) return null;
  if (vectors && text.includes(",")) return text.replace(/^\(|\)$/g, "").split(",").map((t) => gvParseValue(t, false));
  const infinite = { inf: Infinity, "+inf": Infinity, "-inf": -Infinity };
  const value = text.toLowerCase() in infinite ? infinite[text.toLowerCase()] : Number(text);
  if (Number.isNaN(value) || value === null) throw new Error(text);
  return value;
}

/** A value of the data (numbers, "+inf", "-inf", lists) as a number or an array. */
function gvDecode(value) {
  if (Array.isArray(value)) return value.map(gvDecode);
  return value === "+inf" ? Infinity : value === "-inf" ? -Infinity : value;
}

/** As the application writes a value: 3, 2.5, +∞, −∞, (3, 1, 2). */
function gvValueText(value) {
  if (Array.isArray(value)) return "(" + value.map(gvValueText).join(", ") + ")";
  if (value === Infinity) return "+∞";
  if (value === -Infinity) return "−∞";
  return String(value);
}

function gvSame(a, b) {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
  }
  return a === b;
}

function gvTreeExercise() {
  const { data, ui, el, escape } = GV;
  const nodes = data.vertices;
  const windows = data.exercise.windows;
  let verdict = null;
  const fields = new Map();  // node → [value, α, β] inputs
  const cuts = new Map();  // node → its branch's checkbox
  const problem = el("p", { class: "wrong", "aria-live": "polite" });
  const feedback = el("div", { id: "gv-feedback", "aria-live": "polite" });
  const head = el("tr", {}, el("th", { text: ui.node }), el("th", { text: ui.value }));
  if (windows) head.append(el("th", { text: "α" }), el("th", { text: "β" }));
  const rows = el("tbody");
  nodes.forEach((node, k) => {
    if (!node.ask || node.extra) return;  // (extra: drawn only in a subtree opened in place)
    const inputs = (windows ? [ui.value, "α", "β"] : [ui.value]).map((what) =>
      el("input", { type: "text", inputmode: "decimal", "aria-label": `${node.label}: ${what}`,
        onchange: () => { verdict = null; GV.draw(); } }));
    fields.set(k, inputs);
    rows.append(el("tr", {}, el("td", { text: node.label }), ...inputs.map((i) => el("td", {}, i))));
  });
  const branches = el("div", { class: "choices", role: "group", "aria-label": ui.cut_branches });
  nodes.forEach((node, k) => {
    if (node.parent === null || node.extra) return;
    const [label, box] = gvCheckbox(gvFormat(ui.branch, { 0: node.label }), () => { verdict = null; GV.draw(); });
    box.dataset.v = k;
    cuts.set(k, box);
    branches.append(label);
  });
  const check = el("button", { type: "button", id: "gv-check", text: ui.check, onclick: () => judge() });
  const mode = {
    last: 0,
    label: ui.exercise,
    groups: () => data.exercise.g,
    panel: () => `<p>${escape(ui.tree_intro)}</p>`,
    start: () => GV.go(0),
    vertexClicked(k) {
      const inputs = fields.get(k);
      if (inputs) inputs[0].focus();
      return false;
    },
  };
  const body = gvExercisePanel(mode);
  body.append(el("table", { class: "answers" }, el("thead", {}, head), rows),
    el("h3", { text: ui.cut_branches }), branches, el("p", {}, check), problem, feedback);

  /** The student's answers: {values: Map, windows: Map, cut: Set}, or null if a field is not a number. */
  function answers() {
    const values = new Map(), windowsGiven = new Map();
    try {
      for (const [k, inputs] of fields) {
        const value = gvParseValue(inputs[0].value);
        if (value !== null) values.set(k, value);
        if (windows) {
          const alpha = gvParseValue(inputs[1].value, false), beta = gvParseValue(inputs[2].value, false);
          if (alpha !== null && beta !== null) windowsGiven.set(k, [alpha, beta]);
        }
      }
    } catch (error) {
      problem.textContent = ui.not_number;
      return null;
    }
    problem.textContent = "";
    const cut = new Set([...cuts].filter(([, box]) => box.checked).map(([k]) => k));
    return { values, windows: windowsGiven, cut };
  }

  /** As check_answers: the right answers and the mistakes, in tree order. */
  function judge() {
    const given = answers();
    if (given === null) return;
    const right = [], mistakes = [];
    const say = (key, k, values) => gvFormat(ui["m_" + key], { node: nodes[k].label, ...values });
    for (const [k, value] of given.values) {
      const expected = gvDecode(nodes[k].value);
      if (expected === null) mistakes.push([k, say("unvisited", k, {})]);
      else if (gvSame(value, expected)) right.push(k);
      else mistakes.push([k, say("value", k, { expected: gvValueText(expected), given: gvValueText(value) })]);
    }
    for (const [k, window] of given.windows) {
      const expected = nodes[k].window && gvDecode(nodes[k].window);
      const text = (w) => "[" + w.map(gvValueText).join(", ") + "]";
      if (!expected) mistakes.push([k, say("unvisited", k, {})]);
      else if (gvSame(window, expected)) right.push(k);
      else mistakes.push([k, say("window", k, { expected: text(expected), given: text(window) })]);
    }
    for (const [k] of cuts) {
      const marked = given.cut.has(k), truth = Boolean(nodes[k].cut);
      if (marked && truth) right.push(k);
      else if (marked) mistakes.push([k, say("not_cut", k, {}), "not_cut"]);
      else if (truth) mistakes.push([k, nodes[k].cut, "cut"]);
    }
    mistakes.sort((a, b) => nodes[a[0]].sort - nodes[b[0]].sort);
    verdict = { right: new Set(right), mistakes };
    if (!mistakes.length) {
      feedback.innerHTML = `<p class="right"><b>${escape(gvFormat(data.exercise.right_all, { count: right.length }))}</b></p>`;
    } else {
      const rest = mistakes.slice(1).map(([, text]) => `<li>${escape(text)}</li>`).join("");
      feedback.innerHTML = `<p class="wrong"><b>${escape(mistakes[0][1])}</b></p>` +
        `<p>${escape(gvFormat(ui.counts, { 0: right.length, 1: mistakes.length }))}</p><ul>${rest}</ul>`;
    }
    GV.draw();
  }

  /** The middle of the edge into node k, and its path, from the picture. */
  function edgeMiddle(k) {
    const group = document.getElementById(`${nodes[nodes[k].parent].n}--${nodes[k].n}`);
    const path = group && group.querySelector("path");
    if (!path) return null;
    const point = path.getPointAtLength(path.getTotalLength() / 2);
    return [point.x, point.y, path];
  }

  GV.addOverlay(() => {
    if (GV.state.exercise !== mode) return;
    const given = answers() || { values: new Map(), windows: new Map(), cut: new Set() };
    const wrongNodes = new Set((verdict ? verdict.mistakes : []).filter((m) => !m[2]).map((m) => m[0]));
    const wrongCuts = new Map((verdict ? verdict.mistakes : []).filter((m) => m[2]).map((m) => [m[0], m[2]]));
    for (const [k, inputs] of fields) {
      const [cx, cy, w, h] = nodes[k].at;
      const text = { "text-anchor": "middle", "font-weight": "bold", fill: GV_MARKS.guess,
        "font-family": "DejaVu Sans, Arial, sans-serif" };
      if (given.values.has(k)) GV.overlayShape("text", { ...text, x: cx, y: cy + 5, "font-size": 14 }, inputs[0].value);
      if (given.windows.has(k)) {
        GV.overlayShape("text", { ...text, x: cx + w / 2 + 4, y: cy + 4, "font-size": 12, "text-anchor": "start" },
          `[${gvValueText(given.windows.get(k)[0])}, ${gvValueText(given.windows.get(k)[1])}]`);
      }
      if (verdict && (given.values.has(k) || given.windows.has(k))) {
        const ok = verdict.right.has(k) && !wrongNodes.has(k);
        GV.overlayShape("circle", { cx: cx + w / 2 - 2, cy: cy - h / 2 + 2, r: 9,
          fill: ok ? GV_MARKS.right : GV_MARKS.wrong, stroke: "#ffffff", "stroke-width": 1.5 });
        GV.overlayShape("text", { ...text, x: cx + w / 2 - 2, y: cy - h / 2 + 6.5, "font-size": 12, fill: "#ffffff" },
          ok ? "✓" : "✗");
      }
    }
    for (const [k, box] of cuts) {
      const middle = edgeMiddle(k);
      if (!middle) continue;
      const [x, y, path] = middle;
      const hit = GV.overlayShape("path", { d: path.getAttribute("d"), stroke: "transparent", "stroke-width": 14,
        fill: "none", class: "edge-hit", "data-v": k });
      hit.addEventListener("click", () => { box.checked = !box.checked; verdict = null; GV.draw(); });
      const missed = wrongCuts.get(k) === "cut";
      if (!box.checked && !missed) continue;
      const colour = missed || wrongCuts.has(k) ? GV_MARKS.wrong : verdict && verdict.right.has(k) ? GV_MARKS.right
        : GV_MARKS.guess;
      GV.overlayShape("text", { x: x + 8, y: y + 5, "font-size": 16, "font-weight": "bold", fill: colour,
        "font-family": "DejaVu Sans, Arial, sans-serif" }, missed ? "?" : "✂");
    }
  });
}

if (GV.data.kind === "tree") gvTreeExercise();
