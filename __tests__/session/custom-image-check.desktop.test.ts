import { describe, expect, it } from "vitest";
import { checkCustomImage, imageLineage } from "../../src/session/docker/custom-image-check.ts";
import { BASE_IMAGE, DESKTOP_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { desktops, docker } from "../helpers/desktop.ts";

const desktop = desktops();

describe("a task's own Docker image", () => {
  it("is known as the desktop image or one built FROM it by the label the Dockerfiles give, else not", async () => {
    const own = await imageLineage(docker, DESKTOP_IMAGE);
    expect(own).toEqual({ id: expect.stringMatching(/^sha256:[0-9a-f]{64}$/), fromDesktopImage: true });
    expect((await imageLineage(docker, BASE_IMAGE)).fromDesktopImage).toBe(false);
  });

  it("of another lineage is checked in its desktop, and one with what the agent needs passes", async () => {
    const session = await desktop();
    const lineage = { ...(await imageLineage(docker, DESKTOP_IMAGE)), fromDesktopImage: false };
    await expect(checkCustomImage(session, "custom:1", { lineage, record: true })).resolves.toBeUndefined();
  });
});
