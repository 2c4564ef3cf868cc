/* The stepper, the pictures and the panels of a gameviz page (an arena's attractor or a search tree).
   Everything comes from the JSON in #gv-data; nothing is fetched. */
"use strict";

const GV = (() => {
  const data = JSON.parse(document.getElementById("gv-data").textContent);
  const ui = data.ui;
  const SVG = "http://www.w3.org/2000/svg";
  const state = { index: 0, theme: "light", selected: null, timer: null, exercise: null, hooks: [], view: 0 };

  /* ---------------------------------------------------------------- building the page */
  const el = gvEl;

  function button(symbol, label, action) {
    return el("button", { type: "button", "aria-label": label, title: label, text: symbol, onclick: action });
  }

  const app = document.getElementById("gv-app");
  const theme = el("select", { id: "gv-theme", onchange: (e) => setTheme(e.target.value) },
    el("option", { value: "light", text: ui.light }), el("option", { value: "dark", text: ui.dark }));
  const presentation = el("input", { type: "checkbox", id: "gv-presentation",
    onchange: (e) => { document.body.classList.toggle("presentation", e.target.checked); zoom.fit(); } });
  const header = el("header", {}, el("h1", { text: data.title }),
    el("label", {}, ui.theme + " ", theme), el("label", {}, presentation, " " + ui.presentation));
  const figure = el("section", { id: "gv-figure", "aria-label": ui.figure });
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", data.box.join(" "));
  svg.setAttribute("role", "img");
  figure.append(svg);
  const stepText = el("div", { id: "gv-step-text" });
  const detail = el("div", { id: "gv-detail" });
  const aside = el("aside", {},
    el("section", { "aria-live": "polite" }, el("h2", { text: ui.step_panel }), stepText),
    el("section", {}, el("h2", { text: data.kind === "tree" ? ui.node_panel : ui.vertex_panel }), detail));
  const slider = el("input", { type: "range", id: "gv-slider", min: 0, max: data.steps.length - 1, value: 0,
    "aria-label": ui.step, oninput: (e) => go(Number(e.target.value)) });
  const position = el("span", { id: "gv-position", "aria-live": "polite" });
  // Play says its name, not a symbol beside Next's ▶ that read as "faster"
  const playButton = button(ui.play, ui.play, () => (state.timer ? stop() : play()));
  playButton.id = "gv-play";
  const speed = el("input", { type: "number", id: "gv-speed", min: 0.5, max: 10, step: 0.5, value: 1,
    "aria-label": ui.speed, title: ui.speed });
  // how far a step goes: every step, or (a search) up to the next leaf or cut, as the window steps
  const stepping = el("select", { id: "gv-stepping", "aria-label": ui.stepping || "", onchange: () => go(state.index) });
  for (const level of Object.keys(data.stops || {})) stepping.append(el("option", { value: level, text: ui["each_" + level] }));
  const nav = el("nav", { "aria-label": ui.step },
    button("|◀", ui.first, () => go(0)), button("◀", ui.previous, () => go(nextStop(-1))), playButton,
    button("▶", ui.next, () => go(nextStop(1))), button("▶|", ui.last, () => go(lastStep())),
    data.stops ? stepping : null,
    slider, position, el("label", {}, ui.speed_short + " ", speed), el("span", { class: "hint", text: ui.keys }));
  app.append(header, el("main", {}, figure, aside), nav, el("footer", { text: ui.made_by }));
  document.title = data.title;
  const zoom = gvZoom(figure, svg, data.box, data.least || 0, data.home || [data.box[0] + data.box[2] / 2, 0], ui);
  header.append(zoom.bar);

  /* ---------------------------------------------------------------- drawing */
  function colours(text) {
    return gvPaint(text, data.themes, state.theme);
  }

  /** The groups shown: the step's, or those the exercise asks for. */
  function groups() {
    const ex = state.exercise;
    if (ex && ex.groups) return ex.groups();
    return state.view ? data.views[state.view - 1].g[state.index] : data.steps[state.index].g;
  }

  /* ---------------------------------------------------------------- subtrees opened in place */
  /** The picture on show: the whole tree's (view 0), or a subtree's opened in place (view k, a click on
      its folded root): its box, its nodes by name, where their shapes are, and those that lead back. */
  function view() {
    if (!state.view) return { box: data.box, home: data.home, names: byName, at: (k) => data.vertices[k].at, back: [] };
    const v = data.views[state.view - 1];
    return { box: v.box, home: v.home, names: new Map(Object.entries(v.n)), at: (k) => v.at[k], back: v.back };
  }

  /** The view of the whole tree: folded for a phone on a narrow screen (when the page has one), else view 0. */
  function baseView() {
    return data.phone && figure.clientWidth < 600 ? data.phone : 0;
  }

  function openView(k) {
    state.view = k;
    svg.setAttribute("viewBox", view().box.join(" "));
    zoom.fit(view().box, view().home);
    draw();
  }

  function draw() {
    const [x, y, w, h] = view().box;
    const background = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${data.background}"/>`;
    svg.innerHTML = colours(background + groups().map((i) => data.groups[i]).join(""));
    svg.setAttribute("aria-label", data.steps[state.index].label);
    for (const group of svg.querySelectorAll("g.vertex")) {
      const k = view().names.get(group.id);
      if (k === undefined) continue;
      group.setAttribute("tabindex", "0");
      group.setAttribute("role", "button");
      group.setAttribute("aria-label", data.vertices[k].label);
    }
    const overlay = document.createElementNS(SVG, "g");
    overlay.id = "gv-overlay";
    svg.append(overlay);
    if (state.selected !== null) frame(state.selected, "var(--accent)");
    for (const hook of state.hooks) hook(overlay);
  }

  /** A dashed frame around vertex k (the selection). */
  function frame(k, colour) {
    const at = view().at(k);
    if (!at) return;
    const [cx, cy, w, h] = at;
    overlayShape("rect", { x: cx - w / 2 - 5, y: cy - h / 2 - 5, width: w + 10, height: h + 10, rx: 6, fill: "none",
      stroke: colour, "stroke-width": 2.5, "stroke-dasharray": "4 3" });
  }

  function overlayShape(tag, attributes, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    if (text !== undefined) node.textContent = text;
    svg.querySelector("#gv-overlay").append(node);
    return node;
  }

  /* ---------------------------------------------------------------- stepping */
  function lastStep() {
    return state.exercise && state.exercise.last !== undefined ? state.exercise.last : data.steps.length - 1;
  }

  /** The step after (``direction`` 1) or before (−1) this one where stepping stops: the next or previous
      leaf or cut, else the next or previous step (the exercise steps one by one). */
  function nextStop(direction) {
    const stops = data.stops && !state.exercise ? data.stops[stepping.value] : null;
    if (!stops) return state.index + direction;
    if (direction > 0) return stops.find((k) => k > state.index) ?? lastStep();
    const before = stops.filter((k) => k < state.index);
    return before.length ? before[before.length - 1] : 0;
  }

  function go(index) {
    index = Math.max(0, Math.min(lastStep(), index));
    const moved = index !== state.index;
    state.index = index;
    slider.max = lastStep();
    slider.value = index;
    const step = data.steps[index];
    const ex = state.exercise;
    position.textContent = ex && ex.label ? ex.label : step.label;
    stepText.innerHTML = colours(ex && ex.panel ? ex.panel() : step.panel);
    if (moved && state.exercise && state.exercise.stepChanged) state.exercise.stepChanged();
    if (state.selected !== null) showDetail();
    draw();
    if (index >= lastStep()) stop();
  }

  function play() {
    if (state.index >= lastStep()) go(0);
    playButton.textContent = ui.pause;
    playButton.setAttribute("aria-label", ui.pause);
    playButton.title = ui.pause;
    const tick = () => {
      go(nextStop(1));
      if (state.timer) state.timer = setTimeout(tick, 1000 / Math.max(0.5, Number(speed.value) || 1));
    };
    state.timer = setTimeout(tick, 1000 / Math.max(0.5, Number(speed.value) || 1));
  }

  function stop() {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    playButton.textContent = ui.play;
    playButton.setAttribute("aria-label", ui.play);
    playButton.title = ui.play;
  }

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target.matches("input:not([type=range]):not([type=checkbox]), select, textarea")) return;
    const keys = { ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in keys) go(nextStop(keys[event.key]));
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(lastStep());
    else if ((event.key === "Enter" || event.key === " ") && target.closest && target.closest("g.vertex")) {
      clickVertex(view().names.get(target.closest("g.vertex").id));
    } else return;
    event.preventDefault();
  });

  /* ---------------------------------------------------------------- vertices and the Vertex panel */
  const byName = new Map(data.vertices.map((v, k) => [v.n, k]));

  function clickVertex(k) {
    if (k === undefined) return;
    if (state.exercise && state.exercise.vertexClicked && state.exercise.vertexClicked(k)) return;
    if (!state.exercise && !state.view && data.opens && data.opens[k]) openView(data.opens[k]);
    else if (state.view && view().back.includes(k)) openView(baseView());
    select(k);
  }

  function select(k) {
    state.selected = k;
    showDetail();
    draw();
  }

  /** The selected vertex's rows as the step on screen knows them (all of them at the result): a row known
      from a later step says its "before" sentence with the step's set, or joins one row saying it waits. */
  function showDetail() {
    const vertex = data.vertices[state.selected];
    const hide = state.exercise !== null;
    const step = data.steps[state.index];
    const m = step.m === undefined ? null : step.m;
    const rows = [];
    let gathered = null;
    const row = (title, value) => `<tr><td><b>${escape(title)}</b></td><td>${value}</td></tr>`;
    const gather = (why, title) => {
      if (gathered !== why) rows.push(row(ui.answers || title, `<i>${escape(why)}</i>`));
      gathered = why;
    };
    for (const [title, value, answer, since, before, player] of vertex.rows) {
      const later = m !== null && since !== undefined && (since === null || since > m);
      if (answer && hide) gather(ui.hidden, title);
      else if (later && before) { rows.push(row(title, escape(before.replace("{0}", step.sets[player])))); gathered = null; }
      else if (later) gather(ui.later, title);
      else { rows.push(row(title, value)); gathered = null; }
    }
    detail.innerHTML = colours(`<h3>${escape(vertex.label)}</h3><table>${rows.join("")}</table>`);
  }

  function showHint() {
    detail.innerHTML = `<p><i>${escape(data.kind === "tree" ? ui.click_node : ui.click_vertex)}</i></p>`;
  }

  svg.addEventListener("click", (event) => {
    const group = event.target.closest("g.vertex");
    if (group) clickVertex(view().names.get(group.id));
  });
  detail.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-v]");
    if (!link) return;
    event.preventDefault();
    select(Number(link.dataset.v));
  });

  function escape(text) {
    return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  }

  function setTheme(name) {
    state.theme = name;
    document.body.className = name + (presentation.checked ? " presentation" : "");
    go(state.index);
    if (state.selected !== null) select(state.selected);
  }

  /** The step and the vertex a link asks for: page.html#step=3&vertex=(4,1) opens at the third step
      (counted from 1, as --step counts) with the Vertex panel of (4,1) (a label, or a name v4-1). */
  function openAsked() {
    const asked = new URLSearchParams(location.hash.slice(1));
    const step = Number(asked.get("step"));
    if (Number.isInteger(step) && step >= 1) go(step - 1);
    const vertex = asked.get("vertex");
    const k = vertex === null ? -1 : data.vertices.findIndex((v) => v.label === vertex || v.n === vertex);
    if (k >= 0) select(k);
  }

  showHint();
  if (baseView()) openView(baseView());
  window.addEventListener("resize", () => {  // a phone turned, a window resized: the whole tree's view for it
    if ((state.view === 0 || state.view === data.phone) && !state.exercise && baseView() !== state.view) {
      openView(baseView());
    }
  });
  go(0);
  openAsked();
  window.addEventListener("hashchange", openAsked);

  return {
    data, ui, state, el, button, escape, go, draw, select, overlayShape, frame, aside, header, lastStep, colours,
    showHint, setExercise(exercise) {
      openView(exercise ? 0 : baseView());  // the exercise is on the whole tree as a slide shows it
      state.exercise = exercise;
      stop();
      go(state.index);
      if (state.selected !== null) select(state.selected);
    },
    addOverlay(hook) { state.hooks.push(hook); },
  };
})();
