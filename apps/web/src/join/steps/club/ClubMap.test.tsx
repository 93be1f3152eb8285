// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { greatCircleMiles } from '@clubjoin/domain/catalog/greatCircleDistance';
import { LISTED_CLUB } from '../../navigation/clubSync.fixture';
import { ClubMap } from './ClubMap';
import { ClubResults } from './ClubResults';

/** A club of the catalog, valid for the club schema, in Minneapolis unless told otherwise. */
const club = (overrides: Partial<Club>): Club => ({
  ...LISTED_CLUB,
  mmsClubId: '17',
  name: 'Target Center',
  clubTitle: 'Target Center',
  marketingClubName: 'Target Center, MN',
  street1: '600 Hennepin Ave',
  city: 'Minneapolis',
  zip: '55403',
  latitude: 44.9795,
  longitude: -93.276,
  phone: '6125550100',
  domainPrefix: 'target-center',
  ...overrides,
});

/** The map of some clubs, with nothing highlighted unless told; pointing at it does nothing. */
function mapOf(shown: readonly Club[], label: string, highlightedId?: string) {
  return (
    <ClubMap
      clubs={shown}
      label={label}
      highlightedId={highlightedId}
      onHover={() => undefined}
      onSelect={() => undefined}
    />
  );
}

const targetCenter = club({});
const stPaul = club({
  mmsClubId: '22',
  marketingClubName: 'St. Paul, MN',
  city: 'St. Paul',
  latitude: 44.9469,
  longitude: -93.109,
});
const rosemount = club({
  mmsClubId: '31',
  marketingClubName: 'Rosemount, MN',
  city: 'Rosemount',
  latitude: 44.7394,
  longitude: -93.1258,
  open: 'PRESALE',
  openDate: '2027-03-01',
});
const clubs = [targetCenter, stPaul, rosemount];

/** The map's markers by club name (their <title>), in drawing order. */
function markers(map: HTMLElement): Map<string, Element> {
  return new Map(
    [...map.querySelectorAll('[data-club-id]')].map((marker) => [
      marker.querySelector('title')?.textContent ?? '',
      marker,
    ]),
  );
}

/** The marker's position on the map, read from its translate(x y). */
function position(marker: Element | undefined): [number, number] {
  const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(marker?.getAttribute('transform') ?? '');
  return [Number(match?.[1]), Number(match?.[2])];
}

afterEach(cleanup);

describe('the map of the club results', () => {
  it('is one labelled group with a marker per club, named by its <title>, inside the map', () => {
    render(mapOf(clubs, 'Map of the 3 clubs found near Minneapolis'));

    const map = screen.getByRole('group', { name: 'Map of the 3 clubs found near Minneapolis' });
    const drawn = markers(map);
    expect([...drawn.keys()]).toEqual(['Target Center, MN', 'St. Paul, MN', 'Rosemount, MN']);
    for (const marker of drawn.values()) {
      const [x, y] = position(marker);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(400);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(300);
    }
    // East is right and north is up: St. Paul is east of Minneapolis, Rosemount south of both.
    const [minneapolisX, minneapolisY] = position(drawn.get('Target Center, MN'));
    const [stPaulX] = position(drawn.get('St. Paul, MN'));
    const [, rosemountY] = position(drawn.get('Rosemount, MN'));
    expect(stPaulX).toBeGreaterThan(minneapolisX);
    expect(rosemountY).toBeGreaterThan(minneapolisY);
    // The scale bar measures the map: the two clubs 8.5 miles apart are as far apart on it.
    const scaleText = [...map.querySelectorAll('text')].find((text) =>
      /^\d+ miles?$/.test(text.textContent ?? ''),
    );
    const bar = scaleText?.parentElement?.querySelector('path')?.getAttribute('d') ?? '';
    const pixelsPerMile =
      Number(/h([\d.]+)/.exec(bar)?.[1]) / parseInt(scaleText?.textContent ?? '');
    const [, stPaulY] = position(drawn.get('St. Paul, MN'));
    const apart = Math.hypot(stPaulX - minneapolisX, stPaulY - minneapolisY) / pixelsPerMile;
    expect(apart).toBeCloseTo(greatCircleMiles(targetCenter, stPaul), 0);
    // Each marker is a button in the tab order, named by its club.
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => [marker.getAttribute('aria-label'), marker.getAttribute('tabindex')]),
    ).toEqual([
      ['Target Center, MN', '0'],
      ['St. Paul, MN', '0'],
      ['Rosemount, MN', '0'],
    ]);
  });

  it('is fitted to the clubs: a metro area fills the map', () => {
    render(mapOf(clubs, 'Map of the 3 clubs found near Minneapolis'));

    const ys = [...markers(screen.getByRole('group')).values()].map(
      (marker) => position(marker)[1],
    );
    // The clubs, 16 miles apart north to south, span half the map's 300 high at its least span of
    // 30 miles (at a state's scale they were some 16 apart, one blob).
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(110);
  });

  it('marks a presale club by its shape, with a legend saying so', () => {
    render(mapOf(clubs, 'Map of the 3 clubs found near Minneapolis'));

    const drawn = markers(screen.getByRole('group'));
    expect(drawn.get('Rosemount, MN')?.querySelector('rect')).not.toBeNull();
    const shape = 'circle:not([data-touch-target])';
    expect(drawn.get('Rosemount, MN')?.querySelector(shape)).toBeNull();
    expect(drawn.get('St. Paul, MN')?.querySelector(shape)).not.toBeNull();
    expect(screen.getByRole('group').textContent).toContain('Presale');
  });

  it('shows a single club in the middle of the map, with no legend when none is presale', () => {
    render(mapOf([stPaul], 'Map of the club found near St. Paul'));

    const map = screen.getByRole('group', { name: 'Map of the club found near St. Paul' });
    const [x] = position(markers(map).get('St. Paul, MN'));
    expect(x).toBeCloseTo(200, 0);
    expect(map.textContent).not.toContain('Presale');
  });
});

