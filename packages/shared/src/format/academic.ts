const ACADEMIC_ORGANIZATION_TYPES: readonly string[] = ['academic', 'academic / non-profit'];

export function isAcademic(user: { organizationType?: string | null } | null | undefined): boolean {
  const type = user?.organizationType;
  return typeof type === 'string' && ACADEMIC_ORGANIZATION_TYPES.includes(type.trim().toLowerCase());
}
