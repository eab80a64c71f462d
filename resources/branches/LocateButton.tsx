import { Button, useNotify } from 'react-admin';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import type { Map as LeafletMap } from 'leaflet';

/** Moves the map to where the browser says the admin is; says why when the browser will not tell. */
export function LocateButton({ map }: { map: LeafletMap | null }) {
  const notify = useNotify();
  const locate = () => {
    if (!('geolocation' in navigator)) {
      notify('resources.branches.map.locationUnavailable', { type: 'error' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => map?.flyTo([position.coords.latitude, position.coords.longitude], 14),
      (error) =>
        notify(
          error.code === error.PERMISSION_DENIED
            ? 'resources.branches.map.locationDenied'
            : 'resources.branches.map.locationUnavailable',
          { type: 'error' },
        ),
      { timeout: 10_000 },
    );
  };
  return (
    <Button label="resources.branches.map.myLocation" onClick={locate} disabled={!map}>
      <MyLocationIcon />
    </Button>
  );
}
