import sharp from 'sharp';

/**
 * Product pictures for the demo catalog, drawn in code: a garment silhouette on a soft studio
 * backdrop, filled with the product's fabric. Three views per product: the front, a close-up of
 * the fabric, and a detail of the neckline. Everything is deterministic (same design, same
 * picture), drawn at 1200 × 1500 (4:5) and rendered to PNG by sharp.
 */

export const GARMENTS = ['agbada', 'suit', 'kaftan', 'buba', 'shirt', 'cap'] as const;
export type Garment = (typeof GARMENTS)[number];

export const FABRICS = ['solid', 'pinstripe', 'adire', 'aso-oke', 'brocade', 'ankara'] as const;
export type Fabric = (typeof FABRICS)[number];

export const BACKDROPS = ['cream', 'stone', 'sand', 'sage', 'blush'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

export interface ArtDesign {
  garment: Garment;
  fabric: Fabric;
  /** The cloth colour, `#rrggbb`. */
  base: string;
  /** Embroidery, stripes, trims: `#rrggbb`. */
  accent: string;
  /** Trousers under the garment; a darker base when absent. */
  trousers?: string;
  backdrop: Backdrop;
}

export const ART_VIEWS = ['front', 'fabric', 'detail'] as const;
export type ArtView = (typeof ART_VIEWS)[number];

const W = 1200;
const H = 1500;

const BACKDROP_COLORS: Record<Backdrop, [string, string]> = {
  cream: ['#f8f4ec', '#e4d9c8'],
  stone: ['#f1f2f3', '#cfd3d8'],
  sand: ['#f6eee2', '#dcc7a8'],
  sage: ['#eff3ec', '#c9d3c2'],
  blush: ['#faf0ec', '#e3cbc2'],
};

// ---------------------------------------------------------------- colours

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(r: number, g: number, b: number): string {
  const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return `#${[r, g, b].map((n) => clamp(n).toString(16).padStart(2, '0')).join('')}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(r + (target - r) * t, g + (target - g) * t, b + (target - b) * t);
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

// ---------------------------------------------------------------- fabrics

/** The fabric as an SVG pattern with the id `id`, `scale` times its natural size. */
function fabricPattern(design: ArtDesign, id: string, scale: number): string {
  const { base, accent } = design;
  const light = shade(base, 0.12);
  const dark = shade(base, -0.18);
  const transform = scale === 1 ? '' : ` patternTransform="scale(${scale})"`;
  const open = (w: number, h: number) =>
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform}>`;
  const weave = isLight(base) ? shade(base, -0.1) : light;
  // Tiles hold several repeats, and every tile lands on whole pixels (see drawArt).
  const lines = (size: number, step: number, d: (at: number) => string) =>
    Array.from({ length: Math.ceil(size / step) + 1 }, (_, i) => d(i * step)).join(' ');

  switch (design.fabric) {
    case 'solid':
      return `${open(60, 60)}<rect width="60" height="60" fill="${base}"/>
        <path d="${lines(120, 6, (at) => `M${at - 60} 60 L${at} 0`)}" stroke="${weave}" stroke-width="1.4" opacity="0.5"/></pattern>`;
    case 'pinstripe':
      return `${open(102, 60)}<rect width="102" height="60" fill="${base}"/>
        <path d="${lines(162, 8, (at) => `M${at - 60} 60 L${at} 0`)}" stroke="${weave}" stroke-width="1.2" opacity="0.35"/>
        <path d="M17 0 V60 M51 0 V60 M85 0 V60" stroke="${accent}" stroke-width="2" opacity="0.75"/></pattern>`;
    case 'adire': {
      const ink = shade(base, 0.72);
      const motif = (x: number, y: number) =>
        `<circle cx="${x}" cy="${y}" r="27" fill="none" stroke="${ink}" stroke-width="6" opacity="0.85"/>
         <circle cx="${x}" cy="${y}" r="14" fill="none" stroke="${ink}" stroke-width="4" opacity="0.75"/>
         <circle cx="${x}" cy="${y}" r="4.5" fill="${ink}" opacity="0.9"/>`;
      const dots = (x: number, y: number) =>
        [
          [-9, -9],
          [9, -9],
          [-9, 9],
          [9, 9],
          [0, 0],
        ]
          .map(
            ([dx = 0, dy = 0]) =>
              `<circle cx="${x + dx}" cy="${y + dy}" r="3.6" fill="${ink}" opacity="0.8"/>`,
          )
          .join('');
      return `${open(140, 140)}<rect width="140" height="140" fill="${base}"/>
        <rect width="140" height="140" fill="${dark}" opacity="0.35" transform="rotate(45 70 70)"/>
        ${motif(35, 35)}${motif(105, 105)}${dots(105, 35)}${dots(35, 105)}
        <path d="M0 70 H140 M70 0 V140" stroke="${ink}" stroke-width="1.5" stroke-dasharray="3 7" opacity="0.45"/></pattern>`;
    }
    case 'aso-oke': {
      const gold = '#d4b062';
      return `${open(120, 120)}<rect width="120" height="120" fill="${base}"/>
        <rect x="30" width="14" height="120" fill="${accent}"/>
        <rect x="48" width="3" height="120" fill="${gold}"/>
        <rect x="55" width="22" height="120" fill="${dark}"/>
        <rect x="81" width="3" height="120" fill="${gold}"/>
        <rect x="88" width="8" height="120" fill="${accent}" opacity="0.8"/>
        <path d="${lines(120, 6, (at) => `M0 ${at} H120`)}" stroke="#000" stroke-width="1.3" opacity="0.14"/>
        <path d="${lines(120, 6, (at) => `M0 ${at + 3} H120`)}" stroke="#fff" stroke-width="1" opacity="0.08"/></pattern>`;
    }
    case 'brocade': {
      const sheen = mix(base, accent, 0.35);
      const deep = shade(base, -0.1);
      return `${open(110, 140)}<rect width="110" height="140" fill="${base}"/>
        <g fill="${sheen}" opacity="0.75">
          <path d="M55 18 C70 40 84 52 92 70 C84 88 70 100 55 122 C40 100 26 88 18 70 C26 52 40 40 55 18 Z"/>
          <path d="M0 0 C10 12 10 22 0 32 Z M110 0 C100 12 100 22 110 32 Z M0 108 C10 118 10 128 0 140 Z M110 108 C100 118 100 128 110 140 Z"/>
        </g>
        <path d="M55 40 C63 54 69 62 72 70 C69 78 63 86 55 100 C47 86 41 78 38 70 C41 62 47 54 55 40 Z" fill="${deep}" opacity="0.8"/>
        <circle cx="55" cy="70" r="7" fill="${sheen}"/>
        <circle cx="0" cy="70" r="5" fill="${sheen}" opacity="0.7"/><circle cx="110" cy="70" r="5" fill="${sheen}" opacity="0.7"/>
        <circle cx="55" cy="0" r="4" fill="${sheen}" opacity="0.7"/><circle cx="55" cy="140" r="4" fill="${sheen}" opacity="0.7"/></pattern>`;
    }
    case 'ankara': {
      const third = design.trousers ?? shade(accent, -0.35);
      return `${open(180, 180)}<rect width="180" height="180" fill="${base}"/>
        <circle cx="45" cy="45" r="36" fill="${accent}"/><circle cx="45" cy="45" r="22" fill="${base}"/>
        <circle cx="45" cy="45" r="11" fill="${third}"/>
        <circle cx="135" cy="135" r="36" fill="${accent}"/><circle cx="135" cy="135" r="22" fill="${third}"/>
        <circle cx="135" cy="135" r="9" fill="${base}"/>
        <ellipse cx="135" cy="45" rx="12" ry="32" fill="${third}" transform="rotate(40 135 45)"/>
        <ellipse cx="45" cy="135" rx="12" ry="32" fill="${third}" transform="rotate(-40 45 135)"/>
        <circle cx="90" cy="90" r="6" fill="${accent}"/><circle cx="0" cy="90" r="6" fill="${accent}"/>
        <circle cx="180" cy="90" r="6" fill="${accent}"/><circle cx="90" cy="0" r="6" fill="${accent}"/>
        <circle cx="90" cy="180" r="6" fill="${accent}"/></pattern>`;
    }
  }
}

// ---------------------------------------------------------------- garments

interface GarmentDrawing {
  /** Drawn before the garment (trousers, the inner gown). */
  under: string;
  /** The garment's outline, filled with the fabric. */
  body: string;
  /** Fold lines (dark) drawn over the fabric. */
  folds: string[];
  /** Drawn over the fabric: collars, lapels, embroidery, buttons. */
  over: string;
  /** The top-left corner of the part the detail view shows at twice the size (600 × 750). */
  detail: [number, number];
  /** Where the floor shadow sits: centre y and half-width. */
  shadow: [number, number];
  /** Drawn larger around the centre (a cap is small); keep tiles on whole pixels (× 1.5 is). */
  scale?: 1.5;
}

function trousers(color: string, top: number, bottom: number, spread: number, loose = false) {
  const edge = shade(color, -0.25);
  const cuff = loose ? 14 : 0;
  return `<path d="M${600 - spread} ${top} L${600 + spread} ${top} L${600 + spread + 10} ${bottom} L${612 + cuff} ${bottom} L600 ${top + 160} L${588 - cuff} ${bottom} L${600 - spread - 10} ${bottom} Z" fill="${color}" stroke="${edge}" stroke-width="3"/>
    <path d="M600 ${top + 160} L600 ${top + 20}" stroke="${edge}" stroke-width="3" opacity="0.6"/>
    <rect x="${600 - spread - 14}" y="${bottom - 6}" width="${spread * 2 + 28}" height="10" rx="5" fill="${shade(color, -0.4)}" opacity="0.55"/>`;
}

function embroidery(accent: string, path: string, width = 5): string {
  return `<path d="${path}" fill="none" stroke="${accent}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${path}" fill="none" stroke="#ffffff" stroke-width="1.4" opacity="0.35" stroke-dasharray="2 6"/>`;
}

function drawAgbada(d: ArtDesign): GarmentDrawing {
  const gown = shade(d.base, isLight(d.base) ? -0.06 : 0.08);
  return {
    under: `${trousers(d.trousers ?? shade(d.base, -0.15), 1200, 1410, 120)}
      <path d="M430 300 L770 300 L800 1300 L400 1300 Z" fill="${gown}" stroke="${shade(gown, -0.25)}" stroke-width="3"/>`,
    body: 'M470 232 Q600 262 730 232 L850 262 Q1000 330 1080 600 Q1130 800 1145 1010 Q1060 1062 950 1050 L968 1330 Q600 1362 232 1330 L250 1050 Q140 1062 55 1010 Q70 800 120 600 Q200 330 350 262 Z',
    folds: [
      'M360 300 Q250 620 160 1000',
      'M840 300 Q950 620 1040 1000',
      'M430 330 Q370 700 340 1040',
      'M770 330 Q830 700 860 1040',
      'M300 1060 Q290 1200 300 1320',
      'M900 1060 Q910 1200 900 1320',
      'M530 700 Q520 1000 510 1330',
    ],
    over: `<path d="M470 232 Q600 262 730 232 L600 470 Z" fill="${shade(d.base, -0.35)}" opacity="0.9"/>
      <path d="M505 248 Q600 272 695 248 L600 430 Z" fill="${gown}"/>
      ${embroidery(d.accent, 'M470 232 L600 470 L730 232', 9)}
      ${embroidery(d.accent, 'M440 245 L440 560 Q600 680 760 560 L760 245', 6)}
      ${[300, 360, 420, 480].map((y) => `<circle cx="470" cy="${y + 20}" r="9" fill="none" stroke="${d.accent}" stroke-width="4"/><circle cx="730" cy="${y + 20}" r="9" fill="none" stroke="${d.accent}" stroke-width="4"/>`).join('')}
      ${embroidery(d.accent, 'M560 520 Q600 560 640 520 M540 560 Q600 620 660 560 M600 600 L600 640', 4)}
      ${embroidery(d.accent, 'M800 620 L900 620 L900 740 Q850 770 800 740 Z M820 660 Q850 630 880 660 Q850 700 820 660 Z', 4)}
      <path d="M55 1010 Q140 1062 250 1050 M1145 1010 Q1060 1062 950 1050 M232 1330 Q600 1362 968 1330" fill="none" stroke="${d.accent}" stroke-width="8" opacity="0.85"/>`,
    detail: [300, 170],
    shadow: [1405, 420],
  };
}

function drawSuit(d: ArtDesign): GarmentDrawing {
  const edge = shade(d.base, -0.35);
  const shirt = '#f7f5f0';
  return {
    under: trousers(d.trousers ?? d.base, 1020, 1410, 150),
    body: 'M520 250 L680 250 L820 300 Q860 320 870 380 L905 1000 L830 1010 L800 560 L808 1080 Q600 1110 392 1080 L400 560 L370 1010 L295 1000 L330 380 Q340 320 380 300 Z',
    folds: [
      'M400 580 Q420 800 405 1060',
      'M800 580 Q780 800 795 1060',
      'M345 420 Q335 700 330 990',
      'M855 420 Q865 700 870 990',
    ],
    over: `<path d="M540 255 L660 255 L600 560 Z" fill="${shirt}"/>
      <path d="M600 300 L622 330 L612 560 L600 590 L588 560 L578 330 Z" fill="${d.accent}"/>
      <path d="M578 300 L622 300 L622 330 L578 330 Z" fill="${shade(d.accent, -0.2)}"/>
      <path d="M520 250 L600 600 L478 430 L505 400 L470 360 Z" fill="${d.base}" stroke="${edge}" stroke-width="3"/>
      <path d="M680 250 L600 600 L722 430 L695 400 L730 360 Z" fill="${d.base}" stroke="${edge}" stroke-width="3"/>
      <path d="M520 250 L600 600 L478 430 L505 400 L470 360 Z M680 250 L600 600 L722 430 L695 400 L730 360 Z" fill="url(#fab)" opacity="0.9"/>
      <path d="M600 600 L600 1095" stroke="${edge}" stroke-width="3"/>
      <circle cx="612" cy="760" r="11" fill="${shade(d.base, -0.45)}"/><circle cx="612" cy="880" r="11" fill="${shade(d.base, -0.45)}"/>
      <path d="M430 850 L545 850 L545 872 L430 872 Z M655 850 L770 850 L770 872 L655 872 Z" fill="${shade(d.base, -0.2)}" stroke="${edge}" stroke-width="2"/>
      <path d="M660 520 L750 520 L750 532 L660 532 Z" fill="${edge}" opacity="0.6"/>
      <path d="M672 520 L690 498 L706 516 L724 496 L738 520 Z" fill="${d.accent}"/>`,
    detail: [300, 200],
    shadow: [1415, 220],
  };
}

function drawKaftan(d: ArtDesign): GarmentDrawing {
  const edge = shade(d.base, -0.3);
  return {
    under: trousers(d.trousers ?? d.base, 1120, 1410, 135),
    body: 'M530 240 L670 240 L800 280 Q850 300 862 360 L905 960 L835 972 L800 560 L812 1160 L735 1176 L728 1060 L672 1060 L662 1182 Q600 1190 538 1182 L528 1060 L472 1060 L465 1176 L388 1160 L400 560 L365 972 L295 960 L338 360 Q350 300 400 280 Z',
    folds: [
      'M430 600 Q445 850 430 1150',
      'M770 600 Q755 850 770 1150',
      'M345 420 Q338 700 332 950',
      'M855 420 Q862 700 868 950',
    ],
    over: `<path d="M530 240 Q600 214 670 240 L670 268 Q600 244 530 268 Z" fill="${shade(d.base, -0.12)}" stroke="${edge}" stroke-width="3"/>
      <path d="M600 262 L600 560" stroke="${edge}" stroke-width="3"/>
      ${embroidery(d.accent, 'M575 270 L575 540 M625 270 L625 540', 4)}
      ${embroidery(d.accent, 'M585 300 L615 320 L585 340 L615 360 L585 380 L615 400 L585 420 L615 440 L585 460 L615 480 L585 500', 3)}
      ${[330, 400, 470].map((y) => `<circle cx="600" cy="${y}" r="7" fill="${d.accent}"/>`).join('')}
      <path d="M660 470 L760 470 L760 482 L660 482 Z" fill="${edge}" opacity="0.45"/>
      ${embroidery(d.accent, 'M672 500 Q710 470 748 500', 3)}`,
    detail: [300, 170],
    shadow: [1415, 220],
  };
}

function drawBuba(d: ArtDesign): GarmentDrawing {
  return {
    under: trousers(d.trousers ?? d.base, 880, 1410, 175, true),
    body: 'M520 250 Q600 300 680 250 L820 290 Q900 330 930 420 L1000 860 L880 880 L830 600 L835 990 Q600 1020 365 990 L370 600 L320 880 L200 860 L270 420 Q300 330 380 290 Z',
    folds: [
      'M420 620 Q430 800 420 990',
      'M780 620 Q770 800 780 990',
      'M300 480 Q270 680 250 860',
      'M900 480 Q930 680 950 860',
      'M600 620 Q590 800 600 1000',
    ],
    over: `<path d="M520 250 Q600 300 680 250 Q670 330 600 360 Q530 330 520 250 Z" fill="${shade(d.base, -0.35)}"/>
      ${embroidery(d.accent, 'M506 256 Q520 350 600 378 Q680 350 694 256', 8)}
      ${embroidery(d.accent, 'M560 400 Q600 430 640 400 M575 430 Q600 450 625 430', 3)}
      <path d="M200 860 L320 880 M880 880 L1000 860" stroke="${d.accent}" stroke-width="9" stroke-linecap="round"/>`,
    detail: [300, 200],
    shadow: [1415, 250],
  };
}

function drawShirt(d: ArtDesign): GarmentDrawing {
  const edge = shade(d.base, -0.3);
  return {
    under: '',
    body: 'M500 300 L700 300 L860 350 Q920 370 950 440 L1030 640 L900 700 L850 600 L860 1190 Q600 1230 340 1190 L350 600 L300 700 L170 640 L250 440 Q280 370 340 350 Z',
    folds: [
      'M420 640 Q440 900 420 1180',
      'M780 640 Q760 900 780 1180',
      'M300 470 Q280 560 250 660',
      'M900 470 Q920 560 950 660',
    ],
    over: `<path d="M500 300 L600 420 L700 300 L680 290 L600 330 L520 290 Z" fill="${shade(d.base, -0.3)}"/>
      <path d="M500 300 L600 420 L560 470 L450 350 Z M700 300 L600 420 L640 470 L750 350 Z" fill="${d.base}" stroke="${edge}" stroke-width="3"/>
      <path d="M500 300 L600 420 L560 470 L450 350 Z M700 300 L600 420 L640 470 L750 350 Z" fill="url(#fab)"/>
      <path d="M600 420 L600 1215" stroke="${edge}" stroke-width="3"/>
      ${[520, 660, 800, 940, 1080].map((y) => `<circle cx="620" cy="${y}" r="9" fill="${shade(d.accent, 0.15)}" stroke="${edge}" stroke-width="2"/>`).join('')}
      <path d="M680 560 L800 560 L800 690 Q740 710 680 690 Z" fill="none" stroke="${edge}" stroke-width="3" opacity="0.8"/>`,
    detail: [300, 240],
    shadow: [1290, 300],
  };
}

function drawCap(d: ArtDesign): GarmentDrawing {
  const edge = shade(d.base, -0.35);
  const band = 'M352 1000 Q600 1060 858 1000 L858 930 Q600 985 352 930 Z';
  return {
    under: '',
    body: 'M352 1000 L362 560 Q372 468 470 452 L810 432 Q900 430 935 500 Q965 600 958 720 Q956 770 925 778 Q900 700 858 650 L858 1000 Q600 1060 352 1000 Z',
    folds: [
      'M430 980 Q415 780 440 520',
      'M790 990 Q810 800 800 560',
      'M858 650 Q760 560 600 540',
      'M610 1010 Q600 800 620 480',
    ],
    over: `<path d="${band}" fill="${shade(d.base, -0.2)}" stroke="${edge}" stroke-width="3"/>
      <path d="${band}" fill="url(#fab)" opacity="0.6"/>
      ${embroidery(d.accent, 'M356 968 Q600 1022 854 968', 6)}
      <path d="M858 650 Q900 700 925 778" fill="none" stroke="${edge}" stroke-width="4"/>
      <path d="M470 452 Q640 500 858 650" fill="none" stroke="${edge}" stroke-width="3" opacity="0.5"/>`,
    detail: [440, 440],
    shadow: [1040, 330],
    scale: 1.5,
  };
}

const GARMENT_DRAWINGS: Record<Garment, (design: ArtDesign) => GarmentDrawing> = {
  agbada: drawAgbada,
  suit: drawSuit,
  kaftan: drawKaftan,
  buba: drawBuba,
  shirt: drawShirt,
  cap: drawCap,
};

// ---------------------------------------------------------------- views

// Gradients are vertical or horizontal on purpose: librsvg draws radial and diagonal ones over a
// whole 1200 × 1500 canvas several times slower, and the first start waits for these pictures.
function backdrop(design: ArtDesign): string {
  const [inner, outer] = BACKDROP_COLORS[design.backdrop];
  return `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(inner, outer, 0.25)}"/><stop offset="0.45" stop-color="${inner}"/><stop offset="0.8" stop-color="${mix(inner, outer, 0.55)}"/><stop offset="1" stop-color="${outer}"/></linearGradient>`;
}

function frontView(design: ArtDesign): string {
  const g = GARMENT_DRAWINGS[design.garment](design);
  const [shadowY, shadowHalf] = g.shadow;
  const foldColor = isLight(design.base) ? '#3a3024' : '#000000';
  const foldOpacity = isLight(design.base) ? 0.07 : 0.12;
  const zoom = g.scale ? `translate(600 750) scale(${g.scale}) translate(-600 -750)` : '';
  return `<defs>${backdrop(design)}${fabricPattern(design, 'fab', 1)}
      <radialGradient id="floor" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
      <linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <g${zoom ? ` transform="${zoom}"` : ''}>
    <ellipse cx="600" cy="${shadowY}" rx="${shadowHalf + 60}" ry="34" fill="url(#floor)"/>
    ${g.under}
    <path d="${g.body}" fill="url(#fab)"/>
    <path d="${g.body}" fill="url(#light)"/>
    ${g.folds.map((fold) => `<path d="${fold}" fill="none" stroke="${foldColor}" stroke-width="18" stroke-linecap="round" opacity="${foldOpacity}"/>`).join('')}
    ${g.folds.map((fold) => `<path d="${fold}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.1" transform="translate(12 0)"/>`).join('')}
    <path d="${g.body}" fill="none" stroke="${shade(design.base, -0.4)}" stroke-width="4" stroke-linejoin="round"/>
    ${g.over}
    </g>`;
}

function fabricView(design: ArtDesign): string {
  const reverse = shade(design.base, isLight(design.base) ? -0.08 : 0.1);
  const stitch = shade(design.accent, 0.2);
  return `<defs>${fabricPattern(design, 'fab', 3)}
      <linearGradient id="folds" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.12"/>
        <stop offset="0.36" stop-color="#000" stop-opacity="0.2"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.1"/>
        <stop offset="0.75" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0.08"/>
      </linearGradient>
      <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#fab)"/>
    <rect width="${W}" height="${H}" fill="url(#folds)"/>
    ${design.fabric === 'solid' && design.garment !== 'suit' ? embroideredTrim(design.accent) : ''}
    <path d="M0 1010 Q600 930 1200 1050" fill="none" stroke="#000" stroke-width="10" opacity="0.25"/>
    <path d="M0 1030 Q600 950 1200 1070" fill="none" stroke="${stitch}" stroke-width="5" stroke-dasharray="22 14" stroke-linecap="round"/>
    <path d="M760 1500 L1200 1090 L1200 1500 Z" fill="${reverse}"/>
    <path d="M760 1500 L1200 1090" stroke="#000" stroke-width="6" opacity="0.3"/>
    <path d="M760 1500 L1200 1090 L1200 1500 Z" fill="url(#folds)" opacity="0.6"/>
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** A band of hand embroidery across plain cloth, as on a senator's placket. */
function embroideredTrim(accent: string): string {
  const zigzag = Array.from({ length: 21 }, (_, i) => `${i * 60} ${i % 2 ? 470 : 410}`).join(' L');
  const loops = Array.from(
    { length: 10 },
    (_, i) => `M${i * 120 + 30} 560 q30 -40 60 0 q-30 40 -60 0`,
  ).join(' ');
  return `${embroidery(accent, 'M0 380 Q600 330 1200 380', 6)}
    ${embroidery(accent, `M${zigzag}`, 5)}
    ${embroidery(accent, 'M0 500 Q600 450 1200 500', 6)}
    ${embroidery(accent, loops, 4)}`;
}

/** The SVG document of one view of a product. */
export function drawArt(design: ArtDesign, view: ArtView): string {
  if (view === 'fabric') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${fabricView(design)}</svg>`;
  }
  const front = frontView(design);
  if (view === 'front') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${front}</svg>`;
  }
  // Exactly twice the size: librsvg fills patterns far slower when a tile lands on fractional
  // pixels, so the zoom (like the fabric view's scale) is a whole number.
  const [x, y] = GARMENT_DRAWINGS[design.garment](design).detail;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${x} ${y} ${W / 2} ${H / 2}">${front}</svg>`;
}

/** Renders a view to PNG: what a photographer would hand over, before the image store's pass. */
export async function renderArt(design: ArtDesign, view: ArtView): Promise<Buffer> {
  return sharp(Buffer.from(drawArt(design, view)), { density: 72 })
    .removeAlpha()
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
