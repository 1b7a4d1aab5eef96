import {
  clamp,
  finishPhoto,
  mix,
  mulberry32,
  type Rgb,
  type SyntheticPhotoOptions,
} from './synthetic-photo.ts';

/**
 * A head-and-shoulders portrait made from code, as large and as noisy as a
 * phone's photo: a studio backdrop, a figure lit from the upper left (head,
 * hair, neck, shoulders shaded as rounded forms), a vignette and film grain,
 * in colour or as an old sepia print photographed again (a memorial's
 * portrait is often that). It shows no face: it stands for a person, it is
 * no one. Like the landscapes (synthetic-photo.ts), made because we have no
 * licensed photographs and no network, so the demo's portraits cost what a
 * real upload costs.
 */
export interface SyntheticPortraitOptions extends SyntheticPhotoOptions {
  sepia?: boolean;
  /** Hair to the shoulders, or short. */
  longHair?: boolean;
}

export async function syntheticPortrait(options: SyntheticPortraitOptions): Promise<Buffer> {
  const width = Math.max(1, Math.round(options.width / 4));
  const height = Math.max(1, Math.round(options.height / 4));
  const random = mulberry32(options.seed);
  const tones = portraitTones[options.seed % portraitTones.length]!;
  const size = Math.min(width, height);
  const cx = width * (0.46 + random() * 0.08);
  const head = { x: cx, y: height * 0.4, rx: size * 0.18, ry: size * 0.235 };
  const body = { x: cx, y: height * 1.0, rx: width * 0.46, ry: height * 0.4, power: 3 };
  const neck = { left: cx - size * 0.075, right: cx + size * 0.075, top: head.y, bottom: body.y };
  const hair = options.longHair
    ? { x: cx, y: head.y + size * 0.06, rx: head.rx * 1.28, ry: head.ry * 1.3 }
    : { x: cx, y: head.y - size * 0.04, rx: head.rx * 1.08, ry: head.ry * 0.98 };
  const light = normalise([-0.5, -0.6, 0.62]);

  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = backdrop(x, y);
      const inHair = shadeOf(hair, x, y);
      const inHead = shadeOf(head, x, y);
      const inBody = shadeOf(body, x, y);
      // Back to front: long hair, shoulders, neck, head (its top is hair).
      if (options.longHair && inHair !== null) colour = lit(tones.hair, inHair * 0.8);
      if (inBody !== null) colour = lit(tones.clothes, inBody);
      else if (x > neck.left && x < neck.right && y > neck.top && y < neck.bottom)
        colour = lit(tones.skin, 0.45);
      if (inHead !== null) {
        const dx = (x - head.x) / head.rx;
        const hairline = head.y - head.ry * 0.4 + dx * dx * head.ry * 0.55;
        colour =
          y < hairline && inHair !== null ? lit(tones.hair, inHair) : lit(tones.skin, inHead);
      } else if (!options.longHair && inHair !== null && y < head.y) {
        colour = lit(tones.hair, inHair);
      }
      const edge = Math.hypot((x - width / 2) / width, (y - height / 2) / height);
      const vignette = 1 - Math.max(0, edge - 0.3) * 1.1;
      colour = colour.map((c) => c * vignette);
      if (options.sepia) colour = toSepia(colour);
      const at = (y * width + x) * 3;
      pixels[at] = clamp(colour[0]!);
      pixels[at + 1] = clamp(colour[1]!);
      pixels[at + 2] = clamp(colour[2]!);
    }
  }
  return finishPhoto(pixels, { width, height }, { ...options, soften: true });

  function backdrop(x: number, y: number): Rgb {
    const d = Math.hypot((x - width * 0.4) / width, (y - height * 0.3) / height);
    return mix(tones.backdropLight, tones.backdropDark, Math.min(1, d * 1.4));
  }

  /** Lambert shading of a point inside an ellipse seen as half a rounded form; null outside. */
  function shadeOf(
    e: { x: number; y: number; rx: number; ry: number; power?: number },
    x: number,
    y: number,
  ) {
    const nx = (x - e.x) / e.rx;
    const ny = (y - e.y) / e.ry;
    const p = e.power ?? 2;
    const r = Math.abs(nx) ** p + Math.abs(ny) ** p;
    if (r >= 1) return null;
    const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
    return Math.max(0, nx * light[0]! + ny * light[1]! + nz * light[2]!);
  }
}

function lit(base: Rgb, shade: number): Rgb {
  return base.map((c) => c * (0.35 + 0.85 * shade));
}

function toSepia([r, g, b]: Rgb): Rgb {
  const grey = 0.3 * r! + 0.59 * g! + 0.11 * b!;
  return [grey * 1.07 + 18, grey * 0.93 + 8, grey * 0.72];
}

function normalise(v: number[]): number[] {
  const length = Math.hypot(...v);
  return v.map((c) => c / length);
}

const portraitTones: {
  backdropLight: Rgb;
  backdropDark: Rgb;
  skin: Rgb;
  hair: Rgb;
  clothes: Rgb;
}[] = [
  {
    backdropLight: [196, 188, 170],
    backdropDark: [70, 66, 60],
    skin: [226, 184, 156],
    hair: [70, 52, 40],
    clothes: [48, 52, 68],
  },
  {
    backdropLight: [150, 170, 190],
    backdropDark: [40, 50, 66],
    skin: [214, 170, 140],
    hair: [120, 116, 112],
    clothes: [120, 40, 44],
  },
  {
    backdropLight: [200, 196, 186],
    backdropDark: [86, 90, 80],
    skin: [232, 196, 170],
    hair: [40, 32, 28],
    clothes: [58, 84, 60],
  },
];
