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
  /** The image the page fetched at high priority (its lead image): file name and bytes sent. */
  leadImage?: { file: string; bytes: number };
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
  /** Issue 35: the lead image a phone downloads. */
  leadImageBytes: 100 * 1024,
};

function meets(result: PageResult): boolean {
  return (
    result.performance >= goals.performance &&
    result.accessibility >= goals.accessibility &&
    result.bestPractices >= goals.bestPractices &&
    result.seo >= goals.seo &&
    result.lcpMs <= goals.lcpMs &&
    (result.leadImage?.bytes ?? 0) <= goals.leadImageBytes
  );
}

export function printTable(results: PageResult[]) {
  const header = [
    'page',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS kB',
    'lead image',
    'goals',
  ];
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
    result.leadImage
      ? `${result.leadImage.file} ${(result.leadImage.bytes / 1024).toFixed(1)} kB`
      : '—',
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
    `goals: performance ≥ ${goals.performance}, accessibility ${goals.accessibility}, best practices ≥ ${goals.bestPractices}, SEO ${goals.seo}, LCP ≤ ${goals.lcpMs / 1000} s, lead image ≤ ${goals.leadImageBytes / 1024} kB`,
  );
  for (const result of results) {
    if (result.failing.length > 0) {
      console.log(`${result.label} (${result.path}) fails: ${result.failing.join(', ')}`);
    }
  }
}
