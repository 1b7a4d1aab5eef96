import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * Figures a chaos test measured, collected across test files (each runs in
 * its own process) into one file that chaos-setup.ts prints as a table.
 */

export interface Figure {
  scenario: string;
  name: string;
  value: string;
  goal: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    chaosFiguresFile: string;
  }
}

export function recordFigure(scenario: string, name: string, value: string, goal = '') {
  const figure: Figure = { scenario, name, value, goal };
  appendFileSync(inject('chaosFiguresFile'), `${JSON.stringify(figure)}\n`);
}