describe('the cities written on the map', () => {
  const duluth = club({
    mmsClubId: '44',
    marketingClubName: 'Duluth, MN',
    city: 'Duluth',
    latitude: 46.7867,
    longitude: -92.1005,
  });
  const cityLabels = (map: HTMLElement) =>
    [...map.querySelectorAll('[data-club-id] text')].map((text) => text.textContent);

  it('names each club far enough from the others by its city', () => {
    render(mapOf([targetCenter, duluth], 'Map of 2 clubs'));

    expect(cityLabels(screen.getByRole('group')).sort()).toEqual(['Duluth', 'Minneapolis']);
  });

  it('always names the highlighted club', () => {
    const { rerender } = render(mapOf(clubs, 'Map of 3 clubs'));
    rerender(mapOf(clubs, 'Map of 3 clubs', '31'));
    expect(cityLabels(screen.getByRole('group'))).toContain('Rosemount');
  });
});

describe('the map on tiles, when a tile server is configured (MAP_TILE_URL)', () => {
  const tiles = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' };

  /** The standard Web Mercator tile of a point at a zoom (the OpenStreetMap formulas). */
  function tileOf(point: { latitude: number; longitude: number }, zoom: number) {
    const latitude = (point.latitude * Math.PI) / 180;
    const count = 2 ** zoom;
    return {
      x: Math.floor(((point.longitude + 180) / 360) * count),
      y: Math.floor(
        ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * count,
      ),
    };
  }

  it("draws the server's tiles under each club, credits it, and draws no outline", () => {
    render(
      <ClubMap
        clubs={clubs}
        label="Map of 3 clubs"
        highlightedId={undefined}
        onHover={() => undefined}
        onSelect={() => undefined}
        tiles={tiles}
      />,
    );
    const map = screen.getByRole('group', { name: 'Map of 3 clubs' });
    const images = [...map.querySelectorAll('image')];
    expect(images.length).toBeGreaterThan(0);
    // No state or country outline: the one path is the scale bar's.
    expect(map.querySelectorAll('path')).toHaveLength(1);
    expect(map.textContent).toContain('© Tiles');

    for (const shown of clubs) {
      const [x, y] = position(markers(map).get(shown.marketingClubName));
      // The tile drawn where the club's marker is.
      const under = images.find((image) => {
        const [left, top, size] = ['x', 'y', 'width'].map((name) =>
          Number(image.getAttribute(name)),
        ) as [number, number, number];
        return x >= left && x < left + size && y >= top && y < top + size;
      });
      const match = /^https:\/\/tiles\.example\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(
        under?.getAttribute('href') ?? '',
      );
      expect(match).not.toBeNull();
      const zoom = Number(match?.[1]);
      // A metro area's map is at a street-finding zoom, not a country's.
      expect(zoom).toBeGreaterThanOrEqual(9);
      expect({ x: Number(match?.[2]), y: Number(match?.[3]) }).toEqual(tileOf(shown, zoom));
    }
  });
});

