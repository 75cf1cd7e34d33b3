import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/session/resolution.ts
function parseResolution(text) {
  const value = text.trim().toLowerCase();
  if (value === "720p") return { width: 1280, height: 720 };
  if (value === "1080p") return { width: 1920, height: 1080 };
  const match = /^(\d+)x(\d+)$/.exec(value);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 320 || height < 240 || width > 7680 || height > 4320) {
    throw new ConfigError(
      `Resolution error: '${text}' is not 720p, 1080p or WxH between 320x240 and 7680x4320`
    );
  }
  return { width, height };
}

export {
  parseResolution
};
