import { memo, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { geoConicConformal, geoMercator, geoPath } from 'd3-geo';
import type { GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPoint } from 'geojson';
import usStates from 'us-atlas/states-10m.json';
import worldCountries from 'world-atlas/countries-110m.json';
import { clubMapArea, scaleBarMiles } from '@clubjoin/domain/catalog/clubMapArea';
import { greatCircleMiles } from '@clubjoin/domain/catalog/greatCircleDistance';
import type { MapArea } from '@clubjoin/domain/catalog/clubMapArea';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { clusterMarkers } from '@clubjoin/domain/catalog/clusterMarkers';
import type { MarkerCluster } from '@clubjoin/domain/catalog/clusterMarkers';
import { distanceText } from './clubResultTexts';
import type { LocatedClub } from './locatedClub';
import styles from './ClubMap.module.css';

/** The map's drawing size; the SVG scales to its box, which keeps this 4:3 ratio. */
const MAP_WIDTH = 400;
const MAP_HEIGHT = 300;
/** Room between the outermost markers and the map's edge, so no marker is cut. */
const MAP_PADDING = 24;
/** Room at the bottom for the legend, so no marker hides under it. */
const LEGEND_HEIGHT = 22;

/** Canada's ISO 3166 numeric code, the id of its shape in world-atlas. */
const CANADA_ID = '124';

type StatesTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
const states = usStates as unknown as StatesTopology;
const countries = worldCountries as unknown as CountriesTopology;

/** The shapes the map draws, read once from the atlases (Canada's provinces are not in them). */
const unitedStates = feature(states, states.objects.nation);
const stateBorders = mesh(states, states.objects.states, (a, b) => a !== b);
const canada = feature(countries, countries.objects.countries).features.filter(
  (country) => String(country.id) === CANADA_ID,
);

/**
 * A conformal conic projection turned to the area's middle longitude (so north is up where the
 * clubs are), or Web Mercator when the map is drawn on tiles (tiles are cut in it), fitted to the
 * area's corners and edge midpoints inside the padding, and clipped to the map so paths outside it
 * are not drawn.
 */
function projectionFor(area: MapArea, onTiles: boolean): GeoProjection {
  const middleLongitude = (area.west + area.east) / 2;
  const middleLatitude = (area.south + area.north) / 2;
  const outline: Feature<MultiPoint> = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [area.west, middleLongitude, area.east].flatMap((longitude) =>
        [area.south, middleLatitude, area.north].map((latitude) => [longitude, latitude]),
      ),
    },
  };
  const projection = onTiles
    ? geoMercator()
    : geoConicConformal().parallels([33, 45]).rotate([-middleLongitude, 0]);
  return projection
    .fitExtent(
      [
        [MAP_PADDING, MAP_PADDING],
        [MAP_WIDTH - MAP_PADDING, MAP_HEIGHT - MAP_PADDING - LEGEND_HEIGHT],
      ],
      outline,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
}

/** The land: the US (state borders inside it) and Canada, drawn once per projection. */
const Land = memo(function Land({ projection }: { projection: GeoProjection }) {
  const path = geoPath(projection);
  return (
    <g aria-hidden="true">
      {canada.map((country) => (
        <path key={String(country.id)} className={styles.canada} d={path(country) ?? undefined} />
      ))}
      <path className={styles.unitedStates} d={path(unitedStates) ?? undefined} />
      <path className={styles.stateBorders} d={path(stateBorders) ?? undefined} />
    </g>
  );
});

/** A tile server's URL template and the credit it asks for. */
export interface MapTileServer {
  url: string;
  attribution: string;
}

/** The northmost latitude of Web Mercator tiles (where the square world ends). */
const MERCATOR_NORTH = 85.0511287798;

