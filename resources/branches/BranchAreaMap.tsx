/**
 * Leaflet and leaflet-draw load only with this chunk. The container is left-to-right inside an Arabic page, as
 * Leaflet's controls and drag maths assume it; without tiles (no network, tests) the map still draws the branch.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet-draw/dist/leaflet.draw.css';
import { useEffect, useMemo, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useController, useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_CENTRE, type AreaKind } from './choices';
import { DrawControl, type LatLngPair } from './DrawControl';
import { LocateButton } from './LocateButton';

const TILE_URL: string =
  (import.meta.env.VITE_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** A transparent pixel in place of a tile that failed: no broken-image icons on an offline map. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const NO_POINTS: LatLngPair[] = [];

export default function BranchAreaMap({ kind }: { kind: AreaKind }) {
  const translate = useTranslate();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const { field } = useController({ name: `location.${kind}.points` });
  const points = (Array.isArray(field.value) ? field.value : NO_POINTS) as LatLngPair[];
  const [lat, lng, radius, unit] = useWatch({
    name: ['location.lat', 'location.lng', `location.${kind}.radius`, `location.${kind}.unit`],
  }) as [number | null, number | null, number | string | null, string | null];
  const centre = useMemo<LatLngPair>(
    () => [typeof lat === 'number' ? lat : DEFAULT_CENTRE.lat, typeof lng === 'number' ? lng : DEFAULT_CENTRE.lng],
    [lat, lng],
  );
  const radiusMetres = Number(radius) * (unit === 'm' ? 1 : 1000);

  useEffect(() => {
    if (!map) return;
    // The tab was hidden when Leaflet measured its box: measure again, then frame the area.
    map.invalidateSize();
    if (points.length >= 3) map.fitBounds(points, { padding: [24, 24] });
    // Only when the map appears: later edits must not move the view under the admin's hands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  return (
    <Stack sx={{ gap: 1, width: '100%' }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <LocateButton map={map} />
        <Typography variant="body2" data-testid={`${kind}-points`}>
          {points.length >= 3
            ? translate('resources.branches.map.points', { count: points.length })
            : translate('resources.branches.map.noPolygon')}
        </Typography>
      </Stack>
      <Box
        dir="ltr"
        role="region"
        aria-label={translate('resources.branches.map.label')}
        sx={{ height: 420, width: '100%' }}
      >
        <MapContainer
          ref={setMap}
          center={centre}
          zoom={12}
          style={{ height: '100%', width: '100%', background: '#eef1f4' }}
        >
          <TileLayer url={TILE_URL} errorTileUrl={BLANK_TILE} attribution="&copy; OpenStreetMap contributors" />
          <CircleMarker center={centre} radius={7} pathOptions={{ color: '#d32f2f', fillOpacity: 0.9 }} />
          {points.length < 3 && radiusMetres > 0 && (
            <Circle center={centre} radius={radiusMetres} pathOptions={{ color: '#1976d2' }} />
          )}
          <DrawControl points={points} onChange={(next) => field.onChange(next)} />
        </MapContainer>
      </Box>
    </Stack>
  );
}
