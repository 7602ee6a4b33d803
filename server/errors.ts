import { DEFAULT_ERROR_MESSAGE, type ErrorKind, type FieldErrors } from '#common/errors.ts'

/**
 * A rejection the user may see. `message` is safe to show (Chinese); anything internal
 * goes in `cause` and reaches only the log.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly kind: ErrorKind
  readonly fieldErrors: FieldErrors | undefined

  constructor(kind: ErrorKind, message?: string, options: { fieldErrors?: FieldErrors; cause?: unknown } = {}) {
    super(message ?? DEFAULT_ERROR_MESSAGE[kind], { cause: options.cause })
    this.kind = kind
    this.fieldErrors = options.fieldErrors
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message)
export const rejected = (message: string, fieldErrors?: FieldErrors) =>
  new AppError('VALIDATION_FAILED', message, fieldErrors ? { fieldErrors } : {})
export const conflict = (message: string) => new AppError('STATE_CONFLICT', message)
