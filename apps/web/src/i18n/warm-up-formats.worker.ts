/**
 * Run on a worker thread by warm-up-formats.ts: has the browser make, once for its whole process,
 * the lists of languages it can format numbers and dates in, which the page would otherwise make on
 * its main thread at its first price or date. Then it stops.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
self.close();
