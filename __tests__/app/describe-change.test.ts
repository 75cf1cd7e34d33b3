import { describe, expect, it } from "vitest";
import { describeChange, whereOnScreen } from "../../app/diff/describe-change.ts";

describe("a visual change in words", () => {
  it("says where on the screen, by the thirds the change's centre falls in", () => {
    const at = (x: number, y: number, width = 40, height = 20) =>
      whereOnScreen({ x, y, width, height }, 1200, 900);
    expect(at(1100, 20)).toBe("at the top right");
    expect(at(10, 20)).toBe("at the top left");
    expect(at(580, 20)).toBe("at the top");
    expect(at(580, 440)).toBe("in the centre");
    expect(at(10, 440)).toBe("on the left");
    expect(at(1100, 850)).toBe("at the bottom right");
    expect(at(0, 0, 1100, 800)).toBe("across most of the screen");
  });

  it("says how much changed, how many pixels and the region; a size change names both sizes", () => {
    const change = {
      kind: "changed",
      diffPixels: 18_240,
      ratio: 0.0178,
      bbox: { x: 900, y: 96, width: 380, height: 48 },
      width: 1280,
      height: 800,
      baseWidth: 1280,
      baseHeight: 800,
    };
    expect(describeChange(change)).toBe(
      "1.78 % of the screen changed (18,240 pixels) at the top right, within 380×48 at (900, 96)",
    );
    expect(describeChange({ ...change, kind: "size-changed", width: 1024, height: 768 })).toBe(
      "the screen size changed from 1280×800 to 1024×768",
    );
  });
});
