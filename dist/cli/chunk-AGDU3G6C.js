
// src/util/format-duration.ts
function formatDuration(ms, style = "compact") {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (style === "minutes") {
    const total2 = Math.round(safe / 1e3);
    const minutes = Math.floor(total2 / 60);
    const seconds = total2 % 60;
    return minutes > 0 ? `${minutes}m ${String(seconds).padStart(2, "0")}s` : `${seconds}s`;
  }
  if (safe < 1e3) return `${Math.round(safe)}ms`;
  if (style === "seconds" || safe < 6e4) {
    const tenths = (safe / 1e3).toFixed(1);
    if (style === "compact" && tenths === "60.0") return "1m 00s";
    return `${tenths}s`;
  }
  const total = Math.round(safe / 1e3);
  if (total < 3600) return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(total / 3600)}h ${String(Math.floor(total % 3600 / 60)).padStart(2, "0")}m`;
}

export {
  formatDuration
};
