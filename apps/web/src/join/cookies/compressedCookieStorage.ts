import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { StateStorage } from 'zustand/middleware';
import { isOversizedCookie } from '@clubjoin/domain/wizard/sessionCookies';
import { sendLog } from '../../api/sendLog';
import { expireCookie, readCookie, writeSessionCookie } from './cookieJar';

/** A store's persisted text as a cookie-safe value: lz-string's URI-safe compression. */
export function compressForCookie(text: string): string {
  return compressToEncodedURIComponent(text);
}

/** The text a compressed cookie value holds; undefined for a value that does not decompress. */
export function decompressFromCookie(value: string): string | undefined {
  return decompressFromEncodedURIComponent(value) || undefined;
}

/**
 * Where the wizard's stores persist (product/wizard.md#stores-and-session-cookies): each in its own
 * cookie, compressed, refreshed to live 3600 s on every write
 * (product/wizard.md#stores-and-session-cookies). A cookie longer than 4096 characters is still
 * written, and logged as an error (product/wizard.md#stores-and-session-cookies), since the browser
 * may drop it.
 */
export const compressedCookieStorage: StateStorage = {
  getItem(name) {
    const value = readCookie(name);
    return value === undefined ? null : (decompressFromCookie(value) ?? null);
  },
  setItem(name, text) {
    const value = compressForCookie(text);
    if (isOversizedCookie(name, value)) {
      sendLog({
        level: 'error',
        message: `The ${name} cookie is ${name.length + 1 + value.length} characters long, over the 4096 a browser keeps`,
      });
    }
    writeSessionCookie(name, value);
  },
  removeItem(name) {
    expireCookie(name);
  },
};
