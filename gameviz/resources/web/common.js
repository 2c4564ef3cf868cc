/* What every gameviz page's script uses: building elements, Python's str.format, the theme's colours. */
"use strict";

/** A new element with attributes (text: its text; onclick…: a listener) and children. */
function gvEl(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/** Python's str.format for the page's sentences: {0}, {name}, {0:,} and the escapes {{ }}. */
function gvFormat(template, values) {
  return template.replace(/\{\{|\}\}|\{(\w+)(?::[^}]*)?\}/g, (all, key) => {
    if (all === "{{") return "{";
    if (all === "}}") return "}";
    const value = values[key];
    return typeof value === "number" ? value.toLocaleString("en") : value;
  });
}

/** ``text`` with the colour tokens of the pictures (#fe0c01 …) replaced by the colours of ``theme``. */
function gvPaint(text, themes, theme) {
  const table = themes[theme];
  return text.replace(/#fe0c([0-9a-f]{2})/g, (token, key) => table[key] || token);
}
