import { DEFAULT_ERROR_MESSAGE, type ErrorKind, type FieldErrors } from '#common/errors.ts'

/**
 * A rejection the user may see. `message` is safe to show (Chinese); anything internal
 * goes in `cause` and reaches only the log.
 */
export class AppError extends Error {
  override name = 'AppError'
  readonly kind: ErrorKind
  readonly fieldErrors: FieldErrors | undefined
  /** The next try must carry an image captcha (a login to an account under guessing). */
  readonly captchaRequired: boolean

  constructor(
    kind: ErrorKind,
    message?: string,
    options: { fieldErrors?: FieldErrors; cause?: unknown; captchaRequired?: boolean } = {},
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGE[kind], { cause: options.cause })
    this.kind = kind
    this.fieldErrors = options.fieldErrors
    this.captchaRequired = options.captchaRequired ?? false
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message)
export const rejected = (message: string, fieldErrors?: FieldErrors) =>
  new AppError('VALIDATION_FAILED', message, fieldErrors ? { fieldErrors } : {})
export const conflict = (message: string) => new AppError('STATE_CONFLICT', message)
