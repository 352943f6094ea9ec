import type { APIRoute } from 'astro';
import sharp from 'sharp';
import brandMark from '../../../public/favicon.svg?raw';
import { APP_ICONS, THEME_COLOR } from '#lib/offline/web-app-manifest.ts';

/**
 * The app icons, rendered at build time from the brand mark. "any" icons are the mark as drawn
 * (its rounded square); the maskable and Apple icons fill the square with the brand colour and keep
 * the mark inside the central safe zone (80 %), since the system cuts its own shape.
 */
export const getStaticPaths = () => APP_ICONS.map((icon) => ({ params: { icon: icon.name }, props: { icon } }));

export const GET: APIRoute = async ({ props }) => {
  const { size, purpose } = (props as { icon: (typeof APP_ICONS)[number] }).icon;
  const svg = Buffer.from(brandMark);
  let png: Buffer;
  if (purpose === 'any') {
    png = await sharp(svg, { density: 72 * (size / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  } else {
    const inner = Math.round(size * 0.8);
    const mark = await sharp(svg, { density: 72 * (inner / 32) })
      .resize(inner, inner)
      .png()
      .toBuffer();
    png = await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
      .composite([{ input: mark, gravity: 'center' }])
      .png()
      .toBuffer();
  }
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
