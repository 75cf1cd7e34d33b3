/**
 * A Tart image's host key as known_hosts lines that match any address (`* <type> <key>`): every clone
 * keeps the image's key but gets an address of its own, and the file is used for these VMs only.
 * `recorded` is what ssh wrote on first contact (`<host> <type> <key>` lines, maybe hashed hosts).
 */
export function anyAddressKnownHosts(recorded: string): string {
  const keys = new Set<string>();
  for (const line of recorded.split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3 || parts[0]!.startsWith("#") || parts[0]!.startsWith("@")) continue;
    const [, type, key] = parts as [string, string, string];
    if (/^(ssh-|ecdsa-|sk-)/.test(type) && /^[A-Za-z0-9+/=]+$/.test(key)) keys.add(`* ${type} ${key}`);
  }
  return keys.size ? `${[...keys].join("\n")}\n` : "";
}
