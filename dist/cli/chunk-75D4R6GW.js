
// src/session/open-sessions.ts
var open = /* @__PURE__ */ new Set();
function registerOpen(resource) {
  open.add(resource);
}
function unregisterOpen(resource) {
  open.delete(resource);
}
function openSessionCount() {
  return open.size;
}
async function closeAllSessions(onError) {
  const all = [...open];
  open.clear();
  await Promise.all(all.map((s) => s.close().catch((error) => onError?.(error))));
}

export {
  registerOpen,
  unregisterOpen,
  openSessionCount,
  closeAllSessions
};
