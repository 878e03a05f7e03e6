/**
 * Draws the app icons (the compass mark of pwa/src/layout/logo.tsx) as PNG files with
 * anti-aliasing, using only node:zlib. Run: npx tsx scripts/generate-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BRAND: [number, number, number] = [0x0f, 0x6c, 0xbd];
const WHITE: [number, number, number] = [255, 255, 255];

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
      raw[offset + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Coverage of the mark at a point in a 32x32 design space: 'bg' outside, then brand, ring, needle. */
function shade(u: number, v: number, fullBleed: boolean): [number, number, number, number] {
  const dx = u - 16;
  const dy = v - 16;
  const r = Math.hypot(dx, dy);
  if (!fullBleed && r > 15) return [0, 0, 0, 0];
  const inRing = r >= 10 && r <= 12;
  const needle = Math.abs(dx) / 3.5 + Math.abs(dy) / 10 <= 1;
  const hub = r <= 2;
  if (hub) return [...BRAND, 255];
  if (inRing || needle) return [...WHITE, 255];
  return [...BRAND, 255];
}

function draw(size: number, fullBleed: boolean, scale: number): Buffer {
  const samples = 4;
  return png(size, (x, y) => {
    let [r, g, b, a] = [0, 0, 0, 0];
    for (let sy = 0; sy < samples; sy += 1) {
      for (let sx = 0; sx < samples; sx += 1) {
        const u = 16 + (((x + (sx + 0.5) / samples) / size) * 32 - 16) / scale;
        const v = 16 + (((y + (sy + 0.5) / samples) / size) * 32 - 16) / scale;
        const [pr, pg, pb, pa] = shade(u, v, fullBleed);
        r += pr * pa;
        g += pg * pa;
        b += pb * pa;
        a += pa;
      }
    }
    const n = samples * samples;
    return a === 0 ? [0, 0, 0, 0] : [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round(a / n)];
  });
}

const out = path.resolve('pwa/public/icons');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), draw(192, false, 1));
fs.writeFileSync(path.join(out, 'icon-512.png'), draw(512, false, 1));
// Maskable: full-bleed background, mark inside the 80% safe zone.
fs.writeFileSync(path.join(out, 'icon-maskable-512.png'), draw(512, true, 0.78));
console.log(`icons written to ${out}`);
