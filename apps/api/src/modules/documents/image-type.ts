/** Image types accepted for upload, recognised by their first bytes (never by name or declared type). */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
}

export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
}

export const MIME_BY_EXT: Record<string, ImageType['mime']> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Stored names: 32 hex characters (128 random bits) and the type's extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The public URL of a stored image: unguessable, so it may be served without a token to <img> tags. */
export function documentUrl(path: string): string {
  return `/api/document/images/${path.split('/').pop()}`;
}
