import { errorCatalogue, type ErrorCode } from '@kalaro/contract/errors';

/**
 * A failure the caller should see: its code comes from the contract's catalogue,
 * which also gives the HTTP status. Thrown from services; the error handler turns
 * it into the error envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Only a message given on purpose is shown to the caller. */
  readonly publicMessage: string | undefined;
  /** Machine-readable detail for the envelope's `value`. */
  readonly value: unknown;

  constructor(code: ErrorCode, message?: string, value?: unknown, options?: ErrorOptions) {
    super(message ?? code, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.publicMessage = message;
    this.value = value;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
