/** Labels on every container and image the engine creates: how `reap` and staleness checks find them. */
export const LABEL = {
  managed: "desktest.managed",
  runId: "desktest.run-id",
  taskId: "desktest.task-id",
  creatorPid: "desktest.creator-pid",
  creatorHost: "desktest.creator-host",
  /** The creator's kernel boot id, pid namespace and process start time (creator-identity.ts). */
  creatorBoot: "desktest.creator-boot",
  creatorPidNs: "desktest.creator-pidns",
  creatorStart: "desktest.creator-start",
  createdAt: "desktest.created-at",
  imageHash: "desktest.image.hash",
  /**
   * On the built-in desktop images: the guest agent's files the image holds where the engine ships the
   * agent (/tmp/desktest-guest), as guestAgentHash gives them; images built FROM them inherit it.
   */
  guestHash: "desktest.guest.hash",
  /**
   * On the built-in desktop images: the environment variable naming the unix socket the image's start script
   * serves the guest agent on (from the container's start, so its imports are done when the host asks).
   */
  guestSocket: "desktest.guest.socket",
  /** Set by docker/'s Dockerfiles (desktop, electron, osworld, vm); images built FROM them inherit it. */
  imageKind: "desktest.image.kind",
} as const;
