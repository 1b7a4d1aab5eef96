/** A link that opens a place on OpenStreetMap's search (no key, no tracking script). */
export function mapSearchUrl(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.trim())}`;
}