describe('clubs that would overlap on the map', () => {
  /** A club a few streets from Target Center: one spot at a metro area's scale. */
  const nextDoor = club({
    mmsClubId: '18',
    marketingClubName: 'Next door, MN',
    city: 'Next door',
    latitude: 44.9795,
    longitude: -93.268,
  });

  it('are one numbered marker, which shows them closer when pressed, and back', async () => {
    const user = userEvent.setup();
    render(mapOf([targetCenter, nextDoor, rosemount], 'Map of 3 clubs'));
    const map = screen.getByRole('group', { name: 'Map of 3 clubs' });
    expect([...markers(map).keys()]).toEqual(['Rosemount, MN']);
    const group = within(map).getByRole('button', {
      name: '2 clubs here: Target Center, MN; Next door, MN. Show them closer',
    });
    expect(group.textContent).toBe('2');

    group.focus();
    await user.keyboard('{Enter}');

    expect([...markers(map).keys()]).toEqual(['Target Center, MN', 'Next door, MN']);
    const [leftX] = position(markers(map).get('Target Center, MN'));
    const [rightX] = position(markers(map).get('Next door, MN'));
    expect(rightX - leftX).toBeGreaterThan(20);
    await user.click(screen.getByRole('button', { name: 'Show every club' }));
    expect([...markers(map).keys()]).toEqual(['Rosemount, MN']);
  });
});

describe('the results list and its map', () => {
  /** The list's buttons and the map once it has loaded. */
  async function renderResults(chosenId?: string) {
    const onChoose = vi.fn();
    render(
      <ClubResults
        clubs={clubs}
        mapLabel="Map of the 3 clubs found near Minneapolis"
        chosenId={chosenId}
        onChoose={onChoose}
      />,
    );
    const map = await screen.findByRole('group', {
      name: 'Map of the 3 clubs found near Minneapolis',
    });
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    return { map, buttons, onChoose, user: userEvent.setup() };
  }

  const highlighted = (map: HTMLElement) =>
    [...markers(map)].filter(([, marker]) => marker.hasAttribute('data-highlighted'));
  const highlightedNames = (map: HTMLElement) => highlighted(map).map(([name]) => name);

  it('highlights on the map the club hovered or focused in the list', async () => {
    const { map, buttons, user } = await renderResults();
    expect(highlightedNames(map)).toEqual([]);

    await user.hover(buttons[1] as HTMLElement);
    expect(highlightedNames(map)).toEqual(['St. Paul, MN']);
    // Drawn last, over its neighbours.
    expect([...markers(map).keys()].at(-1)).toBe('St. Paul, MN');

    await user.unhover(buttons[1] as HTMLElement);
    expect(highlightedNames(map)).toEqual([]);

    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    expect(highlightedNames(map)).toEqual(['Target Center, MN']);
    await user.tab();
    expect(highlightedNames(map)).toEqual(['St. Paul, MN']);
    // The pointer wins over the focus while it rests on a club.
    await user.hover(buttons[2] as HTMLElement);
    expect(highlightedNames(map)).toEqual(['Rosemount, MN']);
    await user.unhover(buttons[2] as HTMLElement);
    expect(highlightedNames(map)).toEqual(['St. Paul, MN']);
  });

  it('highlights in the list the club hovered on the map', async () => {
    const { map, buttons } = await renderResults();

    act(() => {
      fireEvent.mouseEnter(markers(map).get('Rosemount, MN') as Element);
    });
    expect(buttons.map((button) => button.hasAttribute('data-highlighted'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(highlightedNames(map)).toEqual(['Rosemount, MN']);

    act(() => {
      fireEvent.mouseLeave(markers(map).get('Rosemount, MN') as Element);
    });
    expect(buttons.some((button) => button.hasAttribute('data-highlighted'))).toBe(false);
  });

  it('selects in the list the club whose marker is clicked or pressed', async () => {
    const { map, buttons, onChoose, user } = await renderResults();

    await user.click(markers(map).get('Rosemount, MN') as Element);
    expect(document.activeElement).toBe(buttons[2]);
    expect(buttons[2]?.hasAttribute('data-highlighted')).toBe(true);
    expect(onChoose).not.toHaveBeenCalled();
    await user.unhover(markers(map).get('Rosemount, MN') as Element);

    const stPaulMarker = markers(map).get('St. Paul, MN') as Element;
    act(() => {
      fireEvent.focus(stPaulMarker);
    });
    expect(highlightedNames(map)).toEqual(['St. Paul, MN']);
    act(() => {
      fireEvent.keyDown(stPaulMarker, { key: ' ' });
    });
    expect(document.activeElement).toBe(buttons[1]);
    // Enter on the selected entry chooses the club.
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(stPaul);
  });

  it('highlights the club chosen before while no other is pointed at', async () => {
    const { map, buttons, user } = await renderResults('22');
    expect(highlightedNames(map)).toEqual(['St. Paul, MN']);
    expect(buttons[1]?.hasAttribute('data-highlighted')).toBe(true);

    await user.hover(buttons[0] as HTMLElement);
    expect(highlightedNames(map)).toEqual(['Target Center, MN']);
  });
});
