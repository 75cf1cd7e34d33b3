import { describe, expect, it } from "vitest";
import { imageGuestAgent } from "../../src/session/docker/docker-session.ts";
import { LABEL } from "../../src/session/labels.ts";

const HASH = "0123456789abcdef";
const OURS = {
  Labels: { [LABEL.guestHash]: HASH, [LABEL.guestSocket]: "DESKTEST_GUEST_SOCKET" },
  Entrypoint: ["/usr/bin/tini", "-s", "-g", "--", "/usr/local/bin/start-desktop"],
};

describe("what a desktop image holds of the engine's guest agent", () => {
  it("is served by the start script of a built-in image, and of one built FROM it", () => {
    expect(imageGuestAgent(OURS, HASH)).toEqual({ inImage: true, served: true });
  });

  it("is only in the image when the image's entrypoint is its own, or its start script does not serve it", () => {
    expect(
      imageGuestAgent({ ...OURS, Entrypoint: ["/bin/sh", "-c", "exec /usr/local/bin/start-desktop"] }, HASH),
    ).toEqual({
      inImage: true,
      served: false,
    });
    expect(imageGuestAgent({ ...OURS, Entrypoint: null }, HASH)).toEqual({ inImage: true, served: false });
    expect(imageGuestAgent({ ...OURS, Labels: { [LABEL.guestHash]: HASH } }, HASH)).toEqual({
      inImage: true,
      served: false,
    });
  });

  it("is neither when the image holds another version, or no label at all", () => {
    expect(imageGuestAgent(OURS, "fedcba9876543210")).toEqual({ inImage: false, served: false });
    expect(imageGuestAgent({ Labels: null, Entrypoint: OURS.Entrypoint }, HASH)).toEqual({
      inImage: false,
      served: false,
    });
    expect(imageGuestAgent(undefined, HASH)).toEqual({ inImage: false, served: false });
  });
});
