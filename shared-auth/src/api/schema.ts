/**
 * Generated from the API's OpenAPI document (the route schemas) by openapi-typescript: do not edit by hand.
 * Regenerate with `npm run api-types` after changing a route's schema; `npm test` fails while this file is stale.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                            /** @enum {string} */
                            database: "ok";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "error";
                            /** @enum {string} */
                            database: "error";
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether this instance should be sent traffic
         * @description For a load balancer. 200 when the database answers and the job queue runs; 503 with a detail while the instance is stopping (from SIGTERM on, during SHUTDOWN_READINESS_DELAY_MS it still serves but reports not ready) or when the database does not answer. GET /api/health is the liveness check.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Every error answers this shape */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a company and its first (admin) user, and log in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        first_name: string;
                        last_name?: string;
                        company_name: string;
                        enroll_in_trial?: boolean;
                        language?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {unknown} */
                                role: "admin" | "analyst" | "invited";
                                /** Format: uuid */
                                company_id: string;
                                company_name: string;
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                two_factor_enabled: boolean;
                                /** Format: date-time */
                                last_login: string | null;
                                /**
                                 * @description The language the user reads the app in
                                 * @enum {unknown}
                                 */
                                language: "en-CA" | "fr-CA";
                                /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                                platform_operator?: boolean;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password
         * @description Answers 403 '2FA required' with a `challenge_id` when the account has two-factor authentication; then call /api/two-factor/verify-login (or verify-backup-code) with that challenge_id within 5 minutes. At most 10 failed attempts per account in 15 minutes (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {unknown} */
                                role: "admin" | "analyst" | "invited";
                                /** Format: uuid */
                                company_id: string;
                                company_name: string;
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                two_factor_enabled: boolean;
                                /** Format: date-time */
                                last_login: string | null;
                                /**
                                 * @description The language the user reads the app in
                                 * @enum {unknown}
                                 */
                                language: "en-CA" | "fr-CA";
                                /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                                platform_operator?: boolean;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @description Required by the second step; valid 5 minutes, single use */
                            challenge_id?: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            two_factor_enabled: boolean;
                            /** Format: date-time */
                            last_login: string | null;
                            /**
                             * @description The language the user reads the app in
                             * @enum {unknown}
                             */
                            language: "en-CA" | "fr-CA";
                            /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                            platform_operator?: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the signed-in user's language (en-CA or fr-CA) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        language?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            two_factor_enabled: boolean;
                            /** Format: date-time */
                            last_login: string | null;
                            /**
                             * @description The language the user reads the app in
                             * @enum {unknown}
                             */
                            language: "en-CA" | "fr-CA";
                            /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                            platform_operator?: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/trial-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's free-trial status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            is_trial_active: boolean;
                            days_remaining: number;
                            /** Format: date-time */
                            trial_ends_at: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (same answer whether or not the account exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/reset-password-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token (signs out every session) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/invite-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who an invitation is for */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            first_name: string;
                            last_name: string;
                            company_name: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: set a password, become an analyst, and log in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token?: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {unknown} */
                                role: "admin" | "analyst" | "invited";
                                /** Format: uuid */
                                company_id: string;
                                company_name: string;
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                two_factor_enabled: boolean;
                                /** Format: date-time */
                                last_login: string | null;
                                /**
                                 * @description The language the user reads the app in
                                 * @enum {unknown}
                                 */
                                language: "en-CA" | "fr-CA";
                                /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                                platform_operator?: boolean;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start 2FA setup: a new secret, its QR code and 10 backup codes (active once enabled) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description PNG data URL of the otpauth URL */
                            qr_code: string;
                            secret: string;
                            backup_codes: string[];
                            otpauth_url: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm setup with a code from the app; 2FA and the backup codes become active */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            enabled: true;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a code against the user's secret (the pending one during setup); the code is consumed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn 2FA off with the password and a current code or a backup code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            enabled: false;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether 2FA is on, and how many backup codes are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            backup_codes_remaining: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/regenerate-backup-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace all backup codes with 10 new ones; needs the password or a current code
         * @description Body: `{ "password": "..." }` or `{ "code": "123456" }` (a code from the app, or an unused backup code). A bearer token alone is not enough: whoever holds a stolen token must not be able to mint login codes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password?: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            backup_codes: string[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/verify-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a login that answered '2FA required', with a code from the authenticator app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                        /** @description The challenge_id of the login answer '2FA required' (a missing or wrong one is refused like a wrong code) */
                        challenge_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {unknown} */
                                role: "admin" | "analyst" | "invited";
                                /** Format: uuid */
                                company_id: string;
                                company_name: string;
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                two_factor_enabled: boolean;
                                /** Format: date-time */
                                last_login: string | null;
                                /**
                                 * @description The language the user reads the app in
                                 * @enum {unknown}
                                 */
                                language: "en-CA" | "fr-CA";
                                /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                                platform_operator?: boolean;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/verify-backup-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a login that answered '2FA required', with a single-use backup code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        backup_code: string;
                        /** @description The challenge_id of the login answer '2FA required' (a missing or wrong one is refused like a wrong code) */
                        challenge_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            access_token: string;
                            /** @enum {string} */
                            token_type: "bearer";
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                                /** @enum {unknown} */
                                role: "admin" | "analyst" | "invited";
                                /** Format: uuid */
                                company_id: string;
                                company_name: string;
                                company: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                };
                                two_factor_enabled: boolean;
                                /** Format: date-time */
                                last_login: string | null;
                                /**
                                 * @description The language the user reads the app in
                                 * @enum {unknown}
                                 */
                                language: "en-CA" | "fr-CA";
                                /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                                platform_operator?: boolean;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session (its token stops working at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's active sessions, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            device_info: string | null;
                            browser_info: string | null;
                            location: string | null;
                            ip_address: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_active: string;
                            is_current: boolean;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/revoke-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke all the user's other sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            revoked: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When the password was changed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            last_changed: string | null;
                            history: {
                                /** Format: date-time */
                                changed_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/security-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Security overview of the signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            two_factor_enabled: boolean;
                            backup_codes_remaining: number;
                            /** Format: date-time */
                            password_last_changed: string | null;
                            /** @description Number of active sessions */
                            active_sessions: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; the user's other sessions are signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        current_password: string;
                        new_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/chatkit/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an AI-chat session for the signed-in user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            session_id: string;
                            /** Format: date-time */
                            expires_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's company: contact, seats, trial, terms of reference and monitored municipalities */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            contact_email: string | null;
                            max_users: number;
                            /** @description Users of the company, invited ones included (they hold a seat) */
                            user_count: number;
                            /** Format: date-time */
                            trial_started_at: string | null;
                            /** Format: date-time */
                            trial_ends_at: string | null;
                            is_trial_active: boolean;
                            days_remaining: number;
                            terms_of_reference: {
                                filename: string;
                                file_size: number;
                                /** Format: date-time */
                                uploaded_at: string;
                            } | null;
                            monitored_municipalities: {
                                id: number;
                                name: string;
                                parent_name: string | null;
                            }[];
                            /** @enum {unknown} */
                            current_user_role: "admin" | "analyst" | "invited";
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete the company and all its data (admins only; password required)
         * @description Removes, in one transaction, the company, its users (their sessions end at once), invitations, properties, subscriptions, invoices, reports and settings; then its files. Live Stripe subscriptions are cancelled first.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the company's contact email (any member) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contact_email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            contact_email: string | null;
                            max_users: number;
                            /** @description Users of the company, invited ones included (they hold a seat) */
                            user_count: number;
                            /** Format: date-time */
                            trial_started_at: string | null;
                            /** Format: date-time */
                            trial_ends_at: string | null;
                            is_trial_active: boolean;
                            days_remaining: number;
                            terms_of_reference: {
                                filename: string;
                                file_size: number;
                                /** Format: date-time */
                                uploaded_at: string;
                            } | null;
                            monitored_municipalities: {
                                id: number;
                                name: string;
                                parent_name: string | null;
                            }[];
                            /** @enum {unknown} */
                            current_user_role: "admin" | "analyst" | "invited";
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the caller's own first and last name (the email cannot be changed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        first_name: string;
                        last_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: uuid */
                            company_id: string;
                            company_name: string;
                            company: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                            two_factor_enabled: boolean;
                            /** Format: date-time */
                            last_login: string | null;
                            /**
                             * @description The language the user reads the app in
                             * @enum {unknown}
                             */
                            language: "en-CA" | "fr-CA";
                            /** @description A platform operator (`npm run operator -- grant`): sees the operator screens (the ingest sources) */
                            platform_operator?: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/terms-of-reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the company's terms of reference (admins only; replaces the previous file)
         * @description multipart/form-data with the field `file`: PDF, DOC, DOCX or TXT (extension and content checked), at most 50 MB (413 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            filename: string;
                            file_size: number;
                            /** Format: date-time */
                            uploaded_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The municipalities the company monitors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The municipalities the company monitors, by name: its properties' and those chosen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            monitored_municipalities: {
                                id: number;
                                name: string;
                                parent_name: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        /**
         * Replace the monitored municipalities chosen explicitly (admins only)
         * @description Body: `{ "municipality_ids": [1, 2] }` (ids from GET /api/properties/municipalities). Unknown ids answer 400 naming them. The answer (like GET) lists those of the properties too.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        municipality_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The municipalities the company monitors, by name: its properties' and those chosen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            monitored_municipalities: {
                                id: number;
                                name: string;
                                parent_name: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the company's data as JSON (admins only; no password hashes or secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a teammate's role between admin and analyst (admins only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        role: "admin" | "analyst";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: date-time */
                            last_login: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/companies/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a teammate or withdraw an invitation (admins only); their sessions end at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's users, invited ones included */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: date-time */
                            last_login: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite a teammate (admins only); they join as an analyst when they accept
         * @description At most 20 invitations an hour per company and 3 a day per address (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        first_name?: string;
                        last_name?: string;
                        /**
                         * @description Ignored: invitations always make analysts
                         * @enum {unknown}
                         */
                        role?: "admin" | "analyst";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            first_name: string;
                            last_name: string;
                            /** @enum {unknown} */
                            role: "admin" | "analyst" | "invited";
                            /** Format: date-time */
                            last_login: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/company-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company plan's subscription ('inactive' when there is none) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /**
                             * Format: date-time
                             * @description The plan's trial end, else the company's free-trial end
                             */
                            trial_end: string | null;
                            amount: number;
                            currency: string;
                            /** @enum {unknown} */
                            provider: "local" | "stripe";
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/create-company-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a checkout for the company plan (50.00 CAD a month, 30-day trial during the free trial) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the company plan at the end of the current period */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /**
                             * Format: date-time
                             * @description The plan's trial end, else the company's free-trial end
                             */
                            trial_end: string | null;
                            amount: number;
                            currency: string;
                            /** @enum {unknown} */
                            provider: "local" | "stripe";
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/reactivate-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a pending cancellation of the company plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /**
                             * Format: date-time
                             * @description The plan's trial end, else the company's free-trial end
                             */
                            trial_end: string | null;
                            amount: number;
                            currency: string;
                            /** @enum {unknown} */
                            provider: "local" | "stripe";
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's invoices, newest first (amounts in cents)
         * @description Local billing writes an invoice when a period starts: 0 for a trial period, 5000 (paid) for each monthly period. Its hosted page and PDF URLs carry a signed token (HMAC of the invoice id), so they open in a new tab without the bearer token; a token only opens its own invoice. Stripe invoices link to Stripe.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @description Seconds since the epoch */
                            created: number;
                            /** @description In cents */
                            amount_due: number;
                            currency: string;
                            /** @description paid, open, void, uncollectible or draft */
                            status: string;
                            hosted_invoice_url: string | null;
                            invoice_pdf: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/property-billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One row per subscribed property (trialing, active or past due), with its latest invoice */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            property_id: string;
                            property_name: string;
                            property_address: string | null;
                            municipality_name: string | null;
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /** @description Dollars per month */
                            amount: number;
                            currency: string;
                            /** @description The latest invoice of the property */
                            hosted_invoice_url: string | null;
                            invoice_pdf: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET; 404 with local billing)
         * @description Verifies Stripe-Signature over the raw body (5-minute tolerance). Events are recorded by id: a redelivered event answers 200 without being applied twice.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                            duplicate: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-subscriptions/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's subscription (status 'inactive' when it never had one) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            property_id: string;
                            /** @description True while trialing or active (a past_due subscription shows Payment Failed) */
                            active: boolean;
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** @description Dollars per month (50.0) */
                            amount: number;
                            /** @description CAD */
                            currency: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-subscriptions/{id}/create-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for the property; the browser is then sent to checkout_url
         * @description Local billing: our checkout page (/billing/checkout/<session>) activates the subscription on confirmation. Stripe: a Checkout Session. The first subscription of a property starts with a 30-day trial while the company's free trial is active.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkout_url: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-subscriptions/{id}/cancel-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel at the end of the current period (shown as Cancelling) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            property_id: string;
                            /** @description True while trialing or active (a past_due subscription shows Payment Failed) */
                            active: boolean;
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** @description Dollars per month (50.0) */
                            amount: number;
                            /** @description CAD */
                            currency: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-subscriptions/{id}/renew-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a pending cancellation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            property_id: string;
                            /** @description True while trialing or active (a past_due subscription shows Payment Failed) */
                            active: boolean;
                            /** @enum {unknown} */
                            status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            current_period_start: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** @description Dollars per month (50.0) */
                            amount: number;
                            /** @description CAD */
                            currency: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My reports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            subject: string;
                            /** @enum {unknown} */
                            category: "bug" | "feature" | "ui" | "performance" | "data" | "other";
                            description: string;
                            /** @enum {unknown} */
                            priority: "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            status: "open" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The author; null once the author was removed from the company */
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a support or bug report */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subject: string;
                        /**
                         * @default bug
                         * @enum {unknown}
                         */
                        category?: "bug" | "feature" | "ui" | "performance" | "data" | "other";
                        description: string;
                        /**
                         * @default medium
                         * @enum {unknown}
                         */
                        priority?: "low" | "medium" | "high" | "critical";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            subject: string;
                            /** @enum {unknown} */
                            category: "bug" | "feature" | "ui" | "performance" | "data" | "other";
                            description: string;
                            /** @enum {unknown} */
                            priority: "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            status: "open" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The author; null once the author was removed from the company */
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/admin/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every report of the admin's company, newest first (admins only)
         * @description There is no cross-tenant listing: company admins see their own company only.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            subject: string;
                            /** @enum {unknown} */
                            category: "bug" | "feature" | "ui" | "performance" | "data" | "other";
                            description: string;
                            /** @enum {unknown} */
                            priority: "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            status: "open" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The author; null once the author was removed from the company */
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report: the author's own; an admin may read any of the company's */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            subject: string;
                            /** @enum {unknown} */
                            category: "bug" | "feature" | "ui" | "performance" | "data" | "other";
                            description: string;
                            /** @enum {unknown} */
                            priority: "low" | "medium" | "high" | "critical";
                            /** @enum {unknown} */
                            status: "open" | "in_progress" | "resolved" | "closed";
                            /** Format: date-time */
                            created_at: string;
                            /** @description The author; null once the author was removed from the company */
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                first_name: string;
                                last_name: string;
                            } | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's API keys, newest first, with their last use (admins only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The first characters of the key, to tell keys apart */
                            prefix: string;
                            scopes: ("alerts" | "properties" | "meetings" | "registries")[];
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            last_used_at: string | null;
                            /** Format: date-time */
                            revoked_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The creator's email */
                            created_by: string | null;
                            status: "active" | "revoked" | "expired";
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates a read-only API key, answered once (admins only; at most 20 live keys) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        scopes: ("alerts" | "properties" | "meetings" | "registries")[];
                        /** @description Days until the key stops working */
                        expires_in_days: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description The first characters of the key, to tell keys apart */
                            prefix: string;
                            scopes: ("alerts" | "properties" | "meetings" | "registries")[];
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            last_used_at: string | null;
                            /** Format: date-time */
                            revoked_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The creator's email */
                            created_by: string | null;
                            status: "active" | "revoked" | "expired";
                        } & {
                            /** @description The key itself: shown this once, never again */
                            key: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes an API key: it is refused from then on (admins only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's live Atom feeds, newest first (never their secret URLs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            kind: "property" | "watch";
                            /** Format: uuid */
                            target_id: string;
                            target_name: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_used_at: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Makes the caller's Atom feed URL of a property or a watch list, revoking an earlier one of the same target */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        kind: "property" | "watch";
                        /**
                         * Format: uuid
                         * @description The property's or the watch list's id
                         */
                        target_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            kind: "property" | "watch";
                            /** Format: uuid */
                            target_id: string;
                            target_name: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_used_at: string | null;
                        } & {
                            /** @description The secret Atom feed URL: shown this once */
                            url: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes one of the caller’s Atom feeds: its URL answers 404 from then on */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feeds/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atom 1.0 feed of the newest alerts of a property or a watch list; the path is the secret `{token}.atom` */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/atom+xml */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provincial-sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provincial registries watched for proposals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description 'ERO' or 'ORR' */
                            site_code: string;
                            site_name: string;
                            is_active: boolean;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Proposals, filtered and sorted; all of them unless limit is given */
        get: {
            parameters: {
                query?: {
                    /** @description Site code ('ERO', 'ORR'), case-insensitive; absent or 'all': every site */
                    site?: string;
                    /** @description Words in the title, description, category, ministry or number */
                    q?: string;
                    /** @description Order: title (A-Z), deadline (soonest first), site, posted_date_desc (newest first, the default) */
                    sort?: "title" | "deadline" | "site" | "posted_date_desc";
                    /** @description This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter */
                    date?: "week" | "month" | "quarter" | "all";
                    /** @description Page size, 1 to 500 (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The registry's number, e.g. 'ERO 025-0461' */
                            source_id: string;
                            title: string;
                            description: string | null;
                            content: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            posted_date: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            deadline: string | null;
                            /** @description Site code */
                            site: string;
                            site_id: number;
                            site_name: string;
                            category: string | null;
                            status: string | null;
                            ministry: string | null;
                            url: string | null;
                            attachment_count: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proposals/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many proposals there are, in all and per site */
        get: {
            parameters: {
                query?: {
                    /** @description Site code ('ERO', 'ORR'), case-insensitive; absent or 'all': every site */
                    site?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            by_site: {
                                site: string;
                                site_name: string;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proposals/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proposal's attachments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            filename: string;
                            url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-stats/acts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cases by act, computed from the decisions (most cited first) */
        get: {
            parameters: {
                query?: {
                    /** @description This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter */
                    date?: "week" | "month" | "quarter" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            act: string;
                            /** @description Decisions citing the act */
                            count: number;
                            /** @description Share of all acts' counts, two decimals; the list sums to 100 */
                            percentage: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-stats/sections/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cases by section of one act (most cited first) */
        get: {
            parameters: {
                query?: {
                    /** @description This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter */
                    date?: "week" | "month" | "quarter" | "all";
                };
                header?: never;
                path: {
                    /** @description The act's name, URL-encoded */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description e.g. 's. 34(11)' */
                            section: string;
                            /** @description Decisions citing the section */
                            count: number;
                            /** @description Share of the act's section counts, two decimals; the list sums to 100 */
                            percentage: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Decisions, filtered, sorted and paged: { items, total, limit, offset } */
        get: {
            parameters: {
                query?: {
                    /** @description Words in the title or case number */
                    q?: string;
                    /** @description Order: decision_date_desc (newest first, the default; 'decision_date' is the same), title (A-Z), case_number */
                    sort?: "decision_date_desc" | "decision_date" | "title" | "case_number";
                    /** @description This week (Monday to Sunday), month or quarter by America/Toronto calendar; 'all' or absent: no filter */
                    date?: "week" | "month" | "quarter" | "all";
                    /** @description Only decisions citing this act */
                    act?: string;
                    /** @description Tribunal code: 'onlt' or 'onltb' */
                    tribunal?: string;
                    /** @description Page size, 1 to 200 (default 50) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                source_id: string;
                                title: string;
                                /** @description Case number, e.g. 'OLT-22-004123' */
                                caseid: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                decision_date: string | null;
                                pdf_url: string | null;
                                url: string | null;
                                /** @description Tribunal: 'onlt' (OLT) or 'onltb' (LTB) */
                                database_id: string;
                                acts: string[];
                                citations: {
                                    act: string;
                                    section: string;
                                }[];
                                attachment_count: number;
                            }[];
                            /** @description Matching decisions in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-decisions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many decisions there are, in all and per tribunal */
        get: {
            parameters: {
                query?: {
                    /** @description Tribunal code: 'onlt' or 'onltb' */
                    tribunal?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            tribunal: string | null;
                            by_tribunal: {
                                tribunal: string;
                                count: number;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-decisions/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A decision's attachments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            filename: string;
                            url: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/legal-tribunals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tribunals whose decisions are collected */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The decisions' database_id */
                            code: string;
                            name: string;
                            /** @description Shown on the chip: 'OLT', 'LTB' */
                            short_name: string;
                            decision_count: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mayoral-decisions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mayoral decisions, newest first, each with its bylaws */
        get: {
            parameters: {
                query?: {
                    /** @description Only this municipality (a non-negative integer) */
                    municipality_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The municipality's number, e.g. 'MD-2026-014' */
                            decision_id: string;
                            title: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            decision_date: string | null;
                            /** @description The date as published, when it is not a plain date */
                            decision_date_text: string | null;
                            url: string | null;
                            municipality_id: number;
                            municipality_name: string;
                            bylaw_count: number;
                            bylaws: {
                                id: number;
                                bylaw_number: string;
                                item_number: string | null;
                                description: string | null;
                                bylaw_url: string | null;
                            }[];
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mayoral-decisions/stats/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Decisions and bylaws per municipality */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipality_id: number;
                            municipality_name: string;
                            decision_count: number;
                            bylaw_count: number;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            latest_decision_date: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mayoral-decisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mayoral decision with its bylaws */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description The municipality's number, e.g. 'MD-2026-014' */
                            decision_id: string;
                            title: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            decision_date: string | null;
                            /** @description The date as published, when it is not a plain date */
                            decision_date_text: string | null;
                            url: string | null;
                            municipality_id: number;
                            municipality_name: string;
                            bylaw_count: number;
                            bylaws: {
                                id: number;
                                bylaw_number: string;
                                item_number: string | null;
                                description: string | null;
                                bylaw_url: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's properties with their subscription state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nickname: string | null;
                            address: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            municipality_id: number | null;
                            municipality_name: string | null;
                            current_land_use: string | null;
                            future_land_use: string | null;
                            notes: string | null;
                            /** @description The property's own planning application numbers, matched in every source in any spelling */
                            application_numbers: string[];
                            /** @description Subscribed (trialing, active or past_due) */
                            active: boolean;
                            /** @enum {unknown} */
                            subscription_status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            property_summary: string | null;
                            /** Format: date-time */
                            summary_updated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a property (matched against recent agenda items by a job queued at once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string | null;
                        nickname?: string | null;
                        address?: string | null;
                        latitude?: number | null;
                        longitude?: number | null;
                        municipality_id: number;
                        current_land_use?: string | null;
                        future_land_use?: string | null;
                        notes?: string | null;
                        /** @description The property's own planning application numbers (at most 20, 40 characters each), e.g. "OZ 22/012 W7", "22 123456 STE 10 OZ", "A-123/24" */
                        application_numbers?: string[];
                        selectedCommittees?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nickname: string | null;
                            address: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            municipality_id: number | null;
                            municipality_name: string | null;
                            current_land_use: string | null;
                            future_land_use: string | null;
                            notes: string | null;
                            /** @description The property's own planning application numbers, matched in every source in any spelling */
                            application_numbers: string[];
                            /** @description Subscribed (trialing, active or past_due) */
                            active: boolean;
                            /** @enum {unknown} */
                            subscription_status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            property_summary: string | null;
                            /** Format: date-time */
                            summary_updated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ontario municipalities a property can be in (every single- and lower-tier municipality)
         * @description `name` is unique and tells apart names that collide (`Hamilton` the city, `Hamilton (Northumberland)` the township). `upper_tier` (as `parent_name`) is the county or region of a lower-tier municipality; the point is representative, not a boundary.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description Unique; names that collide are told apart ('Hamilton (Northumberland)') */
                            name: string;
                            parent_name: string | null;
                            kind: "single-tier" | "lower-tier";
                            /** @description The county or region of a lower-tier municipality */
                            upper_tier: string | null;
                            latitude: number | null;
                            longitude: number | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/municipalities/nearest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The municipalities nearest to a point in Ontario (at most 5, nearest first)
         * @description First the municipality of the nearest known address point (`basis: "address"`, from the address index, within 2 km), then those whose representative points are nearest (`basis: "registry"`). A proposal for the user to confirm: a representative point is not a boundary. A point outside Ontario answers 400.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Decimal degrees, in Ontario */
                    latitude?: string;
                    /** @description Decimal degrees, in Ontario */
                    longitude?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            /** @description From the point to the address point or representative point (0.1 km) */
                            distance_km: number;
                            basis: "address" | "registry";
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/land-use-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Land-use types for current and future use */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            value: string;
                            label: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/address-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Address suggestions in Canada (at most 5; none under 3 characters)
         * @description The offline Ontario gazetteer by default; a Mapbox-compatible geocoding service when GEOCODER_TOKEN is set (the gazetteer answers if the service fails).
         */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            label: string;
                            /** @description address | place | locality | region */
                            type: string;
                            place: string | null;
                            municipality: string | null;
                            latitude: number;
                            longitude: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nickname: string | null;
                            address: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            municipality_id: number | null;
                            municipality_name: string | null;
                            current_land_use: string | null;
                            future_land_use: string | null;
                            notes: string | null;
                            /** @description The property's own planning application numbers, matched in every source in any spelling */
                            application_numbers: string[];
                            /** @description Subscribed (trialing, active or past_due) */
                            active: boolean;
                            /** @enum {unknown} */
                            subscription_status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            property_summary: string | null;
                            /** Format: date-time */
                            summary_updated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Update nickname, land uses, notes and application numbers (the name follows the nickname, else the address or coordinates) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            /** @description Only these fields can change; address and municipality cannot be edited */
            requestBody: {
                content: {
                    "application/json": {
                        nickname?: string | null;
                        current_land_use?: string | null;
                        future_land_use?: string | null;
                        notes?: string | null;
                        /** @description The property's own planning application numbers (at most 20, 40 characters each), e.g. "OZ 22/012 W7", "22 123456 STE 10 OZ", "A-123/24" */
                        application_numbers?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nickname: string | null;
                            address: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            municipality_id: number | null;
                            municipality_name: string | null;
                            current_land_use: string | null;
                            future_land_use: string | null;
                            notes: string | null;
                            /** @description The property's own planning application numbers, matched in every source in any spelling */
                            application_numbers: string[];
                            /** @description Subscribed (trialing, active or past_due) */
                            active: boolean;
                            /** @enum {unknown} */
                            subscription_status: "inactive" | "trialing" | "active" | "past_due" | "canceled";
                            payment_status: ("trial" | "active" | "past_due") | (never | null);
                            cancel_at_period_end: boolean;
                            /** Format: date-time */
                            trial_end: string | null;
                            /** Format: date-time */
                            current_period_end: string | null;
                            property_summary: string | null;
                            /** Format: date-time */
                            summary_updated_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete an inactive property (409 while it has a subscription) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property's documents, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            filename: string;
                            /** @description Bytes */
                            file_size: number;
                            /** Format: date-time */
                            uploaded_at: string;
                            /** @description pending | done | failed */
                            extraction_status: string;
                            /** @description Why the text could not be read (failed), else null */
                            extraction_error: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload documents (multipart, field file, several files; pdf, doc, docx, txt; 50 MB each)
         * @description Streamed to storage; extension and content are checked; when any file fails nothing is kept.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                id: number;
                                filename: string;
                                /** @description Bytes */
                                file_size: number;
                                /** Format: date-time */
                                uploaded_at: string;
                                /** @description pending | done | failed */
                                extraction_status: string;
                                /** @description Why the text could not be read (failed), else null */
                                extraction_error: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}/generate-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Summarize the property's documents with the AI provider (stores property_summary) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            summary: string;
                            property_summary: string;
                            /** Format: date-time */
                            summary_updated_at: string;
                            documents_used: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committees/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Committee types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            slug: string;
                            display_name: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committees/municipality/{municipality}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The committees a property in this municipality may follow: its own, then those of the regional bodies that include it
         * @description By id or by (lower-cased) name. Regional bodies are upper-tier regions and conservation authorities (Peel Region and TRCA for Brampton); their committees follow the municipality's own, by body name.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Municipality id or name (any case) */
                    municipality: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            municipality_id: number;
                            /** @description The committee's municipality or regional body */
                            municipality_name: string | null;
                            committee_type: {
                                id: number;
                                slug: string;
                                display_name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committees/property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The committees a property follows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            municipality_id: number;
                            /** @description The committee's municipality or regional body */
                            municipality_name: string | null;
                            committee_type: {
                                id: number;
                                slug: string;
                                display_name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/committees/property/{id}/committees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the committees a property follows (replaces the selection; committees of the property's municipality or of a regional body that includes it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Property id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        committee_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            municipality_id: number;
                            /** @description The committee's municipality or regional body */
                            municipality_name: string | null;
                            committee_type: {
                                id: number;
                                slug: string;
                                display_name: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerts of the company, newest first (dismissed alerts are left out unless status=dismissed) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this property's alerts (a property id) */
                    propertyId?: string;
                    /** @description urgent, high or normal */
                    severity?: "urgent" | "high" | "normal";
                    /** @description Only alerts of this category (the page's type filter), any case: zoning, fees, development, infrastructure, others, watch */
                    category?: string;
                    /** @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts). */
                    status?: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                    /** @description Words in the title, summary, meeting, municipality or property */
                    search?: string;
                    /** @description The order: date (newest first, the default: the date of its meeting, else when it was raised), severity (urgent, high, normal, then newest first) or property (the property or watch name A to Z, then newest first) */
                    sort?: "date" | "severity" | "property";
                    /** @description Page size, 1 to 500 (default 200; the alerts page asks for 6) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0): (page - 1) x limit (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page of alerts. The header x-total-count holds how many alerts the list has under these filters (for the pager). */
                200: {
                    headers: {
                        type?: unknown;
                        required?: unknown;
                        properties?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            id: number;
                            /**
                             * Format: uuid
                             * @description The property the alert is about; null for a watch alert
                             */
                            property_id: string | null;
                            /** @description The property's name; for a watch alert, the watch's name */
                            property_name: string;
                            /**
                             * @description property: matched to a property; watch: raised by a keyword watch (no property)
                             * @enum {string}
                             */
                            alert_type: "property" | "watch";
                            /** Format: uuid */
                            watch_id: string | null;
                            watch_name: string | null;
                            /** @description A watch alert's terms found in the item */
                            matched_terms: string[];
                            /** @description A watch alert's snippet, the terms between <mark> and </mark>; all else is plain text (escape it) */
                            headline: string | null;
                            /** @description Found by a watch's backfill of past items (never mailed) */
                            backfilled: boolean;
                            /** @enum {string} */
                            severity: "urgent" | "high" | "normal";
                            /**
                             * @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts).
                             * @enum {string}
                             */
                            status: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                            meeting_id: number | null;
                            /** @description The meeting's title ('Municipality Committee' when the alert has no meeting) */
                            meeting_title: string;
                            /** Format: date-time */
                            meeting_date: string | null;
                            municipality: string | null;
                            committee: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            alert_title: string;
                            /** @description The title in French: a title written from a template (a new application, a listing, a file's step, a decision, a followed matter's step) rendered from the English at read time, else the lead item's French title from a bilingual portal; null otherwise (docs/i18n.md) */
                            alert_title_fr: string | null;
                            alert_summary: string;
                            /** @description The summary in French, written from the English at read time; null when the English is not one of the matcher's sentences (docs/i18n.md) */
                            alert_summary_fr: string | null;
                            summary: string;
                            meeting_summary: string | null;
                            alert_preview: string | null;
                            /** @description The preview (a property alert's strongest impact) in French; null as alert_summary_fr */
                            alert_preview_fr: string | null;
                            primary_finding: string | null;
                            expanded_finding: string | null;
                            alert_categories: string[];
                            num_items: number;
                            /** @description Number of comments */
                            comments: number;
                            /** @description The names of the company's other properties that one of this alert's items also concerns (each has its own alert), by name; at most 10 */
                            also_concerns: string[];
                            document_url: string | null;
                            view_document_url: string | null;
                            dismiss_reason: string | null;
                            /** Format: date-time */
                            dismissed_at: string | null;
                            /** @description An alert of a development application's thread: where the application stands now; else null */
                            application?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                latestStep: {
                                    kind: string;
                                    on: string | null;
                                    title: string;
                                } | null;
                            } | null;
                            /** @description An alert that lists a property's new applications beyond the near radius (docs/applications.md): each one, nearest first; empty for any other alert */
                            listed_applications?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                type: string;
                                address: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                /** @description From the property, when the alert was raised */
                                distanceMeters: number;
                            }[];
                        } & {
                            /** @description The caller opened it or marked it read */
                            read: boolean;
                            /** Format: date-time */
                            read_at: string | null;
                            /** @description The teammate it is assigned to */
                            assignee: {
                                /** Format: uuid */
                                id: string;
                                /** @description First and last name (the e-mail address when the user has no name) */
                                name: string;
                            } | null;
                            /** Format: date-time */
                            assigned_at: string | null;
                        })[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an alert stands in the list under the same filters: its index and the page that holds it (opens /alerts?alertId= on the alert's page) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this property's alerts (a property id) */
                    propertyId?: string;
                    /** @description urgent, high or normal */
                    severity?: "urgent" | "high" | "normal";
                    /** @description Only alerts of this category (the page's type filter), any case: zoning, fees, development, infrastructure, others, watch */
                    category?: string;
                    /** @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts). */
                    status?: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                    /** @description Words in the title, summary, meeting, municipality or property */
                    search?: string;
                    /** @description The order: date (newest first, the default: the date of its meeting, else when it was raised), severity (urgent, high, normal, then newest first) or property (the property or watch name A to Z, then newest first) */
                    sort?: "date" | "severity" | "property";
                    /** @description Page size, 1 to 500 (default 6, the alerts page) (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description 0-based place in the list; null when these filters leave the alert out */
                            index: number | null;
                            /** @description 1-based page of `limit` alerts holding it; null when left out */
                            page: number | null;
                            /** @description The list offset of that page; null when left out */
                            offset: number | null;
                            limit: number;
                            /** @description Alerts in the list under these filters */
                            total: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New (not dismissed) alerts raised in the last `days` days (the sidebar badge uses 7) */
        get: {
            parameters: {
                query?: {
                    /** @description Days back, 1 to 999 (default 7; 999 means all) (a non-negative integer) */
                    days?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            new_alerts: number;
                            days: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/severity-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alerts per severity and in total (dismissed alerts are not counted) */
        get: {
            parameters: {
                query?: {
                    /** @description Only this property's alerts (a property id) */
                    propertyId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            urgent: number;
                            high: number;
                            normal: number;
                            total: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filter options: the properties, the categories (type filter) and the severities */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            properties: {
                                /** Format: uuid */
                                property_id: string;
                                name: string;
                            }[];
                            categories: string[];
                            severities: string[];
                            statuses: string[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alert with its related agenda items and why each matched */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            id: number;
                            /**
                             * Format: uuid
                             * @description The property the alert is about; null for a watch alert
                             */
                            property_id: string | null;
                            /** @description The property's name; for a watch alert, the watch's name */
                            property_name: string;
                            /**
                             * @description property: matched to a property; watch: raised by a keyword watch (no property)
                             * @enum {string}
                             */
                            alert_type: "property" | "watch";
                            /** Format: uuid */
                            watch_id: string | null;
                            watch_name: string | null;
                            /** @description A watch alert's terms found in the item */
                            matched_terms: string[];
                            /** @description A watch alert's snippet, the terms between <mark> and </mark>; all else is plain text (escape it) */
                            headline: string | null;
                            /** @description Found by a watch's backfill of past items (never mailed) */
                            backfilled: boolean;
                            /** @enum {string} */
                            severity: "urgent" | "high" | "normal";
                            /**
                             * @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts).
                             * @enum {string}
                             */
                            status: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                            meeting_id: number | null;
                            /** @description The meeting's title ('Municipality Committee' when the alert has no meeting) */
                            meeting_title: string;
                            /** Format: date-time */
                            meeting_date: string | null;
                            municipality: string | null;
                            committee: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            alert_title: string;
                            /** @description The title in French: a title written from a template (a new application, a listing, a file's step, a decision, a followed matter's step) rendered from the English at read time, else the lead item's French title from a bilingual portal; null otherwise (docs/i18n.md) */
                            alert_title_fr: string | null;
                            alert_summary: string;
                            /** @description The summary in French, written from the English at read time; null when the English is not one of the matcher's sentences (docs/i18n.md) */
                            alert_summary_fr: string | null;
                            summary: string;
                            meeting_summary: string | null;
                            alert_preview: string | null;
                            /** @description The preview (a property alert's strongest impact) in French; null as alert_summary_fr */
                            alert_preview_fr: string | null;
                            primary_finding: string | null;
                            expanded_finding: string | null;
                            alert_categories: string[];
                            num_items: number;
                            /** @description Number of comments */
                            comments: number;
                            /** @description The names of the company's other properties that one of this alert's items also concerns (each has its own alert), by name; at most 10 */
                            also_concerns: string[];
                            document_url: string | null;
                            view_document_url: string | null;
                            dismiss_reason: string | null;
                            /** Format: date-time */
                            dismissed_at: string | null;
                            /** @description An alert of a development application's thread: where the application stands now; else null */
                            application?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                latestStep: {
                                    kind: string;
                                    on: string | null;
                                    title: string;
                                } | null;
                            } | null;
                            /** @description An alert that lists a property's new applications beyond the near radius (docs/applications.md): each one, nearest first; empty for any other alert */
                            listed_applications?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                type: string;
                                address: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                /** @description From the property, when the alert was raised */
                                distanceMeters: number;
                            }[];
                        } & {
                            items: {
                                id: number;
                                agenda_item_id: number | null;
                                document_id: number | null;
                                item_number: string | null;
                                item_title: string;
                                title: string;
                                item_description: string | null;
                                /** @description The item's French title, when a bilingual portal published one (docs/i18n.md) */
                                item_title_fr: string | null;
                                /** @description The item's French description, when published */
                                item_description_fr: string | null;
                                impact_summary: string;
                                /** @description The impact's summary in French; null when its English is not one of the matcher's sentences */
                                impact_summary_fr: string | null;
                                /** @description 'High' | 'Medium' | 'Low' */
                                confidence: string;
                                score: number;
                                /** @enum {string} */
                                severity: "urgent" | "high" | "normal";
                                categories: string[];
                                /** @description The strongest matching rule */
                                rule: string;
                                evidence: {
                                    rule: string;
                                    text?: string;
                                    field?: string;
                                    documentId?: number;
                                    span?: {
                                        start: number;
                                        end: number;
                                    };
                                    page?: number;
                                    distanceMeters?: number;
                                    confidence: number;
                                    detail?: string;
                                }[];
                                document_url: string | null;
                                source_url: string | null;
                            }[];
                            property_impacts: {
                                id: number;
                                agenda_item_id: number | null;
                                document_id: number | null;
                                item_number: string | null;
                                item_title: string;
                                title: string;
                                item_description: string | null;
                                /** @description The item's French title, when a bilingual portal published one (docs/i18n.md) */
                                item_title_fr: string | null;
                                /** @description The item's French description, when published */
                                item_description_fr: string | null;
                                impact_summary: string;
                                /** @description The impact's summary in French; null when its English is not one of the matcher's sentences */
                                impact_summary_fr: string | null;
                                /** @description 'High' | 'Medium' | 'Low' */
                                confidence: string;
                                score: number;
                                /** @enum {string} */
                                severity: "urgent" | "high" | "normal";
                                categories: string[];
                                /** @description The strongest matching rule */
                                rule: string;
                                evidence: {
                                    rule: string;
                                    text?: string;
                                    field?: string;
                                    documentId?: number;
                                    span?: {
                                        start: number;
                                        end: number;
                                    };
                                    page?: number;
                                    distanceMeters?: number;
                                    confidence: number;
                                    detail?: string;
                                }[];
                                document_url: string | null;
                                source_url: string | null;
                            }[];
                        }) & {
                            /** @description The caller opened it or marked it read */
                            read: boolean;
                            /** Format: date-time */
                            read_at: string | null;
                            /** @description The teammate it is assigned to */
                            assignee: {
                                /** Format: uuid */
                                id: string;
                                /** @description First and last name (the e-mail address when the user has no name) */
                                name: string;
                            } | null;
                            /** Format: date-time */
                            assigned_at: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status of an alert
         * @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts). This call sets new, acknowledged, in_progress, resolved; it also restores a dismissed alert.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description new | acknowledged | in_progress | resolved */
                        status: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /**
                             * Format: uuid
                             * @description The property the alert is about; null for a watch alert
                             */
                            property_id: string | null;
                            /** @description The property's name; for a watch alert, the watch's name */
                            property_name: string;
                            /**
                             * @description property: matched to a property; watch: raised by a keyword watch (no property)
                             * @enum {string}
                             */
                            alert_type: "property" | "watch";
                            /** Format: uuid */
                            watch_id: string | null;
                            watch_name: string | null;
                            /** @description A watch alert's terms found in the item */
                            matched_terms: string[];
                            /** @description A watch alert's snippet, the terms between <mark> and </mark>; all else is plain text (escape it) */
                            headline: string | null;
                            /** @description Found by a watch's backfill of past items (never mailed) */
                            backfilled: boolean;
                            /** @enum {string} */
                            severity: "urgent" | "high" | "normal";
                            /**
                             * @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts).
                             * @enum {string}
                             */
                            status: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                            meeting_id: number | null;
                            /** @description The meeting's title ('Municipality Committee' when the alert has no meeting) */
                            meeting_title: string;
                            /** Format: date-time */
                            meeting_date: string | null;
                            municipality: string | null;
                            committee: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            alert_title: string;
                            /** @description The title in French: a title written from a template (a new application, a listing, a file's step, a decision, a followed matter's step) rendered from the English at read time, else the lead item's French title from a bilingual portal; null otherwise (docs/i18n.md) */
                            alert_title_fr: string | null;
                            alert_summary: string;
                            /** @description The summary in French, written from the English at read time; null when the English is not one of the matcher's sentences (docs/i18n.md) */
                            alert_summary_fr: string | null;
                            summary: string;
                            meeting_summary: string | null;
                            alert_preview: string | null;
                            /** @description The preview (a property alert's strongest impact) in French; null as alert_summary_fr */
                            alert_preview_fr: string | null;
                            primary_finding: string | null;
                            expanded_finding: string | null;
                            alert_categories: string[];
                            num_items: number;
                            /** @description Number of comments */
                            comments: number;
                            /** @description The names of the company's other properties that one of this alert's items also concerns (each has its own alert), by name; at most 10 */
                            also_concerns: string[];
                            document_url: string | null;
                            view_document_url: string | null;
                            dismiss_reason: string | null;
                            /** Format: date-time */
                            dismissed_at: string | null;
                            /** @description An alert of a development application's thread: where the application stands now; else null */
                            application?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                latestStep: {
                                    kind: string;
                                    on: string | null;
                                    title: string;
                                } | null;
                            } | null;
                            /** @description An alert that lists a property's new applications beyond the near radius (docs/applications.md): each one, nearest first; empty for any other alert */
                            listed_applications?: {
                                /** @description The application: /api/applications/{id}, /applications/{id} in the app */
                                id: number;
                                fileNumber: string | null;
                                type: string;
                                address: string | null;
                                /** @description The registry's status now */
                                status: string | null;
                                /** @description From the property, when the alert was raised */
                                distanceMeters: number;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/alerts/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an alert with a reason: it leaves the list and its severity count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description finished | irrelevant */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "dismissed";
                            dismiss_reason: string;
                            /** Format: date-time */
                            dismissed_at: string;
                            severity: string;
                            severity_counts: {
                                urgent: number;
                                high: number;
                                normal: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An alert's comments, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            alert_id: number;
                            /** Format: uuid */
                            user_id: string | null;
                            user_name: string | null;
                            comment: string;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a comment to an alert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            alert_id: number;
                            /** Format: uuid */
                            user_id: string | null;
                            user_name: string | null;
                            comment: string;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the AI about an alert: a server-sent event stream
         * @description Answers `text/event-stream`: lines `data: {json}` with `type` thread_id (field thread_id, first), token (field content, appended to the reply), done (thread_id, message_id, citations), error (field message), or interrupted (field detail: the server is restarting; the answer was not stored, send the question again with the thread_id: a resent unanswered question is not stored twice). Send the thread_id back to continue the conversation. The answer is grounded in the alert's agenda items and documents and cites them. Generation stops when the client disconnects.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        thread_id?: string | null;
                    };
                };
            };
            responses: {
                /** @description text/event-stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an alert read for the caller (opening it does this) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            read: boolean;
                            /** Format: date-time */
                            read_at: string | null;
                            /** @description The caller's unread alerts after the change (the bell's count) */
                            unread: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Mark an alert unread again for the caller */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            read: boolean;
                            /** Format: date-time */
                            read_at: string | null;
                            /** @description The caller's unread alerts after the change (the bell's count) */
                            unread: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark alerts read for the caller: the chosen ones (ids), or all of them (all: "Mark all read") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Alert ids, 1 to 100 */
                        ids?: number[];
                        /** @description Mark every alert of the list read (every alert not dismissed): "Mark all read" */
                        all?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Alerts that were unread and are now read */
                            marked: number;
                            unread: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign an alert to a teammate, who is told by mail and sees it in their inbox
         * @description The assignee is a member of your company (an admin or an analyst). Assigning to the current assignee again changes nothing and sends no mail; nor does assigning to yourself.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A member of your company (not an invitation still pending) */
                        assignee_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert_id: number;
                            assignee: {
                                /** Format: uuid */
                                id: string;
                                /** @description First and last name (the e-mail address when the user has no name) */
                                name: string;
                            };
                            assigned_by: {
                                /** Format: uuid */
                                id: string;
                                /** @description First and last name (the e-mail address when the user has no name) */
                                name: string;
                            } | null;
                            /** Format: date-time */
                            assigned_at: string;
                            /** @description The assignee was told by mail (not when assigning to yourself, or again) */
                            mailed: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take the assignment off an alert */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unassigned */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign several alerts (at most 100) to a teammate: one mail tells them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Alert ids, 1 to 100 */
                        ids: number[];
                        /** @description A member of your company */
                        assignee_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Alerts now assigned to the teammate */
                            assigned: number;
                            mailed: boolean;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss several alerts (at most 100) with one reason: they leave the list and the counts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Alert ids, 1 to 100 */
                        ids: number[];
                        /** @description finished | irrelevant */
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dismissed: number;
                            severity_counts: {
                                urgent: number;
                                high: number;
                                normal: number;
                                total: number;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bell: the caller's unread alerts, and the newest alerts, those assigned to the caller and the updates of the items they follow */
        get: {
            parameters: {
                query?: {
                    /** @description Items in each list, 1 to 20 (default 8) (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Alerts (not dismissed) the caller has not read */
                            unread: number;
                            /** @description Of those, assigned to the caller */
                            assigned_unread: number;
                            /** @description The newest alerts */
                            latest: {
                                /** @description The alert id (opens /alerts?alertId=) */
                                id: number;
                                title: string;
                                severity: string;
                                /** @description The property, or the watch, the alert is about */
                                subject: string;
                                municipality: string | null;
                                /** Format: date-time */
                                created_at: string;
                                read: boolean;
                                /** @description A later step of an item the caller follows */
                                follow: boolean;
                                assigned_to_me: boolean;
                                /** @description Who assigned it to the caller */
                                assigned_by: string | null;
                            }[];
                            /** @description The newest alerts assigned to the caller */
                            assigned: {
                                /** @description The alert id (opens /alerts?alertId=) */
                                id: number;
                                title: string;
                                severity: string;
                                /** @description The property, or the watch, the alert is about */
                                subject: string;
                                municipality: string | null;
                                /** Format: date-time */
                                created_at: string;
                                read: boolean;
                                /** @description A later step of an item the caller follows */
                                follow: boolean;
                                assigned_to_me: boolean;
                                /** @description Who assigned it to the caller */
                                assigned_by: string | null;
                            }[];
                            /** @description The newest updates of the items the caller follows */
                            following: {
                                /** @description The alert id (opens /alerts?alertId=) */
                                id: number;
                                title: string;
                                severity: string;
                                /** @description The property, or the watch, the alert is about */
                                subject: string;
                                municipality: string | null;
                                /** Format: date-time */
                                created_at: string;
                                read: boolean;
                                /** @description A later step of an item the caller follows */
                                follow: boolean;
                                assigned_to_me: boolean;
                                /** @description Who assigned it to the caller */
                                assigned_by: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a visit (the Overview does on opening). A visit more than 30 minutes after the last one starts a new one: the last becomes the previous visit */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            last_visit_at: string;
                            /** Format: date-time */
                            previous_visit_at: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox/since-last-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New since your last visit: the alerts (not dismissed) raised after the previous visit */
        get: {
            parameters: {
                query?: {
                    /** @description Alerts listed, 1 to 20 (default 6) (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date-time
                             * @description The previous visit; null on the first one
                             */
                            since: string | null;
                            /** @description Alerts (not dismissed) raised since then */
                            total: number;
                            alerts: {
                                /** @description The alert id (opens /alerts?alertId=) */
                                id: number;
                                title: string;
                                severity: string;
                                /** @description The property, or the watch, the alert is about */
                                subject: string;
                                municipality: string | null;
                                /** Format: date-time */
                                created_at: string;
                                read: boolean;
                                /** @description A later step of an item the caller follows */
                                follow: boolean;
                                assigned_to_me: boolean;
                                /** @description Who assigned it to the caller */
                                assigned_by: string | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's first-run checklist, each step ticked from real state, whether it was dismissed, and whether this is their first day */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The account is less than a day old or the caller has no previous visit: the Overview says "Welcome", not "Welcome back" */
                            first_day: boolean;
                            /** @description The caller dismissed the checklist (it stays dismissed) */
                            dismissed: boolean;
                            /** @description Steps done */
                            completed: number;
                            /** @description Steps in all */
                            total: number;
                            /** @description Every step is done: the checklist is not shown */
                            all_done: boolean;
                            steps: {
                                /** @description property: the company has a property; committees: one of its properties follows a committee; email_alerts: the caller saved their email preferences; teammate: the company has another member (or invitation); watch_list: the caller sees a watch list */
                                key: "property" | "committees" | "email_alerts" | "teammate" | "watch_list";
                                /** @description Ticked from what the server holds */
                                done: boolean;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the caller's first-run checklist for good */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The account is less than a day old or the caller has no previous visit: the Overview says "Welcome", not "Welcome back" */
                            first_day: boolean;
                            /** @description The caller dismissed the checklist (it stays dismissed) */
                            dismissed: boolean;
                            /** @description Steps done */
                            completed: number;
                            /** @description Steps in all */
                            total: number;
                            /** @description Every step is done: the checklist is not shown */
                            all_done: boolean;
                            steps: {
                                /** @description property: the company has a property; committees: one of its properties follows a committee; email_alerts: the caller saved their email preferences; teammate: the company has another member (or invitation); watch_list: the caller sees a watch list */
                                key: "property" | "committees" | "email_alerts" | "teammate" | "watch_list";
                                /** @description Ticked from what the server holds */
                                done: boolean;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The insight categories (Project Pulse tabs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            slug: string;
                            label: string;
                            icon: string;
                            description: string;
                            sort_order: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Insights per category, for the company or one property (Project Pulse tab badges) */
        get: {
            parameters: {
                query?: {
                    propertyId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Insights across all the company's properties, paged: { items, total, limit, offset } */
        get: {
            parameters: {
                query?: {
                    /** @description An insight category slug */
                    category?: string;
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an insight to a property */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        property_id: string;
                        category_slug: string;
                        source_id?: string | null;
                        title: string;
                        description?: string | null;
                        /** @enum {string} */
                        severity?: "high" | "medium" | "low";
                        municipality_name?: string | null;
                        proposal_url?: string | null;
                        document_url?: string | null;
                        document_title?: string | null;
                        /** @description Details; every key ending in url (source_document_url...) holds an http(s) link or null */
                        insight_data?: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            property_id: string;
                            property_name: string;
                            title: string;
                            description: string | null;
                            /** @description high | medium | low */
                            severity: string;
                            category_slug: string;
                            municipality_name: string | null;
                            proposal_url: string | null;
                            document_url: string | null;
                            document_title: string | null;
                            source_id: string | null;
                            /** @description Details; source_document_url links the source */
                            insight_data: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One property's insights, optionally of one category, paged (page size 20) */
        get: {
            parameters: {
                query?: {
                    /** @description An insight category slug */
                    category?: string;
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}/nearby-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Development applications near the property (competitors), paged
         * @description The property's insights of category 'competitors'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}/precedents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tribunal decisions on similar matters (precedents), paged
         * @description The property's insights of category 'precedents'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agenda decisions that change the area (city growth), paged
         * @description The property's insights of category 'city_growth'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}/regional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regional and provincial policies (big policies), paged
         * @description The property's insights of category 'big_policies'.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{propertyId}/similar-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Insights about the same built form as the property's land use, paged
         * @description Insights of any category whose insight_data.land_use, title or description names the property's future (else current) land use. Empty when the property has no land use.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path: {
                    /** @description Property id */
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** Format: uuid */
                                property_id: string;
                                property_name: string;
                                title: string;
                                description: string | null;
                                /** @description high | medium | low */
                                severity: string;
                                category_slug: string;
                                municipality_name: string | null;
                                proposal_url: string | null;
                                document_url: string | null;
                                document_title: string | null;
                                source_id: string | null;
                                /** @description Details; source_document_url links the source */
                                insight_data: {
                                    [key: string]: unknown;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** @description Matching insights in all pages */
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/project-insights/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an insight */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an insight (only the fields sent) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        description?: string | null;
                        /** @enum {string} */
                        severity?: "high" | "medium" | "low";
                        municipality_name?: string | null;
                        proposal_url?: string | null;
                        document_url?: string | null;
                        document_title?: string | null;
                        /** @description Details; every key ending in url (source_document_url...) holds an http(s) link or null */
                        insight_data?: {
                            [key: string]: string | null;
                        };
                        category_slug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            property_id: string;
                            property_name: string;
                            title: string;
                            description: string | null;
                            /** @description high | medium | low */
                            severity: string;
                            category_slug: string;
                            municipality_name: string | null;
                            proposal_url: string | null;
                            document_url: string | null;
                            document_title: string | null;
                            source_id: string | null;
                            /** @description Details; source_document_url links the source */
                            insight_data: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/map/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's properties with the matching radii, and the agenda items matched to them in a period, each at its point nearest the property (newest first, `limit` at most) */
        get: {
            parameters: {
                query?: {
                    /** @description Meetings on or after this date (YYYY-MM-DD or an ISO date-time); default 90 days ago */
                    from?: string;
                    /** @description Meetings on or before this date (inclusive); default: no end */
                    to?: string;
                    /** @description Comma-separated severities: urgent, high, normal */
                    severity?: string;
                    /** @description The item's type: zoning, fees, development, infrastructure, others */
                    category?: string;
                    /** @description The meeting's municipality (and the properties in it) (a non-negative integer) */
                    municipalityId?: string;
                    /** @description One property of the company */
                    propertyId?: string;
                    /** @description One alert's property and items (the period is then ignored) (a non-negative integer) */
                    alertId?: string;
                    /** @description Items at most, 1 to 2000 (default 1000); the newest are kept (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The matching distance tiers, nearest first */
                            radii_meters: number[];
                            /** @description Site-specific items this close are 'high' */
                            near_radius_meters: number;
                            /** @description The basemap (MAP_TILE_URL); null: no basemap is configured */
                            tiles: {
                                url: string;
                                attribution: string;
                            } | null;
                            /** Format: date-time */
                            from: string | null;
                            /** Format: date-time */
                            to: string | null;
                            properties: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                address: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                municipality_id: number | null;
                                municipality: string | null;
                            }[];
                            /** @description The municipalities of the company's properties (the filter's choices) */
                            municipalities: {
                                id: number;
                                name: string;
                            }[];
                            /** @description Newest meeting first */
                            items: {
                                /** @description The alert item (one agenda item matched to one property) */
                                id: number;
                                alert_id: number;
                                /** Format: uuid */
                                property_id: string;
                                agenda_item_id: number | null;
                                /** @description The matched document, for /documents/:id */
                                document_id: number | null;
                                title: string;
                                item_number: string | null;
                                meeting_id: number | null;
                                meeting_title: string | null;
                                /** Format: date-time */
                                meeting_date: string | null;
                                municipality_id: number | null;
                                municipality: string | null;
                                /** @enum {string} */
                                severity: "urgent" | "high" | "normal";
                                categories: string[];
                                rule: string;
                                /** @description The item's point nearest its property (its own or geocoded) */
                                latitude: number;
                                longitude: number;
                                /** @description From that point to the property (null: no property point) */
                                distance_meters: number | null;
                            }[];
                            /** @description More items matched than `limit`: only the newest are listed */
                            truncated: boolean;
                            limit: number;
                            /** @description Matched items under the filters that have no location (policies...) */
                            unplaced: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meetings, filtered, sorted and paged, with hasAlert and alertCount for the caller's company */
        get: {
            parameters: {
                query?: {
                    /** @description Words in the title, committee, municipality or summary */
                    search?: string;
                    /** @description Municipality name, case-insensitive */
                    municipality?: string;
                    /** @description 'upcoming' (from now on), 'past' (before now) or 'all' (default) */
                    timeframe?: "upcoming" | "past" | "all";
                    /** @description Start at or after this date-time (ISO 8601), e.g. the first day of a calendar month */
                    from?: string;
                    /** @description Start before this date-time (ISO 8601) */
                    to?: string;
                    /** @description 'date' (default), 'title' or 'municipality' */
                    sort?: "date" | "title" | "municipality";
                    /** @description 'asc' (default) or 'desc' */
                    order?: "asc" | "desc";
                    /** @description Page size, 1 to 500 (default 100) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                municipality: string;
                                municipality_id: number;
                                committee: string | null;
                                /**
                                 * Format: date-time
                                 * @description Start
                                 */
                                date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                location: string | null;
                                /** @description 'scheduled', 'cancelled' or 'postponed' */
                                status: string;
                                /** @description 'No Agenda Items posted yet. We will continue to monitor for new items.' while no agenda is posted */
                                summary: string | null;
                                document_url: string | null;
                                agenda_url: string | null;
                                revised_agenda_url: string | null;
                                minutes_url: string | null;
                                source_url: string | null;
                                document_count: number;
                                item_count: number;
                                /** @description Whether the caller's company has an alert (not dismissed) on this meeting */
                                hasAlert: boolean;
                                /** @description The caller's company's alerts (not dismissed) on this meeting */
                                alertCount: number;
                            }[];
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description The page is unchanged since the ETag sent in If-None-Match */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/municipalities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Municipalities that have meetings, with their meeting counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            parent_name: string | null;
                            meeting_count: number;
                            upcoming_count: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming meetings that concern the caller's company (its properties' municipalities and their regions, counties and conservation authorities) in the next `days` days (default 14; 999 means all future meetings) */
        get: {
            parameters: {
                query?: {
                    /** @description Days ahead, 1 to 999 (default 14) (a non-negative integer) */
                    days?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: number;
                            /** @description Meetings in the window of the company's properties' municipalities and of the regions, counties and conservation authorities they belong to */
                            upcoming_meetings: number;
                            /** @description Municipalities of those meetings */
                            municipalities: number;
                            /** @description Of those, meetings with an alert of the caller's company */
                            meetings_with_alerts: number;
                            /** @description All future meetings of the company's properties' municipalities and their bodies */
                            total_upcoming_meetings: number;
                            /** @description Municipalities of those future meetings */
                            total_municipalities: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/by-committee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meeting counts per committee (optionally of one municipality) */
        get: {
            parameters: {
                query?: {
                    municipality?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            committee: string;
                            municipality: string;
                            meeting_count: number;
                            /** Format: date-time */
                            next_meeting: string | null;
                            /** Format: date-time */
                            last_meeting: string | null;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/committee/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One committee's meetings, newest first (limit default 50, offset 0) */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1 to 500 (default 50) (a non-negative integer) */
                    limit?: string;
                    /** @description Rows to skip (default 0) (a non-negative integer) */
                    offset?: string;
                    municipality?: string;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                title: string;
                                municipality: string;
                                municipality_id: number;
                                committee: string | null;
                                /**
                                 * Format: date-time
                                 * @description Start
                                 */
                                date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                location: string | null;
                                /** @description 'scheduled', 'cancelled' or 'postponed' */
                                status: string;
                                /** @description 'No Agenda Items posted yet. We will continue to monitor for new items.' while no agenda is posted */
                                summary: string | null;
                                document_url: string | null;
                                agenda_url: string | null;
                                revised_agenda_url: string | null;
                                minutes_url: string | null;
                                source_url: string | null;
                                document_count: number;
                                item_count: number;
                                /** @description Whether the caller's company has an alert (not dismissed) on this meeting */
                                hasAlert: boolean;
                                /** @description The caller's company's alerts (not dismissed) on this meeting */
                                alertCount: number;
                            }[];
                            total: number;
                            limit: number;
                            offset: number;
                        };
                    };
                };
                /** @description The page is unchanged since the ETag sent in If-None-Match */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One meeting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            municipality: string;
                            municipality_id: number;
                            committee: string | null;
                            /**
                             * Format: date-time
                             * @description Start
                             */
                            date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            location: string | null;
                            /** @description 'scheduled', 'cancelled' or 'postponed' */
                            status: string;
                            /** @description 'No Agenda Items posted yet. We will continue to monitor for new items.' while no agenda is posted */
                            summary: string | null;
                            document_url: string | null;
                            agenda_url: string | null;
                            revised_agenda_url: string | null;
                            minutes_url: string | null;
                            source_url: string | null;
                            document_count: number;
                            item_count: number;
                            /** @description Whether the caller's company has an alert (not dismissed) on this meeting */
                            hasAlert: boolean;
                            /** @description The caller's company's alerts (not dismissed) on this meeting */
                            alertCount: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A meeting's documents (agenda, staff reports, attachments) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            url: string | null;
                            mime_type: string | null;
                            size_bytes: number | null;
                            page_count: number | null;
                            extraction_status: string;
                            agenda_item_id: number | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller has an iCal feed URL */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whether the caller has a feed URL (never shown again) */
                            active: boolean;
                            /** Format: date-time */
                            created_at: string | null;
                            /** Format: date-time */
                            last_used_at: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Creates the caller's iCal feed URL, replacing (revoking) any earlier one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The secret iCal URL to subscribe to (no bearer token needed); shown once, only a hash of its token is kept */
                            url: string;
                            /** @description The same URL with the webcal: scheme, which opens calendar apps */
                            webcal_url: string;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Revokes the caller's iCal feed URL */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** iCal (RFC 5545) feed of the meetings the company follows; the path is the secret `{token}.ics` */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/calendar */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's metadata */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The row's number (municipal documents and property documents are numbered apart) */
                            id: number;
                            /** @description The id to use in /api/documents/{id}: the number, or `property-<n>` */
                            ref: string;
                            kind: "municipal" | "property";
                            title: string;
                            /** @description The connector ('escribe:trca', ...) or 'property_upload' */
                            source: string;
                            source_url: string | null;
                            meeting_id: number | null;
                            meeting_title: string | null;
                            /** Format: date-time */
                            meeting_date: string | null;
                            municipality: string | null;
                            agenda_item_id: number | null;
                            /**
                             * Format: uuid
                             * @description A property document's property
                             */
                            property_id: string | null;
                            property_name: string | null;
                            type: string | null;
                            size_bytes: number | null;
                            pages: number | null;
                            /** @description 'pending', 'done', 'failed' or 'skipped' */
                            extraction_status: string;
                            extraction_error: string | null;
                            /** Format: date-time */
                            extracted_at: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extracted text page by page, with each page's position in the whole text (paged: ?page=&pages=) */
        get: {
            parameters: {
                query?: {
                    /** @description First page, 1-based (default 1) */
                    page?: string;
                    /** @description How many pages (default 10, at most 50) */
                    pages?: string;
                };
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ref: string;
                            total_pages: number;
                            /** @description First page sent (1-based) */
                            page: number;
                            pages: {
                                page_number: number;
                                /** @description Offset of the page in the whole extracted text (evidence spans use these offsets) */
                                char_start: number;
                                char_end: number;
                                text: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The original file, streamed with its type and a safe Content-Disposition (or 302 to a presigned URL with STORAGE_PRESIGN) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description With STORAGE_PRESIGN on S3: Location is a presigned URL, valid 5 minutes */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Summary with citations, categories, agenda items, and the caller's company's matched properties with evidence */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ref: string;
                            summary: string;
                            citations: ({
                                title: string;
                                page?: number;
                                quote: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            categories: string[];
                            agenda_items: {
                                id: number;
                                title: string;
                            }[];
                            /** @description Only the caller's company's matched properties */
                            matches: {
                                alert_id: number;
                                property_id: string;
                                property_name: string;
                                rule: string;
                                confidence: string;
                                severity: string;
                                /** @description Why it matched: rule, text, field; for field "document", span {start, end} offsets in the whole text and page */
                                evidence: {
                                    [key: string]: unknown;
                                }[];
                                /** @description Where this document shows why the property matched (for highlighting) */
                                passages: {
                                    /** @description Offset in the whole extracted text */
                                    start: number;
                                    end: number;
                                    page: number;
                                    text: string;
                                    rule: string;
                                    /** @description 'span': recorded by the matcher; 'text': the matched words found in this document */
                                    source: "span" | "text";
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/analysis-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest requested analysis of the document and its job's status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The document, as named in the path */
                            document_id: string;
                            /** @description The latest requested analysis (null when none was requested) */
                            run: {
                                id: number;
                                status: "queued" | "running" | "done" | "failed";
                                /** Format: date-time */
                                queued_at: string;
                                /** Format: date-time */
                                started_at: string | null;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Set when the run failed */
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/reanalyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a new analysis of the document; answers its job status
         * @description A municipal document is matched again against every company's properties (the answer shows only the run); a property document has its text extracted again. While a run is queued or running, the same run is answered (200) instead of a new one (202). Follow it with GET /api/documents/{id}/analysis-status. Limited to 10 requests an hour per user (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description A municipal document's numeric id, or `property-<n>` for a document a company uploaded for one of its properties */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The document, as named in the path */
                            document_id: string;
                            /** @description The latest requested analysis (null when none was requested) */
                            run: {
                                id: number;
                                status: "queued" | "running" | "done" | "failed";
                                /** Format: date-time */
                                queued_at: string;
                                /** Format: date-time */
                                started_at: string | null;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Set when the run failed */
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The document, as named in the path */
                            document_id: string;
                            /** @description The latest requested analysis (null when none was requested) */
                            run: {
                                id: number;
                                status: "queued" | "running" | "done" | "failed";
                                /** Format: date-time */
                                queued_at: string;
                                /** Format: date-time */
                                started_at: string | null;
                                /** Format: date-time */
                                finished_at: string | null;
                                /** @description Set when the run failed */
                                error: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsubscribe page (confirmation form; no sign-in) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Unsubscribe in one click (RFC 8058; no sign-in) */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's email preferences */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email_mode: "immediate_and_digest" | "digest_only" | "off";
                            digest_frequency: "daily" | "weekly";
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Change the caller's email preferences */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email_mode: "immediate_and_digest" | "digest_only" | "off";
                        digest_frequency: "daily" | "weekly";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email_mode: "immediate_and_digest" | "digest_only" | "off";
                            digest_frequency: "daily" | "weekly";
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's webhook endpoints (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a webhook endpoint; its signing secret is returned once (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                        } & {
                            /** @description Shown once: keep it to verify signatures */
                            secret: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its log (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Enable, disable or re-point a webhook endpoint (admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: string;
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            url: string;
                            enabled: boolean;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/notifications/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a signed test event now; answers the delivery's outcome (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            endpoint_id: string;
                            alert_id: number | null;
                            event: string;
                            status: string;
                            status_code: number | null;
                            attempt: number;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            attempts: {
                                attempt: number;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                                /** Format: date-time */
                                attempted_at: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's webhook delivery log, newest first (admins) */
        get: {
            parameters: {
                query?: {
                    webhook_id?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            endpoint_id: string;
                            alert_id: number | null;
                            event: string;
                            status: string;
                            status_code: number | null;
                            attempt: number;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            error: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            attempts: {
                                attempt: number;
                                status_code: number | null;
                                error: string | null;
                                duration_ms: number;
                                /** Format: date-time */
                                attempted_at: string;
                            }[];
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The items the caller follows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            alert_id: number;
                            agenda_item_id: number;
                            title: string;
                            application_numbers: string[];
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Follow an agenda item of one of the company's alerts (the alert's first item when agenda_item_id is omitted) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        alert_id: number;
                        agenda_item_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            alert_id: number;
                            agenda_item_id: number;
                            title: string;
                            application_numbers: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            alert_id: number;
                            agenda_item_id: number;
                            title: string;
                            application_numbers: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/follows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop following an item */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/follows/{alertId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The steps of the matter followed from this alert (or of the follow this alert belongs to), in meeting order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric alert id */
                    alertId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            follow: {
                                /** Format: uuid */
                                id: string;
                                alert_id: number;
                                agenda_item_id: number;
                                title: string;
                                application_numbers: string[];
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            steps: {
                                kind: "meeting" | "status" | "tribunal";
                                agenda_item_id: number | null;
                                item_number: string | null;
                                title: string;
                                meeting_id: number | null;
                                meeting_title: string;
                                committee_name: string | null;
                                /** Format: date-time */
                                starts_at: string;
                                status: string;
                                item_status: string | null;
                                detail: string | null;
                                url: string | null;
                                alert_id: number | null;
                                followed: boolean;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/watches/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's watches: the company's and their own (admins: every personal watch of the company too) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            terms: string;
                            /** @description The words and phrases looked for (excluded ones left out) */
                            looked_for: string[];
                            scope: {
                                /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                                municipality_ids: number[];
                                /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                                source_kinds: ("council" | "provincial" | "tribunal" | "mayoral")[];
                                /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                                languages: ("en" | "fr")[];
                            };
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /**
                             * Format: uuid
                             * @description The owner of a personal watch; null for a company watch
                             */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a watch; its matches among the items of the last 90 days are found at once (never mailed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A name for the watch (1 to 100 characters) */
                        name: string;
                        /** @description What to look for, in web-search syntax (at most 200 characters): words that must all appear, "quoted phrases" (words in that order), or between alternatives, -word or -"phrase" to exclude. English stemming: "development charges" also finds "development charge". Stop words alone ("the", "of") find nothing and are refused. */
                        terms: string;
                        scope?: {
                            /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                            municipality_ids?: number[];
                            /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                            source_kinds?: ("council" | "provincial" | "tribunal" | "mayoral")[];
                            /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                            languages?: ("en" | "fr")[];
                        };
                        /**
                         * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                         * @enum {string}
                         */
                        delivery?: "immediate" | "digest" | "none";
                        paused?: boolean;
                        /** @description A company watch, every member's (admins only); default false: the caller's own watch */
                        company_wide?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            terms: string;
                            /** @description The words and phrases looked for (excluded ones left out) */
                            looked_for: string[];
                            scope: {
                                /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                                municipality_ids: number[];
                                /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                                source_kinds: ("council" | "provincial" | "tribunal" | "mayoral")[];
                                /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                                languages: ("en" | "fr")[];
                            };
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /**
                             * Format: uuid
                             * @description The owner of a personal watch; null for a company watch
                             */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } & {
                            /** @description Matches found among the items of the last 90 days by this save */
                            backfilled: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One watch */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Watch id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            terms: string;
                            /** @description The words and phrases looked for (excluded ones left out) */
                            looked_for: string[];
                            scope: {
                                /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                                municipality_ids: number[];
                                /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                                source_kinds: ("council" | "provincial" | "tribunal" | "mayoral")[];
                                /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                                languages: ("en" | "fr")[];
                            };
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /**
                             * Format: uuid
                             * @description The owner of a personal watch; null for a company watch
                             */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a watch and its alerts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Watch id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a watch (name, terms, scope, delivery) or pause and resume it; new terms or scope look back 90 days again */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Watch id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A name for the watch (1 to 100 characters) */
                        name?: string;
                        /** @description What to look for, in web-search syntax (at most 200 characters): words that must all appear, "quoted phrases" (words in that order), or between alternatives, -word or -"phrase" to exclude. English stemming: "development charges" also finds "development charge". Stop words alone ("the", "of") find nothing and are refused. */
                        terms?: string;
                        scope?: {
                            /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                            municipality_ids?: number[];
                            /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                            source_kinds?: ("council" | "provincial" | "tribunal" | "mayoral")[];
                            /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                            languages?: ("en" | "fr")[];
                        };
                        /**
                         * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                         * @enum {string}
                         */
                        delivery?: "immediate" | "digest" | "none";
                        /** @description A paused watch matches nothing until resumed */
                        paused?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            terms: string;
                            /** @description The words and phrases looked for (excluded ones left out) */
                            looked_for: string[];
                            scope: {
                                /** @description Only these municipalities (at most 50); empty: all. Provincial proposals are province-wide and are never left out by it. */
                                municipality_ids: number[];
                                /** @description Where to look: council (council and committee items and meeting documents), provincial (ERO/ORR proposals), tribunal (OLT decisions), mayoral (mayoral decisions). Default: all four. */
                                source_kinds: ("council" | "provincial" | "tribunal" | "mayoral")[];
                                /** @description Which texts to search: en (English, every source, English stemming), fr (the French text of council items from bilingual agendas, French stemming), or both. Default: en. */
                                languages: ("en" | "fr")[];
                            };
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /**
                             * Format: uuid
                             * @description The owner of a personal watch; null for a company watch
                             */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } & {
                            /** @description Matches found among the items of the last 90 days by this save */
                            backfilled: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/watches/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The watch's last matches (its alerts, newest first) */
        get: {
            parameters: {
                query?: {
                    /** @description How many, 1 to 100 (default 20) (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path: {
                    /** @description Watch id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alert_id: number;
                            /** @description item, document, proposal, decision or mayoral */
                            source_kind: string;
                            title: string;
                            summary: string;
                            /** @description A snippet of the matched text, the terms between <mark> and </mark> (everything else is plain text) */
                            headline: string | null;
                            matched_terms: string[];
                            /** @description Found by the backfill of past items (never mailed) */
                            backfilled: boolean;
                            status: string;
                            meeting_title: string | null;
                            /** Format: date-time */
                            meeting_date: string | null;
                            document_url: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/areas/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's areas: the company's and their own (admins: every personal area of the company too) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A polygon, or a circle (centre and radius), in Ontario */
                            geometry: {
                                /** @enum {string} */
                                type: "polygon";
                                /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                                coordinates: number[][];
                            } | {
                                /** @enum {string} */
                                type: "circle";
                                /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                                center: number[];
                                /** @description The radius in metres, 10 to 50,000 */
                                radius_m: number;
                            };
                            /** @description The area's bounding box (degrees) */
                            bounds: {
                                south: number;
                                west: number;
                                north: number;
                                east: number;
                            };
                            application_types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                            /** @description Every application type (also the ones added later) */
                            all_types: boolean;
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /** Format: uuid */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            /** @description Its alerts (applications found inside it) */
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an area: each new application inside it (of its types) raises an alert, delivered as it says */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A name for the area (1 to 100 characters) */
                        name: string;
                        /** @description A polygon, or a circle (centre and radius), in Ontario */
                        geometry: {
                            /** @enum {string} */
                            type: "polygon";
                            /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                            coordinates: number[][];
                        } | {
                            /** @enum {string} */
                            type: "circle";
                            /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                            center: number[];
                            /** @description The radius in metres, 10 to 50,000 */
                            radius_m: number;
                        };
                        /** @description The application types to hear about, at least one (default: every type) */
                        application_types?: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                        /**
                         * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                         * @enum {string}
                         */
                        delivery?: "immediate" | "digest" | "none";
                        paused?: boolean;
                        /** @description A company area, every member's (admins only); default false: the caller's own */
                        company_wide?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A polygon, or a circle (centre and radius), in Ontario */
                            geometry: {
                                /** @enum {string} */
                                type: "polygon";
                                /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                                coordinates: number[][];
                            } | {
                                /** @enum {string} */
                                type: "circle";
                                /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                                center: number[];
                                /** @description The radius in metres, 10 to 50,000 */
                                radius_m: number;
                            };
                            /** @description The area's bounding box (degrees) */
                            bounds: {
                                south: number;
                                west: number;
                                north: number;
                                east: number;
                            };
                            application_types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                            /** @description Every application type (also the ones added later) */
                            all_types: boolean;
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /** Format: uuid */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            /** @description Its alerts (applications found inside it) */
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/areas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One area */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Area id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A polygon, or a circle (centre and radius), in Ontario */
                            geometry: {
                                /** @enum {string} */
                                type: "polygon";
                                /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                                coordinates: number[][];
                            } | {
                                /** @enum {string} */
                                type: "circle";
                                /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                                center: number[];
                                /** @description The radius in metres, 10 to 50,000 */
                                radius_m: number;
                            };
                            /** @description The area's bounding box (degrees) */
                            bounds: {
                                south: number;
                                west: number;
                                north: number;
                                east: number;
                            };
                            application_types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                            /** @description Every application type (also the ones added later) */
                            all_types: boolean;
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /** Format: uuid */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            /** @description Its alerts (applications found inside it) */
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an area and its alerts */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Area id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an area (name, geometry, types, delivery) or pause and resume it */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Area id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A name for the area (1 to 100 characters) */
                        name?: string;
                        /** @description A polygon, or a circle (centre and radius), in Ontario */
                        geometry?: {
                            /** @enum {string} */
                            type: "polygon";
                            /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                            coordinates: number[][];
                        } | {
                            /** @enum {string} */
                            type: "circle";
                            /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                            center: number[];
                            /** @description The radius in metres, 10 to 50,000 */
                            radius_m: number;
                        };
                        /** @description The application types to hear about, at least one (default: every type) */
                        application_types?: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                        /**
                         * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                         * @enum {string}
                         */
                        delivery?: "immediate" | "digest" | "none";
                        /** @description A paused area matches nothing until resumed */
                        paused?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @description A polygon, or a circle (centre and radius), in Ontario */
                            geometry: {
                                /** @enum {string} */
                                type: "polygon";
                                /** @description The vertices in order (3 to 200; a closing vertex equal to the first is dropped). The edges must not cross, and the polygon must be in Ontario and span at most 100 km. */
                                coordinates: number[][];
                            } | {
                                /** @enum {string} */
                                type: "circle";
                                /** @description [longitude, latitude] in degrees (WGS 84), as in GeoJSON */
                                center: number[];
                                /** @description The radius in metres, 10 to 50,000 */
                                radius_m: number;
                            };
                            /** @description The area's bounding box (degrees) */
                            bounds: {
                                south: number;
                                west: number;
                                north: number;
                                east: number;
                            };
                            application_types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                            /** @description Every application type (also the ones added later) */
                            all_types: boolean;
                            /**
                             * @description immediate: an e-mail (to members who take immediate mails) and a webhook event as soon as an item matches; digest: in the daily or weekly digest, and webhooks; none: the alerts list only.
                             * @enum {string}
                             */
                            delivery: "immediate" | "digest" | "none";
                            paused: boolean;
                            company_wide: boolean;
                            /** Format: uuid */
                            owner_user_id: string | null;
                            /** @description Whether the caller may change or delete it */
                            can_edit: boolean;
                            /** @description Its alerts (applications found inside it) */
                            match_count: number;
                            /** Format: date-time */
                            last_match_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/alerts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert list under the Alerts page's filters (a property's alerts with propertyId), as CSV or XLSX
         * @description A file to download (Content-Disposition: attachment). At most 10000 rows: X-Export-Rows holds how many were written and X-Export-Truncated whether the list had more (then X-Export-Note says so in words). Text cells that start with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe (no formula runs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Only this property's alerts (a property id) */
                    propertyId?: string;
                    /** @description urgent, high or normal */
                    severity?: "urgent" | "high" | "normal";
                    /** @description Only alerts of this category (the page's type filter), any case: zoning, fees, development, infrastructure, others, watch */
                    category?: string;
                    /** @description Alert statuses: new (raised, not yet looked at) -> acknowledged (seen) -> in_progress (being handled) -> resolved (handled); dismissed (set only by POST /{id}/dismiss with a reason; dismissed alerts leave the list and the counts). */
                    status?: "new" | "acknowledged" | "in_progress" | "resolved" | "dismissed";
                    /** @description Words in the title, summary, meeting, municipality or property */
                    search?: string;
                    /** @description The order: date (newest first, the default: the date of its meeting, else when it was raised), severity (urgent, high, normal, then newest first) or property (the property or watch name A to Z, then newest first) */
                    sort?: "date" | "severity" | "property";
                    /** @description 'csv' (default: RFC 4180, UTF-8 with a byte-order mark) or 'xlsx' */
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv or an XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alert as a PDF report: its facts, a map of the property and the items, the items with why they matched, the follow timeline and the citations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/pdf */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The meetings list under the Meetings page's filters, with the company's alert counts, as CSV or XLSX
         * @description A file to download (Content-Disposition: attachment). At most 10000 rows: X-Export-Rows holds how many were written and X-Export-Truncated whether the list had more (then X-Export-Note says so in words). Text cells that start with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe (no formula runs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Words in the title, committee, municipality or summary */
                    search?: string;
                    /** @description Municipality name, case-insensitive */
                    municipality?: string;
                    /** @description 'upcoming' (from now on), 'past' (before now) or 'all' (default) */
                    timeframe?: "upcoming" | "past" | "all";
                    /** @description Start at or after this date-time (ISO 8601), e.g. the first day of a calendar month */
                    from?: string;
                    /** @description Start before this date-time (ISO 8601) */
                    to?: string;
                    /** @description 'date' (default), 'title' or 'municipality' */
                    sort?: "date" | "title" | "municipality";
                    /** @description 'asc' (default) or 'desc' */
                    order?: "asc" | "desc";
                    /** @description 'csv' (default: RFC 4180, UTF-8 with a byte-order mark) or 'xlsx' */
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv or an XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/watches/{id}/matches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A watch list's matches (its alerts, newest first), as CSV or XLSX
         * @description A file to download (Content-Disposition: attachment). At most 10000 rows: X-Export-Rows holds how many were written and X-Export-Truncated whether the list had more (then X-Export-Note says so in words). Text cells that start with =, +, -, @, a tab or a carriage return are prefixed with an apostrophe (no formula runs).
         */
        get: {
            parameters: {
                query?: {
                    /** @description 'csv' (default: RFC 4180, UTF-8 with a byte-order mark) or 'xlsx' */
                    format?: "csv" | "xlsx";
                };
                header?: never;
                path: {
                    /** @description Watch id (uuid) */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv or an XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ingest sources with their last run, last success and error */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Connector and portal, e.g. 'escribe:mississauga' */
                            source: string;
                            /** @description The connector that reads it: 'escribe', 'tmmis', 'ero', ... */
                            connector: string;
                            /** @description What it brings (the sources table: kind) */
                            kind: "council" | "applications" | "regional" | "conservation" | "provincial" | "tribunal" | "mayoral";
                            base_url: string;
                            municipality_id: number | null;
                            /** @description The municipality, region or conservation authority whose items it brings; null: province-wide */
                            municipality_name: string | null;
                            time_zone: string;
                            paused: boolean;
                            /** @description 'env': seeded from the environment's variables on start; 'operator': added through the admin API */
                            origin: "env" | "operator";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_run_at: string | null;
                            /** Format: date-time */
                            last_success_at: string | null;
                            last_error: string | null;
                            /** Format: date-time */
                            last_error_at: string | null;
                            records_last_run: number;
                            cursor: string | null;
                            /** @description Meetings whose own page failed on their latest attempt, latest first (at most 100) */
                            failed_meetings: {
                                /** @description The meeting's id at the source */
                                source_id: string;
                                title: string;
                                /** Format: date-time */
                                starts_at: string | null;
                                /** @description The page that failed */
                                url: string;
                                error: string;
                                /**
                                 * Format: date-time
                                 * @description The latest failed attempt
                                 */
                                failed_at: string;
                                attempts: number;
                                /** @description false once 5 attempts failed (the calendar listing the meeting again still fetches it) */
                                will_retry: boolean;
                            }[];
                            /** @description How many meetings of the source are failing */
                            failed_meetings_total: number;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/{source}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs one source now and answers its outcome */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            source: string;
                            ok: boolean;
                            records: number;
                            changed_agenda_items: number;
                            error: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/escribe/probe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads a new eSCRIBE portal's calendar once and answers how many meetings it lists (nothing is saved) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        municipality_id: number;
                        /** @description e.g. https://pub-guelph.escribemeetings.com */
                        base_url: string;
                        /** @description The portal's name ('guelph' -> source 'escribe:guelph'); taken from a pub-<name> host otherwise */
                        name?: string;
                        /** @description IANA time zone of its times (America/Toronto) */
                        time_zone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            source: string;
                            base_url: string;
                            municipality_id: number;
                            municipality_name: string;
                            /** @description Meetings its calendar lists from 30 days back to 60 days ahead */
                            meetings: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/escribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an eSCRIBE portal as a source, once its calendar was read
         * @description The calendar is read first (as the probe does): a portal that cannot be read is refused with 422 and nothing is saved. Every instance and worker reads it from its next scheduled run on, without a restart.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        municipality_id: number;
                        /** @description e.g. https://pub-guelph.escribemeetings.com */
                        base_url: string;
                        /** @description The portal's name ('guelph' -> source 'escribe:guelph'); taken from a pub-<name> host otherwise */
                        name?: string;
                        /** @description IANA time zone of its times (America/Toronto) */
                        time_zone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Connector and portal, e.g. 'escribe:mississauga' */
                            source: string;
                            /** @description The connector that reads it: 'escribe', 'tmmis', 'ero', ... */
                            connector: string;
                            /** @description What it brings (the sources table: kind) */
                            kind: "council" | "applications" | "regional" | "conservation" | "provincial" | "tribunal" | "mayoral";
                            base_url: string;
                            municipality_id: number | null;
                            /** @description The municipality, region or conservation authority whose items it brings; null: province-wide */
                            municipality_name: string | null;
                            time_zone: string;
                            paused: boolean;
                            /** @description 'env': seeded from the environment's variables on start; 'operator': added through the admin API */
                            origin: "env" | "operator";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_run_at: string | null;
                            /** Format: date-time */
                            last_success_at: string | null;
                            last_error: string | null;
                            /** Format: date-time */
                            last_error_at: string | null;
                            records_last_run: number;
                            cursor: string | null;
                            /** @description Meetings whose own page failed on their latest attempt, latest first (at most 100) */
                            failed_meetings: {
                                /** @description The meeting's id at the source */
                                source_id: string;
                                title: string;
                                /** Format: date-time */
                                starts_at: string | null;
                                /** @description The page that failed */
                                url: string;
                                error: string;
                                /**
                                 * Format: date-time
                                 * @description The latest failed attempt
                                 */
                                failed_at: string;
                                attempts: number;
                                /** @description false once 5 attempts failed (the calendar listing the meeting again still fetches it) */
                                will_retry: boolean;
                            }[];
                            /** @description How many meetings of the source are failing */
                            failed_meetings_total: number;
                        } & {
                            meetings: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/{source}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pauses a source: no instance or worker reads it until it is resumed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Connector and portal, e.g. 'escribe:mississauga' */
                            source: string;
                            /** @description The connector that reads it: 'escribe', 'tmmis', 'ero', ... */
                            connector: string;
                            /** @description What it brings (the sources table: kind) */
                            kind: "council" | "applications" | "regional" | "conservation" | "provincial" | "tribunal" | "mayoral";
                            base_url: string;
                            municipality_id: number | null;
                            /** @description The municipality, region or conservation authority whose items it brings; null: province-wide */
                            municipality_name: string | null;
                            time_zone: string;
                            paused: boolean;
                            /** @description 'env': seeded from the environment's variables on start; 'operator': added through the admin API */
                            origin: "env" | "operator";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_run_at: string | null;
                            /** Format: date-time */
                            last_success_at: string | null;
                            last_error: string | null;
                            /** Format: date-time */
                            last_error_at: string | null;
                            records_last_run: number;
                            cursor: string | null;
                            /** @description Meetings whose own page failed on their latest attempt, latest first (at most 100) */
                            failed_meetings: {
                                /** @description The meeting's id at the source */
                                source_id: string;
                                title: string;
                                /** Format: date-time */
                                starts_at: string | null;
                                /** @description The page that failed */
                                url: string;
                                error: string;
                                /**
                                 * Format: date-time
                                 * @description The latest failed attempt
                                 */
                                failed_at: string;
                                attempts: number;
                                /** @description false once 5 attempts failed (the calendar listing the meeting again still fetches it) */
                                will_retry: boolean;
                            }[];
                            /** @description How many meetings of the source are failing */
                            failed_meetings_total: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/{source}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resumes a paused source */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Connector and portal, e.g. 'escribe:mississauga' */
                            source: string;
                            /** @description The connector that reads it: 'escribe', 'tmmis', 'ero', ... */
                            connector: string;
                            /** @description What it brings (the sources table: kind) */
                            kind: "council" | "applications" | "regional" | "conservation" | "provincial" | "tribunal" | "mayoral";
                            base_url: string;
                            municipality_id: number | null;
                            /** @description The municipality, region or conservation authority whose items it brings; null: province-wide */
                            municipality_name: string | null;
                            time_zone: string;
                            paused: boolean;
                            /** @description 'env': seeded from the environment's variables on start; 'operator': added through the admin API */
                            origin: "env" | "operator";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_run_at: string | null;
                            /** Format: date-time */
                            last_success_at: string | null;
                            last_error: string | null;
                            /** Format: date-time */
                            last_error_at: string | null;
                            records_last_run: number;
                            cursor: string | null;
                            /** @description Meetings whose own page failed on their latest attempt, latest first (at most 100) */
                            failed_meetings: {
                                /** @description The meeting's id at the source */
                                source_id: string;
                                title: string;
                                /** Format: date-time */
                                starts_at: string | null;
                                /** @description The page that failed */
                                url: string;
                                error: string;
                                /**
                                 * Format: date-time
                                 * @description The latest failed attempt
                                 */
                                failed_at: string;
                                attempts: number;
                                /** @description false once 5 attempts failed (the calendar listing the meeting again still fetches it) */
                                will_retry: boolean;
                            }[];
                            /** @description How many meetings of the source are failing */
                            failed_meetings_total: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sources/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a source added by an operator (its status and the records it brought stay) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    source: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coverage-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coverage requests per municipality, ranked by properties waiting (platform operators only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipality_id: number;
                            municipality_name: string;
                            /** @description Companies that requested it */
                            companies: number;
                            /** @description Properties of those companies in that municipality */
                            properties_waiting: number;
                            /** Format: date-time */
                            first_requested_at: string;
                            /** Format: date-time */
                            last_requested_at: string;
                        }[];
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coverage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every municipality with its coverage (full, partial or none) and the totals per level */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipalities: {
                                id: number;
                                /** @description Unique; names that collide are told apart ('Hamilton (Northumberland)') */
                                name: string;
                                kind: "single-tier" | "lower-tier" | "upper-tier" | "district" | "conservation-authority";
                                /** @description The county or region of a lower-tier municipality */
                                upper_tier: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                /** @description full: its own council agendas are read by a source in state ok; partial: its own council source is degraded, paused or never read, or it has none but another own source or a region, county or conservation authority it belongs to is read; none: only province-wide sources reach it */
                                coverage: "full" | "partial" | "none";
                                /** @description Its own council agendas have a source that is not paused */
                                council_watched: boolean;
                                /** @description The caller's company's properties there */
                                property_count: number;
                                /** @description The caller's company requested coverage */
                                requested: boolean;
                            }[];
                            totals: {
                                full: number;
                                partial: number;
                                none: number;
                            };
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coverage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One municipality's coverage: its level in words and each source that reaches it with its state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Municipality id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipality: {
                                id: number;
                                /** @description Unique; names that collide are told apart ('Hamilton (Northumberland)') */
                                name: string;
                                kind: "single-tier" | "lower-tier" | "upper-tier" | "district" | "conservation-authority";
                                /** @description The county or region of a lower-tier municipality */
                                upper_tier: string | null;
                                latitude: number | null;
                                longitude: number | null;
                                /** @description full: its own council agendas are read by a source in state ok; partial: its own council source is degraded, paused or never read, or it has none but another own source or a region, county or conservation authority it belongs to is read; none: only province-wide sources reach it */
                                coverage: "full" | "partial" | "none";
                                /** @description Its own council agendas have a source that is not paused */
                                council_watched: boolean;
                                /** @description The caller's company's properties there */
                                property_count: number;
                                /** @description The caller's company requested coverage */
                                requested: boolean;
                            };
                            /** @description full: its own council agendas are read by a source in state ok; partial: its own council source is degraded, paused or never read, or it has none but another own source or a region, county or conservation authority it belongs to is read; none: only province-wide sources reach it */
                            coverage: "full" | "partial" | "none";
                            message: string;
                            sources: {
                                /** @description The source's key ('escribe:trca') */
                                name: string;
                                label: string;
                                /** @description council, applications, regional, conservation, provincial, tribunal or mayoral */
                                kind: string;
                                scope: "own" | "upper-tier" | "conservation" | "province";
                                /** @description The region, county or authority it reads */
                                body: string | null;
                                state: "ok" | "degraded" | "paused" | "never-read";
                                /** Format: date-time */
                                last_success_at: string | null;
                                /** Format: date-time */
                                last_failure_at: string | null;
                                last_error: string | null;
                                consecutive_failures: number;
                                degraded_reason: string | null;
                                /** @description Meetings, agenda items or registry records it brought in the last 30 days */
                                items_30d: number;
                            }[];
                            requested: boolean;
                            /** @description The caller's company's requests for it (one per company; other companies' are never counted) */
                            request_count: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coverage/{id}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request coverage of a municipality for the caller's company (201 the first time, 200 after)
         * @description Body optional: `{ "note": "..." }` (at most 500 characters). Asking again keeps the request and updates its note.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Municipality id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipality_id: number;
                            requested: boolean;
                            note: string | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            municipality_id: number;
                            requested: boolean;
                            note: string | null;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications: search by file number, address or words; filters by type, status, municipality, date and distance */
        get: {
            parameters: {
                query?: {
                    /** @description A file number (any spelling), an address or words of the description */
                    q?: string;
                    /** @description Only applications of this type */
                    type?: "official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other";
                    /** @description Only applications whose status is this (the registry's words, any case) */
                    status?: string;
                    /** @description Only applications of this municipality (a non-negative integer) */
                    municipalityId?: string;
                    /** @description Filed on or after this day (YYYY-MM-DD) */
                    from?: string;
                    /** @description Filed on or before this day (YYYY-MM-DD) */
                    to?: string;
                    /** @description One of the company's properties: distances are measured from it */
                    propertyId?: string;
                    /** @description With propertyId: only applications within this many metres of it (1 to 10000) (a non-negative integer) */
                    within?: string;
                    /** @description Page, from 1 (default 1) (a non-negative integer) */
                    page?: string;
                    /** @description Applications a page, 1 to 100 (default 25) (a non-negative integer) */
                    pageSize?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                municipalityId: number;
                                municipality: string;
                                fileNumbers: string[];
                                /** @enum {unknown} */
                                type: "official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other";
                                status: string | null;
                                addresses: string[];
                                point: {
                                    lat: number;
                                    lng: number;
                                } | null;
                                description: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                filedOn: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                hearingOn: string | null;
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                decidedOn: string | null;
                                link: string | null;
                                /** @description The registry that first gave the file ('ckan:toronto') */
                                source: string;
                                /** Format: date-time */
                                updatedAt: string;
                                /** @description From the property asked for; null without one */
                                distanceMeters: number | null;
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application: its timeline, facts with citations, documents, and the company's properties it concerns */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            municipalityId: number;
                            municipality: string;
                            fileNumbers: string[];
                            /** @enum {unknown} */
                            type: "official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other";
                            status: string | null;
                            addresses: string[];
                            point: {
                                lat: number;
                                lng: number;
                            } | null;
                            description: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            filedOn: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            hearingOn: string | null;
                            /**
                             * Format: date
                             * @description YYYY-MM-DD
                             */
                            decidedOn: string | null;
                            link: string | null;
                            /** @description The registry that first gave the file ('ckan:toronto') */
                            source: string;
                            /** Format: date-time */
                            updatedAt: string;
                            /** @description The caller's follow of the file (its later steps raise updates on the property's alerts), or null */
                            follow: {
                                /** Format: uuid */
                                id: string;
                                applicationId: number;
                                /**
                                 * Format: uuid
                                 * @description The property whose alerts get the later steps
                                 */
                                propertyId: string;
                                propertyName: string;
                                /** Format: date-time */
                                createdAt: string;
                            } | null;
                            timeline: {
                                id: number;
                                /** @enum {unknown} */
                                kind: "filed" | "hearing_scheduled" | "heard" | "decision" | "appealed" | "tribunal_case" | "tribunal_decision" | "withdrawn" | "closed";
                                /**
                                 * Format: date
                                 * @description YYYY-MM-DD
                                 */
                                on: string | null;
                                title: string;
                                source: string;
                                link: string | null;
                                /** @description Why this step was joined to the file */
                                joinReason: string;
                                agendaItemId: number | null;
                                decisionId: number | null;
                            }[];
                            facts: {
                                /** @description 'storeys', 'units', 'gross_floor_area', 'lots' or 'use' */
                                name: string;
                                value: string;
                                /** @description The words it was read from */
                                quote: string;
                                /** @description 'description' or a document's title */
                                citedFrom: string;
                                url: string | null;
                            }[];
                            documents: {
                                title: string;
                                url: string | null;
                                documentId: number | null;
                            }[];
                            /** @description The company's properties it concerns (at them, or within the last matching radius) */
                            properties: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                address: string | null;
                                distanceMeters: number | null;
                                /** @description The application is at the property (its address or file number) */
                                atProperty: boolean;
                                /** @description The property's alert thread of this file */
                                alertId: number | null;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow an application for one of the company's properties: its later steps raise updates on that property's alerts */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of the company's properties (default: the nearest of the properties the file concerns) */
                        propertyId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            applicationId: number;
                            /**
                             * Format: uuid
                             * @description The property whose alerts get the later steps
                             */
                            propertyId: string;
                            propertyName: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            applicationId: number;
                            /**
                             * Format: uuid
                             * @description The property whose alerts get the later steps
                             */
                            propertyId: string;
                            propertyName: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Stop following an application */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Numeric id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/alert-types/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application types alerted farther than the near radius of a property (every type by default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            propertyId: string;
                            /** @description Types alerted farther than the near radius (every type by default) */
                            types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        /** Chooses the application types alerted farther than the near radius of a property */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    propertyId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            propertyId: string;
                            /** @description Types alerted farther than the near radius (every type by default) */
                            types: ("official_plan_amendment" | "zoning_bylaw_amendment" | "site_plan" | "draft_plan_of_subdivision" | "draft_plan_of_condominium" | "consent" | "minor_variance" | "other")[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One search: the company's alerts, properties and uploaded documents, and the shared agenda items, meetings, documents, applications, provincial proposals, tribunal and mayoral decisions, grouped by kind. Sign-in only (no API key) */
        get: {
            parameters: {
                query: {
                    /** @description Words, a file number ('OZ 22/012', 'A0656/16NY') or a civic address ('25 The West Mall'); 2 to 200 characters */
                    q: string;
                    /** @description Results per kind, 1 to 20 (default 5) (a non-negative integer) */
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            query: string;
                            recognisedAs: "file_number" | "address" | "words";
                            groups: {
                                /** @enum {unknown} */
                                kind: "alerts" | "properties" | "applications" | "agenda_items" | "meetings" | "documents" | "uploaded_documents" | "proposals" | "decisions" | "mayoral_decisions";
                                label: string;
                                results: {
                                    /** @enum {unknown} */
                                    kind: "alerts" | "properties" | "applications" | "agenda_items" | "meetings" | "documents" | "uploaded_documents" | "proposals" | "decisions" | "mayoral_decisions";
                                    /** @description The row's id (a number, or a UUID for a property) */
                                    id: string;
                                    title: string;
                                    /** @description The text around the hits, as plain-text segments */
                                    snippet: {
                                        text: string;
                                        /** @description A word of the query (or the file number or address) to highlight */
                                        hit: boolean;
                                    }[];
                                    /** @description The title as plain-text segments, the exact file number or address marked */
                                    title_segments: {
                                        text: string;
                                        /** @description A word of the query (or the file number or address) to highlight */
                                        hit: boolean;
                                    }[];
                                    /** @description The route in the app that opens it */
                                    link: string;
                                    /** @description Municipality, committee, property or ministry */
                                    context: string | null;
                                    /** Format: date-time */
                                    date: string | null;
                                    /** @description Matched the file number or address exactly (these come first) */
                                    exact: boolean;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
                /** @description Every error answers this shape */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The degraded sources that concern the company's properties
         * @description A source concerns a property when its municipality is the property's municipality or a body that includes it (a region, a conservation authority); a province-wide source concerns every property. Each entry names the properties it affects and the banner's message. Any signed-in member.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Empty when every source that concerns the company is healthy */
                            degraded: {
                                /** @description The source's name, e.g. 'tmmis:toronto' */
                                source: string;
                                /** @description What people call it: 'Toronto council agendas', 'TRCA agendas' */
                                label: string;
                                /** @description council, applications, regional, conservation, provincial, tribunal or mayoral */
                                kind: string;
                                /** @description The municipality or body whose items it brings; null for a province-wide source */
                                municipality: string | null;
                                /** Format: date-time */
                                degraded_since: string;
                                /** @description Why, in words: 'The portal refused our requests (403) on the last 3 runs' */
                                reason: string;
                                /** Format: date-time */
                                last_success_at: string | null;
                                /** @description The company's properties whose alerts may miss this source's items */
                                property_ids: string[];
                                /** @description The banner's words: 'Toronto council agendas have not been read since Nov 26. Alerts from them may be missing.' */
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Every error answers this shape */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Human-readable reason */
                            detail: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
