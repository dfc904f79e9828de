import type { TAvailability, TAvailabilityKind } from '@mise/contracts';

/** Looks up an item's, variant's or addon's 86 state; everything without one is available. */
export class AvailabilityIndex {
  private readonly byKey: Map<string, TAvailability>;

  constructor(entries: readonly TAvailability[] = []) {
    this.byKey = new Map(entries.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  }

  stateOf(kind: TAvailabilityKind, id: number): TAvailability | null {
    return this.byKey.get(`${kind}:${id}`) ?? null;
  }

  isSoldOut(kind: TAvailabilityKind, id: number): boolean {
    return this.stateOf(kind, id)?.soldOut ?? false;
  }

  /** Portions left, or null when it is not counted. */
  countLeft(kind: TAvailabilityKind, id: number): number | null {
    return this.stateOf(kind, id)?.countLeft ?? null;
  }

  get size() {
    return this.byKey.size;
  }
}

export const NOTHING_86ED = new AvailabilityIndex();
