
// src/session/osworld-profile-tags.ts
var OSWORLD_APPS = [
  "chromium",
  "gimp",
  "libreoffice",
  "librosa",
  "tesseract",
  "thunderbird",
  "vlc"
];
var OSWORLD_TOOLS = ["librosa", "tesseract"];
function osworldBuildArgs(apps) {
  const sorted = [...new Set(apps)].sort();
  return {
    OSWORLD_APPS: sorted.filter((a) => !OSWORLD_TOOLS.includes(a)).join(" "),
    OSWORLD_TOOLS: sorted.filter((a) => OSWORLD_TOOLS.includes(a)).join(" ")
  };
}
var OSWORLD_IMAGE_REPO = "desktest-desktop";
var TAG_PREFIX = "osworld";
function osworldImageTag(apps) {
  const sorted = [...new Set(apps)].sort();
  return `${OSWORLD_IMAGE_REPO}:${[TAG_PREFIX, ...sorted].join("-")}`;
}
function appsOfOsworldImage(image) {
  const match = /^desktest-desktop:osworld((?:-[a-z]+)*)$/.exec(image);
  if (!match) return void 0;
  const apps = match[1].split("-").filter(Boolean);
  return apps.every((a) => OSWORLD_APPS.includes(a)) ? apps : void 0;
}

export {
  OSWORLD_APPS,
  osworldBuildArgs,
  osworldImageTag,
  appsOfOsworldImage
};
