import type { AppContext } from './context.ts';
import type { SharedAnswer } from './shared-answer.ts';

/** Koa answers 204 for a null body; an explicit JSON `null` keeps "nothing" distinguishable from "no content". */
export function sendJson(ctx: AppContext, value: unknown): void {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(value);
}

/** An answer already written as JSON (the cached public slot list): sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * An answer many readers receive as it is (kept in the provider cache, the calendar's): sent in the encoding the reader
 * accepts, compressed once per encoding (lib/shared-answer.ts).
 */
export class SharedJson {
  constructor(readonly answer: SharedAnswer) {}
}
