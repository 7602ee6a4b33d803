import type { StaffRole } from '#common/schemas/admin-auth.ts'

/** Content and catalogue are the editors' work; admins may do everything. */
export const CONTENT_EDITORS: readonly StaffRole[] = ['editor', 'admin']
