// One place turns every error into the envelope (spec §8): validation failures list
// every failing field, internal errors are logged with the request and never shown.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorEnvelope } from '#common/envelope.ts'
import { DEFAULT_ERROR_MESSAGE, ERROR_KIND_STATUS, type ErrorKind, type FieldErrors } from '#common/errors.ts'
import { isDatabaseUnavailable } from '../db/availability.ts'
import { AppError } from '../errors.ts'

/** A path that is not valid percent-encoded UTF-8, or whose parameter is past the router's length limit. */
export const BAD_URL_MESSAGE = '请求地址无效'

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ErrorKind,
  message: string = DEFAULT_ERROR_MESSAGE[kind],
  fieldErrors?: FieldErrors,
  captchaRequired = false,
) {
  const { code, http } = ERROR_KIND_STATUS[kind]
  const body: ErrorEnvelope = { code, message, data: null, error: kind, requestId: request.id }
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors
  if (captchaRequired) body.captchaRequired = true
  if (kind === 'UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.status(http).type('application/json; charset=utf-8').send(body)
}

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    fieldErrors[field] ??= issue.message ?? DEFAULT_ERROR_MESSAGE.VALIDATION_FAILED
  }
  return fieldErrors
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause) request.log.warn({ err: error.cause }, error.message)
      return sendError(request, reply, error.kind, error.message, error.fieldErrors, error.captchaRequired)
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(error)
      return sendError(request, reply, 'VALIDATION_FAILED', Object.values(fieldErrors)[0], fieldErrors)
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return sendError(request, reply, 'UNAVAILABLE')
    }
    if (error.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED', error.message)
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, too large a body, unsupported media type: the client's fault.
      request.log.info({ err: error }, 'client error')
      const kind = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED'
      return sendError(request, reply, kind)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(request, reply, 'INTERNAL')
  })
}

export default fp(errorHandler, { name: 'error-handler' })
