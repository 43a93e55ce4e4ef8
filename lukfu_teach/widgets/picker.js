// The card picker's page side (anywidget): see picker.py.
function faceOf(face, selected, interactive) {
  const el = document.createElement(interactive ? "button" : "span");
  if (interactive) el.type = "button";
  update(el, face, selected, interactive);
  return el;
}

function update(el, face, selected, interactive) {
  const cls = face.cls + (selected ? " lukfu-selected" : "");
  if (el.className !== cls) el.className = cls;
  if (el.textContent !== face.code) el.textContent = face.code;
  el.title = face.title;
  el.dataset.code = face.code;
  el.setAttribute("aria-label", face.name);
  if (interactive) el.setAttribute("aria-pressed", selected ? "true" : "false");
  else el.setAttribute("role", "img");
}

function render({ model, el }) {
  el.classList.add("lukfu", "lukfu-picker");
  let lang = null;
  const row = document.createElement("div");
  row.className = "lukfu-picker-row";
  row.setAttribute("role", "group");
  row.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab leaves the arrow keys to the row
  el.appendChild(row);
  let focusCode = null;  // the card that takes the focus when Tab reaches the row (roving tabindex)

  function buttons() {
    return Array.from(row.children);
  }

  function draw() {
    const faces = model.get("faces") || [];
    const selected = new Set(model.get("selected") || []);
    const interactive = !model.get("readonly");
    const disabled = model.get("disabled");
    el.style.display = model.get("shown") ? "" : "none";  // (anywidget views do not follow _dom_classes changes)
    if (lang !== model.get("lang")) {  // the seals' words (render.STYLE): a class lukfu-lang-xx, none for English
      if (lang) el.classList.remove("lukfu-lang-" + lang);
      lang = model.get("lang");
      if (lang && lang !== "en") el.classList.add("lukfu-lang-" + lang);
    }
    row.setAttribute("aria-label", model.get("label"));  // every word comes from Python, in the widget's language
    row.classList.toggle("lukfu-compact", !!model.get("compact"));
    row.classList.toggle("lukfu-disabled", !!disabled);
    row.style.setProperty("--lukfu-n", String(Math.max(faces.length, 1)));
    const active = document.activeElement;
    const had = active && row.contains(active) ? active.dataset.code : null;
    const old = new Map(buttons().map((b) => [b.dataset.code, b]));
    const wanted = faces.map((face) => {
      let b = old.get(face.code);
      if (b && (b.tagName === "BUTTON") === interactive) update(b, face, selected.has(face.code), interactive);
      else b = faceOf(face, selected.has(face.code), interactive);
      return b;
    });
    wanted.forEach((b, i) => {
      if (row.children[i] !== b) row.insertBefore(b, row.children[i] || null);
    });
    while (row.children.length > wanted.length) row.removeChild(row.lastChild);
    if (!faces.some((f) => f.code === focusCode)) focusCode = faces.length ? faces[0].code : null;
    for (const b of wanted) {
      if (!interactive) continue;
      b.tabIndex = b.dataset.code === focusCode ? 0 : -1;
      b.setAttribute("aria-disabled", disabled ? "true" : "false");
    }
    if (had) {
      const again = wanted.find((b) => b.dataset.code === had);
      if (again && document.activeElement !== again) again.focus();
    }
    fit();
  }

  // Cards overlap by at most a fifth of their width, so that each one's rank, code and seal stay in sight; a row
  // too narrow for that (a 12-card hand beside JupyterLab's file browser at 800 px) wraps into rows of equal
  // length, whole cards, rather than squeezing them to slivers.
  function fit() {
    const all = buttons();
    const n = all.length;
    const width = n ? all[0].offsetWidth : 0;
    const style = getComputedStyle(row);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const room = el.clientWidth - padding;
    if (room <= 0) return;  // not shown (a collapsed output): the observer fits the row once it has a width
    const wraps = n > 1 && width > 0 && room < n * width - ((n - 1) * width) / 5;
    row.classList.toggle("lukfu-wrapped", wraps);
    if (!wraps) {
      row.style.removeProperty("max-width");
      return;
    }
    const step = width + 4;  // a card and its margin in a wrapped row
    const per = Math.ceil(n / Math.ceil(n / Math.max(1, Math.floor((room + 4) / step))));
    row.style.maxWidth = `${per * step + padding}px`;
  }
  const resized = new ResizeObserver(() => fit());
  resized.observe(el);

  function toggle(code) {
    if (model.get("disabled") || model.get("readonly")) return;
    const cards = model.get("cards") || [];
    const now = new Set(model.get("selected") || []);
    let next;
    if (now.has(code)) next = cards.filter((c) => c !== code && now.has(c));
    else if (model.get("multiple")) next = cards.filter((c) => c === code || now.has(c));
    else next = [code];
    model.set("selected", next);
    model.save_changes();
  }

  function moveFocus(to) {
    const all = buttons();
    if (!all.length) return;
    const b = all[Math.max(0, Math.min(all.length - 1, to))];
    focusCode = b.dataset.code;
    all.forEach((x) => (x.tabIndex = x === b ? 0 : -1));
    b.focus();
  }

  row.addEventListener("click", (event) => {
    const b = event.target.closest("button.lukfu-card");
    if (!b || !row.contains(b)) return;
    focusCode = b.dataset.code;
    toggle(b.dataset.code);
  });
  row.addEventListener("keydown", (event) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement);
    if (at < 0) return;
    const keys = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1 };
    Object.assign(keys, { Home: 0, End: all.length - 1 });
    if (event.key in keys) {
      event.preventDefault();
      event.stopPropagation();
      moveFocus(keys[event.key]);
    } else if (event.key === " " || event.key === "Enter") {
      event.stopPropagation();  // the button's own click follows; JupyterLab must not run the cell
    }
  });
  row.addEventListener("focusin", (event) => {
    const b = event.target.closest("button.lukfu-card");
    if (b) focusCode = b.dataset.code;
  });

  // The kernel asks the widget holding this row to come into view (JupyterLab's Run All leaves the notebook at its
  // last cell); only in JupyterLab or Notebook, where a Run All moves the view: in Voila the page starts at the top.
  const onMessage = (msg) => {
    if (!msg || msg.event !== "scroll-into-view" || !el.closest(".jp-NotebookPanel")) return;
    const widget = el.closest(".lukfu-widget") || el;
    requestAnimationFrame(() => widget.scrollIntoView({ block: "start" }));
  };
  model.on("msg:custom", onMessage);
  const redraw = () => draw();
  const traits = ["faces", "selected", "disabled", "readonly", "label", "compact", "shown", "lang"];
  for (const name of traits) model.on(`change:${name}`, redraw);
  draw();
  model.send({ event: "ready" });  // the front end is there: the kernel may start what waited for it
  return () => {
    for (const name of traits) model.off(`change:${name}`, redraw);
    model.off("msg:custom", onMessage);
    resized.disconnect();
  };
}

export default { render };
