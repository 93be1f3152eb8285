import { memo, useMemo } from 'react';
import { geoConicConformal, geoPath } from 'd3-geo';
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
 * clubs are), fitted to the area's corners and edge midpoints inside the padding, and clipped to
 * the map so paths outside it are not drawn.
 */
function projectionFor(area: MapArea): GeoProjection {
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
  return geoConicConformal()
    .parallels([33, 45])
    .rotate([-middleLongitude, 0])
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
  /** What the map shows, in words: its accessible name and title. */
  label: string;
  /** The club highlighted in the list (hovered, focused or chosen), drawn larger and on top. */
  highlightedId: string | undefined;
  /** A marker is hovered (its id) or left (undefined). */
  onHover: (clubId: string | undefined) => void;
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
 * (a metro area's clubs sit close together; overlapping names are unreadable).
 */
function labelledClubs(
  placed: readonly { id: string; x: number; y: number; city: string }[],
  highlightedId: string | undefined,
): Set<string> {
  const markers = placed.map(({ x, y }) => ({
    left: x - 7,
    right: x + 7,
    top: y - 7,
    bottom: y + 7,
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

/**
 * A tile-free map of the locator's results: US state outlines and Canada's outline, fitted to
 * the clubs, with a marker per club (a circle, or a diamond for a presale club) whose <title> is
 * the club's name and, where there is room, its city beside it (a map of plain land says little
 * without names; the highlighted club's name comes first). The list is the accessible way to
 * choose, so the map is one image with a label and its markers are not tab stops; pointing at a
 * marker highlights its list entry.
 */
export function ClubMap({ clubs, label, highlightedId, onHover }: ClubMapProps) {
  // A new projection redraws the land, so it follows the results, not the highlight.
  const projection = useMemo(() => {
    const area = clubMapArea(clubs);
    return area && projectionFor(area);
  }, [clubs]);
  if (!projection) return null;
  // The highlighted marker last, so it is drawn over its neighbours.
  const drawOrder = [...clubs]
    .sort((a, b) => Number(a.mmsClubId === highlightedId) - Number(b.mmsClubId === highlightedId))
    .map((club) => {
      const [x, y] = projection([club.longitude, club.latitude]) ?? [NaN, NaN];
      return { club, x, y };
    });
  const labelled = labelledClubs(
    drawOrder.map(({ club, x, y }) => ({ id: club.mmsClubId, x, y, city: club.city })),
    highlightedId,
  );

  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <rect className={styles.water} width={MAP_WIDTH} height={MAP_HEIGHT} />
      <Land projection={projection} />
      {drawOrder.map(({ club, x, y }) => {
        const highlighted = club.mmsClubId === highlightedId;
        return (
          <g
            key={club.mmsClubId}
            className={styles.marker}
            data-club-id={club.mmsClubId}
            data-highlighted={highlighted || undefined}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
            onMouseEnter={() => onHover(club.mmsClubId)}
            onMouseLeave={() => onHover(undefined)}
          >
            <title>{club.marketingClubName}</title>
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
  );
}
