import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe('parseQuery', () => {
  it('parses select items into a tree, keeping values apart', () => {
    expect(
      parse(
        'select=id,label:name::text,meta->contact->>email,org:organizations!fk!inner(name,...cities(n:name))',
      ),
    ).toMatchInlineSnapshot(`
      {
        "page": {},
        "shape": {
          "conditions": [],
          "orders": [],
          "ranges": [],
          "select": [
            {
              "field": {
                "jsonPath": [],
                "name": "id",
              },
              "type": "column",
            },
            {
              "alias": "label",
              "cast": "text",
              "field": {
                "jsonPath": [],
                "name": "name",
              },
              "type": "column",
            },
            {
              "field": {
                "jsonPath": [
                  {
                    "arrow": "->",
                    "index": false,
                    "key": 0,
                    "name": "contact",
                  },
                  {
                    "arrow": "->>",
                    "index": false,
                    "key": 1,
                    "name": "email",
                  },
                ],
                "name": "meta",
              },
              "type": "column",
            },
            {
              "alias": "org",
              "hint": "fk",
              "inner": true,
              "relation": "organizations",
              "select": [
                {
                  "field": {
                    "jsonPath": [],
                    "name": "name",
                  },
                  "type": "column",
                },
                {
                  "inner": false,
                  "relation": "cities",
                  "select": [
                    {
                      "alias": "n",
                      "field": {
                        "jsonPath": [],
                        "name": "name",
                      },
                      "type": "column",
                    },
                  ],
                  "spread": true,
                  "type": "embed",
                },
              ],
              "spread": false,
              "type": "embed",
            },
          ],
        },
        "values": [
          "contact",
          "email",
        ],
      }
    `);
  });

  it('tolerates spaces around select items', () => {
    expect(parse('select= id , rel( name ) ').shape.select).toEqual(
      parse('select=id,rel(name)').shape.select,
    );
  });

  it('parses quoted names, JSON array indexes and empty embeds', () => {
    expect(parse('select="my col",tags->0,rel()')).toMatchInlineSnapshot(`
      {
        "page": {},
        "shape": {
          "conditions": [],
          "orders": [],
          "ranges": [],
          "select": [
            {
              "field": {
                "jsonPath": [],
                "name": "my col",
              },
              "type": "column",
            },
            {
              "field": {
                "jsonPath": [
                  {
                    "arrow": "->",
                    "index": true,
                    "key": 0,
                    "name": "0",
                  },
                ],
                "name": "tags",
              },
              "type": "column",
            },
            {
              "inner": false,
              "relation": "rel",
              "select": [],
              "spread": false,
              "type": "embed",
            },
          ],
        },
        "values": [
          "0",
        ],
      }
    `);
  });

  it('parses filters, negation, quantifiers, lists and text-search configurations', () => {
    expect(
      parse(
        'a=eq.1&b=not.like(any).{x*,y}&c=in.(1,"2,3","q\\"uote")&d=is.NULL&e=fts(english).cat&rel.f=gte.2',
      ),
    ).toMatchInlineSnapshot(`
      {
        "page": {},
        "shape": {
          "conditions": [
            {
              "condition": {
                "field": {
                  "jsonPath": [],
                  "name": "a",
                },
                "negated": false,
                "op": "eq",
                "type": "compare",
                "value": 0,
              },
              "path": [],
            },
            {
              "condition": {
                "field": {
                  "jsonPath": [],
                  "name": "b",
                },
                "negated": true,
                "op": "like",
                "quantifier": "any",
                "type": "compare",
                "value": 1,
              },
              "path": [],
            },
            {
              "condition": {
                "field": {
                  "jsonPath": [],
                  "name": "c",
                },
                "negated": false,
                "type": "in",
                "value": 2,
              },
              "path": [],
            },
            {
              "condition": {
                "field": {
                  "jsonPath": [],
                  "name": "d",
                },
                "negated": false,
                "type": "is",
                "value": "null",
              },
              "path": [],
            },
            {
              "condition": {
                "config": 3,
                "field": {
                  "jsonPath": [],
                  "name": "e",
                },
                "negated": false,
                "op": "fts",
                "type": "fts",
                "value": 4,
              },
              "path": [],
            },
            {
              "condition": {
                "field": {
                  "jsonPath": [],
                  "name": "f",
                },
                "negated": false,
                "op": "gte",
                "type": "compare",
                "value": 5,
              },
              "path": [
                "rel",
              ],
            },
          ],
          "orders": [],
          "ranges": [],
          "select": [
            {
              "type": "star",
            },
          ],
        },
        "values": [
          "1",
          "{x%,y}",
          "{"1","2,3","q\\"uote"}",
          "english",
          "cat",
          "2",
        ],
      }
    `);
  });

  it('parses nested logic trees with quoted values', () => {
    expect(
      parse(
        'or=(a.eq.1,and(b.gt.2,not.or(c.is.null,d.eq."x,y)")),e.cs.{1,2})&rel.not.and=(f.lt.3)',
      ),
    ).toMatchInlineSnapshot(`
      {
        "page": {},
        "shape": {
          "conditions": [
            {
              "condition": {
                "children": [
                  {
                    "field": {
                      "jsonPath": [],
                      "name": "a",
                    },
                    "negated": false,
                    "op": "eq",
                    "type": "compare",
                    "value": 0,
                  },
                  {
                    "children": [
                      {
                        "field": {
                          "jsonPath": [],
                          "name": "b",
                        },
                        "negated": false,
                        "op": "gt",
                        "type": "compare",
                        "value": 1,
                      },
                      {
                        "children": [
                          {
                            "field": {
                              "jsonPath": [],
                              "name": "c",
                            },
                            "negated": false,
                            "type": "is",
                            "value": "null",
                          },
                          {
                            "field": {
                              "jsonPath": [],
                              "name": "d",
                            },
                            "negated": false,
                            "op": "eq",
                            "type": "compare",
                            "value": 2,
                          },
                        ],
                        "negated": true,
                        "op": "or",
                        "type": "logic",
                      },
                    ],
                    "negated": false,
                    "op": "and",
                    "type": "logic",
                  },
                  {
                    "field": {
                      "jsonPath": [],
                      "name": "e",
                    },
                    "negated": false,
                    "op": "cs",
                    "type": "compare",
                    "value": 3,
                  },
                ],
                "negated": false,
                "op": "or",
                "type": "logic",
              },
              "path": [],
            },
            {
              "condition": {
                "children": [
                  {
                    "field": {
                      "jsonPath": [],
                      "name": "f",
                    },
                    "negated": false,
                    "op": "lt",
                    "type": "compare",
                    "value": 4,
                  },
                ],
                "negated": true,
                "op": "and",
                "type": "logic",
              },
              "path": [
                "rel",
              ],
            },
          ],
          "orders": [],
          "ranges": [],
          "select": [
            {
              "type": "star",
            },
          ],
        },
        "values": [
          "1",
          "2",
          "x,y)",
          "{1,2}",
          "3",
        ],
      }
    `);
  });

  it('parses order, limits, offsets, columns and on_conflict', () => {
    expect(
      parse(
        'order=a.desc.nullslast,b,rel(c).asc&rel.order=d.nullsfirst&limit=10&offset=5&rel.limit=2&columns="x",y&on_conflict=slug',
      ),
    ).toMatchInlineSnapshot(`
      {
        "page": {
          "limit": "10",
          "offset": "5",
        },
        "shape": {
          "columns": [
            "x",
            "y",
          ],
          "conditions": [],
          "onConflict": [
            "slug",
          ],
          "orders": [
            {
              "path": [],
              "terms": [
                {
                  "direction": "desc",
                  "field": {
                    "jsonPath": [],
                    "name": "a",
                  },
                  "nulls": "last",
                },
                {
                  "field": {
                    "jsonPath": [],
                    "name": "b",
                  },
                },
                {
                  "direction": "asc",
                  "field": {
                    "jsonPath": [],
                    "name": "c",
                  },
                  "relation": "rel",
                },
              ],
            },
            {
              "path": [
                "rel",
              ],
              "terms": [
                {
                  "field": {
                    "jsonPath": [],
                    "name": "d",
                  },
                  "nulls": "first",
                },
              ],
            },
          ],
          "ranges": [
            {
              "limit": 0,
              "path": [
                "rel",
              ],
            },
          ],
          "select": [
            {
              "type": "star",
            },
          ],
        },
        "values": [
          "2",
        ],
      }
    `);
  });
});
