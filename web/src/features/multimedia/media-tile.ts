/** The card look of a photo or video tile. */
export const mediaTile =
  'group block w-full cursor-pointer overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm transition hover:border-serbian-blue-300 hover:shadow-md';
