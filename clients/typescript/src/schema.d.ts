/**
 * Types of the Leadmap API, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run client:generate` after changing the API.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description The gateway answers.
         *
         *     No key needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description The database and the bus answer; 503 `not_ready` otherwise.
         *
         *     No key needed.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Every operation, its parameters, answers and error codes, and the webhook events. The reference page built from it is at `/docs`.
         *
         *     No key needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Requires the scope `keys:read`.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Mints a key of the calling account, no wider than the key asking (its scopes and its expiry). The full key is in the answer this once; only its SHA-256 is kept.
         *
         *     Requires the scope `keys:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description For good, at once on every gateway.
         *
         *     Requires the scope `keys:write`.
         */
        delete: operations["revokeKey"];
        options?: never;
        head?: never;
        /**
         * Rename an API key
         * @description Requires the scope `keys:write`.
         */
        patch: operations["renameKey"];
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plan, credits and rate limit of the account
         * @description Requires the scope `usage:read`.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recent searches
         * @description Up to the 50 most recent searches of the account, newest first.
         *
         *     Requires the scope `searches:read`.
         *
         *     Not paged.
         */
        get: operations["listSearches"];
        put?: never;
        /**
         * Start a search
         * @description Reserves up to `maxResults` credits and queues the search; poll `GET /v1/searches/{id}` until its status is `completed`, `failed` or `canceled`. Each result costs one credit, once per business; what the search does not use is given back when it ends. Name the terms with `keyword`, or several at once with `keywords` (1 to 20: every business once, with the terms that found it as `matchedKeywords` on its lead; `maxResults` counts over all terms, which take turns); the place with `location` (a name), or exactly with `area` (a circle or a GeoJSON Polygon or MultiPolygon: only places inside it are results; `country` may be left out, it is inferred from the area), or neither (the whole world); and `filters` (categories, a minimum rating, closed places) leave businesses out while searching: they are neither charged nor results. A bad new field is 400 `invalid_body` (or `invalid_area`) with `X-Error-Detail` naming it.
         *
         *     Requires the scope `searches:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["createSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a search before starting it
         * @description Takes exactly the body of `POST /v1/searches`, checked by the same rules (the same 400s), and answers what creating it would do now: the credits it would reserve, whether the balance covers `maxResults`, the results the shared dataset expects there, whether enrichment would run, and the 402 it would be refused with. Nothing is reserved, charged or created. It needs `searches:write`, as creating does: a quote is a dry run of a create, and it shows the balance, which a read-only key is not shown. An `Idempotency-Key` is accepted and not kept: sent again, a quote answers afresh.
         *
         *     Requires the scope `searches:write`.
         */
        post: operations["quoteSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a search
         * @description Its status and progress counters.
         *
         *     Requires the scope `searches:read`.
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        /**
         * Delete a search that has ended
         * @description Its leads stay the account's.
         *
         *     Requires the scope `searches:write`.
         */
        delete: operations["deleteSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/{id}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How well a search covered its area
         * @description The area searched, the cells the provider was asked for and those that hit its per-query cap and were split, the places found inside and outside the area, and an estimated completeness (0..1). Recorded while the search runs; a search that has not started answers zeros.
         *
         *     Requires the scope `searches:read`.
         */
        get: operations["getSearchCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a search's leads
         * @description In result order, by offset (the interface's older shape `{ data, total }`).
         *
         *     Requires the scope `leads:read`.
         *
         *     Pages by `limit` and `offset` (the interface's older shape): `{ data, total }`.
         */
        get: operations["listSearchLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a search's leads
         * @description A file download, streamed: CSV (cells starting with `=`, `+`, `-`, `@` neutralised), a JSON array of Lead, or an Excel workbook. All the search's leads, or those named in `leadIds`. At most 3 exports of an account run at once (both export routes together): one more is 429 `rate_limit_exceeded` with `Retry-After`. An export holds its place until its file ends, fails or its client disconnects.
         *
         *     Requires the scope `leads:export`.
         */
        get: operations["exportSearchLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/searches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a search
         * @description Accepted at once; the search settles asynchronously: results already found are kept and charged, the unused reservation is given back, then the status becomes `canceled`.
         *
         *     Requires the scope `searches:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["cancelSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every lead of the account
         * @description From searches and unlocks alike, newest first, a keyset page at a time (the interface's older shape `{ leads, nextCursor }`).
         *
         *     Requires the scope `leads:read`.
         *
         *     Pages by cursor (the interface's older shape): `{ leads, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lead
         * @description Free. A lead of another account is a 404.
         *
         *     Requires the scope `leads:read`.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a lead's status, tags or note
         * @description `tags` replaces the whole array (remove a tag by sending the array without it).
         *
         *     Requires the scope `leads:write`.
         */
        patch: operations["updateLead"];
        trace?: never;
    };
    "/v1/leads/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the account's leads
         * @description Every lead matching the filters, streamed as CSV, a JSON array of Lead, or an Excel workbook. At most 3 exports of an account run at once (both export routes together): one more is 429 `rate_limit_exceeded` with `Retry-After`. An export holds its place until its file ends, fails or its client disconnects.
         *
         *     Requires the scope `leads:export`.
         */
        post: operations["exportLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Requires the scope `webhooks:read`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description An HTTPS URL on a public host (private, loopback and otherwise unsafe destinations are refused). The signing secret is in the answer this once. In sandbox mode a receiver on this machine is allowed at `https://127.0.0.1:<port>/…` when its certificate is trusted through `LEADMAP_EXTRA_CA_CERTS` (a PEM file); other private-network addresses stay refused. How to verify a delivery's signature: see the `X-Leadmap-Signature` header under Webhook events.
         *
         *     Requires the scope `webhooks:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends `webhook.test` now, exactly as a real delivery goes. A receiver's failure is still a 200: check `ok`. A 400 means it could not be sent (the host no longer resolves to a public address). Test deliveries have a per-minute budget per account (429).
         *
         *     Requires the scope `webhooks:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Requires the scope `webhooks:write`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Its URL, event types or whether it is enabled (at least one of them).
         *
         *     Requires the scope `webhooks:write`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browse the shared business dataset
         * @description Rows every account's runs observed. Phone, email and website values only on rows the account owns; elsewhere presence flags. Pages by `cursor` (keyset) or by `page` (numbered, up to 500), never both.
         *
         *     Requires the scope `business:read`.
         *
         *     Pages by `cursor` (`nextCursor`, absent on the last page) or by numbered `page` (answer's `page`), not both.
         */
        get: operations["listBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock dataset rows into leads
         * @description One credit a row, once per account: rows owned already come back in `alreadyOwned`, free. All or nothing: a balance that cannot cover the batch is a 402 and nothing is unlocked. `id` is the provider's own: for `google` a CID or Place ID (`ChIJ…`), for `bing` a ypid (`YN114x189818795`), for `apple` a Place ID (`I` and 16 hex digits) or muid (decimal). An id the dataset has not seen (at most 25 in one request) is read from its provider first and stored: one in the wrong form is a 400 (`invalid_cid`, `invalid_ypid`, `invalid_apple_id`), one the provider does not know a 404 for the whole batch, a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`); nothing is charged then. No provider is read for an account with a zero balance (402 `insufficient_credits`), and at most 120 unseen ids per account in any minute (research and monitors included): a batch needing more than is left is refused whole, 429 `rate_limit_exceeded` with `Retry-After`.
         *
         *     Requires the scope `business:unlock`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["unlockBusinesses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a business by Google CID
         * @description The shared record, with the account's most recent research or monitor run. 404 until some run observed the CID.
         *
         *     Requires the scope `business:read`.
         */
        get: operations["getBusinessByCid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/research": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Research a business
         * @description Refreshes the business from its provider, enriches its website, reads its newest reviews (Google's; Bing and Apple show none) and writes the account's analysis. A business the dataset has not seen is read from its provider first (Google's place page, Bing's lookup by ypid, Apple's place lookup): an id the provider does not know is a 404, a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`), both free. An account without an active subscription or a trial, or with a zero balance, is refused (402) before any provider is read. At most 120 ids the dataset has not seen are read from their providers per account in any minute (research, monitors and unlocks together): past that, 429 `rate_limit_exceeded` with `Retry-After`. Costs 5 credits plus owning the business (1 credit, free if owned), at creation, all or nothing; refunded if it fails through our or the provider's fault, or is canceled while pending (the refund is made before the cancel answers). An account's research runs run a few at a time (lite 2, pro 5, max 20; the rest wait `pending`), and the accounts take turns. `reviewsSort` (`newest`, the default, `most_relevant`, `highest`, `lowest`) and `reviewsSince` (an ISO date: newest first, the reading stops at the first older review; in another order older ones are skipped) are passed to Google's review request and echoed on the run; a bad value is 400 before anything is read. The shared signal (`GET /v1/businesses/{cid}/reviews`) is made only from a `newest` read without a cutoff: a run with another order or a cutoff writes the account's analysis from its own reviews and neither reuses nor replaces it.
         *
         *     Requires the scope `business:unlock`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["startResearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Runs on a business, newest first
         * @description Requires the scope `business:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listBusinessRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a run
         * @description Requires the scope `business:read`.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a run
         * @description Requires the scope `business:unlock`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review analysis of a business
         * @description Requires the scope `business:read`.
         */
        get: operations["getBusinessReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/reviews/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reviews behind the signal
         * @description Once the account has a completed research run (else 404).
         *
         *     Requires the scope `business:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listBusinessReviewItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/monitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The monitor of a business
         * @description Requires the scope `business:read`.
         */
        get: operations["getMonitor"];
        /**
         * Monitor a business
         * @description One subscription per account and business: 201 when created, 200 when changed. Each check costs 1 credit; the first runs at once as the baseline. Each check reads the business again from its own provider. A business the dataset has not seen is read from its provider first, as research does (404 when the provider does not know the id, 503 `provider_unavailable` when it cannot be read). An account without an active subscription or a trial, or with a zero balance, is refused (402) before any provider is read. At most 120 ids the dataset has not seen are read from their providers per account in any minute (research, monitors and unlocks together): past that, 429 `rate_limit_exceeded` with `Retry-After`. An account may have at most 100 monitors on the lite plan, 1,000 on pro and 10,000 on max, enabled or not (409 `limit_reached` for a new one; changing one is always allowed). A monitor whose checks could not be paid three times in a row is turned off (`enabled: false`, `disabledReason`); a PUT turns it on again.
         *
         *     Requires the scope `business:unlock`.
         */
        put: operations["putMonitor"];
        post?: never;
        /**
         * Stop monitoring a business
         * @description Requires the scope `business:unlock`.
         */
        delete: operations["deleteMonitor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's monitors
         * @description Requires the scope `business:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listMonitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/businesses/{cid}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the monitor checks found
         * @description A `phone` or `website` change of a business the account does not own (has no lead of) shows `before` and `after` as null; once the account owns it, its earlier changes show their values.
         *
         *     Requires the scope `business:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listBusinessChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's watches
         * @description Requires the scope `searches:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listWatches"];
        put?: never;
        /**
         * Watch an area
         * @description A saved search run on a schedule that tells what changed in its area: the body of `POST /v1/searches` (checked by the same rules, the same 400s), plus `intervalDays` (1..90, default 7) and `enabled` (default true). The first run starts at once and is the baseline: it reports no change. Each run is an ordinary search of the account (reservation, caps, refund of what it does not use; its results are new leads), which charges only for businesses the account does not own yet. A run that cannot be paid is `skipped` for that interval; after three in a row the watch is turned off (`disabledReason`). An account may have at most 5 on lite, 50 on pro, 500 on max watches, enabled or not (409 `limit_reached`). Creating an enabled watch needs an active or trialing account with credits (402).
         *
         *     Requires the scope `searches:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["createWatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a watch
         * @description Requires the scope `searches:read`.
         */
        get: operations["getWatch"];
        put?: never;
        post?: never;
        /**
         * Delete a watch
         * @description No more runs; its searches and their leads stay the account's.
         *
         *     Requires the scope `searches:write`.
         */
        delete: operations["deleteWatch"];
        options?: never;
        head?: never;
        /**
         * Change a watch's interval, or turn it on or off
         * @description A new interval moves the next run to the last one plus the new interval. Turning a watch on needs an active or trialing account with credits (402); a watch that never ran runs at once, one turned off by unpaid runs goes on from where it was.
         *
         *     Requires the scope `searches:write`.
         */
        patch: operations["updateWatch"];
        trace?: never;
    };
    "/v1/watches/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the watch's runs found
         * @description `opened`: a business in the area no earlier run saw; `closed`: one an earlier run saw that its provider now marks closed (temporarily or permanently), or that two runs in a row did not find where it was; `reopened`: one reported closed seen open again. Only a run that completed below `maxResults` can find a business missing; a capped, failed or canceled run reports `opened` only. A business a search filter left out still counts as seen.
         *
         *     Requires the scope `searches:read`.
         *
         *     Pages by cursor: `{ data, nextCursor }`; pass `nextCursor` as `cursor` until it is null.
         */
        get: operations["listWatchChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/watches/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a watch now
         * @description Starts a run at once (202), disabled watch or not; `nextRunAt` is unchanged. 409 `watch_run_in_progress` while a run is pending or running. Needs an active or trialing account with credits (402).
         *
         *     Requires the scope `searches:write`.
         *
         *     Takes an `Idempotency-Key`: retry with the same one and it acts once.
         */
        post: operations["runWatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "search.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A search completed
         * @description Sent to each enabled endpoint subscribed to `search.completed`.
         */
        post: operations["onSearchCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "search.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A search failed
         * @description Sent to each enabled endpoint subscribed to `search.failed`.
         */
        post: operations["onSearchFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "business.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A monitored business changed
         * @description Sent to each enabled endpoint subscribed to `business.changed` when a monitor check finds differences. A `phone` or `website` change of a business the account did not own when the check ran has `before` and `after` as null.
         */
        post: operations["onBusinessChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "watch.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A watch's run found changes
         * @description Sent to each enabled endpoint subscribed to `watch.changed` after a run of a watch that found businesses opened, closed or reopened in its area.
         */
        post: operations["onWatchChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test delivery
         * @description Sent only by `POST /v1/webhooks/test`; no endpoint subscribes to it. Ignore it rather than act on it.
         */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The address in parts, beside the one-line `fullAddress` (which keeps its meaning). */
        AddressParts: {
            street: string | null;
            postalCode: string | null;
            locality: string | null;
            region: string | null;
            /** @description ISO 3166-1 alpha-2 */
            countryCode: string | null;
        };
        /** @description Local time of the place (see `timezone`). */
        HoursInterval: {
            open: string;
            /** @description `24:00` is midnight at the end of the day; a close earlier than the open runs past midnight */
            close: string;
        };
        OpeningHours: {
            /** @description By weekday; a day absent was not given, an empty list is closed all day. */
            weekly: {
                monday?: components["schemas"]["HoursInterval"][];
                tuesday?: components["schemas"]["HoursInterval"][];
                wednesday?: components["schemas"]["HoursInterval"][];
                thursday?: components["schemas"]["HoursInterval"][];
                friday?: components["schemas"]["HoursInterval"][];
                saturday?: components["schemas"]["HoursInterval"][];
                sunday?: components["schemas"]["HoursInterval"][];
            };
            /** @description dates whose hours differ from the week's (holidays), when the provider gives them; no interval means closed */
            special: {
                /** Format: date */
                date: string;
                intervals: components["schemas"]["HoursInterval"][];
            }[];
        };
        /** @enum {string} */
        BusinessStatus: "operational" | "closed_temporarily" | "closed_permanently";
        /** @description One photo of the place, at its original size (null: the provider does not say). */
        PlacePhoto: {
            /**
             * Format: uri
             * @description serves the photo at `width` × `height`
             */
            url: string;
            width: number | null;
            height: number | null;
        };
        /** @description By weekday: 24 numbers, hour 0 (midnight to 1 am) first, in the place's local time (see `timezone`): how busy the place usually is then, 100 at the busiest hour of its week, 0 when closed or quiet. */
        PopularTimes: {
            monday: number[];
            tuesday: number[];
            wednesday: number[];
            thursday: number[];
            friday: number[];
            saturday: number[];
            sunday: number[];
        };
        /** @description Every error: one stable code. The `X-Error-Detail` header says more, for people. */
        Error: {
            /** @description a stable machine-readable code */
            error: string;
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        Health: {
            /** @constant */
            ok: true;
        };
        /** @enum {string} */
        EmailStatus: "deliverable" | "role" | "catch_all" | "risky" | "invalid" | "unverified" | "verification_failed" | "unknown" | "none";
        EmailItem: {
            address: string;
            /** @enum {unknown} */
            status: "deliverable" | "role" | "catch_all" | "risky" | "invalid" | "unverified" | "verification_failed" | "unknown" | "none";
            source: string | null;
        };
        /** @description The body of `POST /v1/searches`. */
        CreateSearchRequest: {
            /**
             * @description what to search for, as on the map
             * @example dentists
             */
            keyword?: string;
            /**
             * @description several terms at once, each business once (with the terms that found it as `matchedKeywords`)
             * @example [
             *       "dentist",
             *       "orthodontist"
             *     ]
             */
            keywords?: string[];
            /** @description The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`. */
            area?: {
                center: {
                    lat: number;
                    lng: number;
                };
                /** @description great-circle distance from the centre */
                radiusKm: number;
            } | {
                /** @constant */
                type: "Polygon";
                /** @description the outer ring, then its holes */
                coordinates: number[][][];
            } | {
                /** @constant */
                type: "MultiPolygon";
                coordinates: number[][][][];
            };
            filters?: {
                categories?: string[];
                minRating?: number;
                skipClosed?: boolean;
            };
            /**
             * @default google
             * @enum {unknown}
             */
            provider: "google" | "bing" | "apple";
            /**
             * @description a city, region, address or postal code; omitted with `area` or for the whole world
             * @example Lyon
             */
            location?: string | null;
            /**
             * @description ISO 3166-1 alpha-2
             * @example FR
             */
            country?: string | null;
            /**
             * @description the language the map is asked in
             * @default en
             */
            lang: string;
            options?: {
                /**
                 * @description results at most, each a reserved credit; 0 uses the default
                 * @default 200
                 */
                maxResults: number;
                enrichEmail?: boolean;
                enrichSocials?: boolean;
            };
            /** Format: uuid */
            conversationId?: string;
        };
        /** @enum {string} */
        Provider: "google" | "bing" | "apple";
        /** @description How it ran, when a client should know; [] when nothing. `provider_layout_changed`: it ran while its provider's layout had changed (fewer fields or places may have been read; see docs/provider-drift.md). It kept running. Other values may come: ignore those you do not know. */
        Warnings: string[];
        JobProgress: {
            /** @enum {string} */
            phase: "searching" | "enriching" | "wrapping_up" | "done" | "failed";
            found: number;
            processed: number;
            failed: number;
            /** @description businesses found that the search's `filters` left out: never charged, never results */
            filtered: number;
        };
        /** @description The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`. */
        SearchArea: {
            center: {
                lat: number;
                lng: number;
            };
            /** @description great-circle distance from the centre */
            radiusKm: number;
        } | {
            /** @constant */
            type: "Polygon";
            /** @description the outer ring, then its holes */
            coordinates: number[][][];
        } | {
            /** @constant */
            type: "MultiPolygon";
            coordinates: number[][][][];
        };
        /** @description Filters applied while searching: a business that fails one is neither charged nor a result (`progress.filtered` counts them). */
        SearchFilters: {
            /** @description any of these categories, case-insensitive, in the search's `lang` */
            categories?: string[];
            /** @description at least this rating; an unrated business fails it */
            minRating?: number;
            /** @description leave out businesses closed temporarily or permanently */
            skipClosed?: boolean;
        };
        Search: {
            /** Format: uuid */
            id: string;
            provider: components["schemas"]["Provider"];
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed" | "canceled";
            /** @description the search's term; its terms joined by `, ` when it was made with `keywords` */
            keyword: string;
            /** @description the search's terms (one when it was made with `keyword`) */
            keywords: string[];
            location: string | null;
            /** @description the exact area searched, when the search named one (then `location` is null) */
            area: components["schemas"]["SearchArea"] | null;
            filters: components["schemas"]["SearchFilters"] | null;
            /** @description the `lang` given at creation */
            language: string;
            maxResults: number;
            resultCount: number;
            error: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description the area watch this search is a run of (`GET /v1/watches/{id}`); null for a search made by `POST /v1/searches`
             */
            watchId: string | null;
            progress: components["schemas"]["JobProgress"];
            warnings: components["schemas"]["Warnings"];
        };
        /** @description Up to the 50 most recent searches, newest first. */
        SearchList: {
            data: components["schemas"]["Search"][];
        };
        /** @description What `POST /v1/searches` would do with the same body, now; nothing is reserved, charged or created. */
        SearchQuote: {
            provider: components["schemas"]["Provider"];
            /** @description the results the search would ask for (`options.maxResults`; 0 or absent: the default, 200) */
            maxResults: number;
            credits: {
                /** @description the credits `POST /v1/searches` would reserve now: `maxResults`, or the balance when it is lower; 0 when it would be refused */
                reserved: number;
                /** @description the account's balance now */
                balance: number;
                /** @description the balance covers the whole `maxResults` (false: the search would stop at `reserved` results) */
                covered: boolean;
            };
            expectedResults: {
                /** @description businesses the shared dataset already holds in the search's area matching the keyword, at most `maxResults`; null with basis `none` */
                count: number | null;
                /**
                 * @description `dataset`: counted from the shared dataset over the area an earlier search of this provider and location covered; `none`: the dataset knows nothing of it yet
                 * @enum {string}
                 */
                basis: "dataset" | "none";
            };
            enrichment: {
                /** @description the plan includes enrichment */
                allowed: boolean;
                /** @description the search would look for emails (asked for and allowed) */
                email: boolean;
                /** @description the search would look for social profiles (asked for and allowed) */
                socials: boolean;
            };
            /**
             * @description the 402 code `POST /v1/searches` would answer this body now; null when it would start
             * @enum {unknown}
             */
            refusal: "subscription_inactive" | "insufficient_credits" | null;
        };
        /** @description A rectangle of the map, in degrees. */
        AreaBounds: {
            south: number;
            west: number;
            north: number;
            east: number;
        };
        /** @description How well a search covered its area, recorded while it runs. */
        SearchCoverage: {
            /** @description the area searched; null before the search started, or when no location bounded it */
            area: components["schemas"]["AreaBounds"] | null;
            cells: {
                /** @description cells the provider was asked for and answered to their end */
                run: number;
                /** @description of those, cells that hit the provider's cap and were searched again as smaller cells */
                split: number;
                /** @description cells that hit the cap at the smallest cell size: places beyond the cap there stay unseen */
                cappedAtMinSize: number;
                /** @description cells wholly outside the area, never asked for */
                skippedOutsideArea: number;
            };
            places: {
                /** @description places inside the area the search kept: its results */
                inside: number;
                /** @description distinct places the provider answered outside the area, left out */
                outside: number;
            };
            /** @description estimated share of the area's matching places the search could see: the share of the area whose cells the provider answered to the end under its cap (a search that stopped at `maxResults` leaves the rest of the area unsearched) */
            completeness: number;
        };
        /** @description An offset page of a search's leads, in result order. */
        SearchLeadsPage: {
            data: components["schemas"]["Lead"][];
            total: number;
        };
        SearchEvent: {
            /**
             * Format: uuid
             * @description the event id: the same on every retry of the delivery
             */
            id: string;
            /** @enum {string} */
            type: "search.completed" | "search.failed";
            /** Format: date-time */
            createdAt: string;
            data: {
                search: components["schemas"]["Search"];
                /** @description the search's coverage as it ended (`GET /v1/searches/{id}/coverage`) */
                coverage?: components["schemas"]["SearchCoverage"];
            };
        };
        /** @description A lead of the account. Enrichment fields (`emails`, `socials`) appear only when found and the plan includes enrichment. May carry more properties. */
        Lead: {
            /** Format: uuid */
            id: string;
            name: string;
            fullAddress: string | null;
            categories: string[];
            phone: string | null;
            website: string | null;
            rating: number | null;
            reviewCount: number | null;
            emails?: components["schemas"]["EmailItem"][];
            socials?: {
                [key: string]: string;
            };
            provider: components["schemas"]["Provider"];
            providerBusinessId: string;
            cid: string | null;
            placeId: string | null;
            latitude: number | null;
            longitude: number | null;
            locality: string | null;
            country: string | null;
            addressParts: components["schemas"]["AddressParts"];
            /** @description IANA time zone (`Europe/Paris`): the provider's, else derived from the coordinates */
            timezone: string | null;
            /** @description null when the provider shows no hours */
            openingHours: components["schemas"]["OpeningHours"] | null;
            /** @description null when the provider does not say */
            businessStatus: components["schemas"]["BusinessStatus"] | null;
            description: string | null;
            /** @description as the provider writes it, e.g. `€€` */
            priceRange: string | null;
            /** @description `phone` in E.164 (`+35725101555`), read for the place's country; null when it is not a valid number */
            phoneE164: string | null;
            /** @description up to 10 of the place's photos, the place's own first; empty until a read that carries photos saw some (Google's place page: a research run, a monitor check, a lookup of an unseen id; search answers carry none) */
            photos: components["schemas"]["PlacePhoto"][];
            /** @description how many photos the provider says the place has; null until a read carried it */
            photoCount: number | null;
            /** @description how busy the place usually is, by weekday and hour of its local day; null until a read that carries it saw it (as `photos`), and for places the provider does not measure */
            popularTimes: components["schemas"]["PopularTimes"] | null;
            /**
             * Format: uuid
             * @description the search that found it; null for a lead from an unlock
             */
            searchId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description in the leads of a search made with `keywords`: the terms that found this business */
            matchedKeywords?: string[];
            /** @description fields the lead's own row lacked, filled from a row of another provider that is the same business (`sameAs`, confidence ≥ 0.8) and that the account owns too: field name → that row's provider. Absent when nothing was filled */
            filledFrom?: {
                [key: string]: components["schemas"]["Provider"];
            };
            /** @description where the account's sales work stands with this lead (`PATCH /v1/leads/{id}`) */
            status: components["schemas"]["LeadStatus"];
            tags: string[];
            note: string | null;
        };
        /** @description A keyset page of every lead of the account, newest first (the interface's older shape). */
        LeadList: {
            leads: components["schemas"]["Lead"][];
            /** @description opaque; null on the last page */
            nextCursor: string | null;
        };
        /** @enum {string} */
        LeadStatus: "new" | "contacted" | "qualified" | "won" | "lost";
        /** @description A row of another provider that is the same business. Identifiers only: unlock that row to see its contact values. */
        SameAs: {
            provider: components["schemas"]["Provider"];
            /** @description the other provider's own identifier */
            providerBusinessId: string;
            /** @description how sure the match is (phone, website domain, name, address, distance) */
            confidence: number;
        };
        BusinessDatasetRow: {
            provider: components["schemas"]["Provider"];
            providerBusinessId: string;
            name: string;
            cid: string | null;
            placeId: string | null;
            locality: string | null;
            country: string | null;
            categories: string[];
            rating: number | null;
            reviewCount: number | null;
            hasPhone: boolean;
            hasWebsite: boolean;
            hasEmail: boolean;
            emailCount: number;
            emailStatuses: components["schemas"]["EmailStatus"][];
            owned: boolean;
            credits: number;
            /** Format: date-time */
            observedAt: string;
            /** @description the same business on other providers, most confident first */
            sameAs: components["schemas"]["SameAs"][];
            /** @description only on owned rows */
            phone?: string | null;
            /** @description only on owned rows */
            website?: string | null;
            /** @description only on owned rows, when the plan includes enrichment */
            emails?: components["schemas"]["EmailItem"][];
            addressParts: components["schemas"]["AddressParts"];
            latitude: number | null;
            longitude: number | null;
            /** @description IANA time zone (`Europe/Paris`): the provider's, else derived from the coordinates */
            timezone: string | null;
            /** @description null when the provider shows no hours */
            openingHours: components["schemas"]["OpeningHours"] | null;
            /** @description null when the provider does not say */
            businessStatus: components["schemas"]["BusinessStatus"] | null;
            description: string | null;
            /** @description as the provider writes it, e.g. `€€` */
            priceRange: string | null;
            /** @description only on owned rows, like `phone` */
            phoneE164?: string | null;
            /** @description up to 10 of the place's photos, the place's own first; empty until a read that carries photos saw some (Google's place page: a research run, a monitor check, a lookup of an unseen id; search answers carry none) */
            photos: components["schemas"]["PlacePhoto"][];
            /** @description how many photos the provider says the place has; null until a read carried it */
            photoCount: number | null;
            /** @description how busy the place usually is, by weekday and hour of its local day; null until a read that carries it saw it (as `photos`), and for places the provider does not measure */
            popularTimes: components["schemas"]["PopularTimes"] | null;
        };
        BusinessListing: {
            data: components["schemas"]["BusinessDatasetRow"][];
            /** @description absent on the last page and when paging by `page` */
            nextCursor?: string;
            /** @description present only when the request set `page` */
            page?: {
                number: number;
                size: number;
                total: number;
                totalIsExact: boolean;
                maxPage: number;
            };
        };
        BusinessRef: {
            provider: components["schemas"]["Provider"];
            /** @description the provider's own identifier (Google CID, Apple Place ID, Bing ypid) */
            id: string;
        };
        UnlockResult: {
            unlocked: {
                /** Format: uuid */
                id: string;
                cid: string | null;
            }[];
            creditsSpent: number;
            alreadyOwned: components["schemas"]["BusinessRef"][];
        };
        BusinessRunSummary: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "research" | "monitor";
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed" | "canceled";
            /** Format: date-time */
            createdAt: string;
        };
        Business: {
            /** Format: uuid */
            id: string;
            provider: components["schemas"]["Provider"];
            /** @description the provider's id: the Google CID (GET /v1/businesses/{cid} shows Google rows only), a Bing ypid or an Apple Place ID (in `business.changed`) */
            providerBusinessId: string;
            cid: string | null;
            name: string | null;
            placeId: string | null;
            domain: string | null;
            fullAddress: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            addressParts: components["schemas"]["AddressParts"];
            latitude: number | null;
            longitude: number | null;
            /** @description IANA time zone (`Europe/Paris`): the provider's, else derived from the coordinates */
            timezone: string | null;
            /** @description null when the provider shows no hours */
            openingHours: components["schemas"]["OpeningHours"] | null;
            /** @description null when the provider does not say */
            businessStatus: components["schemas"]["BusinessStatus"] | null;
            description: string | null;
            /** @description as the provider writes it, e.g. `€€` */
            priceRange: string | null;
            /** @description up to 10 of the place's photos, the place's own first; empty until a read that carries photos saw some (Google's place page: a research run, a monitor check, a lookup of an unseen id; search answers carry none) */
            photos: components["schemas"]["PlacePhoto"][];
            /** @description how many photos the provider says the place has; null until a read carried it */
            photoCount: number | null;
            /** @description how busy the place usually is, by weekday and hour of its local day; null until a read that carries it saw it (as `photos`), and for places the provider does not measure */
            popularTimes: components["schemas"]["PopularTimes"] | null;
            /** @description the account's most recent research or monitor run; absent if none started */
            latestRun?: components["schemas"]["BusinessRunSummary"];
            /** @description the same business on other providers, most confident first */
            sameAs: components["schemas"]["SameAs"][];
        };
        /** @enum {string} */
        Scope: "business:read" | "business:unlock" | "billing:write" | "searches:read" | "searches:write" | "keys:read" | "keys:write" | "leads:export" | "leads:read" | "leads:write" | "usage:read" | "webhooks:read" | "webhooks:write";
        APIKey: {
            id: string;
            enabled: boolean;
            /** @description null: an unscoped key (the account's full access) */
            scopes: components["schemas"]["Scope"][] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            lastRequest: string | null;
            name: string | null;
            prefix: string | null;
            start: string | null;
        };
        CreatedKey: {
            /** @description the full key, shown this once */
            key: string;
            apiKey: components["schemas"]["APIKey"];
        };
        KeyEnvelope: {
            apiKey: components["schemas"]["APIKey"];
        };
        /** @description The account's keys that are not revoked, newest first. */
        KeyList: {
            data: components["schemas"]["APIKey"][];
        };
        Usage: {
            /** @enum {unknown} */
            plan: "lite" | "pro" | "max" | null;
            /** @enum {string} */
            accessStatus: "active" | "trialing" | "past_due" | "canceled";
            credits: {
                balance: number;
                monthlyAllowance: number;
            };
            /** @description the effective per-minute limit of each key */
            rateLimitPerMinute: number;
            /** Format: date-time */
            resetsAt: string | null;
        };
        BusinessRun: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "research" | "monitor";
            /** @enum {string} */
            status: "pending" | "running" | "completed" | "failed" | "canceled";
            /** Format: uuid */
            businessId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            error: string | null;
            /**
             * @description a research run's: the order it reads reviews in, as asked
             * @enum {string}
             */
            reviewsSort?: "newest" | "most_relevant" | "highest" | "lowest";
            /**
             * Format: date-time
             * @description a research run's: no review older than this is read (null: every review)
             */
            reviewsSince?: string | null;
            warnings: components["schemas"]["Warnings"];
        };
        BusinessReview: {
            id: string;
            rating: number | null;
            text: string | null;
            language: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            ownerReplied: boolean;
        };
        BusinessReviewsResponse: {
            /** Format: uuid */
            businessId: string;
            /** @description null until a research run produced one for the account */
            analysis: {
                /** @description `{ summary, strengths[], weaknesses[], ownerResponseRate, ratingTrend }` */
                narrative: Record<string, never>;
                /** Format: date-time */
                analyzedAt: string;
            } | null;
            /** @description shared across accounts; only beside a non-null analysis */
            signal?: {
                /** Format: date-time */
                extractedAt: string;
                extractionVersion: string;
                sentimentSummary: Record<string, never>;
                topics: Record<string, never>[];
            };
        };
        BusinessMonitorSubscription: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            businessId: string;
            /** @description the business as paths take it, `<provider>:<id>` (`google:4138552958263380000`, `bing:YN114x189818795`, `apple:I7C250D2CDCB364A`) */
            businessKey: string;
            intervalDays: number;
            enabled: boolean;
            /**
             * @description why the service turned the monitor off: three checks in a row could not be paid. A PUT turns it on again. null otherwise
             * @enum {string|null}
             */
            disabledReason: "insufficient_credits" | "subscription_inactive" | null;
            /** Format: date-time */
            nextCheckAt: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BusinessChange: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            runId: string;
            /** @description the business as paths take it, `<provider>:<id>` (`google:4138552958263380000`, `bing:YN114x189818795`, `apple:I7C250D2CDCB364A`) */
            businessKey: string;
            field: string;
            /** @description the value the check before saw; null for a `phone` or `website` change of a business the account does not own (has no lead of) */
            before: unknown;
            /** @description the value this check saw; null for a `phone` or `website` change of a business the account does not own (has no lead of) */
            after: unknown;
            /** Format: date-time */
            detectedAt: string;
        };
        BusinessChangedEvent: {
            /** Format: uuid */
            id: string;
            /** @constant */
            type: "business.changed";
            /** Format: date-time */
            createdAt: string;
            data: {
                business: components["schemas"]["Business"];
                /** Format: uuid */
                runId: string;
                changes: components["schemas"]["BusinessChange"][];
                /** @description the check's (as its run's): with `provider_layout_changed` the changes may come from the provider's layout, not the business */
                warnings: components["schemas"]["Warnings"];
            };
        };
        /** @description A run of a watch: an ordinary search of the account. */
        WatchRun: {
            /**
             * Format: uuid
             * @description the run's search (`GET /v1/searches/{id}` shows it, with `watchId`); null when the run made none
             */
            searchId: string | null;
            /**
             * @description the search's status, or `skipped`: the account could not pay for the run, which made no search
             * @enum {string}
             */
            status: "pending" | "running" | "completed" | "failed" | "canceled" | "skipped";
            /** @description the search's error; a skipped run's `insufficient_credits` or `subscription_inactive` */
            error: string | null;
            /** Format: date-time */
            startedAt: string;
            /**
             * Format: date-time
             * @description null while its search runs
             */
            finishedAt: string | null;
            /** @description businesses the run found opened (0 until its search ended and was compared) */
            opened: number;
            /** @description businesses the run found closed */
            closed: number;
            /** @description businesses the run found open again */
            reopened: number;
        };
        Watch: {
            /** Format: uuid */
            id: string;
            /** @description the CreateSearchRequest as given */
            query: components["schemas"]["CreateSearchRequest"];
            intervalDays: number;
            enabled: boolean;
            /**
             * @description why the service turned the watch off: 3 runs in a row could not be paid. `PATCH {"enabled": true}` turns it on again. null otherwise
             * @enum {string|null}
             */
            disabledReason: "insufficient_credits" | "subscription_inactive" | null;
            /**
             * Format: date-time
             * @description when the next run starts; null while the watch is disabled
             */
            nextRunAt: string | null;
            /** @description null before the first run */
            lastRun: components["schemas"]["WatchRun"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        WatchChange: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "opened" | "closed" | "reopened";
            /** Format: uuid */
            businessId: string;
            /** @description a Google business's CID (`GET /v1/businesses/{cid}`); null for Bing and Apple businesses */
            cid: string | null;
            name: string | null;
            /**
             * Format: uuid
             * @description the run that found it
             */
            searchId: string;
            /** Format: date-time */
            detectedAt: string;
        };
        WatchChangedEvent: {
            /**
             * Format: uuid
             * @description the run's id: the same on every retry of the event
             */
            id: string;
            /** @constant */
            type: "watch.changed";
            /** Format: date-time */
            createdAt: string;
            data: {
                /** Format: uuid */
                watchId: string;
                /** Format: uuid */
                searchId: string;
                opened: components["schemas"]["WatchChange"][];
                closed: components["schemas"]["WatchChange"][];
                reopened: components["schemas"]["WatchChange"][];
            };
        };
        Webhook: {
            id: string;
            url: string;
            eventTypes: string[];
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CreatedWebhook: {
            id: string;
            url: string;
            eventTypes: string[];
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description the signing secret (`whsec_…`), shown this once */
            secret: string;
        };
        /** @description The account's webhook endpoints. */
        WebhookList: {
            data: components["schemas"]["Webhook"][];
        };
        WebhookTestResult: {
            /** @description the receiver answered 2xx */
            ok: boolean;
            deliveryId: string;
            /** @description the receiver's HTTP status; 0 when it did not answer */
            status: number;
            error: string;
        };
        WebhookTestEvent: {
            /** Format: uuid */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            createdAt: string;
            data: {
                endpointId: string;
            };
        };
    };
    responses: never;
    parameters: {
        /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
        IdempotencyKey: string;
        /** @description 16 to 255 printable ASCII characters (a random UUID): this answer holds a secret, which a replay returns, so a key shorter than 16 characters is 400 `idempotency_key_invalid` and nothing runs. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. The stored answer is encrypted under a key derived from the server's secret and yours. */
        IdempotencyKeyForSecret: string;
        /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id (yours when you sent a sane `X-Request-Id`, else a new one): quote it when asking for help. */
        "X-Request-Id": string;
        /** @description Requests this key may make a minute. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current minute. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the minute's budget is whole again. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description `true` when this answer is the stored first answer to the same `Idempotency-Key`. */
        "Idempotent-Replayed": "true";
        /** @description What went wrong, for people (the `error` code is for programs): what you can act on, never a provider's own words. */
        "X-Error-Detail": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `not_ready`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_ready";
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: Record<string, never>;
                        paths: Record<string, never>;
                        webhooks?: Record<string, never>;
                        components?: Record<string, never>;
                    };
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List API keys */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyList"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description 16 to 255 printable ASCII characters (a random UUID): this answer holds a secret, which a replay returns, so a key shorter than 16 characters is 400 `idempotency_key_invalid` and nothing runs. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. The stored answer is encrypted under a key derived from the server's secret and yours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyForSecret"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string | null;
                    expiresInDays?: number | null;
                    scopes?: ("business:read" | "business:unlock" | "billing:write" | "searches:read" | "searches:write" | "keys:read" | "keys:write" | "leads:export" | "leads:read" | "leads:write" | "usage:read" | "webhooks:read" | "webhooks:write")[] | null;
                };
            };
        };
        responses: {
            /** @description Create an API key */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedKey"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `limit_reached`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "limit_reached";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke an API key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    renameKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Rename an API key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyEnvelope"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan, credits and rate limit of the account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listSearches: {
        parameters: {
            query?: {
                /** @description Providers to include, repeated (`provider=google&provider=bing`) or comma-separated (`provider=google,bing`); omitted means all of google, bing, apple. */
                provider?: components["schemas"]["Provider"][];
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List recent searches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchList"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    createSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description what to search for, as on the map
                     * @example dentists
                     */
                    keyword?: string;
                    /**
                     * @description several terms at once, each business once (with the terms that found it as `matchedKeywords`)
                     * @example [
                     *       "dentist",
                     *       "orthodontist"
                     *     ]
                     */
                    keywords?: string[];
                    /** @description The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`. */
                    area?: {
                        center: {
                            lat: number;
                            lng: number;
                        };
                        /** @description great-circle distance from the centre */
                        radiusKm: number;
                    } | {
                        /** @constant */
                        type: "Polygon";
                        /** @description the outer ring, then its holes */
                        coordinates: number[][][];
                    } | {
                        /** @constant */
                        type: "MultiPolygon";
                        coordinates: number[][][][];
                    };
                    filters?: {
                        categories?: string[];
                        minRating?: number;
                        skipClosed?: boolean;
                    };
                    /**
                     * @default google
                     * @enum {unknown}
                     */
                    provider?: "google" | "bing" | "apple";
                    /**
                     * @description a city, region, address or postal code; omitted with `area` or for the whole world
                     * @example Lyon
                     */
                    location?: string | null;
                    /**
                     * @description ISO 3166-1 alpha-2
                     * @example FR
                     */
                    country?: string | null;
                    /**
                     * @description the language the map is asked in
                     * @default en
                     */
                    lang?: string;
                    options?: {
                        /**
                         * @description results at most, each a reserved credit; 0 uses the default
                         * @default 200
                         */
                        maxResults?: number;
                        enrichEmail?: boolean;
                        enrichSocials?: boolean;
                    };
                    /** Format: uuid */
                    conversationId?: string;
                };
            };
        };
        responses: {
            /** @description Start a search */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Search"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`, `invalid_area`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid" | "invalid_area";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    quoteSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description what to search for, as on the map
                     * @example dentists
                     */
                    keyword?: string;
                    /**
                     * @description several terms at once, each business once (with the terms that found it as `matchedKeywords`)
                     * @example [
                     *       "dentist",
                     *       "orthodontist"
                     *     ]
                     */
                    keywords?: string[];
                    /** @description The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`. */
                    area?: {
                        center: {
                            lat: number;
                            lng: number;
                        };
                        /** @description great-circle distance from the centre */
                        radiusKm: number;
                    } | {
                        /** @constant */
                        type: "Polygon";
                        /** @description the outer ring, then its holes */
                        coordinates: number[][][];
                    } | {
                        /** @constant */
                        type: "MultiPolygon";
                        coordinates: number[][][][];
                    };
                    filters?: {
                        categories?: string[];
                        minRating?: number;
                        skipClosed?: boolean;
                    };
                    /**
                     * @default google
                     * @enum {unknown}
                     */
                    provider?: "google" | "bing" | "apple";
                    /**
                     * @description a city, region, address or postal code; omitted with `area` or for the whole world
                     * @example Lyon
                     */
                    location?: string | null;
                    /**
                     * @description ISO 3166-1 alpha-2
                     * @example FR
                     */
                    country?: string | null;
                    /**
                     * @description the language the map is asked in
                     * @default en
                     */
                    lang?: string;
                    options?: {
                        /**
                         * @description results at most, each a reserved credit; 0 uses the default
                         * @default 200
                         */
                        maxResults?: number;
                        enrichEmail?: boolean;
                        enrichSocials?: boolean;
                    };
                    /** Format: uuid */
                    conversationId?: string;
                };
            };
        };
        responses: {
            /** @description Quote a search before starting it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchQuote"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_area`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_area";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a search */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Search"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    deleteSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a search that has ended */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `search_not_deletable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "search_not_deletable";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getSearchCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How well a search covered its area */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchCoverage"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listSearchLeads: {
        parameters: {
            query?: {
                /** @description 1..1000; a value above 1000 falls back to 100 */
                limit?: number;
                offset?: number;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of a search's leads */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchLeadsPage"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    exportSearchLeads: {
        parameters: {
            query?: {
                format?: "csv" | "json" | "xlsx";
                /** @description comma-separated lead ids (at most 10,000): only these leads */
                leadIds?: string[];
                /** @description `true` leaves out the leads whose `businessStatus` is `closed_permanently` (a lead whose status is unknown stays) */
                skipClosed?: boolean;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Export a search's leads */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": components["schemas"]["Lead"][];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    cancelSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a search */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `search_not_cancelable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "search_not_cancelable";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description repeated or comma-separated; omitted means all */
                provider?: components["schemas"]["Provider"][];
                /** @description repeated or comma-separated: leads in any of them */
                status?: components["schemas"]["LeadStatus"][];
                /** @description repeated (a comma belongs to the tag): leads carrying all of them */
                tag?: string[];
                /** @description three-state: `true`, `false`, or omitted */
                hasEmail?: boolean;
                /** @description over name and domain */
                q?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List every lead of the account */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadList"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a lead */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    status?: "new" | "contacted" | "qualified" | "won" | "lost";
                    tags?: string[];
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Set a lead's status, tags or note */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    exportLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    format?: "csv" | "json" | "xlsx";
                    provider?: unknown;
                    status?: unknown;
                    tag?: unknown;
                    hasEmail?: unknown;
                    q?: unknown;
                    createdAfter?: unknown;
                    createdBefore?: unknown;
                    skipClosed?: unknown;
                };
            };
        };
        responses: {
            /** @description Export the account's leads */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": components["schemas"]["Lead"][];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List webhook endpoints */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description 16 to 255 printable ASCII characters (a random UUID): this answer holds a secret, which a replay returns, so a key shorter than 16 characters is 400 `idempotency_key_invalid` and nothing runs. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. The stored answer is encrypted under a key derived from the server's secret and yours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyForSecret"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    eventTypes: ("search.completed" | "search.failed" | "business.changed" | "watch.changed")[];
                };
            };
        };
        responses: {
            /** @description Register a webhook endpoint */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `limit_reached`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "limit_reached";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpointId: string;
                };
            };
        };
        responses: {
            /** @description Send a test event */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    url?: string;
                    eventTypes?: ("search.completed" | "search.failed" | "business.changed" | "watch.changed")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a webhook endpoint */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listBusinesses: {
        parameters: {
            query?: {
                /** @description Providers to include, repeated (`provider=google&provider=bing`) or comma-separated (`provider=google,bing`); omitted means all of google, bing, apple. */
                provider?: components["schemas"]["Provider"][];
                /** @description free text over name and address (a word of 3+ letters or digits) */
                q?: string;
                /** @description 2-letter country code */
                country?: string;
                /** @description exact city/locality */
                locality?: string;
                /** @description rows with this category */
                category?: string;
                /** @description rows rated at least this */
                minRating?: number;
                /** @description `true` keeps rows that have a phone, `false` those that have none; omitted does not filter; any other value is a 400. */
                hasPhone?: boolean;
                /** @description `true` keeps rows that have a website, `false` those that have none; omitted does not filter; any other value is a 400. */
                hasWebsite?: boolean;
                /** @description `true` keeps rows that have an email, `false` those that have none; omitted does not filter; any other value is a 400. */
                hasEmail?: boolean;
                /** @description `true` keeps rows that have opening hours, `false` those that have none; omitted does not filter; any other value is a 400. */
                hasHours?: boolean;
                /** @description comma-separated among operational, closed_temporarily, closed_permanently: rows in any of them (rows whose status is unknown never match) */
                businessStatus?: components["schemas"]["BusinessStatus"][];
                /** @description `true` keeps rows that have already been bought by the account (it owns), `false` those that have none; omitted does not filter; any other value is a 400. */
                owned?: boolean;
                /** @description comma-separated among deliverable, role, catch_all, risky, invalid, unverified, verification_failed, unknown, none: rows with at least one email in any of them */
                emailStatus?: components["schemas"]["EmailStatus"][];
                limit?: number;
                /** @description `nextCursor` of the previous page; not with `page` */
                cursor?: string;
                /** @description 1-based, up to 500 (beyond: 400 `cursor_required`); not with `cursor` */
                page?: number;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Browse the shared business dataset */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessListing"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `cursor_required`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "cursor_required";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    unlockBusinesses: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businesses: {
                        /** @enum {unknown} */
                        provider: "google" | "bing" | "apple";
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Unlock dataset rows into leads */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnlockResult"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`, `provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable" | "provider_unavailable";
                    };
                };
            };
        };
    };
    getBusinessByCid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resolve a business by Google CID */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Business"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    startResearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description the reviews to read, at most
                     * @default 200
                     */
                    maxReviews?: number;
                    /**
                     * @description the order Google is asked for the reviews in
                     * @default newest
                     * @enum {unknown}
                     */
                    reviewsSort?: "newest" | "most_relevant" | "highest" | "lowest";
                    /**
                     * @description an ISO date: the reading stops at the first older review (newest first), or skips older ones
                     * @example 2026-01-01
                     */
                    reviewsSince?: string;
                };
            };
        };
        responses: {
            /** @description Research a business */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessRun"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`, `provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable" | "provider_unavailable";
                    };
                };
            };
        };
    };
    listBusinessRuns: {
        parameters: {
            query?: {
                kind?: "research" | "monitor";
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Runs on a business, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessRun"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a run */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessRun"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancel a run */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`, `invalid_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid" | "invalid_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `run_not_cancelable`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "run_not_cancelable";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getBusinessReviews: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Review analysis of a business */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessReviewsResponse"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listBusinessReviewItems: {
        parameters: {
            query?: {
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reviews behind the signal */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessReview"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getMonitor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monitor of a business */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMonitorSubscription"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    putMonitor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description days between checks
                     * @default 7
                     */
                    intervalDays?: number;
                    /**
                     * @description false keeps the subscription without checks
                     * @default true
                     */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Monitor a business */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMonitorSubscription"];
                };
            };
            /** @description Monitor a business */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessMonitorSubscription"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `limit_reached`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "limit_reached";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`, `provider_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable" | "provider_unavailable";
                    };
                };
            };
        };
    };
    deleteMonitor: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stop monitoring a business */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listMonitors: {
        parameters: {
            query?: {
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's monitors */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessMonitorSubscription"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listBusinessChanges: {
        parameters: {
            query?: {
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the monitor checks found */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BusinessChange"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `invalid_cid`, `invalid_ypid`, `invalid_apple_id`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "invalid_cid" | "invalid_ypid" | "invalid_apple_id";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWatches: {
        parameters: {
            query?: {
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's watches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Watch"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    createWatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description what to search for, as on the map
                     * @example dentists
                     */
                    keyword?: string;
                    /**
                     * @description several terms at once, each business once (with the terms that found it as `matchedKeywords`)
                     * @example [
                     *       "dentist",
                     *       "orthodontist"
                     *     ]
                     */
                    keywords?: string[];
                    /** @description The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`. */
                    area?: {
                        center: {
                            lat: number;
                            lng: number;
                        };
                        /** @description great-circle distance from the centre */
                        radiusKm: number;
                    } | {
                        /** @constant */
                        type: "Polygon";
                        /** @description the outer ring, then its holes */
                        coordinates: number[][][];
                    } | {
                        /** @constant */
                        type: "MultiPolygon";
                        coordinates: number[][][][];
                    };
                    filters?: {
                        categories?: string[];
                        minRating?: number;
                        skipClosed?: boolean;
                    };
                    /**
                     * @default google
                     * @enum {unknown}
                     */
                    provider?: "google" | "bing" | "apple";
                    /**
                     * @description a city, region, address or postal code; omitted with `area` or for the whole world
                     * @example Lyon
                     */
                    location?: string | null;
                    /**
                     * @description ISO 3166-1 alpha-2
                     * @example FR
                     */
                    country?: string | null;
                    /**
                     * @description the language the map is asked in
                     * @default en
                     */
                    lang?: string;
                    options?: {
                        /**
                         * @description results at most, each a reserved credit; 0 uses the default
                         * @default 200
                         */
                        maxResults?: number;
                        enrichEmail?: boolean;
                        enrichSocials?: boolean;
                    };
                    /** Format: uuid */
                    conversationId?: string;
                    /**
                     * @description days between runs
                     * @default 7
                     */
                    intervalDays?: number;
                    /**
                     * @description false keeps the watch without runs
                     * @default true
                     */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Watch an area */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watch"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`, `invalid_area`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid" | "invalid_area";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `limit_reached`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "limit_reached";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    getWatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a watch */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watch"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    deleteWatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a watch */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateWatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    intervalDays?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Change a watch's interval, or turn it on or off */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watch"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWatchChanges: {
        parameters: {
            query?: {
                /** @description only changes of this type */
                type?: "opened" | "closed" | "reopened";
                limit?: number;
                /** @description `nextCursor` of the previous page */
                cursor?: string;
            };
            header?: {
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the watch's runs found */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WatchChange"][];
                        /** @description opaque; pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    runWatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 printable ASCII characters. A retry with the same key, body and API key gets the first answer again (with `Idempotent-Replayed: true`) instead of acting twice; with another body, 409 `idempotency_key_reused`; while the first is still running, 409 `idempotency_key_in_use`. Kept 24 hours. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Run a watch now */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description The request is invalid: a JSON body, query parameter or field value. Codes: `invalid_body`, `idempotency_key_invalid`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "invalid_body" | "idempotency_key_invalid";
                    };
                };
            };
            /** @description No valid API key. Codes: `unauthorized`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unauthorized";
                    };
                };
            };
            /** @description Payment required: an active subscription or enough credits. Codes: `insufficient_credits`, `subscription_inactive`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_credits" | "subscription_inactive";
                    };
                };
            };
            /** @description The key lacks the scope this operation needs. Codes: `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "insufficient_scope";
                    };
                };
            };
            /** @description Not found for this account (a resource of another account is a 404 too). Codes: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "not_found";
                    };
                };
            };
            /** @description Conflicts with the resource's state or an earlier request. Codes: `idempotency_key_in_use`, `idempotency_key_reused`, `watch_run_in_progress`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "idempotency_key_in_use" | "idempotency_key_reused" | "watch_run_in_progress";
                    };
                };
            };
            /** @description The body is over 1 MB. Codes: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "payload_too_large";
                    };
                };
            };
            /** @description The body is not JSON. Codes: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "unsupported_media_type";
                    };
                };
            };
            /** @description The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds. Codes: `rate_limit_exceeded`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "rate_limit_exceeded";
                    };
                };
            };
            /** @description The URL and headers are over 16 KB. Codes: `headers_too_large`. */
            431: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "headers_too_large";
                    };
                };
            };
            /** @description A part of the service is briefly unavailable: retry. Codes: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Error-Detail": components["headers"]["X-Error-Detail"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        error?: "service_unavailable";
                    };
                };
            };
        };
    };
    onSearchCompleted: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old. */
                "X-Leadmap-Signature": string;
                /** @description The event type. */
                "X-Leadmap-Event": string;
                /** @description The delivery's id: the same on each retry of it. */
                "X-Leadmap-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to 8 attempts); a 429 or 503's `Retry-After` is honoured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSearchFailed: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old. */
                "X-Leadmap-Signature": string;
                /** @description The event type. */
                "X-Leadmap-Event": string;
                /** @description The delivery's id: the same on each retry of it. */
                "X-Leadmap-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to 8 attempts); a 429 or 503's `Retry-After` is honoured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onBusinessChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old. */
                "X-Leadmap-Signature": string;
                /** @description The event type. */
                "X-Leadmap-Event": string;
                /** @description The delivery's id: the same on each retry of it. */
                "X-Leadmap-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to 8 attempts); a 429 or 503's `Retry-After` is honoured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWatchChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old. */
                "X-Leadmap-Signature": string;
                /** @description The event type. */
                "X-Leadmap-Event": string;
                /** @description The delivery's id: the same on each retry of it. */
                "X-Leadmap-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WatchChangedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to 8 attempts); a 429 or 503's `Retry-After` is honoured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint's whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old. */
                "X-Leadmap-Signature": string;
                /** @description The event type. */
                "X-Leadmap-Event": string;
                /** @description The delivery's id: the same on each retry of it. */
                "X-Leadmap-Delivery": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to 8 attempts); a 429 or 503's `Retry-After` is honoured. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
