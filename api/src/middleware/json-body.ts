import { bodyParser } from '@koa/bodyparser';

/** The API's JSON body parsing, in one place: used app-wide and by routes mounted ahead of it. */
export const jsonBody = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });
