import { IMAGE_ORIGIN_PREFIX } from '@kalaro/contract/content-admin';
import type { FastifyReply } from 'fastify';
import { type DrawnImages, svgToWebp } from './raster.ts';

/**
 * Sending the image CDN's files (banners, and the icons drawn on request): one
 * set of headers for all of them.
 */

/** Where the image CDN's files are served: banners, badges, game and vendor icons. */
export const ICON_PREFIX = IMAGE_ORIGIN_PREFIX;

export const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
};
/** The images never change under a name: a browser keeps them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened on its own runs nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export interface Image {
  type: string;
  body: Buffer | string;
}

export const sendImage = (reply: FastifyReply, { type, body }: Image) => {
  reply.type(type).header('cache-control', IMMUTABLE);
  if (type.startsWith('image/svg')) reply.header('content-security-policy', SVG_CSP);
  return reply.send(body);
};

/**
 * Sends an icon drawn on request as the file type asked for: the SVG itself, or
 * drawn once into a WebP `width` pixels wide (kept in `drawn` under `key`).
 */
export async function sendIcon(
  reply: FastifyReply,
  drawn: DrawnImages,
  icon: { key: string; type: 'webp' | 'svg'; width: number; svg: () => string },
) {
  const body =
    icon.type === 'webp'
      ? await drawn.get(icon.key, () => svgToWebp(icon.svg(), icon.width))
      : icon.svg();
  return sendImage(reply, { type: IMAGE_TYPES[icon.type]!, body });
}
