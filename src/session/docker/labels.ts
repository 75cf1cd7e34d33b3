/** Labels on every container and image the engine creates: how `reap` and staleness checks find them. */
export const LABEL = {
  managed: "desktest.managed",
  runId: "desktest.run-id",
  taskId: "desktest.task-id",
  creatorPid: "desktest.creator-pid",
  creatorHost: "desktest.creator-host",
  createdAt: "desktest.created-at",
  imageHash: "desktest.image.hash",
} as const;
