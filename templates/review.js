/* global document, window, navigator, history, HTMLElement, HTMLInputElement */
// The review page's behaviour. Everything it shows was rendered (and escaped) by the generator; this
// script only selects panels, reads checkboxes and writes plain text (never HTML) into the page.
(() => {
  "use strict";

  const dataElement = document.getElementById("review-data");
  const data = JSON.parse((dataElement && dataElement.textContent) || "{}");
  const trajectoryPath = typeof data.trajectoryPath === "string" ? data.trajectoryPath : "trajectory.jsonl";

  const main = document.getElementById("main");
  const panels = Array.from(document.querySelectorAll("main > .panel"));
  const navItems = Array.from(document.querySelectorAll(".nav-item[data-target]"));
  const stepTargets = navItems.filter((b) => b.classList.contains("step-item")).map((b) => b.dataset.target);
  let current = null;

  function select(target, options) {
    const panel = panels.find((p) => p.id === target);
    if (!panel) return;
    for (const p of panels) p.hidden = p !== panel;
    for (const item of navItems) {
      if (item.dataset.target === target) item.setAttribute("aria-current", "true");
      else item.removeAttribute("aria-current");
    }
    current = target;
    const item = navItems.find((b) => b.dataset.target === target);
    if (item && !(options && options.noScroll)) reveal(item);
    if (main) main.scrollTop = 0;
    try {
      history.replaceState(null, "", "#" + target);
    } catch {
      // Some browsers refuse history changes on file: pages; the selection still works.
    }
  }

  // Scroll the sidebar (only the sidebar, never the page) so the selected item is visible.
  function reveal(item) {
    const box = item.closest(".nav-scroll");
    if (!box) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < box.scrollTop) box.scrollTop = top - 8;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight + 8;
  }

  function move(how) {
    if (stepTargets.length === 0) return;
    const index = stepTargets.indexOf(current);
    let next;
    if (how === "first") next = 0;
    else if (how === "last") next = stepTargets.length - 1;
    else if (index < 0) next = 0;
    else if (how === "next") next = Math.min(index + 1, stepTargets.length - 1);
    else next = Math.max(index - 1, 0);
    select(stepTargets[next]);
  }

  document.addEventListener("click", (event) => {
    const element = event.target instanceof HTMLElement ? event.target : null;
    if (!element) return;
    const nav = element.closest("[data-target]");
    if (nav) {
      select(nav.dataset.target);
      return;
    }
    const step = element.closest("[data-nav]");
    if (step) {
      move(step.dataset.nav);
      return;
    }
    const control = element.closest("[data-lightbox]");
    if (control) {
      lightboxCommand(control.dataset.lightbox);
      return;
    }
    if (element === lightbox) {
      lightbox.close(); // a click on the backdrop
      return;
    }
    const zoomable = element.closest(".zoomable");
    if (zoomable) openLightbox(zoomables.indexOf(zoomable));
  });

  // The lightbox: every screenshot on the page (the final screen, then the steps'), one at a time over
  // the page, fitted to the window or zoomed (the stage scrolls, so nothing is cut off). Esc closes it
  // (the dialog's own cancel), arrows move between screenshots, + and - zoom, 0 fits.
  const lightbox = document.getElementById("lightbox");
  const lightboxImage = document.getElementById("lightbox-image");
  const lightboxStage = document.getElementById("lightbox-stage");
  const lightboxCaption = document.getElementById("lightbox-caption");
  const lightboxScale = document.getElementById("lightbox-scale");
  const zoomables = Array.from(document.querySelectorAll(".zoomable"));
  const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
  let shown = -1;
  let zoom = null; // null: fitted to the window

  function openLightbox(index) {
    if (!lightbox || index < 0) return;
    showInLightbox(index);
    if (!lightbox.open) lightbox.showModal();
    lightboxStage.focus();
  }

  function showInLightbox(index) {
    const source = zoomables[index] && zoomables[index].querySelector("img");
    if (!source) return;
    shown = index;
    lightboxImage.src = source.src;
    lightboxImage.alt = source.alt;
    lightboxCaption.textContent =
      (zoomables[index].dataset.caption || source.alt) + " (" + (index + 1) + " of " + zoomables.length + ")";
    setZoom(null);
  }

  function naturalWidth() {
    return lightboxImage.naturalWidth || lightboxImage.width || 1;
  }

  function setZoom(level) {
    zoom = level;
    lightboxStage.classList.toggle("fit", level === null);
    lightboxImage.style.width = level === null ? "" : Math.round(naturalWidth() * level) + "px";
    lightboxImage.style.height = level === null ? "" : "auto";
    updateScale();
  }

  function updateScale() {
    const scale = zoom === null ? lightboxImage.clientWidth / naturalWidth() : zoom;
    const percent = Number.isFinite(scale) && scale > 0 ? Math.round(scale * 100) + "%" : "";
    lightboxScale.textContent = zoom === null ? "fit" + (percent ? " · " + percent : "") : percent;
  }

  function currentScale() {
    return zoom === null ? lightboxImage.clientWidth / naturalWidth() : zoom;
  }

  function lightboxCommand(command) {
    if (!lightbox || shown < 0) return;
    const scale = currentScale();
    if (command === "close") lightbox.close();
    else if (command === "prev" && shown > 0) showInLightbox(shown - 1);
    else if (command === "next" && shown < zoomables.length - 1) showInLightbox(shown + 1);
    else if (command === "fit") setZoom(null);
    else if (command === "in") setZoom(ZOOMS.find((z) => z > scale + 0.001) || ZOOMS[ZOOMS.length - 1]);
    else if (command === "out") {
      const smaller = ZOOMS.filter((z) => z < scale - 0.001);
      setZoom(smaller.length > 0 ? smaller[smaller.length - 1] : ZOOMS[0]);
    }
  }

  if (lightbox) {
    lightboxImage.addEventListener("load", updateScale);
    lightbox.addEventListener("close", () => {
      // Back where the reader is: the panel of the screenshot last shown, its button focused.
      const opener = zoomables[shown];
      const panel = opener && opener.closest("main > .panel");
      if (panel) select(panel.id);
      if (opener) opener.focus();
      lightboxImage.removeAttribute("src");
      shown = -1;
    });
  }

  const lightboxKeys = {
    ArrowLeft: "prev",
    ArrowRight: "next",
    "+": "in",
    "=": "in",
    "-": "out",
    0: "fit",
  };

  const keys = { ArrowRight: "next", j: "next", ArrowLeft: "prev", k: "prev", Home: "first", End: "last" };
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    if (lightbox && lightbox.open) {
      const command = lightboxKeys[event.key];
      if (command) {
        event.preventDefault();
        lightboxCommand(command);
      }
      return; // Esc is the dialog's own: it closes it
    }
    const how = keys[event.key];
    if (!how) return;
    const target = event.target;
    if (target instanceof HTMLElement) {
      const typing =
        target.isContentEditable ||
        target.tagName === "TEXTAREA" ||
        target.tagName === "SELECT" ||
        target.tagName === "VIDEO" ||
        (target instanceof HTMLInputElement && target.type !== "checkbox");
      if (typing) return;
    }
    event.preventDefault();
    move(how);
  });

  // Codify: one checkbox per entry; the command lists the checked step numbers (ranges for runs).
  const checks = Array.from(document.querySelectorAll(".codify-check"));
  const commandElement = document.getElementById("codify-command");
  const countElement = document.getElementById("codify-count");
  const copyButton = document.getElementById("codify-copy");
  const feedback = document.getElementById("codify-feedback");

  function shellQuote(text) {
    return "'" + text.replace(/'/g, "'\\''") + "'";
  }

  function stepList() {
    const steps = Array.from(new Set(checks.filter((c) => c.checked).map((c) => Number(c.dataset.step))))
      .filter((n) => Number.isInteger(n) && n >= 0)
      .sort((a, b) => a - b);
    const parts = [];
    for (let i = 0; i < steps.length;) {
      let j = i;
      while (j + 1 < steps.length && steps[j + 1] === steps[j] + 1) j++;
      parts.push(j - i >= 2 ? steps[i] + "-" + steps[j] : steps.slice(i, j + 1).join(","));
      i = j + 1;
    }
    return parts.join(",");
  }

  function codifyCommand() {
    const list = stepList();
    return list === "" ? "" : "desktest codify " + shellQuote(trajectoryPath) + " --steps " + list;
  }

  function updateCodify() {
    const command = codifyCommand();
    const checked = new Set(checks.filter((c) => c.checked).map((c) => c.dataset.step)).size;
    const total = new Set(checks.map((c) => c.dataset.step)).size;
    if (commandElement) {
      commandElement.textContent = command || "Check the steps to keep in the replay script.";
      commandElement.classList.toggle("empty", command === "");
    }
    if (countElement) countElement.textContent = checked + " of " + total + " steps";
    if (copyButton) copyButton.disabled = command === "";
  }

  function say(text) {
    if (!feedback) return;
    feedback.textContent = text;
    window.clearTimeout(say.timer);
    say.timer = window.setTimeout(() => (feedback.textContent = ""), 2500);
  }

  function copyFallback(text) {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let copied;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    say(copied ? "Copied." : "Select the command above and copy it.");
  }

  for (const check of checks) check.addEventListener("change", updateCodify);
  for (const button of document.querySelectorAll("[data-select]")) {
    button.addEventListener("click", () => {
      const mode = button.dataset.select;
      for (const check of checks) {
        check.checked =
          mode === "all" ||
          (mode === "success" && (check.dataset.result === "success" || check.dataset.result === "done"));
      }
      updateCodify();
    });
  }
  if (copyButton) {
    copyButton.addEventListener("click", () => {
      const command = codifyCommand();
      if (command === "") return;
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(command).then(
          () => say("Copied."),
          () => copyFallback(command),
        );
      } else {
        copyFallback(command);
      }
    });
  }
  updateCodify();

  // Accessibility tree filter: show only the lines containing the text (plain text, case-insensitive).
  for (const input of document.querySelectorAll(".a11y-filter")) {
    const pre = input.parentElement.querySelector(".a11y-text");
    if (!pre) continue;
    const original = pre.textContent || "";
    const lines = original.split("\n");
    input.addEventListener("input", () => {
      const query = input.value.trim().toLowerCase();
      if (query === "") {
        pre.textContent = original;
        return;
      }
      const kept = lines.filter((line) => line.toLowerCase().includes(query));
      pre.textContent = kept.length > 0 ? kept.join("\n") : "(no matching lines)";
    });
  }

  const hash = window.location.hash.slice(1);
  if (panels.some((p) => p.id === hash)) select(hash);
  else if (data.start === "overview") select("overview");
  else if (stepTargets.length > 0) select(stepTargets[0]);
  else select("overview");
})();
