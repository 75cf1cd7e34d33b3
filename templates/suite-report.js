/* global document, location, history */
// The suite report's behaviour: filter the task rows by status (the summary cards) and by text.
// Everything shown was rendered and escaped by the generator; this script only hides rows and writes
// plain text.
(() => {
  "use strict";

  const rows = Array.from(document.querySelectorAll("tr.task-row"));
  const cards = Array.from(document.querySelectorAll(".count-card[data-filter]"));
  const search = document.getElementById("task-search");
  const shown = document.getElementById("shown-count");
  const noMatch = document.getElementById("no-match");
  const filters = new Set(["all", "pass", "fail", "error", "skipped", "flaky", "quarantined"]);
  let status = "all";

  function matches(row, text) {
    const byStatus =
      status === "all" ||
      (status === "quarantined" ? row.dataset.quarantined === "true" : row.dataset.status === status);
    return byStatus && (text === "" || (row.dataset.search || "").includes(text));
  }

  function apply() {
    const text = search ? search.value.trim().toLowerCase() : "";
    let visible = 0;
    for (const row of rows) {
      const show = matches(row, text);
      row.hidden = !show;
      if (show) visible++;
    }
    for (const card of cards) card.setAttribute("aria-pressed", String(card.dataset.filter === status));
    if (shown)
      shown.textContent =
        visible === rows.length ? `${rows.length} tasks` : `${visible} of ${rows.length} tasks`;
    if (noMatch) noMatch.hidden = visible > 0 || rows.length === 0;
  }

  function setStatus(next) {
    status = filters.has(next) ? next : "all";
    try {
      history.replaceState(null, "", status === "all" ? location.pathname : `#status=${status}`);
    } catch {
      // file:// pages may refuse history changes; the filter still works.
    }
    apply();
  }

  for (const card of cards) {
    card.addEventListener("click", () =>
      setStatus(card.dataset.filter === status ? "all" : card.dataset.filter),
    );
  }
  if (search) search.addEventListener("input", apply);
  const initial = /^#status=(\w+)$/.exec(location.hash);
  status = initial && filters.has(initial[1]) ? initial[1] : "all";
  apply();
})();
