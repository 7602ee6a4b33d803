// The one place zod is configured: Chinese default messages for every schema that
// does not carry its own (spec messages are always given explicitly).
import { z } from 'zod'

z.config(z.locales.zhCN())

export { z }
