/* Zooming and panning the picture of a gameviz page: buttons, the keys + − 0, Ctrl + wheel (a pinch on
   a touchpad), dragging with the mouse; a phone pans with a finger and pinches as it does any page.
   At its fit the picture is as wide as its frame, but never smaller than ``least`` pixels per unit of
   the picture (its text would not read below): a larger picture scrolls, shown around ``home``. */
"use strict";

function gvZoom(frame, svg, box, least, home, ui) {
  let zoom = 1; // times the fit
  const fitWidth = () => Math.max(frame.clientWidth - 2, box[2] * least);

  function show(factor, around) {
    const before = svg.getBoundingClientRect().width || 1;
    const point = around || [frame.clientWidth / 2, frame.clientHeight / 2];
    const at = [(frame.scrollLeft + point[0]) / before, (frame.scrollTop + point[1]) / before];
    zoom = Math.min(16, Math.max(0.25, factor));
    const width = fitWidth() * zoom;
    svg.style.width = width + "px";
    frame.scrollLeft = at[0] * width - point[0];
    frame.scrollTop = at[1] * width - point[1];
  }

  function fit(newBox, newHome) {
    if (Array.isArray(newBox)) [box, home] = [newBox, newHome || home];
    zoom = 1;
    const width = fitWidth();
    svg.style.width = width + "px";
    const scale = width / box[2];
    frame.scrollLeft = (home[0] - box[0]) * scale - frame.clientWidth / 2;
    frame.scrollTop = 0;
  }

  const button = (symbol, label, action) => gvEl("button", { type: "button", "aria-label": label, title: label,
    text: symbol, onclick: action });
  const bar = gvEl("span", { class: "zoom" }, button("−", ui.zoom_out, () => show(zoom / 1.25)),
    button("⤢", ui.fit, fit), button("+", ui.zoom_in, () => show(zoom * 1.25)));

  frame.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    const r = frame.getBoundingClientRect();
    show(zoom * Math.exp(-event.deltaY / 300), [event.clientX - r.left, event.clientY - r.top]);
  }, { passive: false });
  let drag = null;
  frame.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || event.target.closest("g.vertex, .edge-hit")) return;
    drag = [event.clientX, event.clientY, frame.scrollLeft, frame.scrollTop];
  });
  window.addEventListener("pointermove", (event) => {
    if (!drag) return;
    frame.scrollLeft = drag[2] - (event.clientX - drag[0]);
    frame.scrollTop = drag[3] - (event.clientY - drag[1]);
  });
  window.addEventListener("pointerup", () => { drag = null; });
  document.addEventListener("keydown", (event) => {
    if (event.target.matches("input:not([type=range]):not([type=checkbox]), select, textarea")) return;
    const keys = { "+": () => show(zoom * 1.25), "=": () => show(zoom * 1.25), "-": () => show(zoom / 1.25), "0": fit };
    if (!(event.key in keys) || event.ctrlKey || event.metaKey) return;
    keys[event.key]();
    event.preventDefault();
  });
  let width = frame.clientWidth;
  window.addEventListener("resize", () => {
    if (zoom === 1 && frame.clientWidth !== width) fit();
    width = frame.clientWidth;
  });
  fit();
  return { bar, fit, zoom: () => zoom };
}
