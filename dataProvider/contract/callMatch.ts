// `path` is the part after /api/v1/, without the query. A fixed segment wins over a placeholder (GET menu/search is
// not GET menu/{branchId}), whatever order the calls come in.
export function matchCall<Call extends { method: string; path: string }>(
  calls: readonly Call[],
  method: string,
  path: string,
): Call | undefined {
  return calls
    .filter((candidate) => candidate.method === method && patternOf(candidate.path).test(path))
    .sort((a, b) => placeholders(a.path) - placeholders(b.path))[0];
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
const placeholders = (path: string) => (path.match(/\{/g) ?? []).length;
