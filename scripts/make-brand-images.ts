/**
 * The favicon, touch icon and social sharing card, drawn as SVG and rendered with sharp into
 * static/ (served at the site root; Seo.tsx links them). Text comes from
 * content/settings/settings.yaml, colours from src/theme/theme.ts. Re-run after changing either:
 *
 *   node scripts/make-brand-images.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { theme } from '../src/theme/theme.ts';

const root = join(import.meta.dirname, '..');
const staticDir = join(root, 'static');

interface Settings {
  name: string;
  tagline: string;
  tollFreePhone: string;
  address: { city: string; region: string };
}

const ARC_COLOUR = '#5fd0c0';

/** The mark of src/components/layout/Logo.tsx, on a 40 × 40 grid. */
function markSvg(size: number, cornerRadius = 9): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="${cornerRadius}" fill="${theme.colors.primary}"/>
  <path d="M7 29 16 17l5 6 4-4 8 10z" fill="#ffffff"/>
  <path d="M8 14c4-5 20-5 24 0" fill="none" stroke="${ARC_COLOUR}" stroke-width="2.5" stroke-linecap="round"/>
</svg>
`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a line of text into lines of at most `max` characters, on word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function socialCardSvg(settings: Settings): string {
  const taglineLines = wrap(settings.tagline, 34)
    .map(
      (line, index) =>
        `<text x="96" y="${372 + index * 58}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" fill="${theme.colors.onDarkMuted}">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  // Long names shrink to stay inside the card (bold serif is about 0.6 em per character).
  const titleSize = Math.min(68, Math.floor(1000 / (0.6 * settings.name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.primaryDark}"/>
      <stop offset="1" stop-color="${theme.colors.primary}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M640 630 860 330l120 140 90-90 230 250z" fill="#ffffff" opacity="0.07"/>
  <path d="M760 190c110-110 330-110 440 0" fill="none" stroke="${ARC_COLOUR}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>
  <g transform="translate(96 96) scale(2.4)">
    <rect width="40" height="40" rx="9" fill="#ffffff" opacity="0.12"/>
    <path d="M7 29 16 17l5 6 4-4 8 10z" fill="#ffffff"/>
    <path d="M8 14c4-5 20-5 24 0" fill="none" stroke="${ARC_COLOUR}" stroke-width="2.5" stroke-linecap="round"/>
  </g>
  <text x="96" y="290" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="${titleSize}" fill="#ffffff">${escapeXml(settings.name)}</text>
  ${taglineLines}
  <rect x="96" y="520" width="80" height="6" rx="3" fill="${ARC_COLOUR}"/>
  <text x="96" y="570" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#ffffff">${escapeXml(`${settings.address.city}, ${settings.address.region}  ·  ${settings.tollFreePhone}`)}</text>
</svg>
`;
}

async function main(): Promise<void> {
  const settings = parse(
    await readFile(join(root, 'content', 'settings', 'settings.yaml'), 'utf8'),
  ) as Settings;

  const favicon = markSvg(40);
  await writeFile(join(staticDir, 'favicon.svg'), favicon);
  const favicon32 = await sharp(Buffer.from(markSvg(32, 7)))
    .png()
    .toBuffer();
  await writeFile(join(staticDir, 'favicon-32.png'), favicon32);
  // Browsers and crawlers still ask for /favicon.ico; every current one accepts PNG data in it.
  await writeFile(join(staticDir, 'favicon.ico'), favicon32);
  // iOS rounds the corners itself: a full-bleed square.
  await sharp(Buffer.from(markSvg(180, 0)))
    .png()
    .toFile(join(staticDir, 'apple-touch-icon.png'));
  await sharp(Buffer.from(socialCardSvg(settings)))
    .png({ compressionLevel: 9 })
    .toFile(join(staticDir, 'social-card.png'));

  console.log(
    'Wrote static/favicon.svg, favicon-32.png, favicon.ico, apple-touch-icon.png, social-card.png',
  );
}

await main();
