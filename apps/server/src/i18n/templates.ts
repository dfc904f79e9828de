/**
 * The server's messages with values, as ICU templates (issue 23): the contracts build the same
 * English with a function (AVAILABILITY_MESSAGES.soldOut(name)…); thrown with their values
 * (`conflict(SOLD_OUT, { name })`), they translate with the values put in. i18n.test.ts checks
 * each gives exactly the contracts' English.
 */
export const SOLD_OUT = '{name} is sold out!';
export const NOT_ENOUGH = 'Only {left} left of {name}!';
