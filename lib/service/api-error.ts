import type { ApiErrorBody } from '@/lib/scenario/types';

/** An error the emulated API answers with instead of a message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get body(): ApiErrorBody {
    return { type: 'error', error: { type: this.type, message: this.message } };
  }
}

/** HTTP 400 with the API's envelope. */
export function invalidRequest(message: string): ApiRequestError {
  return new ApiRequestError(400, 'invalid_request_error', message);
}
