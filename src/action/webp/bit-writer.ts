/** Writes bits least-significant first, as the WebP lossless (VP8L) bitstream is read. */
export class BitWriter {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;
  /** Pending bits, lowest first; never more than 7 between calls. */
  private bits = 0;
  private count = 0;

  /** Append the low `n` bits of `value` (n ≤ 24). */
  write(value: number, n: number): void {
    if (n === 0) return;
    this.bits |= (value & ((1 << n) - 1)) << this.count;
    this.count += n;
    while (this.count >= 8) {
      this.push(this.bits & 0xff);
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  /** The bytes written so far, the last one padded with zero bits. */
  finish(): Uint8Array {
    if (this.count > 0) {
      this.push(this.bits & 0xff);
      this.bits = 0;
      this.count = 0;
    }
    return this.buffer.subarray(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.buffer.length) {
      const bigger = new Uint8Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = byte;
  }
}
