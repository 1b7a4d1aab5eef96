/** Meta descriptions are at most 160 characters (SPEC §9), cut at a word boundary with an ellipsis. */
export const metaDescriptionLimit = 160;

export function metaDescription(text: string, limit = metaDescriptionLimit): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
