// The key relay's page side (anywidget): see keys.py.
const OWN_KEYS = "input, select, textarea, [role=slider], [contenteditable], .lukfu-picker-row, .widget-slider";

function render({ model, el }) {
  el.classList.add("lukfu-key-relay");
  let root = null;
  let tries = 0;
  const onKey = (event) => {
    const keys = model.get("watched") || [];
    if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest(OWN_KEYS)) return;
    event.preventDefault();  // JupyterLab then leaves the key alone (no cell is selected or run)
    event.stopPropagation();
    model.send({ event: "key", key: event.key });
  };
  let lastFocus = null;
  const onFocus = (event) => { lastFocus = event.target; };
  // A button that gets disabled (Next at the last step) drops the focus out of the widget, and the keys
  // with it: the widget itself takes the focus instead.
  // ipywidgets' slider handle (role=slider) has no accessible name: it takes the slider's label (WCAG 4.1.2).
  const nameSliders = () => {
    for (const slider of root.querySelectorAll(".widget-slider")) {
      const label = slider.querySelector(".widget-label");
      const handle = slider.querySelector("[role=slider]");
      const name = label ? label.textContent.trim() : "";
      if (handle && name && handle.getAttribute("aria-label") !== name) handle.setAttribute("aria-label", name);
    }
  };
  // A column that scrolls inside itself (the stepper's notes) is reached by the keyboard too (WCAG 2.1.1).
  const reachScrollers = () => {
    for (const box of root.querySelectorAll(".lukfu-side")) {
      if (!box.hasAttribute("tabindex")) box.tabIndex = 0;
    }
  };
  // An AI's reasons opened (a <details> in the moves) are scrolled into view inside the box that holds them.
  const onToggle = (event) => {
    const opened = event.target;
    if (opened.tagName === "DETAILS" && opened.open) opened.scrollIntoView({ block: "nearest" });
  };
  // The answer to what the learner just pressed (a panel with the class lukfu-answer: the hint, a refusal, the
  // review) is scrolled into view when it appears, by as little as needed: the hand and buttons stay on screen.
  let lastInput = -1e9;
  const onInput = () => { lastInput = performance.now(); };
  const reveal = (records) => {
    if (performance.now() - lastInput > 5000) return;  // not an AI's move or a timer: the learner's own action
    const answers = new Set();
    for (const r of records) {
      const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const answer = node && node.closest(".lukfu-answer");
      // (an answer that is only a placeholder, class lukfu-empty, is not brought into view)
      if (answer && root.contains(answer) && answer.textContent.trim() && !answer.querySelector(".lukfu-empty")) {
        answers.add(answer);
      }
    }
    for (const answer of answers) requestAnimationFrame(() => answer.scrollIntoView({ block: "nearest" }));
  };
  const watcher = new MutationObserver((records) => {
    reveal(records);
    for (const r of records) {
      if (r.type === "attributes" && r.target === lastFocus && r.target.disabled) {
        root.focus({ preventScroll: true });
      }
    }
    if (records.some((r) => r.type === "childList" || r.attributeName === "aria-valuenow")) {
      nameSliders();
      reachScrollers();
    }
  });
  const attach = () => {
    root = el.closest("." + model.get("scope"));
    if (!root) {
      if (tries++ < 600) requestAnimationFrame(attach);  // the view is put in the page after it is drawn
      return;
    }
    if (!root.hasAttribute("tabindex")) root.tabIndex = -1;
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusin", onFocus);
    root.addEventListener("toggle", onToggle, true);  // (toggle does not bubble: caught on the way down)
    root.addEventListener("click", onInput, true);
    root.addEventListener("keydown", onInput, true);
    watcher.observe(root, { subtree: true, childList: true, characterData: true, attributes: true,
                            attributeFilter: ["disabled"] });
    nameSliders();
    reachScrollers();
  };
  attach();
  return () => {
    watcher.disconnect();
    if (root) {
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusin", onFocus);
      root.removeEventListener("toggle", onToggle, true);
      root.removeEventListener("click", onInput, true);
      root.removeEventListener("keydown", onInput, true);
    }
  };
}

export default { render };
