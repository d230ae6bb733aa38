import { z } from 'zod/mini';

/**
 * A Firestore Timestamp from either SDK (web or Admin). Both expose `toDate()`; the models read
 * it as a plain `Date`, and both SDKs store a `Date` written back as a Timestamp, so the app
 * never depends on one SDK's Timestamp class.
 */
interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as Partial<TimestampLike>).toDate === 'function';
}

export const storedDate = z.pipe(
  z.union([z.date(), z.custom<TimestampLike>(isTimestampLike, 'Expected a Firestore Timestamp')]),
  z.transform((value) => (value instanceof Date ? value : value.toDate())),
);

/** The instants a Firestore Timestamp can hold (years 1 to 9999, UTC), as epoch milliseconds. */
export const TIMESTAMP_RANGE = { min: -62_135_596_800_000, max: 253_402_300_799_999 } as const;

/** Whether epoch milliseconds fit a Timestamp: anything else makes the SDK throw when it is written or compared. */
export const isStorableMillis = (millis: number) => Number.isInteger(millis) && millis >= TIMESTAMP_RANGE.min && millis <= TIMESTAMP_RANGE.max;
