import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Figure } from './figures.ts';

/** Gives every chaos test file the figures file, and prints the table when all are done. */

const file = path.join(os.tmpdir(), `zajednica-chaos-figures-${process.pid}.jsonl`);

export function setup(project: TestProject) {
  rmSync(file, { force: true });
  project.provide('chaosFiguresFile', file);
}

export function teardown() {
  if (!existsSync(file)) return;
  const figures = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
  rmSync(file, { force: true });
  const width = (pick: (figure: Figure) => string, title: string) =>
    Math.max(title.length, ...figures.map((figure) => pick(figure).length));
  const columns: [string, (figure: Figure) => string][] = [
    ['scenario', (figure) => figure.scenario],
    ['figure', (figure) => figure.name],
    ['value', (figure) => figure.value],
    ['goal', (figure) => figure.goal],
  ];
  const widths = columns.map(([title, pick]) => width(pick, title));
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  const mode = process.env.CHAOS_FULL === '1' ? 'full' : 'short (CI)';
  console.log(`\nChaos figures, ${mode} run:\n`);
  console.log(line(columns.map(([title]) => title)));
  console.log(line(widths.map((size) => '-'.repeat(size))));
  for (const figure of figures) console.log(line(columns.map(([, pick]) => pick(figure))));
  console.log('');
}
