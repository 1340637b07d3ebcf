import { z } from 'zod';

/** The largest row id: ids are PostgreSQL `int` (int4) columns; a larger number could only fail in the database. */
export const maxRowId = 2_147_483_647;

/** A row id sent by a client, in a body. */
export const rowId = () => z.number().int().positive().max(maxRowId);

/** A row id in a path or query string (text on the wire). */
export const rowIdParam = () => z.coerce.number().int().positive().max(maxRowId);

/**
 * A whole number a game or vendor rule checks on its own (a crash target, a mines count, a vendor's
 * room id): bounded to a 32-bit integer here, so nothing larger reaches a rule or a database column.
 */
export const int32 = () => z.number().int().min(-maxRowId - 1).max(maxRowId);
export const int32Param = () => z.coerce.number().int().min(-maxRowId - 1).max(maxRowId);
