import type { AppContext } from './context.ts';

/** Koa answers 204 for a null body; an explicit JSON `null` keeps "nothing" distinguishable from "no content". */
export function sendJson(ctx: AppContext, value: unknown): void {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(value);
}

/** An answer already written as JSON (the cached public slot list): sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}
