import { bodySchemas } from '../bodySchemas';
import type { branchChangesSchema, branchInputSchema } from '../../contract/schemas/branches';
/** A client that skips the form's checks still cannot store a broken branch; half a branch is refused before this. */
import type { z } from 'zod';
import type { Branch } from '../../types';
import type { FakeContext } from '../http';
import { failOnErrors, parseBody } from '../bodySchema';
import { branches } from '../seed/branches';

export type NewBranch = z.output<typeof branchInputSchema>;
export type BranchChanges = z.output<typeof branchChangesSchema>;

/** A branch's own code, sent back by a PUT, is not taken. */
function refuseTakenCode(ctx: FakeContext, request: Request, code: string, sk?: string): void {
  const taken = ctx.db
    .table(branches)
    .all()
    .some((b) => b.reference_code === code && b.sk !== sk);
  if (taken) failOnErrors(request, { reference_code: 'referenceCodeInUse' });
}

export function readNewBranch(ctx: FakeContext, request: Request, body: Record<string, unknown>): NewBranch {
  const branch = parseBody(request, bodySchemas().branchInputSchema, body);
  refuseTakenCode(ctx, request, branch.reference_code);
  return branch;
}

export function readBranchChanges(
  ctx: FakeContext,
  request: Request,
  body: Record<string, unknown>,
  current: Branch,
): BranchChanges {
  const changes = parseBody(request, bodySchemas().branchChangesSchema, body);
  refuseTakenCode(ctx, request, changes.reference_code, current.sk);
  return changes;
}
