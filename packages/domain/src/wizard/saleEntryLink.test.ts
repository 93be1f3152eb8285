import { describe, expect, it } from 'vitest';
import { saleEntryUrl, saleHandOver, transitionOnwardUrl } from './saleEntryLink';

describe('the way from a public page into the sale (product/pages.md#the-transition-page)', () => {
  it('leads to initialize with the entry parameters when nothing is handed over', () => {
    expect(saleEntryUrl({ clubId: '5', category: 'day-pass' })).toBe(
      '/join?clubId=5&category=day-pass',
    );
    expect(saleEntryUrl({ clubId: '5' }, { couponModule: undefined })).toBe('/join?clubId=5');
  });

  it('leads through the transition page when it hands a session over', () => {
    expect(saleEntryUrl({ clubId: '5', category: 'medicare' }, { couponModule: 'N4Ig+x/=' })).toBe(
      '/join/transition?clubId=5&category=medicare&couponModule=N4Ig%2Bx%2F%3D',
    );
  });

  it('takes from a link only its session-start parameters', () => {
    expect(
      saleHandOver({ clubId: '5', couponModule: 'C', clubModule: 'K', poolPassModule: undefined }),
    ).toEqual({ couponModule: 'C', clubModule: 'K' });
    expect(saleHandOver({ clubId: '5', couponmodule: 'C' })).toEqual({});
  });
});

describe('where the transition page goes on to (product/pages.md#the-transition-page)', () => {
  it('is initialize with every parameter but the session it took', () => {
    expect(
      transitionOnwardUrl({
        clubId: '5',
        category: 'medicare',
        adultQuantity: '1',
        couponModule: 'C',
        membershipModule: 'M',
      }),
    ).toBe('/join?clubId=5&category=medicare&adultQuantity=1');
  });

  it('is initialize alone for a link with nothing else', () => {
    expect(transitionOnwardUrl({ couponModule: 'C' })).toBe('/join');
  });
});
