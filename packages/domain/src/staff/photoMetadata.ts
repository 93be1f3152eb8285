import type { PhotoType } from './bios';

/*
 * A photo's metadata is dropped before it is kept (docs/decisions/0037): a phone's picture
 * carries where it was taken (EXIF GPS), and a trainer's public photo must not say where they
 * live. Only the containers' own structure is read; the picture's data is copied as it is. What
 * cannot be walked (a truncated file) is copied from there on unchanged.
 */

/** JPEG markers that hold metadata: APP1 (EXIF, XMP), APP13 (IPTC) and comments. */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);
const JPEG_START_OF_SCAN = 0xda;

function withoutJpegMetadata(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === JPEG_START_OF_SCAN) break;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) break;
    if (!JPEG_METADATA_MARKERS.has(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** PNG chunks of text, time and EXIF: none is needed to draw the picture. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

const fourCharacters = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

function withoutPngMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) break;
    if (!PNG_METADATA_CHUNKS.has(fourCharacters(bytes, at + 4))) {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** The VP8X header's flags for EXIF and XMP chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function withoutWebpMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.slice(0, 12)];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) break;
    const name = fourCharacters(bytes, at);
    if (name === 'VP8X') {
      const chunk = bytes.slice(at, end);
      chunk[8] = (chunk[8] as number) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      kept.push(chunk);
    } else if (name !== 'EXIF' && name !== 'XMP ') {
      kept.push(bytes.subarray(at, end));
    }
    at = end;
  }
  kept.push(bytes.subarray(at));
  const result = concat(kept);
  // The RIFF header counts the bytes after its first eight.
  new DataView(result.buffer).setUint32(4, result.length - 8, true);
  return result;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    result.set(part, at);
    at += part.length;
  }
  return result;
}

/** The photo as it is kept: the same picture without the metadata its type may carry. */
export function withoutPhotoMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return withoutJpegMetadata(bytes);
    case 'image/png':
      return withoutPngMetadata(bytes);
    case 'image/webp':
      return withoutWebpMetadata(bytes);
  }
}
