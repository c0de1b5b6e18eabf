import { expect } from 'vitest';
import type { z } from 'zod';

/** A real answer has the status and exactly the shape of its contract (strict objects: no field more or less). */
export function matches(schema: z.ZodType, reply: { status: number; body: unknown }, status = 200) {
  expect(reply.status).toBe(status);
  const parsed = schema.safeParse(reply.body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
}
