// What every catalogue call of the admin console declares: its OpenAPI group and the
// roles that may call it (admin and editor).
import { CONTENT_EDITORS } from '#common/schemas/admin-auth.ts'
import { bearerSecurity } from '#server/lib/route-types.ts'

export const common = { tags: ['管理后台：质粒'], security: bearerSecurity }
export const config = { staffRoles: CONTENT_EDITORS }
