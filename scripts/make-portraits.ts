/**
 * Placeholder team portraits until the firm supplies real photos: an abstract silhouette and the
 * member's initials on a coloured background, rendered from SVG to an 800 × 800 JPEG beside
 * content/team/team.yaml, at the file name each member's `photo:` gives.
 *
 *   node scripts/make-portraits.ts           # only members whose photo file is missing
 *   node scripts/make-portraits.ts --force   # re-render every placeholder (overwrites!)
 *
 * A real photo replaces a placeholder by dropping the file in content/team/ and pointing `photo:`
 * (and `photoAlt:`) at it; this script never touches a file unless it is missing or --force is given.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { theme } from '../src/theme/theme.ts';

const SIZE = 800;
const teamDir = join(import.meta.dirname, '..', 'content', 'team');
const BACKGROUNDS = [theme.colors.primary, theme.colors.accentDark, '#3b4f6b'] as const;

interface TeamEntry {
  name: string;
  photo: string;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

function portraitSvg(initials: string, background: string): string {
  const light = theme.colors.onDark;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background}"/>
      <stop offset="1" stop-color="${theme.colors.primaryDark}"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <path d="M0 640 L160 560 L260 600 L400 520 L540 590 L640 540 L800 610 L800 800 L0 800 Z"
        fill="${light}" fill-opacity="0.06"/>
  <circle cx="400" cy="330" r="140" fill="${light}" fill-opacity="0.16"/>
  <path d="M160 800 C170 620 280 520 400 520 C520 520 630 620 640 800 Z" fill="${light}" fill-opacity="0.16"/>
  <text x="400" y="378" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif"
        font-size="132" font-weight="bold" letter-spacing="6" fill="${light}">${initials}</text>
</svg>`;
}

const force = process.argv.includes('--force');
const team = parse(await readFile(join(teamDir, 'team.yaml'), 'utf8')) as TeamEntry[];

for (const [index, member] of team.entries()) {
  const target = join(teamDir, member.photo);
  if (existsSync(target) && !force) {
    console.log(`kept     content/team/${member.photo}`);
    continue;
  }
  const svg = portraitSvg(initialsOf(member.name), BACKGROUNDS[index % BACKGROUNDS.length]!);
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
  console.log(`rendered content/team/${member.photo}`);
}
