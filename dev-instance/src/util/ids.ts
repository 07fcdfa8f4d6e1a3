/**
 * Snowflake-like ids: milliseconds since the epoch shifted left by 16 bits plus a sequence.
 * They are numeric strings so that max_id/since_id/min_id compare numerically, and they grow
 * with time so that seeded history and live posts sort together.
 */
export class IdGenerator {
  private last = 0n;

  /** An id for an object created at `atMs`; always greater than every id handed out before. */
  next(atMs: number): string {
    let candidate = BigInt(Math.floor(atMs)) << 16n;
    if (candidate <= this.last) candidate = this.last + 1n;
    this.last = candidate;
    return candidate.toString();
  }

  reset(): void {
    this.last = 0n;
  }
}

/** Compares two numeric id strings; non-numeric ids sort before numeric ones. */
export function compareIds(a: string, b: string): number {
  const x = toBig(a);
  const y = toBig(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function toBig(id: string): bigint {
  return /^\d+$/.test(id) ? BigInt(id) : -1n;
}

/** The creation time encoded in an id. */
export function idTime(id: string): number {
  return Number(toBig(id) >> 16n);
}
