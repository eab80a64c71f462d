/** What the branch form sends: areas cleaned up so that the API gets an area or null, never half of one. */
import type { RaRecord } from 'react-admin';
import type { Branch, BranchArea } from '@/dataProvider/types';

type AreaDraft = Partial<Omit<BranchArea, 'radius'>> & { radius?: number | string | null };

export function cleanArea(area: AreaDraft | null | undefined): BranchArea | null {
  if (!area) return null;
  const points = Array.isArray(area.points) ? area.points : [];
  const radius = area.radius === '' || area.radius === undefined || area.radius === null ? null : Number(area.radius);
  if (points.length === 0 && (radius === null || Number.isNaN(radius))) return null;
  return {
    points,
    radius: radius === null || Number.isNaN(radius) ? null : radius,
    unit: area.unit === 'm' ? 'm' : 'km',
  };
}

export function toBranchBody(data: RaRecord): RaRecord {
  const branch = data as RaRecord & Branch;
  if (!branch.location) return data;
  return {
    ...data,
    location: {
      ...branch.location,
      deliveryArea: cleanArea(branch.location.deliveryArea),
      subscriptionArea: cleanArea(branch.location.subscriptionArea),
    },
  };
}
