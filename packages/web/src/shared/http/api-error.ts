/** Codes the client itself produces when no envelope came back. */
export const CLIENT_ERROR = {
  NETWORK: 'network.offline',
  /** No answer within the call's time (see `CALL_TIMEOUT_MS`): a slow network. */
  TIMEOUT: 'network.timeout',
  BAD_RESPONSE: 'response.invalid',
} as const;

/** A failed call: the envelope's errorCode and message, with the HTTP status (0 = no answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly value: unknown;

  constructor(status: number, errorCode: string, message?: string, value?: unknown) {
    super(message ?? errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
