// Draws the favicon and app icons from web/icons/*.svg into web/public (run by
// hand after changing a drawing: `node scripts/draw-icons.mjs`; needs Debian's
// Chromium at /usr/bin/chromium). The PNG and ICO files it writes are committed,
// so building and serving the site need no image tools.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const icons = `${root}web/icons/`;
const out = `${root}web/public/`;

/** Rounded corners, transparent outside: the favicon and the manifest's "any" icons. */
const rounded = await readFile(`${icons}app-icon.svg`, 'utf8');
/** Square and opaque with room around the mark: apple-touch-icon and the "maskable" icon. */
const fullBleed = await readFile(`${icons}app-icon-full-bleed.svg`, 'utf8');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();

async function png(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  return page.screenshot({ omitBackground: true });
}

/** An .ico holding PNG images (every browser since IE Vista-era reads PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const favicon = [];
for (const size of [16, 32, 48]) favicon.push({ size, data: await png(rounded, size) });
await writeFile(`${out}favicon.ico`, ico(favicon));
await copyFile(`${icons}app-icon.svg`, `${out}favicon.svg`);
await writeFile(`${out}apple-touch-icon.png`, await png(fullBleed, 180));
await writeFile(`${out}icon-192.png`, await png(rounded, 192));
await writeFile(`${out}icon-512.png`, await png(rounded, 512));
await writeFile(`${out}icon-maskable-512.png`, await png(fullBleed, 512));
await browser.close();
console.log('icons written to web/public');
