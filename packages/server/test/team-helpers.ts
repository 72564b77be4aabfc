/** A member row as the team tests read it. */
export interface TeamRow {
  id: string;
  username: string;
  upline_id: string | null;
  type: number;
}

/**
 * The slow, obvious answer to "the whole team of `id`": every member with `id`
 * somewhere above it, found by walking upline links in JavaScript (`id` excluded).
 */
export function teamByWalking(members: readonly TeamRow[], id: string): Set<string> {
  const uplineOf = new Map(members.map((m) => [m.id, m.upline_id]));
  return new Set(
    members
      .filter((m) => {
        for (let up = uplineOf.get(m.id); up; up = uplineOf.get(up)) if (up === id) return true;
        return false;
      })
      .map((m) => m.id),
  );
}
