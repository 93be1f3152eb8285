import type { PhotoType } from './bios';

/*
 * A photo's metadata is dropped before it is kept (docs/decisions/0037): a phone's picture
 * carries where it was taken (EXIF GPS), and a trainer's public photo must not say where they
 * live. Only the containers' own structure is read; the picture's data is copied as it is. A file
 * whose structure cannot be walked to its picture (truncated, or a length that points past its
 * end) is refused rather than kept: metadata could hide past the point where the walk stopped.
 */

/** JPEG markers that hold metadata: APP1 (EXIF, XMP), APP13 (IPTC) and comments. */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);
const JPEG_START_OF_SCAN = 0xda;

/** The segments before the scan, without metadata; undefined when the scan is never reached. */
function withoutJpegMetadata(bytes: Uint8Array): Uint8Array | undefined {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === JPEG_START_OF_SCAN) {
      kept.push(bytes.subarray(at));
      return concat(kept);
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (!JPEG_METADATA_MARKERS.has(marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return undefined;
}

/** PNG chunks of text, time and EXIF: none is needed to draw the picture. */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

const fourCharacters = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * The chunks up to IEND, without metadata (what trails IEND is no part of the picture and is
 * dropped); undefined when IEND is never reached.
 */
function withoutPngMetadata(bytes: Uint8Array): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return undefined;
    const name = fourCharacters(bytes, at + 4);
    if (!PNG_METADATA_CHUNKS.has(name)) kept.push(bytes.subarray(at, end));
    if (name === 'IEND') return concat(kept);
    at = end;
  }
  return undefined;
}

/** The VP8X header's flags for EXIF and XMP chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

/** The RIFF chunks without metadata; undefined unless they end exactly where the file does. */
function withoutWebpMetadata(bytes: Uint8Array): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.slice(0, 12)];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return undefined;
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
  if (at !== bytes.length) return undefined;
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

/**
 * The photo as it is kept: the same picture without the metadata its type may carry; undefined
 * for a file whose structure cannot be walked.
 */
export function withoutPhotoMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array | undefined {
  switch (type) {
    case 'image/jpeg':
      return withoutJpegMetadata(bytes);
    case 'image/png':
      return withoutPngMetadata(bytes);
    case 'image/webp':
      return withoutWebpMetadata(bytes);
  }
}
