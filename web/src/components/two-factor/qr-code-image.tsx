/**
 * The server's QR code (an SVG document; supabase-js hands it over as a
 * `data:image/svg+xml` URL) drawn as our own <svg>: the page's CSP allows no
 * data: images, and only the viewBox and the paths' geometry and colours are
 * taken over, never markup.
 */
export function QrCodeImage({ dataUrl, label }: { dataUrl: string; label: string }) {
  const svgText = dataUrl.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  const root = new DOMParser().parseFromString(svgText, 'image/svg+xml').documentElement;
  const viewBox = root.getAttribute('viewBox') ?? undefined;
  const paths = [...root.querySelectorAll('path')].map((path) => ({
    d: path.getAttribute('d') ?? '',
    fill: path.getAttribute('fill') ?? undefined,
    stroke: path.getAttribute('stroke') ?? undefined,
  }));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      shapeRendering="crispEdges"
      className="size-48 rounded border border-stone-300 bg-white"
    >
      {paths.map((path, index) => (
        <path key={index} d={path.d} fill={path.fill} stroke={path.stroke} />
      ))}
    </svg>
  );
}
