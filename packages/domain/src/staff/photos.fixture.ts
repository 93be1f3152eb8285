/**
 * Photos for tests (docs/decisions/0037): the smallest valid PNG (one transparent pixel), the
 * first bytes of a JPEG and of a WebP, and a text file dressed up as an image.
 */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);

export const WEBP_START = Uint8Array.from('RIFF\x24\x00\x00\x00WEBPVP8 ', (char) =>
  char.charCodeAt(0),
);

/** Text with a PNG's name and type claimed by the browser: its bytes say otherwise. */
export const NOT_AN_IMAGE = Uint8Array.from('<svg onload="alert(1)"></svg>', (char) =>
  char.charCodeAt(0),
);
