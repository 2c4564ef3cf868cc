/* Editing the tree of a gameviz page: the student changes the leaves' values (the tree written in the
   course's brackets, [[3, 12, 8], [2, 4, 6], [14, 5, 2]]) and the page searches it again here, with the
   rules of gameviz's own search (minimax, or the course's fail-hard alpha-beta, children in order):
   each node's value and each cut are drawn on the picture. The tests hold this search to gameviz's. */
"use strict";

/** The search of a tree of nested arrays (leaves: numbers) by ``algorithm`` ("minimax" or "alphabeta"),
    MAX at the root if ``rootMax``: each node's value by its path ("0,1"; the root ""), and the children
    each cut skips, by the path of the node where it cuts. */
function gvSearch(tree, rootMax, algorithm) {
  const values = new Map(), cuts = new Map();
  function walk(node, path, maximize, alpha, beta) {
    const key = path.join(",");
    if (!Array.isArray(node)) {
      values.set(key, node);
      return node;
    }
    let value = algorithm === "alphabeta" ? (maximize ? alpha : beta) : (maximize ? -Infinity : Infinity);
    for (let i = 0; i < node.length; i++) {
      const child = walk(node[i], path.concat([i]), !maximize, alpha, beta);
      if (maximize ? child > value : child < value) value = child;
      if (algorithm !== "alphabeta") continue;
      if (maximize) alpha = Math.max(alpha, value);
      else beta = Math.min(beta, value);
      if (alpha >= beta) {  // (with no child left, nothing is cut)
        if (i + 1 < node.length) cuts.set(key, [...Array(node.length - i - 1).keys()].map((j) => i + 1 + j));
        break;
      }
    }
    values.set(key, value);
    return value;
  }
  walk(tree, [], rootMax, -Infinity, Infinity);
  return { values, cuts };
}

/** Whether two trees of nested arrays have the same shape. */
function gvSameShape(a, b) {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  return !Array.isArray(a) || (a.length === b.length && a.every((child, i) => gvSameShape(child, b[i])));
}

function gvTreeEdit() {
  const { data, ui, el } = GV;
  const edit = data.edit;
  const written = (tree) => JSON.stringify(tree, (key, value) => (value === Infinity ? "inf" : value === -Infinity
    ? "-inf" : value)).replace(/"/g, "").replace(/,/g, ", ");
  const text = el("textarea", { id: "gv-edit-tree", rows: 3, "aria-label": ui.edit_tree });
  text.value = written(edit.tree);
  const problem = el("p", { class: "wrong", "aria-live": "polite" });
  const result = el("p", { id: "gv-edit-result", "aria-live": "polite" });
  let found = null;
  const mode = {
    last: 0,
    label: ui.edit,
    groups: () => data.exercise.g,
    panel: () => `<p>${GV.escape(ui.edit_intro)}</p>`,
    start: () => search(),
  };
  const body = gvExercisePanel(mode, { title: ui.edit, words: ui.edit_mode, id: "gv-edit" });
  body.append(el("label", { for: "gv-edit-tree", text: ui.edit_tree }), text,
    el("p", {}, el("button", { type: "button", id: "gv-edit-search", text: ui.edit_search, onclick: () => search() })),
    problem, result);

  function search() {
    let tree;
    try {
      tree = JSON.parse(text.value.replace(/−/g, "-").replace(/-?∞|[+-]?inf/g, (w) => (w.startsWith("-") ? '"-inf"' : '"inf"')),
        (key, value) => (value === "inf" ? Infinity : value === "-inf" ? -Infinity : value));
      if (!gvSameShape(tree, edit.tree)) throw new Error(ui.edit_shape);
    } catch (error) {
      problem.textContent = error.message === ui.edit_shape ? ui.edit_shape : ui.edit_syntax;
      found = null;
      GV.draw();
      return;
    }
    problem.textContent = "";
    found = gvSearch(tree, edit.root_max, edit.algorithm);
    const cuts = [...found.cuts].map(([key, skipped]) => skipped.map((i) => data.vertices[edit.number[key ? key + "," + i : String(i)]].label).join(", "));
    result.textContent = gvFormat(ui.edit_result, { 0: gvValueText(found.values.get("")), 1: cuts.join("; ") || "—" });
    GV.draw();
  }

  GV.addOverlay(() => {
    if (GV.state.exercise !== mode || !found) return;
    const bold = { "text-anchor": "middle", "font-weight": "bold", "font-family": "DejaVu Sans, Arial, sans-serif" };
    const skipped = new Set();
    for (const [key, children] of found.cuts) {
      for (const i of children) skipped.add(key ? key + "," + i : String(i));
    }
    for (const [key, k] of Object.entries(edit.number)) {
      const [cx, cy, w, h] = data.vertices[k].at;
      const cut = [...skipped].some((s) => key === s || key.startsWith(s + ","));
      if (cut) {
        GV.overlayShape("rect", { x: cx - w / 2, y: cy - h / 2, width: w, height: h, style: "fill: var(--bg)",
          opacity: 0.7, class: "edit-cut", "data-v": k });
        if (skipped.has(key)) GV.overlayShape("text", { ...bold, x: cx, y: cy - h / 2 - 4, "font-size": 16, fill: GV_MARKS.wrong }, "✂");
        continue;
      }
      GV.overlayShape("rect", { x: cx - w * 0.32, y: cy - 2, width: w * 0.64, height: 18, rx: 3, style: "fill: var(--bg)" });
      GV.overlayShape("text", { ...bold, x: cx, y: cy + 12, "font-size": 14, fill: GV_MARKS.guess, class: "edit-value",
        "data-v": k }, gvValueText(found.values.get(key)));
    }
  });
}

if (GV.data.kind === "tree" && GV.data.edit) gvTreeEdit();
