/** Recall@1, recall@5 and MRR of the evaluation queries, gathered under named rows. */
interface Tally {
  queries: number;
  at1: number;
  at5: number;
  reciprocal: number;
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %`.padStart(8) : '       —';

export class EvalTallies {
  private readonly tallies = new Map<string, Tally>();

  /** Counts one query under `key`; `rank` is the expected company's place, 0 when not found. */
  add(key: string, rank: number): void {
    const t = this.tallies.get(key) ?? { queries: 0, at1: 0, at5: 0, reciprocal: 0 };
    t.queries += 1;
    if (rank === 1) t.at1 += 1;
    if (rank >= 1 && rank <= 5) t.at5 += 1;
    if (rank >= 1) t.reciprocal += 1 / rank;
    this.tallies.set(key, t);
  }

  /**
   * The table: the rows not named in `summaries` in alphabetical order, then `summaries` in
   * their order (rows with no query are left out).
   */
  print(summaries: string[], heading = 'вид запроса'): void {
    console.log(`\n${heading.padEnd(22)} запросов  recall@1  recall@5      MRR`);
    const order = [...this.tallies.keys()].filter((k) => !summaries.includes(k)).sort();
    for (const key of [...order, ...summaries]) {
      const t = this.tallies.get(key);
      if (!t) continue;
      console.log(
        `${key.padEnd(22)} ${String(t.queries).padStart(8)}  ${percent(t.at1, t.queries)}  ${percent(t.at5, t.queries)}  ${(t.reciprocal / t.queries).toFixed(3).padStart(7)}`,
      );
    }
  }
}
