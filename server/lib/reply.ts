import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '#common/errors.ts'
import { translate } from '#common/i18n/translate.ts'

/** The success envelope of spec §7: code 200, payload in data. */
export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: 200, message, data }
}

/**
 * A success whose data.info repeats the message for the page to show (spec §7): the
 * message is translated on the way out, data.info here, both into the request's language.
 */
export function okInfo(request: FastifyRequest, info: string): Envelope<{ info: string }> {
  return ok({ info: translate(info, request.lang) }, info)
}

export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Sends JSON the server already holds serialized, as text or UTF-8 bytes: Fastify passes a
 * string or a Buffer through without its serializer. The route's response schema still
 * documents the answer.
 */
export function sendSerializedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(json)
}