/** The tiles that cover the map: their zoom level, column and row, and where each is drawn. */
function tilesCovering(projection: GeoProjection) {
  // The whole world's width in the map's units, and its top-left corner.
  const world = 2 * Math.PI * projection.scale();
  const [left, top] = projection([-180, MERCATOR_NORTH]) ?? [0, 0];
  // The zoom whose 256-pixel tiles come closest to the map's own scale, as tile servers serve.
  const zoom = Math.max(0, Math.min(19, Math.round(Math.log2(world / 256))));
  const count = 2 ** zoom;
  const size = world / count;
  const tiles: { zoom: number; column: number; row: number; x: number; y: number; size: number }[] =
    [];
  const firstRow = Math.max(0, Math.floor(-top / size));
  const lastRow = Math.min(count - 1, Math.floor((MAP_HEIGHT - top) / size));
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (
      let step = Math.floor(-left / size);
      step <= Math.floor((MAP_WIDTH - left) / size);
      step += 1
    ) {
      const column = ((step % count) + count) % count;
      tiles.push({ zoom, column, row, x: left + step * size, y: top + row * size, size });
    }
  }
  return tiles;
}

/** The map's tiles from the configured server, and its credit in the top-left corner. */
const Tiles = memo(function Tiles({
  projection,
  server,
}: {
  projection: GeoProjection;
  server: MapTileServer;
}) {
  const tiles = tilesCovering(projection);
  return (
    <g aria-hidden="true">
      {tiles.map(({ zoom, column, row, x, y, size }) => (
        <image
          key={`${zoom}/${column}/${row}/${x}`}
          href={server.url
            .replace('{z}', String(zoom))
            .replace('{x}', String(column))
            .replace('{y}', String(row))}
          x={x}
          y={y}
          width={size}
          height={size}
          preserveAspectRatio="none"
        />
      ))}
      {server.attribution !== '' && (
        <g transform="translate(4 4)">
          <rect
            className={styles.legend}
            width={labelWidth(server.attribution) * 0.75 + 8}
            height={16}
            rx={3}
          />
          <text className={styles.attribution} x={4} y={12}>
            {server.attribution}
          </text>
        </g>
      )}
    </g>
  );
});

/** A club's marker: a circle, or a diamond for a presale club (the shape, not only the colour). */
function MarkerShape({ presale, size }: { presale: boolean; size: number }) {
  if (!presale) return <circle r={size} />;
  const half = size * 0.85;
  return <rect x={-half} y={-half} width={half * 2} height={half * 2} transform="rotate(45)" />;
}

/** What the marker shapes mean, in the map's bottom-left corner. */
function Legend() {
  return (
    <g transform={`translate(4 ${MAP_HEIGHT - LEGEND_HEIGHT - 2})`}>
      <rect className={styles.legend} width={150} height={LEGEND_HEIGHT} rx={4} />
      <g className={styles.marker} transform={`translate(12 ${LEGEND_HEIGHT / 2})`}>
        <MarkerShape presale={false} size={5} />
      </g>
      <text className={styles.legendText} x={22} y={15}>
        Open
      </text>
      <g className={styles.marker} transform={`translate(68 ${LEGEND_HEIGHT / 2})`}>
        <MarkerShape presale size={5} />
      </g>
      <text className={styles.legendText} x={78} y={15}>
        Presale
      </text>
    </g>
  );
}

/** The longest a scale bar is drawn. */
const SCALE_BAR_MOST = 100;

/**
 * A scale bar in miles in the map's bottom-right corner, measured at the map's middle (the
 * projection is conformal, so the scale is the same every way there).
 */
