/**
 * The one error type of the server. Services throw it with the status and the message the client
 * shows; the error handler turns it into `{ message }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = codeFor(statusCode),
  ) {
    super(message);
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

export const badRequest = (message: string) => new AppError(400, message);
export const unauthenticated = (message = 'Please login to continue!') => new AppError(401, message);
export const paymentRequired = (message = 'Your subscription is inactive!') => new AppError(402, message);
export const forbidden = (message = "You don't have access to this resource!") => new AppError(403, message);
export const notFound = (message = 'Not found!') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Too many requests, please try again later!') =>
  new AppError(429, message);
