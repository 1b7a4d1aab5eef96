import type { OrderTerm } from './ast.ts';
import { type AddValue, parseField } from './parse-field.ts';
import { readName, Scanner } from './scanner.ts';

/** `order=col.desc.nullslast,other,rel(col).asc`. */
export function parseOrder(input: string, addValue: AddValue): OrderTerm[] {
  const scanner = new Scanner(input, 'order');
  const terms: OrderTerm[] = [];
  do terms.push(parseTerm(scanner, addValue));
  while (scanner.eat(','));
  if (!scanner.done) scanner.fail('"," or end of input');
  return terms;
}

function parseTerm(scanner: Scanner, addValue: AddValue): OrderTerm {
  const start = scanner.position;
  readName(scanner, 'a column name');
  let relation: string | undefined;
  if (scanner.peek() === '(') {
    scanner.position = start;
    relation = readName(scanner);
    scanner.expect('(');
  } else {
    scanner.position = start;
  }
  const field = parseField(scanner, addValue);
  if (relation !== undefined) scanner.expect(')');
  const term: OrderTerm = { field, ...(relation === undefined ? {} : { relation }) };
  if (scanner.eat('.asc')) term.direction = 'asc';
  else if (scanner.eat('.desc')) term.direction = 'desc';
  if (scanner.eat('.nullsfirst')) term.nulls = 'first';
  else if (scanner.eat('.nullslast')) term.nulls = 'last';
  return term;
}
