// API messages in the language of the request (the site's `lang` cookie, then
// Accept-Language): written in Chinese, translated on the way out for English requests.
// The admin console's calls are always answered in Chinese, like the console itself.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Lang, requestLang } from '#common/i18n/lang.ts'
import { translate } from '#common/i18n/translate.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request's messages are answered in. */
    readonly lang: Lang
  }
}

interface MessageBody {
  message?: unknown
  fieldErrors?: unknown
}

/** The envelope's message and field errors in English; other payloads as they are. */
function translateEnvelope<T>(payload: T, lang: Lang): T {
  if (lang === 'zh' || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload
  const body = payload as MessageBody
  if (typeof body.message !== 'string') return payload
  const translated: MessageBody = { ...body, message: translate(body.message, lang) }
  if (body.fieldErrors && typeof body.fieldErrors === 'object') {
    translated.fieldErrors = Object.fromEntries(
      Object.entries(body.fieldErrors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translate(message, lang) : message,
      ]),
    )
  }
  return translated as T
}

/** The console's calls: /api/v1/admin and below. */
const isConsoleCall = (url: string) => /^\/api\/v1\/admin(?:[/?#]|$)/.test(url)

async function messageLanguage(app: FastifyInstance) {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      // The staff console is Chinese only, whatever the browser's language or the public
      // site's language cookie say.
      if (isConsoleCall(this.url)) return 'zh'
      return requestLang(this.headers.cookie, this.headers['accept-language'])
    },
  })
  // Every JSON answer passes here, the error handler's included; text and bytes sent as
  // they are (sendSerializedJson) choose their language themselves.
  app.addHook('preSerialization', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
    translateEnvelope(payload, request.lang),
  )
}

export default fp(messageLanguage, { name: 'message-language' })
