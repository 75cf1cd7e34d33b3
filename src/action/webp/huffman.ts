/**
 * Canonical prefix codes for the VP8L bitstream: lengths from symbol counts (a Huffman tree, flattened
 * until no code is longer than the format allows), codes assigned in order of length then symbol,
 * stored bit-reversed because the bitstream is read least-significant bit first.
 */
export interface PrefixCode {
  /** Code length of every symbol of the alphabet (0: unused). */
  lengths: Uint8Array;
  /** The code of every symbol, bit-reversed, ready for a least-significant-first writer. */
  codes: Uint32Array;
}

/**
 * Code lengths for these counts, none longer than `maxLength`. Symbols with a zero count get no code.
 * With two or more used symbols the code is complete (the Kraft sum is exactly one), which decoders
 * require; a single used symbol gets length 1.
 */
export function codeLengths(counts: ArrayLike<number>, maxLength: number): Uint8Array {
  const size = counts.length;
  let weights = Array.from(counts, (c) => c);
  for (;;) {
    const lengths = huffmanLengths(weights);
    let longest = 0;
    for (let i = 0; i < size; i++) if (lengths[i]! > longest) longest = lengths[i]!;
    if (longest <= maxLength) return lengths;
    // Flatten the distribution and try again: the tree gets shallower each round.
    weights = weights.map((w) => (w === 0 ? 0 : Math.max(1, Math.floor(w / 2)) + 1));
  }
}

function huffmanLengths(weights: readonly number[]): Uint8Array {
  const size = weights.length;
  const lengths = new Uint8Array(size);
  const used: number[] = [];
  for (let i = 0; i < size; i++) if (weights[i]! > 0) used.push(i);
  if (used.length === 0) return lengths;
  if (used.length === 1) {
    lengths[used[0]!] = 1;
    return lengths;
  }
  // Nodes 0..size-1 are leaves; internal nodes follow. A binary heap keyed by (weight, order).
  const weight: number[] = [...weights];
  const parent: number[] = new Array<number>(size).fill(-1);
  const heap: number[] = [];
  const less = (a: number, b: number) => weight[a]! < weight[b]! || (weight[a] === weight[b] && a < b);
  const push = (node: number) => {
    heap.push(node);
    let i = heap.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!less(heap[i]!, heap[up]!)) break;
      [heap[i], heap[up]] = [heap[up]!, heap[i]!];
      i = up;
    }
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < heap.length && less(heap[l]!, heap[smallest]!)) smallest = l;
        if (r < heap.length && less(heap[r]!, heap[smallest]!)) smallest = r;
        if (smallest === i) break;
        [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
        i = smallest;
      }
    }
    return top;
  };
  for (const leaf of used) push(leaf);
  while (heap.length > 1) {
    const a = pop();
    const b = pop();
    const node = weight.length;
    weight.push(weight[a]! + weight[b]!);
    parent.push(-1);
    parent[a] = node;
    parent[b] = node;
    push(node);
  }
  const depth = new Array<number>(weight.length).fill(0);
  for (let node = weight.length - 2; node >= 0; node--) {
    const p = parent[node]!;
    if (p >= 0) depth[node] = depth[p]! + 1;
  }
  for (const leaf of used) lengths[leaf] = depth[leaf]!;
  return lengths;
}

/** Canonical codes for these lengths, bit-reversed. */
export function canonicalCode(lengths: Uint8Array): PrefixCode {
  let maxLength = 0;
  for (const length of lengths) if (length > maxLength) maxLength = length;
  const perLength = new Array<number>(maxLength + 1).fill(0);
  for (const length of lengths) if (length > 0) perLength[length]!++;
  const next = new Array<number>(maxLength + 2).fill(0);
  let code = 0;
  for (let length = 1; length <= maxLength; length++) {
    code = (code + perLength[length - 1]!) << 1;
    next[length] = code;
  }
  const codes = new Uint32Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (length === 0) continue;
    codes[symbol] = reverseBits(next[length]!++, length);
  }
  return { lengths, codes };
}

function reverseBits(value: number, length: number): number {
  let reversed = 0;
  for (let i = 0; i < length; i++) {
    reversed = (reversed << 1) | (value & 1);
    value >>= 1;
  }
  return reversed;
}
