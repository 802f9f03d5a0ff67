/** Minimal cookie helpers for the browser (document.cookie). */

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      return decodeURIComponent(cookie.slice(prefix.length));
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
}

/** Path=/, SameSite=Lax, and Secure when the page itself is served over https. */
export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const attributes = [`Path=/`, `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
