import { describe, expect, it } from 'vitest';
import { withoutPhotoMetadata } from './photoMetadata';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bigEndian32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const littleEndian32 = (value: number) => [
  value & 255,
  (value >>> 8) & 255,
  (value >>> 16) & 255,
  value >>> 24,
];

/** A JPEG segment: its marker, its length (with the length's two bytes) and its data. */
const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 255,
  ...data,
];
/** A PNG chunk: length, type, data and a CRC (not checked here). */
const chunk = (type: string, data: number[]) => [
  ...bigEndian32(data.length),
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];
/** A RIFF chunk of a WebP: name, little-endian size, data padded to an even length. */
const riffChunk = (name: string, data: number[]) => [
  ...ascii(name),
  ...littleEndian32(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];
const webp = (chunks: number[]) =>
  Uint8Array.from([
    ...ascii('RIFF'),
    ...littleEndian32(chunks.length + 4),
    ...ascii('WEBP'),
    ...chunks,
  ]);

const GPS = ascii('GPS 44.97N 93.26W');

describe('a photo kept without where it was taken (docs/decisions/0037)', () => {
  it('drops a JPEG’s EXIF, IPTC and comment segments and keeps the picture', () => {
    const app0 = segment(0xe0, ascii('JFIF\0'));
    const quantisation = segment(0xdb, [0, 1, 2, 3]);
    const scan = [...segment(0xda, [1, 2, 3]), 9, 8, 7, 0xff, 0xd9];
    const photo = Uint8Array.from([
      0xff,
      0xd8,
      ...app0,
      ...segment(0xe1, [...ascii('Exif\0\0'), ...GPS]),
      ...segment(0xed, ascii('Photoshop 3.0')),
      ...segment(0xfe, ascii('taken at home')),
      ...quantisation,
      ...scan,
    ]);

    expect([...(withoutPhotoMetadata(photo, 'image/jpeg') ?? [])]).toEqual([
      0xff,
      0xd8,
      ...app0,
      ...quantisation,
      ...scan,
    ]);
  });

  it('drops a PNG’s EXIF, text and time chunks and keeps the picture', () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const data = chunk('IDAT', [1, 2, 3]);
    const end = chunk('IEND', []);
    const photo = Uint8Array.from([
      ...signature,
      ...header,
      ...chunk('eXIf', GPS),
      ...chunk('tEXt', ascii('Comment\0home')),
      ...chunk('iTXt', GPS),
      ...chunk('tIME', [7, 234, 11, 27, 12, 0, 0]),
      ...data,
      ...end,
    ]);

    expect([...(withoutPhotoMetadata(photo, 'image/png') ?? [])]).toEqual([
      ...signature,
      ...header,
      ...data,
      ...end,
    ]);
  });

  it('drops a WebP’s EXIF and XMP chunks, clears their flags and counts the file again', () => {
    const picture = riffChunk('VP8 ', [1, 2, 3]);
    const photo = webp([
      ...riffChunk('VP8X', [0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ...picture,
      ...riffChunk('EXIF', GPS),
      ...riffChunk('XMP ', ascii('<x:xmpmeta/>')),
    ]);

    expect([...(withoutPhotoMetadata(photo, 'image/webp') ?? [])]).toEqual([
      ...webp([...riffChunk('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), ...picture]),
    ]);
  });

  it('refuses a file it cannot walk to its picture, whatever its type', () => {
    const cutJpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, ...GPS]);
    const jpegWithoutScan = Uint8Array.from([0xff, 0xd8, ...segment(0xe0, ascii('JFIF\0'))]);
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const pngWithoutEnd = Uint8Array.from([...signature, ...chunk('IDAT', [1, 2, 3])]);
    const pngCut = Uint8Array.from([...signature, ...bigEndian32(4000), ...ascii('eXIf'), ...GPS]);
    const webpCut = webp([...riffChunk('VP8 ', [1, 2, 3]), ...ascii('EXIF'), 200, 0, 0, 0, ...GPS]);

    expect(withoutPhotoMetadata(cutJpeg, 'image/jpeg')).toBeUndefined();
    expect(withoutPhotoMetadata(jpegWithoutScan, 'image/jpeg')).toBeUndefined();
    expect(withoutPhotoMetadata(pngWithoutEnd, 'image/png')).toBeUndefined();
    expect(withoutPhotoMetadata(pngCut, 'image/png')).toBeUndefined();
    expect(withoutPhotoMetadata(webpCut, 'image/webp')).toBeUndefined();
  });

  it('drops what trails a PNG’s end', () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const picture = [...signature, ...chunk('IDAT', [1, 2, 3]), ...chunk('IEND', [])];
    const photo = Uint8Array.from([...picture, ...GPS]);

    expect([...(withoutPhotoMetadata(photo, 'image/png') ?? [])]).toEqual(picture);
  });
});
