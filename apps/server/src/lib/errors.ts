import { formatEnglish, type MessageValues } from '../i18n/i18n';

/**
 * The one error type of the server. Services throw it with the status and the message the client
 * shows; the error handler turns it into `{ message }`, in the request's language (issue 23).
 *
 * `message` is the English text; with `values` it is an ICU template ("The column {name} appears
 * twice in the header!") and `.message` is the English text with the values put in.
 */
export class AppError extends Error {
  /** The English text or ICU template, the key of its translations. */
  readonly template: string;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
    readonly values?: MessageValues,
  ) {
    super(values ? formatEnglish(message, values) : message);
    this.template = message;
  }
}

function codeFor(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
      return 'SUBSCRIPTION_INACTIVE';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return 'ERROR';
  }
}

export const badRequest = (message: string, values?: MessageValues) =>
  new AppError(400, message, undefined, values);
export const unauthenticated = (message = 'Please login to continue!') => new AppError(401, message);
export const paymentRequired = (message = 'Your subscription is inactive!') => new AppError(402, message);
export const forbidden = (message = "You don't have access to this resource!") => new AppError(403, message);
export const notFound = (message = 'Not found!') => new AppError(404, message);
export const conflict = (message: string, values?: MessageValues) =>
  new AppError(409, message, undefined, values);
export const tooManyRequests = (message = 'Too many requests, please try again later!') =>
  new AppError(429, message);
