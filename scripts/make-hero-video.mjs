// Renders the home page's hero clip: a slow diagonal pan over indigo adire cloth, drawn as SVG.
// One pattern tile is crossed in the clip's length, one pixel per frame on each axis, so the
// loop is seamless and every frame is a pure translation of the last (which encodes small).
//
//   node scripts/make-hero-video.mjs        (needs ffmpeg on the PATH; sharp is a dependency)
//
// Writes src/web/public/media/hero-adire.{webm,mp4} and hero-adire-poster.webp.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'src/web/public/media');

const WIDTH = 576; // 4:5 at 720 lines, the shape of the hero's panel
const HEIGHT = 720;
const TILE = 150; // one pattern repeat, in pixels
const FPS = 25;
const FRAMES = TILE; // one pixel per frame: 6 seconds

const INDIGO = '#1b2545';
const LINE = '#c8d3ee';

/** One repeat of the cloth: rings, ripples, a crossed diamond and a field of dots. */
function tile() {
  const dots = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const r = row % 2 === col % 2 ? 2.6 : 1.4;
      dots.push(`<circle cx="${72 + col * 12}" cy="${12 + row * 12}" r="${r}"/>`);
    }
  }
  return `
    <g fill="none" stroke="${LINE}" stroke-linecap="round" stroke-linejoin="round">
      <path d="M0 0.5H120M0 60.5H120M0.5 0V120M60.5 0V120" stroke-width="1" opacity="0.35"/>
      <circle cx="30" cy="30" r="21" stroke-width="1.7" opacity="0.8"/>
      <circle cx="30" cy="30" r="14" stroke-width="1.7" opacity="0.8"/>
      <circle cx="30" cy="30" r="7" stroke-width="1.7" opacity="0.8"/>
      <path d="M6 72q6 -6 12 0t12 0t12 0t12 0M6 90q6 -6 12 0t12 0t12 0t12 0M6 108q6 -6 12 0t12 0t12 0t12 0"
        stroke-width="1.7" opacity="0.75"/>
      <path d="M90 66L114 90L90 114L66 90Z" stroke-width="1.7" opacity="0.8"/>
      <path d="M90 76V104M76 90H104" stroke-width="1.5" opacity="0.7"/>
      <path d="M90 66q-6 -4 0 -4q6 0 0 4M90 114q-6 4 0 4q6 0 0 -4" stroke-width="1.3" opacity="0.7"/>
    </g>
    <circle cx="30" cy="30" r="2.2" fill="${LINE}" opacity="0.85"/>
    <g fill="${LINE}" opacity="0.75">${dots.join('')}</g>`;
}

/** The whole cloth, one tile larger than a frame each way so that any crop is covered. */
function cloth() {
  const width = WIDTH + TILE;
  const height = HEIGHT + TILE;
  const scale = TILE / 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <pattern id="adire" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse">
        <g transform="scale(${scale})">${tile()}</g>
      </pattern>
    </defs>
    <rect width="100%" height="100%" fill="${INDIGO}"/>
    <rect width="100%" height="100%" fill="url(#adire)"/>
  </svg>`;
}

/** Light falling on the cloth from the upper left, and the dark of its folds at the foot. */
function light() {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <radialGradient id="light" cx="0.3" cy="0.25" r="0.9">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/>
        <stop offset="0.55" stop-color="#000000" stop-opacity="0"/>
        <stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
      </radialGradient>
      <linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0.62" stop-color="#17203a" stop-opacity="0"/>
        <stop offset="1" stop-color="#17203a" stop-opacity="0.9"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#light)"/>
    <rect width="100%" height="100%" fill="url(#foot)"/>
  </svg>`);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} failed with status ${result.status}`);
}

async function main() {
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'hero-video-'));
  try {
    const base = await sharp(Buffer.from(cloth())).png().toBuffer();
    const overlay = light();
    for (let frame = 0; frame < FRAMES; frame += 1) {
      const file = path.join(work, `frame-${String(frame).padStart(4, '0')}.png`);
      await sharp(base)
        .extract({ left: frame, top: frame, width: WIDTH, height: HEIGHT })
        .composite([{ input: overlay }])
        .png()
        .toFile(file);
      if (frame === 0) {
        await sharp(file).webp({ quality: 72 }).toFile(path.join(out, 'hero-adire-poster.webp'));
      }
    }
    const frames = ['-y', '-framerate', String(FPS), '-i', path.join(work, 'frame-%04d.png')];
    run('ffmpeg', [
      ...frames,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '1', '-pix_fmt', 'yuv420p', '-an'],
      path.join(out, 'hero-adire.webm'),
    ]);
    run('ffmpeg', [
      ...frames,
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-profile:v', 'main'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
      path.join(out, 'hero-adire.mp4'),
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const name of ['hero-adire.webm', 'hero-adire.mp4', 'hero-adire-poster.webp']) {
    console.log(`${name}: ${(statSync(path.join(out, name)).size / 1024).toFixed(1)} KB`);
  }
}

await main();
