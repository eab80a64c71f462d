/**
 * Reads a POST Branches or PUT Branches/{branchId} body the way a real server would: the same rules
 * as the form (required fields, reference code length, at least one shift, an end other than its start), so a
 * client that skips the form's checks still cannot store a broken branch. A PUT may send only the
 * fields it changes (the list's status and archive toggles send one).
 */
import type { Branch, BranchArea, BranchInput, BranchService, BranchShift } from '../../types';
import { BRANCH_SERVICES } from '../../types';
import { fail, failFields, stringField, type FakeContext } from '../http';
import type { MessageKey } from '../messages';
import { booleanProblem, localizedProblems, note, noteAll, textProblem } from '../fields';
import { branches } from '../seed/branches';
import { isShiftSpan } from '../../../src/shifts';

const REFERENCE_CODE_MAX = 20;

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readShifts(value: unknown): BranchShift[] | null {
  if (!Array.isArray(value)) return null;
  const shifts = value.filter(isObject).map((shift) => ({
    days: Array.isArray(shift.days) ? shift.days.filter((day): day is number => Number.isInteger(day) && day >= 0 && day <= 6) : [],
    start: typeof shift.start === 'string' ? shift.start : '',
    end: typeof shift.end === 'string' ? shift.end : '',
  }));
  return shifts.length === value.length ? shifts : null;
}

// A shift may end on the next day (src/shifts.ts), as the form allows.
const shiftIsValid = (shift: BranchShift) => shift.days.length > 0 && isShiftSpan(shift.start, shift.end);

function readArea(value: unknown): BranchArea | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const points = Array.isArray(value.points) ? value.points : [];
  const pairs = points.filter(
    (point): point is [number, number] =>
      Array.isArray(point) && point.length === 2 && point.every((n) => typeof n === 'number' && Number.isFinite(n)),
  );
  const radius = value.radius === null || value.radius === undefined || value.radius === '' ? null : value.radius;
  const unit = value.unit === undefined || value.unit === null ? 'km' : value.unit;
  if (pairs.length !== points.length || (radius !== null && !isCount(radius)) || (unit !== 'km' && unit !== 'm')) return undefined;
  // An area with neither a polygon nor a radius is no area.
  if (pairs.length === 0 && radius === null) return null;
  return { radius, unit, points: pairs };
}

export function readBranchChanges(ctx: FakeContext, request: Request, body: Body, current?: Branch): Partial<BranchInput> {
  const errors: Partial<Record<string, MessageKey>> = {};
  const changes: Partial<BranchInput> = {};
  const creating = current === undefined;
  const has = (name: string) => body[name] !== undefined;

  // Wrong types and over-long text are named as such, before the empty checks below read them as empty.
  noteAll(errors, localizedProblems('name', body.name, 'name'));
  for (const field of ['reference_code', 'phone', 'foodicsId'] as const) note(errors, field, textProblem(body[field], 'name'));
  for (const field of ['address', 'description'] as const) note(errors, field, textProblem(body[field], 'text'));
  note(errors, 'autoConfirm', booleanProblem(body.autoConfirm));
  if (body.services !== undefined && !isObject(body.services)) errors.services = 'notTrueOrFalse';
  else if (isObject(body.services)) for (const s of BRANCH_SERVICES) note(errors, `services.${s}`, booleanProblem(body.services[s]));

  if (creating || has('name')) {
    const name = isObject(body.name) ? body.name : {};
    changes.name = { en: stringField(name, 'en'), ar: stringField(name, 'ar') };
    if (!changes.name.en) errors['name.en'] ??= 'fieldRequired';
    if (!changes.name.ar) errors['name.ar'] ??= 'fieldRequired';
  }
  for (const field of ['reference_code', 'address', 'phone'] as const) {
    if (!creating && !has(field)) continue;
    changes[field] = stringField(body, field);
    if (!changes[field]) errors[field] ??= 'fieldRequired';
  }
  if (changes.reference_code && changes.reference_code.length > REFERENCE_CODE_MAX) errors.reference_code ??= 'referenceCodeTooLong';
  const code = changes.reference_code;
  if (code && !errors.reference_code) {
    const taken = ctx.db.table(branches).all().some((b) => b.reference_code === code && b.sk !== current?.sk);
    if (taken) errors.reference_code = 'referenceCodeInUse';
  }
  for (const field of ['description', 'foodicsId'] as const) if (creating || has(field)) changes[field] = stringField(body, field);

  if (creating || has('services')) {
    const services = isObject(body.services) ? body.services : {};
    changes.services = Object.fromEntries(BRANCH_SERVICES.map((s) => [s, services[s] === true])) as Record<BranchService, boolean>;
  }
  for (const field of ['deliveryFees', 'autoCancelAfterMinutes'] as const) {
    if (!creating && !has(field)) continue;
    const value = body[field] ?? 0;
    if (isCount(value)) changes[field] = value;
    else errors[field] = 'notAPositiveNumber';
  }
  if (creating || has('autoConfirm')) changes.autoConfirm = body.autoConfirm === true;

  if (creating || has('shifts')) {
    const shifts = readShifts(body.shifts ?? []);
    if (!shifts || shifts.length === 0) errors.shifts = 'atLeastOneShift';
    else if (!shifts.every(shiftIsValid)) errors.shifts = 'shiftInvalid';
    else changes.shifts = shifts;
  }
  if (creating || has('location')) {
    const location = isObject(body.location) ? body.location : {};
    const lat = location.lat ?? current?.location.lat;
    const lng = location.lng ?? current?.location.lng;
    const deliveryArea = readArea(location.deliveryArea ?? null);
    const subscriptionArea = readArea(location.subscriptionArea ?? null);
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) errors.location = 'areaInvalid';
    else if (deliveryArea === undefined || subscriptionArea === undefined) errors.location = 'areaInvalid';
    else changes.location = { lat, lng, deliveryArea, subscriptionArea };
  }
  if (creating || has('status')) {
    const status = body.status ?? 'active';
    if (status === 'active' || status === 'inactive') changes.status = status;
    else errors.status = 'statusInvalid';
  }
  if (has('archived')) {
    if (typeof body.archived === 'boolean') changes.archived = body.archived;
    else errors.archived = 'notTrueOrFalse';
  }

  const keys = Object.keys(errors);
  // One bad field: its own message is the answer's; several: the form's "complete the data".
  if (keys.length === 1) failFields(request, errors, errors[keys[0]]);
  if (keys.length > 1) failFields(request, errors);
  if (Object.keys(changes).length === 0) fail(request, 400, 'invalidBody');
  return changes;
}