function ScaleBar({ projection }: { projection: GeoProjection }) {
  const middle = projection.invert?.([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  if (!middle) return null;
  const [longitude, latitude] = middle;
  const [x1, y1] = projection([longitude, latitude]) ?? [0, 0];
  const [x2, y2] = projection([longitude, latitude + 1]) ?? [0, 0];
  const mile =
    Math.hypot(x2 - x1, y2 - y1) /
    greatCircleMiles({ latitude, longitude }, { latitude: latitude + 1, longitude });
  const miles = scaleBarMiles(SCALE_BAR_MOST / mile);
  if (miles === undefined) return null;
  const length = miles * mile;
  const right = MAP_WIDTH - 12;
  return (
    <g className={styles.scaleBar} transform={`translate(0 ${MAP_HEIGHT - LEGEND_HEIGHT - 2})`}>
      <rect
        className={styles.legend}
        x={right - Math.max(length, 60) - 8}
        width={Math.max(length, 60) + 16}
        height={LEGEND_HEIGHT}
        rx={4}
      />
      <path d={`M${right - length},14 v5 h${length} v-5`} />
      <text className={styles.legendText} x={right} y={11} textAnchor="end">
        {miles === 1 ? '1 mile' : `${miles} miles`}
      </text>
    </g>
  );
}

export interface ClubMapProps {
  clubs: readonly LocatedClub[];
  /** What the map shows, in words: its accessible name. */
  label: string;
  /** The club highlighted in the list (hovered, focused or chosen), drawn larger and on top. */
  highlightedId: string | undefined;
  /** A marker is hovered or focused (its id) or left (undefined). */
  onHover: (clubId: string | undefined) => void;
  /** A club's marker is clicked or pressed: the list selects that club. */
  onSelect: (clubId: string) => void;
  /** The tile server the map is drawn on, when one is configured; else the offline outline. */
  tiles?: MapTileServer | undefined;
}

/** A marker's city label, as placed: where it is drawn and the box it takes. */
interface PlacedLabel {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** An estimate of a label's width in the map's units (13 px bold text). */
const labelWidth = (text: string) => text.length * 7.8;

const overlaps = (a: PlacedLabel, b: PlacedLabel) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The clubs whose city is written beside their marker: the highlighted one always, then the
 * others in order, each only when its label would not run into a label already placed or a marker
 * (overlapping names are unreadable).
 */
function labelledClubs(
  placed: readonly { id: string; x: number; y: number; city: string }[],
  highlightedId: string | undefined,
): Set<string> {
  const markers = placed.map(({ x, y }) => ({
    left: x - 9,
    right: x + 9,
    top: y - 9,
    bottom: y + 9,
  }));
  const taken: PlacedLabel[] = [];
  const labelled = new Set<string>();
  const byPriority = [...placed].sort(
    (a, b) => Number(b.id === highlightedId) - Number(a.id === highlightedId),
  );
  for (const { id, x, y, city } of byPriority) {
    const box = { left: x + 9, right: x + 11 + labelWidth(city), top: y - 9, bottom: y + 7 };
    const others = markers.filter((_, index) => placed[index]?.id !== id);
    const crowded = [...taken, ...others].some((other) => overlaps(box, other));
    // The highlighted club is always named: it is drawn last, over its neighbours.
    if (crowded && id !== highlightedId) continue;
    taken.push(box);
    labelled.add(id);
  }
  return labelled;
}

/** Markers closer than this (in the map's units) are drawn as one group with its count. */
const CLUSTER_RADIUS = 16;

/** The least span a map shows once a group is opened: a town's clubs, a few streets apart. */
const OPENED_GROUP_SPAN_MILES = 4;

/** Enter or Space on a marker does what a click does, as on a button. */
function onActivate(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };
}

/** A group's accessible name: how many clubs, which, and what pressing it does (our wording). */
function groupLabel(clubs: readonly LocatedClub[]): string {
  const names = clubs.map((club) => club.marketingClubName);
  return `${clubs.length} clubs here: ${names.join('; ')}. Show them closer`;
}

/** A club marker's accessible name: the club, and its distance when searched around a place. */
function markerLabel(club: LocatedClub): string {
  return club.distance === undefined
    ? club.marketingClubName
    : `${club.marketingClubName}, ${distanceText(club.distance)}`;
}

/**
 * A map of the locator's results: the configured tile server's tiles, or, offline, US state
 * outlines and Canada's outline (no tiles), fitted to the
 * clubs (or to a group of them once opened), with a marker per club (a circle, or a diamond for a
 * presale club) and, where clubs would overlap, one numbered marker for the group. Each marker is a
 * button, reached with Tab: a club's selects it in the list, a group's shows its clubs closer
 * ('Show every club' goes back). Pointing at or focusing a marker highlights its list entry, and
 * the other way round; where there is room a club's city is written beside it.
 */
export function ClubMap({ clubs, label, highlightedId, onHover, onSelect, tiles }: ClubMapProps) {
  const [openedIds, setOpenedIds] = useState<ReadonlySet<string>>();
  const opened = openedIds && clubs.filter((club) => openedIds.has(club.mmsClubId));
  // A new projection redraws the land, so it follows the results, not the highlight.
  const projection = useMemo(() => {
    const area = opened ? clubMapArea(opened, OPENED_GROUP_SPAN_MILES) : clubMapArea(clubs);
    return area && projectionFor(area, tiles !== undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `opened` follows openedIds
  }, [clubs, openedIds, tiles]);
  if (!projection) return null;
  const visible = (opened ?? clubs)
    .map((club) => {
      const [x, y] = projection([club.longitude, club.latitude]) ?? [NaN, NaN];
      return { x, y, item: club };
    })
    .filter(({ x, y }) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT);
  const groups = clusterMarkers(visible, CLUSTER_RADIUS);
  // The group with the highlighted club last, so it is drawn over its neighbours.
  const holdsHighlight = (group: MarkerCluster<LocatedClub>) =>
    Number(group.items.some((club) => club.mmsClubId === highlightedId));
  const drawOrder = [...groups].sort((a, b) => holdsHighlight(a) - holdsHighlight(b));
  const singles = drawOrder.flatMap(({ x, y, items: [club, ...others] }) =>
    club && others.length === 0 ? [{ id: club.mmsClubId, x, y, city: club.city }] : [],
  );
  const labelled = labelledClubs(singles, highlightedId);

  return (
    <div className={styles.frame}>
      <svg
        className={styles.map}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="group"
        aria-label={label}
      >
        <rect className={styles.water} width={MAP_WIDTH} height={MAP_HEIGHT} />
        {tiles ? (
          <Tiles projection={projection} server={tiles} />
        ) : (
          <Land projection={projection} />
        )}
        {drawOrder.map((group) => {
          const [club, ...others] = group.items;
          if (!club) return null;
          const position = `translate(${group.x.toFixed(1)} ${group.y.toFixed(1)})`;
          if (others.length > 0) {
            const ids = group.items.map((member) => member.mmsClubId);
            const open = () => setOpenedIds(new Set(ids));
            return (
              <g
                key={ids.join(' ')}
                className={styles.group}
                role="button"
                tabIndex={0}
                aria-label={groupLabel(group.items)}
                data-club-group={ids.join(' ')}
                data-highlighted={holdsHighlight(group) === 1 || undefined}
                transform={position}
                onClick={open}
                onKeyDown={onActivate(open)}
              >
                <circle r={12} />
                <text className={styles.groupCount} y={4.5} textAnchor="middle">
                  {group.items.length}
                </text>
              </g>
            );
          }
          const highlighted = club.mmsClubId === highlightedId;
          const select = () => onSelect(club.mmsClubId);
          return (
            <g
              key={club.mmsClubId}
              className={styles.marker}
              role="button"
              tabIndex={0}
              aria-label={markerLabel(club)}
              data-club-id={club.mmsClubId}
              data-highlighted={highlighted || undefined}
              transform={position}
              onMouseEnter={() => onHover(club.mmsClubId)}
              onMouseLeave={() => onHover(undefined)}
              onFocus={() => onHover(club.mmsClubId)}
              onBlur={() => onHover(undefined)}
              onClick={select}
              onKeyDown={onActivate(select)}
            >
              <title>{club.marketingClubName}</title>
              {/* A larger, invisible target, so a finger finds the marker. */}
              <circle className={styles.target} data-touch-target r={12} />
              <MarkerShape presale={isPresaleClub(club)} size={highlighted ? 9 : 6} />
              {labelled.has(club.mmsClubId) && (
                <text className={styles.markerLabel} x={highlighted ? 13 : 10} y={4}>
                  {club.city}
                </text>
              )}
            </g>
          );
        })}
        {clubs.some(isPresaleClub) && <Legend />}
        <ScaleBar projection={projection} />
      </svg>
      {opened && (
        <button type="button" className={styles.showAll} onClick={() => setOpenedIds(undefined)}>
          Show every club
        </button>
      )}
    </div>
  );
}
