export interface PageResult {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of every script the page loaded. */
  jsBytes: number;
  /** Accessibility, best-practice and SEO audits that did not pass. */
  failing: string[];
}

/** Issue 9's goals for each page. */
export const goals = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1800,
};

function meets(result: PageResult): boolean {
  return (
    result.performance >= goals.performance &&
    result.accessibility >= goals.accessibility &&
    result.bestPractices >= goals.bestPractices &&
    result.seo >= goals.seo &&
    result.lcpMs <= goals.lcpMs
  );
}

export function printTable(results: PageResult[]) {
  const header = ['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'JS kB', 'goals'];
  const rows = results.map((result) => [
    result.label,
    String(result.performance),
    String(result.accessibility),
    String(result.bestPractices),
    String(result.seo),
    (result.lcpMs / 1000).toFixed(2),
    String(Math.round(result.tbtMs)),
    result.cls.toFixed(3),
    (result.jsBytes / 1000).toFixed(1),
    meets(result) ? 'met' : 'missed',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `goals: performance ≥ ${goals.performance}, accessibility ${goals.accessibility}, best practices ≥ ${goals.bestPractices}, SEO ${goals.seo}, LCP ≤ ${goals.lcpMs / 1000} s`,
  );
  for (const result of results) {
    if (result.failing.length > 0) {
      console.log(`${result.label} (${result.path}) fails: ${result.failing.join(', ')}`);
    }
  }
}
