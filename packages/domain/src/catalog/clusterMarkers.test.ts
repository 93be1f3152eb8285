import { describe, expect, it } from 'vitest';
import { clusterMarkers } from './clusterMarkers';

describe('markers grouped so none hides another', () => {
  it('keeps markers farther apart than the radius apart, in their order', () => {
    const clusters = clusterMarkers(
      [
        { x: 0, y: 0, item: 'a' },
        { x: 30, y: 0, item: 'b' },
      ],
      20,
    );
    expect(clusters).toEqual([
      { x: 0, y: 0, items: ['a'] },
      { x: 30, y: 0, items: ['b'] },
    ]);
  });

  it('draws markers within the radius of a group as that group, at their middle', () => {
    const clusters = clusterMarkers(
      [
        { x: 100, y: 100, item: 'Minneapolis' },
        { x: 110, y: 100, item: 'St. Paul' },
        { x: 300, y: 50, item: 'Chicago' },
        { x: 104, y: 112, item: 'Bloomington' },
      ],
      20,
    );
    expect(clusters).toEqual([
      { x: 314 / 3, y: 104, items: ['Minneapolis', 'St. Paul', 'Bloomington'] },
      { x: 300, y: 50, items: ['Chicago'] },
    ]);
  });

  it('has no group without markers', () => {
    expect(clusterMarkers([], 20)).toEqual([]);
  });
});
