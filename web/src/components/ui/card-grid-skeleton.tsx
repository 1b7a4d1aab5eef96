/**
 * Grey stand-ins for content cards while their data loads. Each one has the
 * shape of the real card (an image, then a date line, a title, three lines of
 * text and the action row; or a logo beside the name), so the cards take the
 * same place when they arrive and nothing below them moves (no layout shift).
 * Screen readers hear the loading label once; the shapes are hidden from them.
 */

type Shape = 'image' | 'logo';

const bar = 'rounded bg-stone-200';

/** Three lines of card text, the last one shorter. */
function TextLinesShape() {
  return ['w-full', 'w-full', 'w-3/5'].map((width, line) => (
    <div key={line} className="flex h-6 items-center">
      <div className={`h-4 ${width} ${bar}`} />
    </div>
  ));
}

function ImageCardShape() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-video w-full bg-serbian-blue-50" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex h-5 items-center">
          <div className={`h-3.5 w-2/5 ${bar}`} />
        </div>
        <div className="flex h-7 items-center">
          <div className={`h-5 w-4/5 ${bar}`} />
        </div>
        <TextLinesShape />
        <div className="mt-auto pt-3">
          <div className={`h-9 w-28 ${bar}`} />
        </div>
      </div>
    </div>
  );
}

function LogoCardShape() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center gap-4">
          <div className="size-16 shrink-0 rounded-lg bg-serbian-blue-50" />
          <div className="grid flex-1 gap-2">
            <div className={`h-5 w-3/4 ${bar}`} />
            <div className={`h-3.5 w-1/3 ${bar}`} />
          </div>
        </div>
        <TextLinesShape />
        <div className="mt-auto pt-2">
          <div className="h-7 w-24 rounded-full bg-stone-100" />
        </div>
      </div>
    </div>
  );
}

export function CardGridSkeleton({
  label,
  count,
  className,
  shape = 'image',
}: {
  /** The translated loading text, read by screen readers. */
  label: string;
  count: number;
  /** The grid classes of the list the cards will fill. */
  className: string;
  shape?: Shape;
}) {
  const Card = shape === 'image' ? ImageCardShape : LogoCardShape;
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className={`motion-safe:animate-pulse ${className}`}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} />
        ))}
      </div>
    </div>
  );
}
