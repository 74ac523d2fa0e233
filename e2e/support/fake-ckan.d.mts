import type { ServerResponse } from 'node:http';

/** The new file the fake portal serves, and its point (inside the area the registry journey draws). */
export declare const NEW_FILE: { number: string; lat: number; lng: number };
/** Two more new files, beyond the near radius of the journey's property and within the last. */
export declare const FARTHER_FILES: Array<{ number: string; lat: number; lng: number }>;
/** Answers a request under /ckan; false when the path is not the portal's. */
export declare function answerCkan(url: string, response: ServerResponse): boolean;
