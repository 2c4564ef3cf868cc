/* The exercises of a gameviz page: guess the next set of an attractor, or fill in a search tree.
   The answers are in the page's data (this is practice, not an exam), never in its text before Check. */
"use strict";

/** A checkbox with its label, calling change(checked). */
function gvCheckbox(label, change) {
  const box = GV.el("input", { type: "checkbox", onchange: (e) => change(e.target.checked) });
  return [GV.el("label", {}, box, " " + label), box];
}

/** The switch in the header and the Exercise panel (or, with ``names``, another mode's: its panel's title,
    its switch's words and id), shown while the mode is on. */
function gvExercisePanel(mode, names) {
  const { el, ui } = GV;
  const { title, words, id } = names || { title: ui.exercise, words: ui.exercise_mode, id: "gv-exercise" };
  const body = el("div");
  const section = el("section", { id, hidden: "" }, el("h2", { text: title }), body);
  GV.aside.prepend(section);
  const [label, box] = gvCheckbox(words, (on) => {
    section.hidden = !on;
    GV.setExercise(on ? mode : null);
    if (on) mode.start();
  });
  box.id = id + "-mode";
  GV.header.append(label);
  return body;
}

/** A mark in a small disc at the top-left corner of vertex k: •, ✓, ✗ or ?. */
function gvMark(k, symbol, colour) {
  const [cx, cy, w, h, shape] = GV.data.vertices[k].at;
  const f = shape === "circle" ? Math.SQRT1_2 : 1;
  const x = cx - (w / 2) * f, y = cy - (h / 2) * f;
  GV.overlayShape("circle", { cx: x, cy: y, r: 10, fill: colour, stroke: "#ffffff", "stroke-width": 1.5,
    class: "mark" });
  GV.overlayShape("text", { x: x, y: y + 4.5, "text-anchor": "middle", "font-size": 13, "font-weight": "bold",
    fill: "#ffffff", "font-family": "DejaVu Sans, Arial, sans-serif" }, symbol);
}

const GV_MARKS = { guess: "#6a3d9a", right: "#2e7d32", wrong: "#c62828", missing: "#e69f00" };

/* ------------------------------------------------------------------ the arena exercise */
function gvArenaExercise() {
  const { data, ui, el, escape } = GV;
  const ex = data.exercise;
  const guess = new Set();
  let verdict = null;
  const question = el("p", { id: "gv-question" });
  const chosen = el("p", { id: "gv-chosen", class: "guess" });
  const choices = el("div", { class: "choices", role: "group", "aria-label": ui.vertices });
  const feedback = el("div", { id: "gv-feedback", "aria-live": "polite" });
  const check = el("button", { type: "button", id: "gv-check", text: ui.check, onclick: () => judge() });
  const clear = el("button", { type: "button", text: ui.clear, onclick: () => { reset(); GV.draw(); } });
  const boxes = data.vertices.map((v, k) => {
    const [label, box] = gvCheckbox(v.label, () => toggle(k));
    box.dataset.v = k;
    choices.append(label);
    return box;
  });
  const steps = data.steps.map((s, i) => [s.m, i]).filter(([m]) => m !== null && ex.steps[m] !== undefined);
  const mode = {
    last: steps.length ? steps[steps.length - 1][1] : 0,
    start: () => refresh(),
    stepChanged: () => reset(),
    vertexClicked(k) { toggle(k); return false; },
  };
  const body = gvExercisePanel(mode);
  body.append(question, chosen, choices, el("p", {}, check, " ", clear), feedback);

  function current() {
    const m = data.steps[GV.state.index].m;
    return m === null || ex.steps[m] === undefined ? null : m;
  }

  function toggle(k) {
    if (GV.state.exercise !== mode) return;
    if (guess.has(k)) guess.delete(k); else guess.add(k);
    verdict = null;
    feedback.innerHTML = "";
    refresh();
  }

  function reset() {
    guess.clear();
    verdict = null;
    feedback.innerHTML = "";
    refresh();
  }

  function refresh() {
    const m = current();
    boxes.forEach((box, k) => { box.checked = guess.has(k); });
    check.disabled = m === null;
    if (m === null) {
      question.textContent = ui.finished;
      chosen.textContent = "";
      return;
    }
    const [now, next] = ex.sets[m];
    question.textContent = gvFormat(ui.question, { next });
    const labels = [...guess].map((k) => data.vertices[k].label).sort();
    chosen.textContent = gvFormat(ui.chosen, { next, current: now, chosen: labels.join(", ") || "—" });
  }

  function judge() {
    const m = current();
    if (m === null) return;
    const step = ex.steps[m];
    verdict = { right: [], wrong: [], missing: [] };
    for (const [k, enters, sentence] of step.v) {
      if (guess.has(k)) verdict[enters ? "right" : "wrong"].push([k, sentence]);
      else if (enters) verdict.missing.push([k, sentence]);
    }
    const correct = !verdict.wrong.length && !verdict.missing.length;
    const first = verdict.wrong[0] || verdict.missing[0];
    const parts = [`<p class="${correct ? "right" : "wrong"}"><b>${escape(first ? first[1] : step.right)}</b></p>`];
    if (!correct) {
      const items = [];
      for (const [kind, symbol] of [["right", "✓"], ["wrong", "✗"], ["missing", "?"]]) {
        for (const [k, sentence] of verdict[kind]) {
          const text = kind === "right" ? gvFormat(ui.enters, { 0: data.vertices[k].label }) : sentence;
          items.push(`<li><span class="${kind}"><b>${symbol}</b></span> ${escape(text)}</li>`);
        }
      }
      parts.push(`<ul>${items.join("")}</ul>`);
    }
    feedback.innerHTML = parts.join("");
    GV.draw();
  }

  GV.addOverlay(() => {
    if (GV.state.exercise !== mode) return;
    if (verdict === null) {
      for (const k of guess) {
        GV.frame(k, GV_MARKS.guess);
        gvMark(k, "•", GV_MARKS.guess);
      }
      return;
    }
    for (const [kind, symbol] of [["right", "✓"], ["wrong", "✗"], ["missing", "?"]]) {
      for (const [k] of verdict[kind]) gvMark(k, symbol, GV_MARKS[kind]);
    }
  });
}

if (GV.data.kind === "arena" && GV.data.exercise) gvArenaExercise();
