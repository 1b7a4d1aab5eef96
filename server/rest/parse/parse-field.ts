import type { Field, JsonStep } from './ast.ts';
import { checkIdentifier, isNameChar, readName, type Scanner } from './scanner.ts';

/** Collects request values; the tree keeps their indexes. */
export type AddValue = (value: string) => number;

/** `col`, `"quoted col"`, `col->key`, `col->0->>key`. */
export function parseField(scanner: Scanner, addValue: AddValue): Field {
  const name = readName(scanner, 'a column name');
  const jsonPath: JsonStep[] = [];
  while (scanner.startsWith('->')) {
    const arrow = scanner.eat('->>') ? '->>' : (scanner.eat('->'), '->');
    let key: string;
    if (scanner.peek() === '"') key = scanner.readQuoted();
    else {
      const sign = scanner.eat('-') ? '-' : '';
      key = sign + scanner.readWhile(isNameChar);
    }
    if (key === '' || key === '-') scanner.fail('a JSON key or array index');
    checkIdentifier(scanner, key);
    const index = /^-?\d{1,9}$/.test(key);
    jsonPath.push({ arrow, key: addValue(key), index, name: key });
  }
  return { name, jsonPath };
}

/** The name a selected field gets in the output: the last JSON key, or the column. */
export function outputName(field: Field): string {
  return field.jsonPath.at(-1)?.name ?? field.name;
}
