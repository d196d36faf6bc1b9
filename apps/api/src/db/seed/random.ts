/** A small seeded generator (mulberry32), so demo and benchmark data are the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (probability: number) => next() < probability;
  /** Picks by weight; `weights` parallel to `list`. */
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = next() * total;
    for (let index = 0; index < list.length; index += 1) {
      roll -= weights[index] ?? 0;
      if (roll <= 0) return list[index] as T;
    }
    return list[list.length - 1] as T;
  };
  return { next, int, pick, chance, weighted };
}

export type Random = ReturnType<typeof createRandom>;
