/**
 * leaflet-draw's toolbar through useMap(), not react-leaflet-draw, which needs bundler shims under Vite and fires its
 * events twice under StrictMode. Only polygons: a circle is the numeric radius field, as leaflet-draw's circle editing
 * is broken upstream.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import L from 'leaflet';
import 'leaflet-draw';
import { useMap } from 'react-leaflet';

export type LatLngPair = [number, number];

const round = (value: number) => Number(value.toFixed(6));

function pointsOf(group: L.FeatureGroup): LatLngPair[] {
  const polygon = group.getLayers().find((layer): layer is L.Polygon => layer instanceof L.Polygon);
  if (!polygon) return [];
  const rings = polygon.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((point) => [round(point.lat), round(point.lng)]);
}

export function DrawControl({ points, onChange }: { points: LatLngPair[]; onChange: (points: LatLngPair[]) => void }) {
  const map = useMap();
  const [group] = useState(() => new L.FeatureGroup());
  const report = useEffectEvent(() => onChange(pointsOf(group)));

  useEffect(() => {
    group.addTo(map);
    const control = new L.Control.Draw({
      position: 'topright',
      draw: {
        polygon: { allowIntersection: false, showArea: false },
        polyline: false,
        rectangle: false,
        circle: false,
        marker: false,
        circlemarker: false,
      },
      edit: { featureGroup: group, remove: true },
    });
    map.addControl(control);
    const created = (event: L.LeafletEvent) => {
      // One area per branch: a new polygon replaces the old one.
      group.clearLayers();
      group.addLayer((event as L.DrawEvents.Created).layer);
      report();
    };
    const changed = () => report();
    map.on(L.Draw.Event.CREATED, created);
    map.on(L.Draw.Event.EDITED, changed);
    map.on(L.Draw.Event.DELETED, changed);
    return () => {
      map.off(L.Draw.Event.CREATED, created);
      map.off(L.Draw.Event.EDITED, changed);
      map.off(L.Draw.Event.DELETED, changed);
      map.removeControl(control);
      group.remove();
    };
  }, [map, group]);

  // The form's points are the truth: redraw the polygon whenever they change (load, draw, edit, reset).
  useEffect(() => {
    group.clearLayers();
    if (points.length >= 3) group.addLayer(L.polygon(points, { color: '#1976d2' }));
  }, [group, points]);

  return null;
}
