/** References to one export of each shared library (see shared-probe.js). */
export declare const sharedReferences: Record<string, unknown>;
