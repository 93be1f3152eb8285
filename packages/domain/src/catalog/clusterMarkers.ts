/** A marker where a map draws it, in the map's units, with what it stands for. */
export interface PlacedMarker<T> {
  x: number;
  y: number;
  item: T;
}

/** Markers drawn as one: at the middle of its members, in the order they were given. */
export interface MarkerCluster<T> {
  x: number;
  y: number;
  items: T[];
}

/**
 * Markers grouped so none hides another (ours: the spec has no map): in the given order, each
 * joins the first group whose middle is within `radius` of it, else starts one; a group's middle
 * is the mean of its members. A metro area's clubs, which would overlap as one blob, become one
 * marker with their count.
 */
export function clusterMarkers<T>(
  markers: readonly PlacedMarker<T>[],
  radius: number,
): MarkerCluster<T>[] {
  const clusters: { sumX: number; sumY: number; cluster: MarkerCluster<T> }[] = [];
  for (const { x, y, item } of markers) {
    const near = clusters.find(({ cluster }) => Math.hypot(cluster.x - x, cluster.y - y) <= radius);
    if (!near) {
      clusters.push({ sumX: x, sumY: y, cluster: { x, y, items: [item] } });
      continue;
    }
    near.sumX += x;
    near.sumY += y;
    near.cluster.items.push(item);
    near.cluster.x = near.sumX / near.cluster.items.length;
    near.cluster.y = near.sumY / near.cluster.items.length;
  }
  return clusters.map(({ cluster }) => cluster);
}
