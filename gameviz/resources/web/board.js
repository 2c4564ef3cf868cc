/* A gameviz board page: play a small game against the attractor strategy. Everything comes from the JSON
   in #gv-data (every position, its moves, who wins from it and the computer's move); nothing is fetched. */
"use strict";

(() => {
  const data = JSON.parse(document.getElementById("gv-data").textContent);
  const ui = data.ui, colours = data.colors, common = data.board;
  const SVG = "http://www.w3.org/2000/svg";
  const state = { theme: "light", human: 1, history: [data.start] };

  const el = gvEl, format = gvFormat;

  /** Position k, read from its array [label, player, board, successors, target, computer's move, winner,
      rank] when first needed (a page holds up to a few hundred thousand). */
  const decoded = new Map();
  function position(k) {
    let out = decoded.get(k);
    if (out === undefined) {
      const [label, p, b, s, t, c, who, rank] = data.positions[k];
      out = { label, p, b: unpack(b), s, t, c, who, rank, lost: who !== 0 && who !== p };
      decoded.set(k, out);
    }
    return out;
  }

  /** A board as drawBoard reads it: a grid's rows (run together in the data), or heaps. */
  function unpack(b) {
    if (b === null || !common) return null;
    if (common.cols) {
      const rows = [];
      for (let i = 0; i < b.length; i += common.cols) rows.push(b.slice(i, i + common.cols));
      return { rows, kind: common.kind };
    }
    return { heaps: b, capacity: common.capacity };
  }

  /** Why? of a position: its rank in the attractor of the player who can force a win, or a draw. */
  function whyOf(k) {
    const pos = position(k);
    if (!pos.who) return format(data.why.neither, { position: pos.label });
    return format(data.why.ranks[pos.who][Math.min(pos.rank, 2)],
      { position: pos.label, rank: pos.rank, set: data.why.sets[pos.who][pos.rank] });
  }

  /** What a move's button says: for heaps, how many sticks it takes (and from which heap); on a grid, the
      game's name of the move (its square or column: the cell it changes first, in reading order); else
      the position it leads to. */
  function moveName(from, to) {
    const before = position(from).b, after = position(to).b;
    if (before && before.heaps) {
      const heap = before.heaps.findIndex((size, i) => size !== after.heaps[i]);
      const count = before.heaps[heap] - after.heaps[heap];
      return before.heaps.length === 1 ? format(ui.take, { count }) : format(ui.take_from, { heap: heap + 1, count });
    }
    const cell = before && before.rows && data.cell_moves ? firstChange(before.rows, after.rows) : null;
    return cell ? data.cell_moves[cell[0]][cell[1]] : "→ " + position(to).label;
  }

  function firstChange(before, after) {
    for (let r = 0; r < before.length; r++) {
      for (let c = 0; c < before[r].length; c++) if (before[r][c] !== after[r][c]) return [r, c];
    }
    return null;
  }

  /** A move's value for the player who plays it, from the position it leads to: win, draw or loss, and
      the rank there in the winner's attractor (the moves left to a winning position, at most). */
  function moveValue(from, to) {
    const mover = position(from).p, after = position(to);
    const kind = after.who === 0 ? "draw" : after.who === mover ? "win" : "loss";
    return { kind, text: format(ui["value_" + kind], { 0: after.rank }) };
  }

  /* ---------------------------------------------------------------- the page */
  const theme = el("select", { id: "gv-theme", onchange: (e) => { state.theme = e.target.value; show(); } },
    el("option", { value: "light", text: ui.light }), el("option", { value: "dark", text: ui.dark }));
  const presentation = el("input", { type: "checkbox", id: "gv-presentation", onchange: () => show() });
  const side = el("select", { id: "gv-side", onchange: (e) => { state.human = Number(e.target.value); newGame(); } },
    ...[1, 2].map((p) => el("option", { value: p, text: data.names[p] })));
  const board = el("section", { id: "gv-board", class: "board", "aria-label": ui.board });
  const status = el("p", { id: "gv-status", "aria-live": "polite" });
  const moves = el("div", { id: "gv-moves", class: "moves", role: "group", "aria-label": ui.moves });
  const why = el("p", { id: "gv-why", "aria-live": "polite" });
  const take = el("button", { type: "button", id: "gv-take-back", text: ui.take_back, onclick: () => takeBack() });
  const explain = el("button", { type: "button", id: "gv-why-button", text: ui.why, onclick: () => tellWhy() });
  // page.html#values opens with each move's value shown
  const values = el("input", { type: "checkbox", id: "gv-values", onchange: () => show() });
  values.checked = new URLSearchParams(location.hash.slice(1)).has("values");
  const played = el("ol", { id: "gv-played", class: "played" });
  const legend = el("p", { id: "gv-legend", class: "legend" });
  document.getElementById("gv-app").append(
    el("header", {}, el("h1", { text: data.title }), el("label", {}, ui.theme + " ", theme),
      el("label", {}, presentation, " " + ui.presentation)),
    el("main", {}, board, el("aside", {}, el("section", {},
      el("p", {}, el("label", {}, ui.you_play + " ", side), " ",
        el("button", { type: "button", id: "gv-new", text: ui.new_game, onclick: () => newGame() })),
      legend, status, el("h2", { text: ui.moves }), el("label", {}, values, " " + ui.show_values), moves,
      el("p", {}, take, " ", explain), why, el("h2", { text: ui.played_moves }),
      el("button", { type: "button", id: "gv-start", text: ui.start, onclick: () => newGame() }), played))),
    el("footer", { text: ui.made_by }));

  /* ---------------------------------------------------------------- playing */
  const here = () => state.history[state.history.length - 1];
  const over = (k) => position(k).t !== 0 || position(k).s.length === 0;

  /** The computer plays until it is the student's turn or the game is over. */
  function reply() {
    while (!over(here()) && position(here()).p !== state.human) state.history.push(position(here()).c);
    why.textContent = "";
    show();
  }

  function play(k) {
    state.history.push(k);
    reply();
  }

  function newGame() {
    state.history = [data.start];
    reply();
  }

  function takeBack() {
    const history = state.history;
    if (history.length > 1) history.pop();
    while (history.length > 1 && position(here()).p !== state.human) history.pop();
    reply();  // back at the start of a game the computer opens, it opens again
  }

  function tellWhy() {
    const history = state.history;
    if (history.length < 2) {
      why.textContent = ui.no_move;
      return;
    }
    const before = position(history[history.length - 2]), after = position(here());
    const parts = [format(ui.played, { player: data.names[before.p], before: before.label, after: after.label }),
      whyOf(here())];
    if (before.p !== state.human && before.lost) parts.push(data.why.delay[before.p]);
    why.textContent = parts.join(" ");
  }

  /* ---------------------------------------------------------------- drawing */
  function paint(text) {
    return gvPaint(text, data.themes, state.theme);
  }

  function show() {
    document.body.className = state.theme + (presentation.checked ? " presentation" : "");
    const k = here(), pos = position(k);
    document.body.dataset.position = pos.label;
    drawBoard(pos.b);
    showPlayed();
    showLegend();
    moves.innerHTML = "";
    take.disabled = state.history.length < 2;
    if (over(k)) {
      status.textContent = pos.t ? format(ui.wins, { 0: data.names[pos.t] }) : ui.draw;
      return;
    }
    status.textContent = format(ui.your_turn, { 0: data.names[state.human] });
    if (values.checked) moves.append(el("p", { class: "hint", text: ui.value_legend }));
    for (const next of pos.s) {
      const button = el("button", { type: "button", "data-label": position(next).label, text: moveName(k, next),
        onclick: () => play(next) });
      if (values.checked) {
        const value = moveValue(k, next);
        button.dataset.value = value.kind;
        button.classList.add("value-" + value.kind);
        button.append(el("small", { text: " " + value.text }));
      }
      moves.append(button);
    }
  }

  /** The moves played so far, each a button back to the position after it (the computer then replies if
      it is its turn), and the players' colours. */
  function showPlayed() {
    played.innerHTML = "";
    const history = state.history;
    for (let i = 1; i < history.length; i++) {
      const mover = position(history[i - 1]).p, name = moveName(history[i - 1], history[i]);
      played.append(el("li", {}, el("button", { type: "button", "aria-label": format(ui.back_to, { 0: name }),
        text: `${data.names[mover]}: ${name}`, onclick: () => { state.history = history.slice(0, i + 1); reply(); } })));
    }
  }

  function showLegend() {
    legend.innerHTML = "";
    if (!common || !common.cols || !["marks", "discs"].includes(common.kind)) return;
    for (const [player, piece] of [[1, "X"], [2, "O"]]) {
      const svg = document.createElementNS(SVG, "svg");
      svg.setAttribute("viewBox", "0 0 40 40");
      svg.setAttribute("class", "swatch");
      if (common.kind === "discs") svg.append(shape("rect", { x: 0, y: 0, width: 40, height: 40, rx: 6, fill: colours.dark }));
      svg.append(...cellShapes(common.kind, piece, 0, 0, 40));
      legend.append(el("span", { class: "player" }, svg, " " + data.names[player]));
    }
  }

  function shape(tag, attributes) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, paint(String(value)));
    return node;
  }

  function drawBoard(picture) {
    board.innerHTML = "";
    if (!picture) return;
    const svg = document.createElementNS(SVG, "svg");
    const cell = 40;
    if (picture.rows) {
      const rows = picture.rows.length, cols = picture.rows[0].length;
      svg.setAttribute("viewBox", `-4 -4 ${cols * cell + 8} ${rows * cell + 8}`);
      if (picture.kind === "discs") {
        svg.append(shape("rect", { x: 0, y: 0, width: cols * cell, height: rows * cell, rx: 6, fill: colours.dark }));
      }
      picture.rows.forEach((row, r) => [...row].forEach((ch, c) => svg.append(...cellShapes(picture.kind, ch, r, c, cell))));
      if (data.cell_moves) svg.append(...cellNames(rows, cols, cell, svg));
    } else {
      const width = Math.max(picture.capacity, 1) * 20, height = picture.heaps.length * 50;
      svg.setAttribute("viewBox", `-4 -4 ${width + 8} ${height + 8}`);
      picture.heaps.forEach((size, i) => {
        for (let k = 0; k < size; k++) {
          const stick = shape("rect", { x: k * 20 + 6, y: i * 50 + 5, width: 8, height: 40, rx: 2, fill: colours.dark,
            "data-heap": i, "data-stick": k, class: "piece" });
          svg.append(stick);
        }
      });
    }
    board.append(svg);
  }

  /** The names of the moves on the board: a column's above it when every cell of it is played by the same
      move (Connect 4), else each cell's in its corner (tic-tac-toe's squares, Chomp's). */
  function cellNames(rows, cols, cell, svg) {
    const out = [];
    const names = data.cell_moves;
    const text = (x, y, words, size) => {
      const node = shape("text", { x, y, "font-size": size, fill: colours.line, "text-anchor": "middle",
        "pointer-events": "none", class: "cell-name" });
      node.textContent = words;
      return node;
    };
    const columnWide = [...Array(cols).keys()].every((c) => names.every((row) => row[c] === names[0][c]));
    if (columnWide) {
      svg.setAttribute("viewBox", `-4 -22 ${cols * cell + 8} ${rows * cell + 26}`);
      for (let c = 0; c < cols; c++) if (names[0][c] !== null) out.push(text(c * cell + cell / 2, -6, names[0][c], 14));
      return out;
    }
    const now = position(here()), open = new Set(now.s.map((n) => String(firstChange(now.b.rows, position(n).b.rows))));
    names.forEach((row, r) => row.forEach((name, c) => {  // where a move may be played now
      if (name !== null && open.has(String([r, c]))) out.push(text(c * cell + cell / 2, r * cell + cell / 2 + 5, name, 14));
    }));
    return out;
  }

  function cellShapes(kind, ch, r, c, cell) {
    const x = c * cell, y = r * cell, cx = x + cell / 2, cy = y + cell / 2;
    const where = { "data-row": r, "data-col": c };
    if (kind === "chocolate") {
      if (ch === " ") return [shape("rect", { ...where, x, y, width: cell, height: cell, fill: "transparent",
        stroke: colours.faded, "stroke-dasharray": "3 3" })];
      return [shape("rect", { ...where, x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, rx: 5,
        fill: colours.pieces[ch === "*" ? "*" : "#"] })];
    }
    if (kind === "discs") {
      return [shape("circle", { ...where, cx, cy, r: cell * 0.4, fill: colours.pieces[ch] || colours.background })];
    }
    const out = [shape("rect", { ...where, x, y, width: cell, height: cell, fill: colours.background,
      stroke: colours.line })];
    const inset = cell * 0.22, line = { stroke: colours.pieces[ch], "stroke-width": 4, "stroke-linecap": "round",
      "pointer-events": "none" };
    if (ch === "X") {
      out.push(shape("line", { ...line, x1: x + inset, y1: y + inset, x2: x + cell - inset, y2: y + cell - inset }),
        shape("line", { ...line, x1: x + cell - inset, y1: y + inset, x2: x + inset, y2: y + cell - inset }));
    } else if (ch === "O") {
      out.push(shape("circle", { ...line, cx, cy, r: cell / 2 - inset, fill: "none" }));
    }
    return out;
  }

  /** The move a click on the board means: the one that changes the clicked square (the smallest such
      change: Chomp's bite there), else the one that changes its column (Connect 4), else none. */
  board.addEventListener("click", (event) => {
    const k = here();
    if (over(k)) return;
    const target = event.target.dataset;
    const current = position(k).b;
    let chosen = null;
    if (target.heap !== undefined) {
      chosen = position(k).s.find((n) => position(n).b.heaps.every((size, i) =>
        i === Number(target.heap) ? size === Number(target.stick) : size === current.heaps[i]));
    } else if (target.row !== undefined) {
      const r = Number(target.row), c = Number(target.col);
      const changes = (n) => {
        const cells = [];
        position(n).b.rows.forEach((row, i) => [...row].forEach((ch, j) => {
          if (ch !== current.rows[i][j]) cells.push([i, j]);
        }));
        return cells;
      };
      const ranked = position(k).s.map((n) => [n, changes(n)]).sort((a, b) => a[1].length - b[1].length);
      const exact = ranked.find(([, cells]) => cells.some(([i, j]) => i === r && j === c));
      const column = ranked.find(([, cells]) => cells.some(([, j]) => j === c));
      chosen = (exact || column || [null])[0];
    }
    if (chosen !== null && chosen !== undefined) play(chosen);
  });

  newGame();
})();
