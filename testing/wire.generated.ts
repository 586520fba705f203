// GENERATED from the OpenAPI document GET /openapi.json serves (server/http/openapi/) by
// scripts/wire-types.ts with openapi-typescript. Do not edit: change the document, then run
// `npm run wire-types` and commit this file (`npm run typecheck` fails while it is stale).
// Aliases and UI-only types live in renderer/api/types.ts, renderer/checkout/api.ts, testing/types.ts.

export interface paths {
    "/v1/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An access token for the account whose client_id:client_secret come as HTTP Basic
         * @description The answer is not wrapped in {code, data}, as on the real API. Tokens last 600 seconds.
         */
        post: operations["postV1Authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pubkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's RSA public key (PEM), to encrypt a card with */
        get: operations["getV1Pubkey"];
        put?: never;
        post?: never;
        delete?: never;
        /** CORS preflight of GET /v1/pubkey: grants GET with Content-Type to any origin */
        options: operations["optionsV1Pubkey"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/card/{code}/jsonp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange an encrypted card for a payment_token (despite the name, plain JSON) */
        get: operations["getV1CardByCodeJsonp"];
        put?: never;
        post?: never;
        delete?: never;
        /** CORS preflight of GET /v1/card/:code/jsonp: grants GET with Content-Type to any origin */
        options: operations["optionsV1CardByCodeJsonp"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/installments/{code}/jsonp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installments for a total, as GET /v1/installments answers them */
        get: operations["getV1InstallmentsByCodeJsonp"];
        put?: never;
        post?: never;
        delete?: never;
        /** CORS preflight of GET /v1/installments/:code/jsonp: grants GET with Content-Type to any origin */
        options: operations["optionsV1InstallmentsByCodeJsonp"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a charge (status new), to be paid later by boleto, card or link */
        post: operations["postV1Charge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A charge with its items, history, customer, payment and link */
        get: operations["getV1ChargeById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change custom_id and notification_url */
        put: operations["putV1ChargeByIdMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a line to the charge's history */
        post: operations["postV1ChargeByIdHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a charge (new, waiting, unpaid or link) */
        put: operations["putV1ChargeByIdCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a charge as paid by hand */
        put: operations["putV1ChargeByIdSettle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's charges of one type in a date range (on its clock), filtered, a page at a time, oldest first
         * @description Efí's `listCharges`. A carnê's parcels are `carnet`, a subscription's charges `subscription`, whatever they are paid with; a charge whose payer has not chosen yet (`new`, or a link) is listed as both `billet` and `card` (a link that allows one method, as that one). `payment.paid_at` is when the payment was confirmed; `received_by_bank_at` the day it was received, the date `date_of=payment` filters on. A Bolix boleto's `payment.pix` is given while it can still be paid (`waiting`, `unpaid`), as its PDF prints it.
         */
        get: operations["getV1Charges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/one-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a charge and pay it in one call: a boleto (banking_billet) or a card (credit_card) */
        post: operations["postV1ChargeOneStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a new charge: a boleto (banking_billet) or a card (credit_card) */
        post: operations["postV1ChargeByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/partner/charge/one-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Partner: Create a charge and pay it in one call: a boleto (banking_billet) or a card (credit_card) */
        post: operations["postV1PartnerChargeOneStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/partner/charge/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Partner: Pay a new charge: a boleto (banking_billet) or a card (credit_card) */
        post: operations["postV1PartnerChargeByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/billet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a boleto's due date (waiting or unpaid): a new boleto replaces it */
        put: operations["putV1ChargeByIdBillet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/billet/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the boleto by e-mail again (to the sandbox's outbox) */
        post: operations["postV1ChargeByIdBilletResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/balance-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print a balance sheet on the boleto */
        post: operations["postV1ChargeByIdBalanceSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a refused card charge (unpaid) with another card */
        post: operations["postV1ChargeByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/card/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a card payment, whole or `amount` cents of it */
        post: operations["postV1ChargeCardByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a carnê: 1 to 12 monthly parcels, each with its boleto */
        post: operations["postV1Carnet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carnê with its parcels and history */
        get: operations["getV1CarnetById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the carnê's custom_id and notification_url */
        put: operations["putV1CarnetByIdMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/parcel/{parcel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a parcel's due date */
        put: operations["putV1CarnetByIdParcelByParcel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/parcels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move several parcels' due dates at once: all or none (each with the single-parcel rules) */
        put: operations["putV1CarnetByIdParcels"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel every open parcel of the carnê */
        put: operations["putV1CarnetByIdCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/parcel/{parcel}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel one parcel */
        put: operations["putV1CarnetByIdParcelByParcelCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the whole booklet by e-mail (to the sandbox's outbox) */
        post: operations["postV1CarnetByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/parcel/{parcel}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one parcel's boleto by e-mail (waiting only) */
        post: operations["postV1CarnetByIdParcelByParcelResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a line to the carnê's history */
        post: operations["postV1CarnetByIdHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/parcel/{parcel}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one parcel as paid by hand */
        put: operations["putV1CarnetByIdParcelByParcelSettle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every open parcel as paid by hand */
        put: operations["putV1CarnetByIdSettle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a plan: a charge every `interval` months, `repeats` times (null: until canceled) */
        post: operations["postV1Plan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's plans, optionally searched by name */
        get: operations["getV1Plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a plan */
        put: operations["putV1PlanById"];
        post?: never;
        /** Delete a plan that has no subscriptions */
        delete: operations["deleteV1PlanById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan/{id}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a plan (status new), to be paid later */
        post: operations["postV1PlanByIdSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan/{id}/subscription/one-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a plan and pay the first charge in one call */
        post: operations["postV1PlanByIdSubscriptionOneStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/plan/{id}/subscription/one-step/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a plan with a payment link: the payer pays the first charge on the link's page (boleto or card, as the link offers), which makes the subscription active */
        post: operations["postV1PlanByIdSubscriptionOneStepLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a new subscription: a boleto, or a card (with trial_days) */
        post: operations["postV1SubscriptionByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subscription with its plan, next execution and charges */
        get: operations["getV1SubscriptionById"];
        /** Change an active card subscription: its plan (same interval), payer's e-mail and phone, items, shippings or card */
        put: operations["putV1SubscriptionById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/subscription/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a subscription's charge (its boleto) to the payer (to the sandbox's outbox) */
        post: operations["postV1ChargeByIdSubscriptionResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a subscription */
        put: operations["putV1SubscriptionByIdCancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the subscription's custom_id and notification_url */
        put: operations["putV1SubscriptionByIdMetadata"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a line to the subscription's history */
        post: operations["postV1SubscriptionByIdHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/one-step/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a charge and its payment link in one call */
        post: operations["postV1ChargeOneStepLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a link's settings (a field given as null is cleared); reopens an expired link */
        put: operations["putV1ChargeByIdLink"];
        /** Give a new charge a payment link (status link) */
        post: operations["postV1ChargeByIdLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/link/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the link by e-mail again (to the sandbox's outbox) */
        post: operations["postV1ChargeByIdLinkResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every status change under a notification token, in order; fetching acknowledges the token */
        get: operations["getV1NotificationByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge/{id}/notification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the latest notification of a charge to its notification_url again */
        get: operations["getV1ChargeByIdNotificationResend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/carnet/{id}/notification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the latest notification of a carnê (delivered through its first parcel) to its notification_url again */
        get: operations["getV1CarnetByIdNotificationResend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/subscription/{id}/notification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Send the latest notification of a subscription (delivered through its first charge) to its notification_url again */
        get: operations["getV1SubscriptionByIdNotificationResend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/installments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The installments a payer may choose for a total, with the account's interest settings */
        get: operations["getV1Installments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/charge/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a charge and pay it by card with 3-D Secure (`createChargeCard`): answered unwrapped, refused as `{status, title, detail, extras}`
         * @description The test card decides: last digit 1, 2 or 3 refused (`unpaid`), 9 asks for a challenge (`waiting` with `tds_challenge`; the payer passes or fails it on the page at `action_url`, then is sent to `challenge_callback_url`), any other approved.
         */
        post: operations["postV2ChargeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * API Extratos' access token: client credentials by HTTP Basic, scopes `gn.cnab-statement.read` and `gn.cnab-statement.write`
         * @description The account's client_id:client_secret, as for POST /v1/authorize. The token opens only API Extratos (a /v1 token is refused here, and this one on /v1), for an hour. No client certificate is asked for (the real host wants mTLS).
         */
        post: operations["postV1OauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrato-cnab/arquivos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement files of the account's closed days, newest first (`listStatementFiles`)
         * @description One file per day from the account's first day to yesterday on its clock, at most 366.
         */
        get: operations["getV1ExtratoCnabArquivos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrato-cnab/download/{nome_arquivo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day's CNAB 240 statement (`getStatementFile`): text/plain, 240 characters a line, CRLF */
        get: operations["getV1ExtratoCnabDownloadByNomeArquivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrato-cnab/agendamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's recurrences (`listStatementRecurrences`) */
        get: operations["getV1ExtratoCnabAgendamentos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrato-cnab/agendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a recurrence (`createStatementRecurrency`)
         * @description Kept and listed; the sandbox sends no e-mail and no file by SFTP: every day's file is at GET /v1/extrato-cnab/download/:nome_arquivo whatever the recurrences say.
         */
        post: operations["postV1ExtratoCnabAgendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/extrato-cnab/agendar/{identificador}": {
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
        /** Change a recurrence (`updateStatementRecurrency`): its periodicity, status, e-mail and compression */
        patch: operations["patchV1ExtratoCnabAgendarByIdentificador"];
        trace?: never;
    };
    "/v1/extrato-cnab/gerar-chaves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A key pair for the SFTP delivery of the files (`generateStatementKeys`): the sandbox keeps neither key and serves no SFTP */
        post: operations["postV1ExtratoCnabGerarChaves"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account, with its credentials
         * @description Open on a loopback bind (the default); elsewhere it needs the admin token as Bearer (403 without it).
         */
        get: operations["getSandboxV1Accounts"];
        put?: never;
        /**
         * Create an account (a tenant with its own charges, tokens and clock)
         * @description Open on a loopback bind (the default); elsewhere it needs the admin token as Bearer (403 without it).
         */
        post: operations["postSandboxV1Accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke every access token of the calling account (to test re-authorization) */
        delete: operations["deleteSandboxV1Tokens"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's virtual time */
        get: operations["getSandboxV1Clock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the clock forward by months/days/hours/minutes, to a date, or to the next scheduled job; everything due runs, in order, first */
        post: operations["postSandboxV1ClockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the clock will do next: the upcoming scheduled jobs */
        get: operations["getSandboxV1Schedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/schedule/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a parked job back in the schedule, due now, with its attempts given afresh */
        post: operations["postSandboxV1ScheduleByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The days banks are closed between two dates: weekends and national bank holidays
         * @description The calendar the sandbox applies to money and status: a boleto due on one of these days is paid at face value through the next business day. State and city holidays are not modelled. The same for every account.
         */
        get: operations["getSandboxV1Calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The POSTs made (or to be made) to notification URLs, with every attempt */
        get: operations["getSandboxV1Deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery with its attempts */
        get: operations["getSandboxV1DeliveriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST the delivery to its URL again, now */
        post: operations["postSandboxV1DeliveriesByIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events of what changes in the account
         * @description An EventSource cannot send headers: the token may come as ?access_token= instead.
         */
        get: operations["getSandboxV1Events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/bank/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payer pays a boleto at a bank: by typed line, barcode or charge id */
        post: operations["postSandboxV1BankPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/bank/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payer pays a Bolix by Pix: pastes its code, pays what its payload asks for that day
         * @description Settles at once, on any day of the week; the charge becomes `paid` with its usual `paid` event and the history line "Pagamento confirmado via Pix". The value is `valor.final` of the code's payload for `paid_at` (the bank quote of that day).
         */
        post: operations["postSandboxV1BankPix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/bank/quote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the payer of a charge's boleto would owe on a date (fines, interest, discounts) */
        get: operations["getSandboxV1BankQuoteById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the sandbox would have e-mailed (resent boletos, carnês, links), newest first */
        get: operations["getSandboxV1Emails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/emails/{id}/attachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An e-mail's PDF attachment */
        get: operations["getSandboxV1EmailsByIdAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is running, and where */
        get: operations["getSandboxV1Info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/ca.pem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PEM certificate of the local CA with which the sandbox, as an HTTPS proxy, terminates TLS for the real API hosts
         * @description No authentication: a certificate is public. Give it to NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, CURL_CA_BUNDLE or SSL_CERT_FILE (docs/proxy.md).
         */
        get: operations["getSandboxV1CaPem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's charges, newest first, with status filter and search */
        get: operations["getSandboxV1Charges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/charges/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One charge's whole story: history, status changes, callbacks, token fetches, e-mails */
        get: operations["getSandboxV1ChargesByIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/carnets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's carnês with their parcels, newest first */
        get: operations["getSandboxV1Carnets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/carnets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One carnê (as GET /v1/carnet/:id) and its notification token */
        get: operations["getSandboxV1CarnetsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's plans with how many subscriptions each has */
        get: operations["getSandboxV1Plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's subscriptions, with status filter and search */
        get: operations["getSandboxV1Subscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription with each period's charge, its history and token */
        get: operations["getSandboxV1SubscriptionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/subscriptions/{id}/payer-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer unsubscribes (the link in the subscription's e-mails) */
        post: operations["postSandboxV1SubscriptionsByIdPayerCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's payment links, with what each payer did */
        get: operations["getSandboxV1PaymentLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payment-links/{charge_id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer completes a link's page: a boleto or a card, refused as the page would refuse */
        post: operations["postSandboxV1PaymentLinksByChargeIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's latest API calls with their bodies, newest first (headers are not kept)
         * @description Filters apply to everything the log keeps, not only to the latest `limit`; `limit` caps how many matches come back.
         */
        get: operations["getSandboxV1Requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's integration report: what its code handles, check by check
         * @description Read from every `/v1` call the account made (kept in memory, at most 200,000), the deliveries and token fetches, since the account's last reset or `since`. `junit`: JUnit XML, one test case per check (a fail is a `<failure>`, not exercised is `<skipped>`); `html`: a standalone page.
         */
        get: operations["getSandboxV1Report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/recordings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's recordings, newest first (the latest 100) */
        get: operations["getSandboxV1Recordings"];
        put?: never;
        /**
         * Start recording the account: its settings now, then every /v1 call and world action, in order
         * @description One recording runs per account. Captured: every /v1 call of the account (but /v1/authorize) and the control API's world actions (clock advance, bank and Pix payments, link payments, disputes, payment tokens, payer cancels, settings) — the dashboard's included, never its reads.
         */
        post: operations["postSandboxV1Recordings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/recordings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recording */
        get: operations["getSandboxV1RecordingsById"];
        put?: never;
        post?: never;
        /** Delete a recording and its steps (a running one stops first) */
        delete: operations["deleteSandboxV1RecordingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/recordings/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a recording: what the session came to (charges, callbacks) is kept with it */
        post: operations["postSandboxV1RecordingsByIdStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/recordings/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stopped recording as a runnable test: node:test (cobranca-sandbox/testing) or pytest (requests)
         * @description The test rebuilds the state on a fresh sandbox (node: one it starts; pytest: the one COBRANCA_SANDBOX_URL names, its account reset first): the same settings, the clock moved to where the session started, each call replayed in order with the ids it answered mapped to the replay's own and `notification_url` pointed at its own receiver; it asserts each call's status, each charge's final status and total, and the callbacks and the statuses they announced.
         */
        get: operations["getSandboxV1RecordingsByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/charges/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer disputes a paid card charge (contested) */
        post: operations["postSandboxV1ChargesByIdDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/charges/{id}/dispute/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a dispute: the merchant wins (paid) or the payer does (refunded) */
        post: operations["postSandboxV1ChargesByIdDisputeResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/payment-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment_token for a card, as the browser tokenizer would give
         * @description The card number's last digit decides the payment: 1, 2 or 3 refused, any other approved. GET /sandbox/v1/test-cards lists numbers.
         */
        post: operations["postSandboxV1PaymentTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/test-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card numbers with a known sandbox outcome; the ones ending in 9 ask for a 3-D Secure challenge on /v2/charge/card (no authentication) */
        get: operations["getSandboxV1TestCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/card-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the account splits a total into installments */
        get: operations["getSandboxV1CardSettings"];
        /** Change how the account splits a total into installments */
        put: operations["putSandboxV1CardSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's settings (bolix: boletos also payable by Pix; profile: spec or efi; daily_quota: requests per endpoint per day; boleto_fee: the confirmations file's fee) */
        get: operations["getSandboxV1Settings"];
        /** Change any of the account's settings; answers all of them */
        put: operations["putSandboxV1Settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The day's use of the request quota, per endpoint */
        get: operations["getSandboxV1Quota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The confirmations file of a day (the spec's §6.7 electronic file interchange)
         * @description One 130-position record per boleto (type 1) or carnê parcel (type 2) that a bank or a Pix payment confirmed on that day of the account's clock — the day it became `paid`; manual settles and card payments are not in it. US-ASCII, each record followed by CRLF; a day without confirmations is an empty file. Layout and choices: docs/fidelity.md.
         */
        get: operations["getSandboxV1Confirmations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day's CNAB 240 statement (API Extratos' file): as JSON rows, or the file itself */
        get: operations["getSandboxV1Statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Empty the calling account: every resource, its clock back to the real time; credentials kept */
        post: operations["postSandboxV1Reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling account's snapshots */
        get: operations["getSandboxV1Snapshots"];
        put?: never;
        /** Take a snapshot of the calling account's whole state, clock included */
        post: operations["postSandboxV1Snapshots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the account back exactly as it was at the snapshot (ids, statuses, clock, schedule, outbox)
         * @description Refused whole (409) when an id, code or token of the snapshot now belongs to another account, with the JSON pointer of the first one. A snapshot kept by a version before the import checks is checked here first, as an import is.
         */
        post: operations["postSandboxV1SnapshotsByIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a snapshot */
        delete: operations["deleteSandboxV1SnapshotsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A snapshot as a JSON file, to keep in a suite's repository (import it, or start with --seed) */
        get: operations["getSandboxV1SnapshotsByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling account's fault rules, spent ones included */
        get: operations["getSandboxV1Faults"];
        put?: never;
        /**
         * Add a fault rule: a /v1 route answering 500/503, timing out, dropping the connection, slow, or with an expired token; or callbacks duplicated, out of order, delayed
         * @description An API rule by default; `"target": "callbacks"` makes a callback rule. For the next `times` calls, or with a `probability`, or both.
         */
        post: operations["postSandboxV1Faults"];
        /** Remove every fault rule of the calling account */
        delete: operations["deleteSandboxV1Faults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every route a fault rule can name ("*" for all) */
        get: operations["getSandboxV1FaultsRoutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the integrator's receiver coped: faults injected, callbacks answered, tokens fetched, duplicates, callbacks never acknowledged */
        get: operations["getSandboxV1FaultsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One fault rule */
        get: operations["getSandboxV1FaultsById"];
        put?: never;
        post?: never;
        /** Remove one fault rule */
        delete: operations["deleteSandboxV1FaultsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/v1/snapshots/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an exported snapshot to the calling account (then restore it)
         * @description Bodies up to 256 MiB here. A snapshot file is untrusted input: refused whole, with the JSON pointer of the first problem, unless every cell holds what the API accepts for that field, every reference stays inside the file, and no id, code or token belongs to another account (409).
         */
        post: operations["postSandboxV1SnapshotsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/boleto/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A boleto's page (`<code>`) or PDF (`<code>.pdf`) */
        get: operations["getBoletoByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emissao/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A boleto's page (the `billet_link`) */
        get: operations["getEmissaoByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carne/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carnê's page (`<code>`) or booklet PDF (`<code>.pdf`) */
        get: operations["getCarneByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/carne/{code}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carnê's cover: page (`capa`) or PDF (`capa.pdf`) */
        get: operations["getCarneByCodeByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emissao/carne/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A carnê's page (the `carnet_link`) */
        get: operations["getEmissaoCarneByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment link's page (its `payment_url`), where the payer chooses boleto or card */
        get: operations["getPagamentoByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/{code}/dados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the payment link's page shows: items, each method's price, what the payer already did */
        get: operations["getPagamentoByCodeDados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamento/{code}/pagar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer's choice on the link's page (what POST /sandbox/v1/payment-links/:charge_id/pay does for a suite) */
        post: operations["postPagamentoByCodePagar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bolix/v2/cobv/{location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed cobv behind a Bolix's Pix code, for a payment day (what the payer's bank fetches)
         * @description A compact JWS (PS256; header `alg`, `kid`, `jku`) whose payload is the cobv: `calendario`, `devedor`, `recebedor`, `valor` (`final`: what the bank simulator would charge on `DPP`), `txid`, `revisao`, `status` (`ATIVA`, `CONCLUIDA` once paid, `REMOVIDA_PELO_USUARIO_RECEBEDOR` once the boleto was canceled or re-issued). No authentication: the location is the secret.
         */
        get: operations["getBolixV2CobvByLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bolix/v2/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key set that verifies the payloads' signatures (the `jku` of their header) */
        get: operations["getBolixV2Jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/3ds/desafio/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The 3-D Secure challenge page (`tds_challenge.form_data.action_url`): the merchant's page posts `creq` and `threeDSSessionData` here */
        post: operations["post3dsDesafioByCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/3ds/desafio/{code}/resposta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer's answer on the challenge page: `resultado` `aprovar` (passed) or `recusar` (failed); redirects to `challenge_callback_url` */
        post: operations["post3dsDesafioByCodeResposta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenapiJson"];
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
    schemas: {
        /** @description Every refusal, /v1 and /sandbox/v1 alike. `error_description` names the JSON pointer of the offending property when there is one. */
        Error: {
            /** @description The real API's numeric code (3500034…), or the HTTP status for the HTTP layer's own refusals. */
            code: number;
            error: string;
            error_description: string | {
                property: string;
                message: string;
            };
        };
        /** @description Every refusal of /v2. `title` is the catalog error's name; `extras` lists the offending property (its path as a list of keys) when there is one. */
        V2Error: {
            /** @description The HTTP status. */
            status: number;
            title: string;
            detail: string;
            extras: {
                path: (string | number)[];
                message: string;
                /** @description What kind of problem: invalid_type, invalid_string, too_small, too_big, unrecognized_keys, invalid_enum_value, invalid_literal, custom. */
                code: string;
                expected?: string;
                received?: string;
            }[];
        };
        /** @description Every refusal of API Extratos. `nome` is the catalog error's name, `mensagem` its description; `erros` names the offending property (a JSON pointer) when there is one. */
        ExtratosError: {
            nome: string;
            mensagem: string;
            erros?: {
                caminho: string;
                mensagem: string;
            }[];
        };
        Authorize: {
            /** @enum {unknown} */
            grant_type: "client_credentials";
        };
        CreateCharge: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
        };
        Items: {
            name: string;
            value: number;
            amount?: number;
            marketplace?: {
                /** @enum {unknown} */
                mode?: 1 | 2;
                repasses: {
                    payee_code: string;
                    percentage?: number;
                    fixed?: number;
                }[];
            };
        }[];
        Shippings: {
            name: string;
            value: number;
            payee_code?: string;
        }[];
        CreationMetadata: {
            custom_id?: string | null;
            notification_url?: string | null;
        };
        ChargeCreated: {
            charge_id: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            /** @description Centavos. */
            total: number;
            custom_id: string | null;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
        };
        Charge: {
            charge_id: number;
            /** @description Centavos. */
            total: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            custom_id: string | null;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            notification_url: string | null;
            items: {
                name: string;
                /** @description Centavos. */
                value: number;
                amount: number;
                /** @description The item's split, echoed as sent: percentage in hundredths of a percent (2500 = 25 %) or fixed cents (mode 1). The shares of a payment are in the control API (GET /sandbox/v1/charges/:id/timeline, `split`). */
                marketplace?: {
                    repasses: {
                        payee_code: string;
                        percentage?: number;
                        /** @description Centavos. */
                        fixed?: number;
                    }[];
                    /** @enum {unknown} */
                    mode?: 1 | 2;
                };
            }[];
            history: {
                message: string;
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
            }[];
            subscription?: {
                subscription_id: number;
                status: string;
                plan_id: number;
            };
            /** @description Why the card was refused (status `unpaid`). */
            reason?: string;
            shippings?: {
                name: string;
                /** @description Centavos. */
                value: number;
                /** @description The account the shipping is passed on to: the payee_code given at creation, else the charging account's own (its account_code). */
                payee_code: string;
            }[];
            customer?: components["schemas"]["CustomerView"];
            payment?: {
                /** @constant */
                method: "banking_billet";
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
                message: string | null;
                banking_billet: {
                    barcode: string;
                    /** Format: uri */
                    link: string;
                    /** Format: uri */
                    billet_link: string;
                    pdf: {
                        /** Format: uri */
                        charge: string;
                    };
                    /** @description YYYY-MM-DD */
                    expire_at: string;
                    configurations: {
                        days_to_write_off: number;
                        /** @enum {unknown} */
                        interest_type: "daily" | "monthly";
                        interest: number;
                        fine: number;
                    };
                    pix?: components["schemas"]["Pix"];
                    discount?: {
                        /** @enum {unknown} */
                        type: "currency" | "percentage";
                        value: number;
                    };
                    conditional_discount?: {
                        /** @enum {unknown} */
                        type: "currency" | "percentage";
                        value: number;
                        /** @description YYYY-MM-DD */
                        until_date: string;
                    };
                };
            } | {
                /** @constant */
                method: "carnet";
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
                message: string | null;
                carnet: {
                    parcel: number;
                    barcode: string;
                    /** Format: uri */
                    url: string;
                    /** Format: uri */
                    parcel_link: string;
                    pdf: {
                        /** Format: uri */
                        charge: string;
                    };
                    /** @description YYYY-MM-DD */
                    expire_at: string;
                    configurations: {
                        days_to_write_off: number;
                        /** @enum {unknown} */
                        interest_type: "daily" | "monthly";
                        interest: number;
                        fine: number;
                    };
                    pix?: components["schemas"]["Pix"];
                };
            } | {
                /** @constant */
                method: "credit_card";
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
                message: string | null;
                credit_card: {
                    mask: string;
                    installments: number;
                    /** @description Centavos. */
                    installment_value: number;
                    interest?: number;
                    /** @description The billing address. */
                    address?: {
                        street?: string | null;
                        number?: string | null;
                        neighborhood?: string | null;
                        zipcode?: string | null;
                        city?: string | null;
                        complement?: string | null;
                        state?: string | null;
                    };
                };
            };
            link?: components["schemas"]["LinkDetail"];
        };
        CustomerView: {
            name?: string | null;
            cpf?: string | null;
            email?: string | null;
            phone_number?: string | null;
            birth?: string | null;
            /** @description As sent; `number` comes back as a string. */
            address?: {
                street?: string | null;
                number?: string | null;
                neighborhood?: string | null;
                zipcode?: string | null;
                city?: string | null;
                complement?: string | null;
                state?: string | null;
            };
            corporate_name?: string;
            cnpj?: string;
        };
        /** @description Present only while the account has Bolix (`bolix` in /sandbox/v1/settings). */
        Pix: {
            /** @description The boleto's Pix "copia e cola": a dynamic BR Code whose payload location is served by the sandbox. */
            qrcode: string;
            /** @description The QR code of exactly `qrcode`, as an SVG data URI. */
            qrcode_image: string;
        };
        LinkDetail: {
            billet_discount: number | null;
            card_discount: number | null;
            conditional_discount_value: number | null;
            conditional_discount_type: ("currency" | "percentage") | null;
            /** @description YYYY-MM-DD */
            conditional_discount_date: string | null;
            message: string | null;
            /** @description YYYY-MM-DD */
            expire_at: string;
            request_delivery_address: boolean;
            /** @enum {unknown} */
            payment_method: "banking_billet" | "credit_card" | "all";
            /** Format: uri */
            payment_url: string;
        };
        UpdateMetadata: {
            notification_url?: string | null;
            custom_id?: string;
            resend?: boolean;
        };
        HistoryDescription: {
            description: string;
        };
        ChargeList: {
            /** @constant */
            code: 200;
            data: components["schemas"]["ListedCharge"][];
            params: {
                /** @enum {unknown} */
                charge_type: "billet" | "carnet" | "subscription" | "card";
                /** @description YYYY-MM-DD */
                begin_date: string;
                /** @description YYYY-MM-DD */
                end_date: string;
                /** @enum {unknown} */
                date_of: "creation" | "payment" | "expired";
                pagination: {
                    limit: number;
                    offset: number;
                    page: number;
                };
                /** @enum {unknown} */
                status?: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                customer_document?: string;
                custom_id?: string;
                /** @description Centavos. */
                value?: number;
            };
        };
        ListedCharge: {
            id: number;
            /** @description Centavos. */
            total: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            custom_id: string | null;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description A person (`cpf`, `name`) or a company (`cnpj`, `corporate_name`); absent while the payer has not been given. */
            customer?: {
                phone_number: string | null;
                cpf: string | null;
                name: string | null;
            } | {
                phone_number: string | null;
                cnpj: string;
                corporate_name: string;
            };
            payment?: {
                /** @constant */
                payment_method: "banking_billet";
                /** @description When the payment was confirmed (its `paid` callback); null while unpaid. */
                paid_at: string | null;
                banking_billet: {
                    barcode: string;
                    /** Format: uri */
                    link: string;
                    /** Format: uri */
                    billet_link: string;
                    pdf: {
                        /** Format: uri */
                        charge: string;
                    };
                    /** @description YYYY-MM-DD */
                    expire_at: string;
                    configurations: {
                        days_to_write_off: number;
                        /** @enum {unknown} */
                        interest_type: "daily" | "monthly";
                        interest: number;
                        fine: number;
                    };
                    /** @description As sent. */
                    discount?: Record<string, never>;
                    /** @description As sent. */
                    conditional_discount?: Record<string, never>;
                };
                /** @description The day the payment was received: what `date_of=payment` filters on. */
                received_by_bank_at?: string;
                /** @description What the payer paid (fine and interest in, discounts out). */
                paid_value?: number;
                pix?: components["schemas"]["Pix"];
            } | {
                /** @constant */
                payment_method: "carnet";
                /** @description When the payment was confirmed (its `paid` callback); null while unpaid. */
                paid_at: string | null;
                carnet: {
                    parcel: number;
                    barcode: string;
                    /** Format: uri */
                    link: string;
                    /** Format: uri */
                    url: string;
                    /** Format: uri */
                    parcel_link: string;
                    pdf: {
                        /** Format: uri */
                        charge: string;
                    };
                    /** @description YYYY-MM-DD */
                    expire_at: string;
                    configurations: {
                        days_to_write_off: number;
                        /** @enum {unknown} */
                        interest_type: "daily" | "monthly";
                        interest: number;
                        fine: number;
                    };
                };
                /** @description The day the payment was received: what `date_of=payment` filters on. */
                received_by_bank_at?: string;
                /** @description What the payer paid (fine and interest in, discounts out). */
                paid_value?: number;
                pix?: components["schemas"]["Pix"];
            } | {
                /** @constant */
                payment_method: "credit_card";
                /** @description When the payment was confirmed (its `paid` callback); null while unpaid. */
                paid_at: string | null;
                credit_card: {
                    mask: string;
                    installments: number;
                    /** @description Centavos. */
                    installment_value: number;
                    interest?: number;
                    /** @description The billing address. */
                    address?: {
                        street?: string | null;
                        number?: string | null;
                        neighborhood?: string | null;
                        zipcode?: string | null;
                        city?: string | null;
                        complement?: string | null;
                        state?: string | null;
                    };
                };
                /** @description The day the payment was received: what `date_of=payment` filters on. */
                received_by_bank_at?: string;
                /** @description What the payer paid (fine and interest in, discounts out). */
                paid_value?: number;
                pix?: components["schemas"]["Pix"];
            };
            link?: components["schemas"]["LinkDetail"];
        };
        OneStepCharge: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
            payment: {
                banking_billet?: components["schemas"]["BankingBillet"];
                credit_card?: components["schemas"]["CreditCard"];
            };
        };
        BankingBillet: {
            customer: components["schemas"]["Customer"];
            /** Format: calendar-date */
            expire_at: string;
            message?: string;
            configurations?: components["schemas"]["BoletoConfigurations"];
            discount?: components["schemas"]["Discount"];
            conditional_discount?: components["schemas"]["ConditionalDiscount"];
        };
        Customer: {
            name?: string | null;
            cpf?: string | null;
            email?: string | null;
            phone_number?: string;
            /** Format: calendar-date */
            birth?: string | null;
            address?: {
                street?: string | null;
                number?: string | number | null;
                neighborhood?: string | null;
                zipcode?: string | null;
                city?: string | null;
                complement?: string | null;
                state?: string | null;
            };
            juridical_person?: {
                corporate_name: string;
                cnpj: string;
            };
        };
        BoletoConfigurations: {
            fine?: number;
            interest?: number | {
                value: number;
                /** @enum {unknown} */
                type?: "daily" | "monthly";
            };
            days_to_write_off?: number;
        };
        Discount: {
            /** @enum {unknown} */
            type: "currency" | "percentage";
            value: number;
        };
        ConditionalDiscount: {
            /** @enum {unknown} */
            type: "currency" | "percentage";
            value: number;
            /** Format: calendar-date */
            until_date: string;
        };
        CreditCard: {
            customer: components["schemas"]["CardCustomer"];
            installments?: number;
            discount?: components["schemas"]["Discount"];
            billing_address: components["schemas"]["BillingAddress"];
            payment_token: string;
            message?: string;
        };
        CardCustomer: {
            name?: string | null;
            cpf?: string | null;
            email: string;
            phone_number?: string;
            /** Format: calendar-date */
            birth: string;
            address?: {
                street?: string | null;
                number?: string | number | null;
                neighborhood?: string | null;
                zipcode?: string | null;
                city?: string | null;
                complement?: string | null;
                state?: string | null;
            };
            juridical_person?: {
                corporate_name: string;
                cnpj: string;
            };
        };
        BillingAddress: {
            street: string;
            number: string | number;
            neighborhood: string;
            zipcode: string;
            city: string;
            complement?: string | null;
            state: string;
        };
        BilletIssued: {
            barcode: string;
            /** Format: uri */
            link: string;
            /** Format: uri */
            billet_link: string;
            pdf: {
                /** Format: uri */
                charge: string;
            };
            /** @description YYYY-MM-DD */
            expire_at: string;
            charge_id: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            /** @description Centavos. */
            total: number;
            /** @constant */
            payment: "banking_billet";
            pix?: components["schemas"]["Pix"];
        };
        CardPaid: {
            installments: number;
            /** @description Centavos. */
            installment_value: number;
            charge_id: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            /** @description Centavos. */
            total: number;
            /** @constant */
            payment: "credit_card";
            refusal?: {
                reason: string;
                retry: boolean;
            };
        };
        PayCharge: {
            payment: {
                banking_billet?: components["schemas"]["BankingBillet"];
                credit_card?: components["schemas"]["CreditCard"];
            };
        };
        BilletDueDate: {
            /** Format: calendar-date */
            expire_at: string;
        };
        Resend: {
            email: string;
        };
        BalanceSheet: {
            title: string;
            body: {
                header: string;
                tables: {
                    rows: {
                        /** @enum {unknown} */
                        align: "left" | "center" | "right";
                        color: string;
                        /** @enum {unknown} */
                        style: "normal" | "italic" | "bold" | "underline" | "line-through";
                        text: string;
                        /** @enum {unknown} */
                        colspan: 1 | 2 | 3 | 4;
                    }[][];
                }[];
            }[];
        };
        RetryCard: {
            payment: {
                credit_card: {
                    customer: components["schemas"]["CardCustomer"];
                    billing_address: components["schemas"]["BillingAddress"];
                    payment_token: string;
                    update_card?: boolean;
                };
            };
        };
        Refund: {
            amount?: number;
        };
        CreateCarnet: {
            items: components["schemas"]["Items"];
            customer: {
                name?: string | null;
                cpf?: string | null;
                email?: string | null;
                phone_number: string;
                /** Format: calendar-date */
                birth?: string | null;
                address?: {
                    street?: string | null;
                    number?: string | number | null;
                    neighborhood?: string | null;
                    zipcode?: string | null;
                    city?: string | null;
                    complement?: string | null;
                    state?: string | null;
                };
                juridical_person?: {
                    corporate_name: string;
                    cnpj: string;
                };
            };
            /** Format: calendar-date */
            expire_at: string;
            repeats: number;
            split_items?: boolean;
            metadata?: components["schemas"]["CreationMetadata"];
            configurations?: {
                fine?: number;
                interest?: number | {
                    value: number;
                    /** @enum {unknown} */
                    type?: "daily" | "monthly";
                };
            };
            message?: string;
            discount?: components["schemas"]["Discount"];
            conditional_discount?: components["schemas"]["ConditionalDiscount"];
        };
        CarnetCreated: {
            carnet_id: number;
            /** @enum {unknown} */
            status: "up_to_date" | "unpaid" | "finished";
            /** Format: uri */
            cover: string;
            /** Format: uri */
            link: string;
            /** Format: uri */
            carnet_link: string;
            pdf: {
                /** Format: uri */
                carnet: string;
                /** Format: uri */
                cover: string;
            };
            charges: {
                charge_id: number;
                parcel: string;
                /** @enum {unknown} */
                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** @description Centavos. */
                value: number;
                /** @description YYYY-MM-DD */
                expire_at: string;
                /** Format: uri */
                url: string;
                /** Format: uri */
                parcel_link: string;
                pdf: {
                    /** Format: uri */
                    charge: string;
                };
                barcode: string;
                pix?: components["schemas"]["Pix"];
            }[];
        };
        Carnet: {
            carnet_id: number;
            /** @enum {unknown} */
            status: "up_to_date" | "unpaid" | "finished";
            repeats: number;
            /** Format: uri */
            cover: string;
            /** Format: uri */
            link: string;
            /** Format: uri */
            carnet_link: string;
            pdf: {
                /** Format: uri */
                carnet: string;
                /** Format: uri */
                cover: string;
            };
            /** @description Centavos. */
            value: number;
            custom_id: string | null;
            notification_url: string | null;
            split_items: boolean;
            charges: {
                charge_id: number;
                /** @enum {unknown} */
                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** Format: uri */
                url: string;
                /** Format: uri */
                parcel_link: string;
                pdf: {
                    /** Format: uri */
                    charge: string;
                };
                barcode: string;
                parcel: number;
                /** @description YYYY-MM-DD */
                expire_at: string;
                /** @description Centavos. */
                value: number;
                configurations: {
                    days_to_write_off: number;
                    /** @enum {unknown} */
                    interest_type: "daily" | "monthly";
                    interest: number;
                    fine: number;
                };
                pix?: components["schemas"]["Pix"];
            }[];
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            history: {
                message: string;
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
            }[];
        };
        ParcelsDueDates: {
            parcels: {
                parcel: number;
                /** Format: calendar-date */
                expire_at: string;
            }[];
        };
        CreatePlan: {
            name: string;
            interval: number;
            repeats?: number | null;
        };
        Plan: {
            plan_id: number;
            name: string;
            interval: number;
            repeats: number | null;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
        };
        RenamePlan: {
            name: string;
        };
        CreateSubscription: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
        };
        OneStepSubscription: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
            payment: {
                banking_billet?: components["schemas"]["BankingBillet"];
                credit_card?: {
                    customer: components["schemas"]["CardCustomer"];
                    installments?: number;
                    discount?: components["schemas"]["Discount"];
                    billing_address: components["schemas"]["BillingAddress"];
                    payment_token: string;
                    message?: string;
                    trial_days?: number;
                };
            };
        };
        SubscriptionPaid: {
            subscription_id: number;
            /** @enum {unknown} */
            status: "new" | "active" | "new_charge" | "canceled" | "expired";
            plan: {
                id: number;
                interval: number;
                repeats: number | null;
            };
            charge: {
                id: number;
                /** @enum {unknown} */
                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                parcel: number;
                /** @description Centavos. */
                total: number;
            };
            /** @description DD/MM/YYYY */
            first_execution: string;
            /** @description Centavos. */
            total: number;
            /** @enum {unknown} */
            payment: "banking_billet" | "credit_card";
            barcode?: string;
            pix?: components["schemas"]["Pix"];
            /** Format: uri */
            link?: string;
            /** Format: uri */
            billet_link?: string;
            pdf?: {
                /** Format: uri */
                charge: string;
            };
            /** @description YYYY-MM-DD */
            expire_at?: string;
            refusal?: {
                reason: string;
                retry: boolean;
            };
        };
        OneStepSubscriptionLink: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
            settings: components["schemas"]["AttachLink"];
        };
        AttachLink: {
            billet_discount?: number;
            card_discount?: number;
            conditional_discount?: components["schemas"]["ConditionalDiscount"];
            message?: string;
            /** Format: calendar-date */
            expire_at: string;
            request_delivery_address: boolean;
            /** @enum {unknown} */
            payment_method: "banking_billet" | "credit_card" | "all";
        };
        SubscriptionLink: {
            subscription_id: number;
            /** @enum {unknown} */
            status: "new" | "active" | "new_charge" | "canceled" | "expired";
            custom_id: string | null;
            charge: {
                id: number;
                /** @enum {unknown} */
                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** @description Centavos. */
                total: number;
                parcel: number;
            };
            /** Format: uri */
            payment_url: string;
            /** @enum {unknown} */
            payment_method: "banking_billet" | "credit_card" | "all";
            /** @description YYYY-MM-DD */
            conditional_discount_date: string | null;
            request_delivery_address: boolean;
            /** @description YYYY-MM-DD */
            expire_at: string;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            billet_discount?: number;
            card_discount?: number;
            conditional_discount_value?: number;
            /** @enum {unknown} */
            conditional_discount_type?: "currency" | "percentage";
        };
        PaySubscription: {
            payment: {
                banking_billet?: components["schemas"]["BankingBillet"];
                credit_card?: {
                    customer: components["schemas"]["CardCustomer"];
                    installments?: number;
                    discount?: components["schemas"]["Discount"];
                    billing_address: components["schemas"]["BillingAddress"];
                    payment_token: string;
                    message?: string;
                    trial_days?: number;
                };
            };
        };
        Subscription: {
            subscription_id: number;
            /** @description Centavos. */
            value: number;
            /** @enum {unknown} */
            status: "new" | "active" | "new_charge" | "canceled" | "expired";
            custom_id: string | null;
            notification_url: string | null;
            payment_method: ("banking_billet" | "credit_card") | null;
            /** @description YYYY-MM-DD */
            next_execution: string | null;
            /** @description YYYY-MM-DD */
            next_expire_at: string | null;
            plan: {
                plan_id: number;
                name: string;
                interval: number;
                repeats: number | null;
            };
            occurrences: number;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            history: {
                charge_id: number;
                /** @enum {unknown} */
                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** @description YYYY-MM-DD HH:MM:SS */
                created_at: string;
            }[];
        };
        UpdateSubscription: {
            plan_id?: number;
            customer?: {
                email?: string;
                phone_number?: string;
            };
            items?: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            payment_token?: string;
        };
        SubscriptionUpdated: {
            subscription_id: number;
            /** @description Centavos. */
            value: number;
            /** @enum {unknown} */
            status: "new" | "active" | "new_charge" | "canceled" | "expired";
            custom_id: string | null;
            notification_url: string | null;
            payment_method: ("banking_billet" | "credit_card") | null;
            /** @description YYYY-MM-DD */
            next_execution: string | null;
            /** @description YYYY-MM-DD */
            next_expire_at: string | null;
            plan: {
                plan_id: number;
                name: string;
                interval: number;
                repeats: number | null;
            };
            occurrences: number;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            customer: {
                email: string | null;
                phone_number?: string;
            };
        };
        OneStepLink: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
            customer?: {
                email?: string;
            };
            settings: components["schemas"]["AttachLink"];
        };
        PaymentLink: {
            charge_id: number;
            /** @enum {unknown} */
            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
            /** @description Centavos. */
            total: number;
            custom_id: string | null;
            /** Format: uri */
            payment_url: string;
            /** @enum {unknown} */
            payment_method: "banking_billet" | "credit_card" | "all";
            /** @description YYYY-MM-DD */
            conditional_discount_date: string | null;
            request_delivery_address: boolean;
            message: string | null;
            /** @description YYYY-MM-DD */
            expire_at: string;
            /** @description YYYY-MM-DD HH:MM:SS */
            created_at: string;
            billet_discount?: number;
            card_discount?: number;
            conditional_discount_value?: number;
            /** @enum {unknown} */
            conditional_discount_type?: "currency" | "percentage";
        };
        UpdateLink: {
            billet_discount?: number | null;
            card_discount?: number | null;
            conditional_discount?: {
                /** @enum {unknown} */
                type: "currency" | "percentage";
                value: number;
                /** Format: calendar-date */
                until_date: string;
            } | null;
            message?: string | null;
            /** Format: calendar-date */
            expire_at: string;
            request_delivery_address?: boolean;
            /** @enum {unknown} */
            payment_method?: "banking_billet" | "credit_card" | "all";
        };
        CardChargeV2: {
            items: components["schemas"]["Items"];
            shippings?: components["schemas"]["Shippings"];
            metadata?: components["schemas"]["CreationMetadata"];
            customer: {
                name?: string | null;
                cpf?: string | null;
                email: string;
                phone_number: string;
                /** Format: calendar-date */
                birth?: string | null;
                address?: {
                    street?: string | null;
                    number?: string | number | null;
                    neighborhood?: string | null;
                    zipcode?: string | null;
                    city?: string | null;
                    complement?: string | null;
                    state?: string | null;
                };
                juridical_person?: {
                    corporate_name: string;
                    cnpj: string;
                };
            };
            installments?: number;
            billing_address?: components["schemas"]["BillingAddress"];
            payment_token: string;
            tds_info: {
                tds_identifier: string;
                challenge_callback_url: string;
            };
            discount?: components["schemas"]["Discount"];
            message?: string;
        };
        CardChargeV2Answer: {
            charge_id: number;
            installments: number;
            /** @description Centavos. */
            installment_value: number;
            /** @description Centavos. */
            total: number;
            /** @enum {unknown} */
            status: "approved" | "unpaid" | "waiting";
            refusal?: {
                reason: string;
                retry: boolean;
            };
            /** @description When `waiting`: the 3-D Secure challenge the payer answers on the page at `form_data.action_url`. */
            tds_challenge?: {
                form_data?: {
                    /** @constant */
                    method: "POST";
                    action_url: string;
                    creq: string;
                    threeDSSessionData: string;
                };
                /** @description The form as a whole HTML document that posts itself to `action_url`. */
                html_template?: string;
            };
        };
        ExtratosToken: {
            /** @enum {unknown} */
            grant_type: "client_credentials";
            /** @description Scopes separated by spaces; all of API Extratos' when absent. */
            scope?: string;
        };
        StatementSchedule: {
            /**
             * @description How often the file is generated.
             * @enum {unknown}
             */
            periodicidade: "diario" | "semanal" | "mensal";
            /** @default false */
            envia_email: boolean;
            /** @default false */
            comprimir_arquivos: boolean;
        };
        StatementScheduleChange: {
            /**
             * @description How often the file is generated.
             * @enum {unknown}
             */
            periodicidade?: "diario" | "semanal" | "mensal";
            /** @enum {unknown} */
            status?: "ativo" | "inativo";
            envia_email?: boolean;
            comprimir_arquivos?: boolean;
        };
        CreateAccount: {
            name?: string;
        };
        ClockAdvance: {
            months?: number;
            days?: number;
            hours?: number;
            minutes?: number;
            to?: string;
            /** @constant */
            to_next_job?: true;
        };
        BankPayment: {
            typed_line?: string;
            barcode?: string;
            charge_id?: number;
            amount?: number;
            /** Format: calendar-date */
            paid_at?: string;
        };
        BankPixPayment: {
            qrcode: string;
            /** Format: calendar-date */
            paid_at?: string;
        };
        LinkPay: {
            payment: {
                banking_billet?: {
                    customer: components["schemas"]["Customer"];
                    /** Format: calendar-date */
                    expire_at?: string;
                };
                credit_card?: {
                    customer: components["schemas"]["CardCustomer"];
                    payment_token: string;
                    installments?: number;
                    billing_address?: components["schemas"]["BillingAddress"];
                };
            };
            delivery_address?: components["schemas"]["BillingAddress"];
        };
        ResolveDispute: {
            /** @enum {unknown} */
            winner: "merchant" | "payer";
        };
        PaymentTokenRequest: {
            brand?: unknown;
            number?: unknown;
            cvv?: unknown;
            expiration_month?: unknown;
            expiration_year?: unknown;
            reuse?: boolean;
        };
        CardSettings: {
            interest_free_installments?: number;
            monthly_interest?: number;
        };
        SettingsChange: {
            /** @description Boletos also carry a Pix code (`pix`: BR Code and QR image), as on a real account with Bolix. */
            bolix?: boolean;
            /**
             * @description Where the interface spec and the real service use different words: `spec` follows the spec (a manual settle ends `paid`), `efi` the real service (it ends `settled`).
             * @enum {unknown}
             */
            profile?: "spec" | "efi";
            /**
             * @description When a boleto paid at a bank is confirmed: `immediate` at once; `next_business_day` on the first business day after the payment (national bank holidays and weekends skipped), when the charge becomes `paid` and its callback is sent; meanwhile the charge shows the payment as awaiting confirmation (`identified` under the `efi` profile). A Pix payment is always confirmed at once.
             * @enum {unknown}
             */
            compensation?: "immediate" | "next_business_day";
            /** @description Requests per endpoint (method and route) per day of the account's clock, as the real service counts them (15000 there); `GET /v1/notification/:token` may take twice as many. 0: no quota. */
            daily_quota?: number;
            /** @description Centavos: the fee of each payment in the confirmations file (GET /sandbox/v1/confirmations, "Valor da tarifa"). Default 300 (R$ 3,00, the reference's example). */
            boleto_fee?: number;
        };
        TakeSnapshot: {
            name?: string | null;
        };
        SnapshotDocument: {
            /** @constant */
            format: "cobranca-sandbox/snapshot";
            /** @constant */
            version: 1;
            schema: number;
            name: string | null;
            created_at: string;
            clock_ms: number;
            /** Format: timestamp */
            clock?: string;
            settings: {
                interest_free_installments: number;
                monthly_interest: number;
                /** @description Boletos also carry a Pix code (`pix`: BR Code and QR image), as on a real account with Bolix. */
                bolix?: boolean;
                /**
                 * @description Where the interface spec and the real service use different words: `spec` follows the spec (a manual settle ends `paid`), `efi` the real service (it ends `settled`).
                 * @enum {unknown}
                 */
                profile?: "spec" | "efi";
                /**
                 * @description When a boleto paid at a bank is confirmed: `immediate` at once; `next_business_day` on the first business day after the payment (national bank holidays and weekends skipped), when the charge becomes `paid` and its callback is sent; meanwhile the charge shows the payment as awaiting confirmation (`identified` under the `efi` profile). A Pix payment is always confirmed at once.
                 * @enum {unknown}
                 */
                compensation?: "immediate" | "next_business_day";
                /** @description Requests per endpoint (method and route) per day of the account's clock, as the real service counts them (15000 there); `GET /v1/notification/:token` may take twice as many. 0: no quota. */
                daily_quota?: number;
                /** @description Centavos: the fee of each payment in the confirmations file (GET /sandbox/v1/confirmations, "Valor da tarifa"). Default 300 (R$ 3,00, the reference's example). */
                boleto_fee?: number;
            };
            tables: {
                [key: string]: {
                    columns: string[];
                    rows: unknown[][];
                };
            };
        };
        FaultRuleRequest: {
            /** @enum {unknown} */
            target?: "api" | "callbacks";
            route: string;
            /** @enum {unknown} */
            fault: "error_500" | "error_503" | "timeout" | "drop_connection" | "latency" | "expired_token";
            /** @enum {unknown} */
            when?: "before" | "after";
            latency_ms?: number;
            times?: number;
            probability?: number;
        } | {
            /** @enum {unknown} */
            target: "api" | "callbacks";
            /** @enum {unknown} */
            fault: "duplicate" | "out_of_order" | "delay";
            delay_ms?: number;
            times?: number;
            probability?: number;
        };
        TdsChallengeForm: {
            creq: string;
            threeDSSessionData: string;
        };
        TdsChallengeAnswer: {
            /** @enum {unknown} */
            resultado: "aprovar" | "recusar";
        };
    };
    responses: {
        /** @description 3500000 internal_server_error */
        internal_server_error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "internal_server_error";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500072 could_not_finish_request */
        could_not_finish_request: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "could_not_finish_request";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500002 missing_data */
        missing_data: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "missing_data";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500010 property_does_not_exists */
        property_does_not_exists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "property_does_not_exists";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500034 validation_error */
        validation_error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "validation_error";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500030 charge_already_has_payment_method */
        charge_already_has_payment_method: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_already_has_payment_method";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500036 payment_method_not_banking_billet */
        payment_method_not_banking_billet: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payment_method_not_banking_billet";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500038 billet_status_not_updatable */
        billet_status_not_updatable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "billet_status_not_updatable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500042 invalid_json */
        invalid_json: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_json";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500043 charge_status_not_cancelable */
        charge_status_not_cancelable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_status_not_cancelable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500044 charge_status_not_payable */
        charge_status_not_payable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_status_not_payable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500066 charge_status_not_resendable */
        charge_status_not_resendable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_status_not_resendable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500069 charge_status_not_settleable */
        charge_status_not_settleable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_status_not_settleable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500049 endpoint_limit_exceeded */
        endpoint_limit_exceeded: {
            headers: {
                /** @description Seconds until the next day of the account's clock, when the endpoint's count starts again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "endpoint_limit_exceeded";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500007 payment_type_unavailable */
        payment_type_unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payment_type_unavailable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500021 installments_not_allowed */
        installments_not_allowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "installments_not_allowed";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500070 card_charge_not_cancelable */
        card_charge_not_cancelable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "card_charge_not_cancelable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500011 invalid_data */
        invalid_data: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_data";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500018 payment_token_already_used */
        payment_token_already_used: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payment_token_already_used";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500056 invalid_brand */
        invalid_brand: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_brand";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500058 invalid_card_number */
        invalid_card_number: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_card_number";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500062 invalid_expiration_month */
        invalid_expiration_month: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_expiration_month";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500063 invalid_expiration_year */
        invalid_expiration_year: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_expiration_year";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500006 greater_than_limit */
        greater_than_limit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "greater_than_limit";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500050 invalid_account_identifier */
        invalid_account_identifier: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_account_identifier";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500053 missing_total */
        missing_total: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "missing_total";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500085 charge_belongs_to_carnet_or_subscription */
        charge_belongs_to_carnet_or_subscription: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_belongs_to_carnet_or_subscription";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500086 balance_sheet_already_defined */
        balance_sheet_already_defined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "balance_sheet_already_defined";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500083 carnet_finished */
        carnet_finished: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "carnet_finished";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500084 use_carnet_parcel_route */
        use_carnet_parcel_route: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "use_carnet_parcel_route";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500100 use_carnet_or_subscription_route */
        use_carnet_or_subscription_route: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "use_carnet_or_subscription_route";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600059 too_many_parcels */
        too_many_parcels: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "too_many_parcels";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500101 update_parcels */
        update_parcels: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "update_parcels";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500080 charge_already_has_link */
        charge_already_has_link: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_already_has_link";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500081 charge_status_not_new */
        charge_status_not_new: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_status_not_new";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500097 charge_has_no_link */
        charge_has_no_link: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_has_no_link";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500026 duplicated_payee_code */
        duplicated_payee_code: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "duplicated_payee_code";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500029 invalid_repasses */
        invalid_repasses: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_repasses";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500073 discount_not_allowed_with_marketplace */
        discount_not_allowed_with_marketplace: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "discount_not_allowed_with_marketplace";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500095 negative_items_not_allowed_with_marketplace */
        negative_items_not_allowed_with_marketplace: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "negative_items_not_allowed_with_marketplace";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900020 payment_link_closed */
        payment_link_closed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payment_link_closed";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900030 snapshot_incompatible */
        snapshot_incompatible: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "snapshot_incompatible";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900031 snapshot_conflicts_with_other_account */
        snapshot_conflicts_with_other_account: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "snapshot_conflicts_with_other_account";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500032 plan_has_subscriptions */
        plan_has_subscriptions: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "plan_has_subscriptions";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500040 subscription_status_not_cancelable */
        subscription_status_not_cancelable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "subscription_status_not_cancelable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 3500067 subscription_status_not_payable */
        subscription_status_not_payable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "subscription_status_not_payable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900071 subscription_not_updatable */
        subscription_not_updatable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "subscription_not_updatable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900070 notification_url_not_defined */
        notification_url_not_defined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "notification_url_not_defined";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600007 expire_at_before_today */
        expire_at_before_today: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "expire_at_before_today";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600036 value_below_minimum */
        value_below_minimum: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "value_below_minimum";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600523 discounted_value_below_minimum */
        discounted_value_below_minimum: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "discounted_value_below_minimum";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600037 value_above_limit */
        value_above_limit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "value_above_limit";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600414 maximum_due_date_reached */
        maximum_due_date_reached: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "maximum_due_date_reached";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4600222 payee_and_customer_same_person */
        payee_and_customer_same_person: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payee_and_customer_same_person";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900001 boleto_not_found */
        boleto_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "boleto_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900002 boleto_already_paid */
        boleto_already_paid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "boleto_already_paid";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900003 boleto_written_off */
        boleto_written_off: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "boleto_written_off";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900004 boleto_replaced */
        boleto_replaced: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "boleto_replaced";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900005 boleto_not_payable */
        boleto_not_payable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "boleto_not_payable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900060 pix_code_invalid */
        pix_code_invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "pix_code_invalid";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900061 pix_code_not_found */
        pix_code_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "pix_code_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900062 pix_code_of_another_account */
        pix_code_of_another_account: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "pix_code_of_another_account";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900063 pix_code_removed */
        pix_code_removed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "pix_code_removed";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900090 payment_awaiting_confirmation */
        payment_awaiting_confirmation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payment_awaiting_confirmation";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900091 settle_awaiting_confirmation */
        settle_awaiting_confirmation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "settle_awaiting_confirmation";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900092 update_awaiting_confirmation */
        update_awaiting_confirmation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "update_awaiting_confirmation";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900010 charge_not_retryable */
        charge_not_retryable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_not_retryable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900011 charge_not_refundable */
        charge_not_refundable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_not_refundable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900012 charge_not_disputable */
        charge_not_disputable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "charge_not_disputable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900072 tds_challenge_not_pending */
        tds_challenge_not_pending: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "tds_challenge_not_pending";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900100 statement_day_in_future */
        statement_day_in_future: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "statement_day_in_future";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900101 statement_file_not_found */
        statement_file_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "statement_file_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900102 statement_schedule_not_found */
        statement_schedule_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "statement_schedule_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900103 statement_schedules_limit */
        statement_schedules_limit: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "statement_schedules_limit";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900104 insufficient_scope */
        insufficient_scope: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "insufficient_scope";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900105 invalid_scope */
        invalid_scope: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_scope";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900106 token_of_another_api */
        token_of_another_api: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "token_of_another_api";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900107 statement_day_too_large */
        statement_day_too_large: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "statement_day_too_large";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900120 recording_already_running */
        recording_already_running: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "recording_already_running";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900121 recording_not_found */
        recording_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "recording_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900122 recording_not_running */
        recording_not_running: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "recording_not_running";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 4900123 recording_still_running */
        recording_still_running: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "recording_still_running";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 400 bad_request */
        bad_request: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "bad_request";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 401 unauthorized */
        unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "unauthorized";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 401 invalid_client */
        invalid_client: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "invalid_client";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 403 forbidden */
        forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "forbidden";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 404 route_not_found */
        route_not_found: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "route_not_found";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 405 method_not_allowed */
        method_not_allowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "method_not_allowed";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 413 payload_too_large */
        payload_too_large: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "payload_too_large";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 503 service_unavailable */
        service_unavailable: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "service_unavailable";
                } & components["schemas"]["Error"];
            };
        };
        /** @description 415 unsupported_media_type */
        unsupported_media_type: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    error?: "unsupported_media_type";
                } & components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postV1Authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials"
                 *     }
                 */
                "application/json": components["schemas"]["Authorize"];
            };
        };
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        refresh_token: string;
                        expires_in: number;
                        expire_at: string;
                        /** @constant */
                        token_type: "Bearer";
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["invalid_client"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Pubkey: {
        parameters: {
            query: {
                /** @description The account code. */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PEM public key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: string;
                    };
                };
            };
            400: components["responses"]["invalid_account_identifier"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    optionsV1Pubkey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access-Control-Allow-Origin: *, Allow-Methods: GET, Allow-Headers: Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid_json"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getV1CardByCodeJsonp: {
        parameters: {
            query: {
                /** @description The card encrypted with the account's public key (base64). */
                data: string;
            };
            header?: never;
            path: {
                /** @description The account code (account_code of POST /sandbox/v1/accounts). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token and the card's mask. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4",
                     *         "card_mask": "XXXXXXXXXXXX3335"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            payment_token: string;
                            card_mask: string;
                        };
                    };
                };
            };
            /** @description 3500050 invalid_account_identifier, 3500002 missing_data, 3500011 invalid_data, 3500056 invalid_brand, 3500058 invalid_card_number, 3500062 invalid_expiration_month, 3500063 invalid_expiration_year, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_account_identifier" | "missing_data" | "invalid_data" | "invalid_brand" | "invalid_card_number" | "invalid_expiration_month" | "invalid_expiration_year" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    optionsV1CardByCodeJsonp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account code (account_code of POST /sandbox/v1/accounts). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access-Control-Allow-Origin: *, Allow-Methods: GET, Allow-Headers: Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getV1InstallmentsByCodeJsonp: {
        parameters: {
            query: {
                /** @description The card brand. */
                brand: string;
                /** @description The total in cents. */
                total: number;
            };
            header?: never;
            path: {
                /** @description The account code (account_code of POST /sandbox/v1/accounts). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One line per number of installments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            rate: number;
                            /** @enum {unknown} */
                            name: "visa" | "mastercard" | "amex" | "elo" | "hipercard";
                            installments: {
                                installment: number;
                                has_interest: boolean;
                                value: number;
                                currency: string;
                                interest_percentage: number;
                            }[];
                        };
                    };
                };
            };
            /** @description 3500050 invalid_account_identifier, 3500056 invalid_brand, 3500053 missing_total, 4600036 value_below_minimum, 3500006 greater_than_limit, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_account_identifier" | "invalid_brand" | "missing_total" | "value_below_minimum" | "greater_than_limit" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    optionsV1InstallmentsByCodeJsonp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The account code (account_code of POST /sandbox/v1/accounts). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Access-Control-Allow-Origin: *, Allow-Methods: GET, Allow-Headers: Content-Type. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postV1Charge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "metadata": {
                 *         "custom_id": "pedido-42",
                 *         "notification_url": "https://example.com/callback"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateCharge"];
            };
        };
        responses: {
            /** @description The charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "charge_id": 1000001,
                     *         "status": "new",
                     *         "total": 15000,
                     *         "custom_id": "pedido-42",
                     *         "created_at": "2025-03-10 14:02:11"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["ChargeCreated"];
                    };
                };
            };
            /** @description 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ChargeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "charge_id": 1000001,
                     *         "total": 15000,
                     *         "status": "new",
                     *         "custom_id": "pedido-42",
                     *         "created_at": "2025-03-10 14:02:11",
                     *         "notification_url": "https://example.com/callback",
                     *         "items": [
                     *           {
                     *             "name": "Plano mensal",
                     *             "value": 15000,
                     *             "amount": 1
                     *           }
                     *         ],
                     *         "history": [
                     *           {
                     *             "message": "Cobrança criada",
                     *             "created_at": "2025-03-10 14:02:11"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1ChargeByIdMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "custom_id": "pedido-43",
                 *       "notification_url": "https://example.com/callback"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateMetadata"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500100 use_carnet_or_subscription_route, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "use_carnet_or_subscription_route" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Cliente pediu segunda via"
                 *     }
                 */
                "application/json": components["schemas"]["HistoryDescription"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1ChargeByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500043 charge_status_not_cancelable, 3500070 card_charge_not_cancelable, 3500084 use_carnet_parcel_route, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_status_not_cancelable" | "card_charge_not_cancelable" | "use_carnet_parcel_route" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1ChargeByIdSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500069 charge_status_not_settleable, 3500084 use_carnet_parcel_route, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_status_not_settleable" | "use_carnet_parcel_route" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            409: components["responses"]["settle_awaiting_confirmation"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Charges: {
        parameters: {
            query: {
                /** @description Which charges. */
                charge_type: "billet" | "carnet" | "subscription" | "card";
                /** @description First day, YYYY-MM-DD. */
                begin_date: string;
                /** @description Last day, YYYY-MM-DD (included; not before begin_date). */
                end_date: string;
                /** @description Which date the range bounds (default `creation`): `payment` is the day the payment was received; `expired` the due date (`due`, the word of PHP's example, is read as `expired`). */
                date_of?: "creation" | "payment" | "expired" | "due";
                /** @description Only charges in this status. */
                status?: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** @description Only this payer's: a CPF or CNPJ, with or without punctuation. */
                customer_document?: string;
                /** @description Only charges with this custom_id. */
                custom_id?: string;
                /** @description Only charges of this total, in cents. */
                value?: number;
                /** @description Charges per page (default 20). */
                limit?: number;
                /** @description Which page, from 1. */
                page?: number;
                /** @description Where the page starts instead (SDK 1.x and PHP send it); wins over `page`. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, and the filters it was read with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": [
                     *         {
                     *           "id": 1000001,
                     *           "total": 5000,
                     *           "status": "paid",
                     *           "custom_id": "pedido-42",
                     *           "created_at": "2025-03-10 14:02:11",
                     *           "customer": {
                     *             "phone_number": "5144916523",
                     *             "cpf": "94271564656",
                     *             "name": "Gorbadoc Oldbuck"
                     *           },
                     *           "payment": {
                     *             "payment_method": "banking_billet",
                     *             "paid_at": "2025-03-12 09:30:00",
                     *             "received_by_bank_at": "2025-03-12",
                     *             "paid_value": 5000,
                     *             "banking_billet": {
                     *               "barcode": "36490.00019 00000.000000 01000.001019 1 10320000005000",
                     *               "link": "http://127.0.0.1:4455/boleto/abc",
                     *               "billet_link": "http://127.0.0.1:4455/emissao/abc",
                     *               "pdf": {
                     *                 "charge": "http://127.0.0.1:4455/boleto/abc.pdf"
                     *               },
                     *               "expire_at": "2025-03-20",
                     *               "configurations": {
                     *                 "days_to_write_off": 89,
                     *                 "interest_type": "daily",
                     *                 "interest": 0,
                     *                 "fine": 0
                     *               }
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "params": {
                     *         "charge_type": "billet",
                     *         "begin_date": "2025-03-12",
                     *         "end_date": "2025-03-12",
                     *         "date_of": "payment",
                     *         "pagination": {
                     *           "limit": 20,
                     *           "offset": 0,
                     *           "page": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeOneStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "payment": {
                 *         "banking_billet": {
                 *           "expire_at": "2025-03-15",
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OneStepCharge"];
            };
        };
        responses: {
            /** @description The boleto issued, or the card's answer (approved, or unpaid with the refusal: the last digit of the test card decides). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "barcode": "36490.00019 00000.000009 01000.001234 1 10230000015000",
                     *         "link": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2",
                     *         "billet_link": "http://127.0.0.1:4455/emissao/1000001_2_8F3A91C2",
                     *         "pdf": {
                     *           "charge": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2.pdf"
                     *         },
                     *         "expire_at": "2025-03-15",
                     *         "charge_id": 1000001,
                     *         "status": "waiting",
                     *         "total": 15000,
                     *         "payment": "banking_billet"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "credit_card": {
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           },
                 *           "billing_address": {
                 *             "street": "Avenida Juscelino Kubitschek",
                 *             "number": "909",
                 *             "neighborhood": "Bauxita",
                 *             "zipcode": "35400000",
                 *             "city": "Ouro Preto",
                 *             "state": "MG"
                 *           },
                 *           "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4",
                 *           "installments": 1
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PayCharge"];
            };
        };
        responses: {
            /** @description The boleto issued, or the card's answer (approved, or unpaid with the refusal: the last digit of the test card decides). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "barcode": "36490.00019 00000.000009 01000.001234 1 10230000015000",
                     *         "link": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2",
                     *         "billet_link": "http://127.0.0.1:4455/emissao/1000001_2_8F3A91C2",
                     *         "pdf": {
                     *           "charge": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2.pdf"
                     *         },
                     *         "expire_at": "2025-03-15",
                     *         "charge_id": 1000001,
                     *         "status": "waiting",
                     *         "total": 15000,
                     *         "payment": "banking_billet"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 3500030 charge_already_has_payment_method, 3500100 use_carnet_or_subscription_route, 3500044 charge_status_not_payable, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_already_has_payment_method" | "use_carnet_or_subscription_route" | "charge_status_not_payable" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PartnerChargeOneStep: {
        parameters: {
            query?: never;
            header: {
                /** @description The partner's token, as the SDKs send it (their `partner_token` option). Required; any 1–255 visible ASCII characters. Recorded on the charge (the dashboard shows "via partner …"). */
                "partner-token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "payment": {
                 *         "banking_billet": {
                 *           "expire_at": "2025-03-15",
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OneStepCharge"];
            };
        };
        responses: {
            /** @description The boleto issued, or the card's answer (approved, or unpaid with the refusal: the last digit of the test card decides). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "barcode": "36490.00019 00000.000009 01000.001234 1 10230000015000",
                     *         "link": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2",
                     *         "billet_link": "http://127.0.0.1:4455/emissao/1000001_2_8F3A91C2",
                     *         "pdf": {
                     *           "charge": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2.pdf"
                     *         },
                     *         "expire_at": "2025-03-15",
                     *         "charge_id": 1000001,
                     *         "status": "waiting",
                     *         "total": 15000,
                     *         "payment": "banking_billet"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 3500034 validation_error, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500073 discount_not_allowed_with_marketplace, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "discount_not_allowed_with_marketplace" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PartnerChargeByIdPay: {
        parameters: {
            query?: never;
            header: {
                /** @description The partner's token, as the SDKs send it (their `partner_token` option). Required; any 1–255 visible ASCII characters. Recorded on the charge (the dashboard shows "via partner …"). */
                "partner-token": string;
            };
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "credit_card": {
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           },
                 *           "billing_address": {
                 *             "street": "Avenida Juscelino Kubitschek",
                 *             "number": "909",
                 *             "neighborhood": "Bauxita",
                 *             "zipcode": "35400000",
                 *             "city": "Ouro Preto",
                 *             "state": "MG"
                 *           },
                 *           "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4",
                 *           "installments": 1
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PayCharge"];
            };
        };
        responses: {
            /** @description The boleto issued, or the card's answer (approved, or unpaid with the refusal: the last digit of the test card decides). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "barcode": "36490.00019 00000.000009 01000.001234 1 10230000015000",
                     *         "link": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2",
                     *         "billet_link": "http://127.0.0.1:4455/emissao/1000001_2_8F3A91C2",
                     *         "pdf": {
                     *           "charge": "http://127.0.0.1:4455/boleto/1000001_2_8F3A91C2.pdf"
                     *         },
                     *         "expire_at": "2025-03-15",
                     *         "charge_id": 1000001,
                     *         "status": "waiting",
                     *         "total": 15000,
                     *         "payment": "banking_billet"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 3500034 validation_error, 3500030 charge_already_has_payment_method, 3500100 use_carnet_or_subscription_route, 3500044 charge_status_not_payable, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500073 discount_not_allowed_with_marketplace, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "charge_already_has_payment_method" | "use_carnet_or_subscription_route" | "charge_status_not_payable" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "discount_not_allowed_with_marketplace" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1ChargeByIdBillet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expire_at": "2025-04-10"
                 *     }
                 */
                "application/json": components["schemas"]["BilletDueDate"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500036 payment_method_not_banking_billet, 3500038 billet_status_not_updatable, 3500084 use_carnet_parcel_route, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "payment_method_not_banking_billet" | "billet_status_not_updatable" | "use_carnet_parcel_route" | "expire_at_before_today" | "maximum_due_date_reached" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            409: components["responses"]["update_awaiting_confirmation"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdBilletResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "oldbuck@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["Resend"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500066 charge_status_not_resendable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_status_not_resendable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdBalanceSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Balancete de março",
                 *       "body": [
                 *         {
                 *           "header": "Consumo",
                 *           "tables": [
                 *             {
                 *               "rows": [
                 *                 [
                 *                   {
                 *                     "align": "left",
                 *                     "color": "#000000",
                 *                     "style": "bold",
                 *                     "text": "Água",
                 *                     "colspan": 2
                 *                   },
                 *                   {
                 *                     "align": "right",
                 *                     "color": "#000000",
                 *                     "style": "normal",
                 *                     "text": "R$ 80,00",
                 *                     "colspan": 2
                 *                   }
                 *                 ]
                 *               ]
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BalanceSheet"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500085 charge_belongs_to_carnet_or_subscription, 3500086 balance_sheet_already_defined, 3500036 payment_method_not_banking_billet, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_belongs_to_carnet_or_subscription" | "balance_sheet_already_defined" | "payment_method_not_banking_billet" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "credit_card": {
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           },
                 *           "billing_address": {
                 *             "street": "Avenida Juscelino Kubitschek",
                 *             "number": "909",
                 *             "neighborhood": "Bauxita",
                 *             "zipcode": "35400000",
                 *             "city": "Ouro Preto",
                 *             "state": "MG"
                 *           },
                 *           "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RetryCard"];
            };
        };
        responses: {
            /** @description The card's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 4900010 charge_not_retryable, 3500018 payment_token_already_used, 4600222 payee_and_customer_same_person, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_not_retryable" | "payment_token_already_used" | "payee_and_customer_same_person" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeCardByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 5000
                 *     }
                 */
                "application/json": components["schemas"]["Refund"];
            };
        };
        responses: {
            /** @description The refund is under way (no `data`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "message": "Reembolso em processamento"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                    };
                };
            };
            /** @description 4900011 charge_not_refundable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_not_refundable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1Carnet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "customer": {
                 *         "name": "Gorbadoc Oldbuck",
                 *         "cpf": "94271564656",
                 *         "email": "oldbuck@example.com",
                 *         "phone_number": "5144916523",
                 *         "birth": "1977-01-15"
                 *       },
                 *       "expire_at": "2025-04-10",
                 *       "repeats": 6,
                 *       "split_items": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateCarnet"];
            };
        };
        responses: {
            /** @description The carnê, its booklet's links and its parcels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["CarnetCreated"];
                    };
                };
            };
            /** @description 4600059 too_many_parcels, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "too_many_parcels" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CarnetById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carnê. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["Carnet"];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMetadata"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdParcelByParcel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
                /** @description The parcel (an integer). */
                parcel: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expire_at": "2025-05-10"
                 *     }
                 */
                "application/json": components["schemas"]["BilletDueDate"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500036 payment_method_not_banking_billet, 3500038 billet_status_not_updatable, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "payment_method_not_banking_billet" | "billet_status_not_updatable" | "expire_at_before_today" | "maximum_due_date_reached" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            409: components["responses"]["update_awaiting_confirmation"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdParcels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parcels": [
                 *         {
                 *           "parcel": 2,
                 *           "expire_at": "2025-06-10"
                 *         },
                 *         {
                 *           "parcel": 3,
                 *           "expire_at": "2025-07-10"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ParcelsDueDates"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500101 update_parcels, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "update_parcels" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500043 charge_status_not_cancelable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_cancelable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdParcelByParcelCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
                /** @description The parcel (an integer). */
                parcel: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500043 charge_status_not_cancelable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_cancelable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CarnetByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "oldbuck@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["Resend"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500066 charge_status_not_resendable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_resendable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CarnetByIdParcelByParcelResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
                /** @description The parcel (an integer). */
                parcel: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "oldbuck@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["Resend"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500066 charge_status_not_resendable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_resendable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1CarnetByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryDescription"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdParcelByParcelSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
                /** @description The parcel (an integer). */
                parcel: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500069 charge_status_not_settleable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_settleable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            409: components["responses"]["settle_awaiting_confirmation"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1CarnetByIdSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500083 carnet_finished, 3500069 charge_status_not_settleable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "carnet_finished" | "charge_status_not_settleable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1Plan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Plano mensal",
                 *       "interval": 1,
                 *       "repeats": 12
                 *     }
                 */
                "application/json": components["schemas"]["CreatePlan"];
            };
        };
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "plan_id": 3001,
                     *         "name": "Plano mensal",
                     *         "interval": 1,
                     *         "repeats": 12,
                     *         "created_at": "2025-03-10 14:02:11"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["Plan"];
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Plans: {
        parameters: {
            query?: {
                /** @description Part of the name (up to 255 characters). */
                name?: string;
                /** @description How many (default 20). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans; `created_at` is a date here. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            plan_id: number;
                            name: string;
                            interval: number;
                            repeats: number | null;
                            /** @description YYYY-MM-DD */
                            created_at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1PlanById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Plano mensal premium"
                 *     }
                 */
                "application/json": components["schemas"]["RenamePlan"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    deleteV1PlanById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500032 plan_has_subscriptions, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "plan_has_subscriptions" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PlanByIdSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "metadata": {
                 *         "custom_id": "assinatura-7"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateSubscription"];
            };
        };
        responses: {
            /** @description The subscription and its first charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            subscription_id: number;
                            /** @enum {unknown} */
                            status: "new" | "active" | "new_charge" | "canceled" | "expired";
                            custom_id: string | null;
                            charges: {
                                charge_id: number;
                                /** @enum {unknown} */
                                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                                /** @description Centavos. */
                                total: number;
                                parcel: number;
                            }[];
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PlanByIdSubscriptionOneStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "payment": {
                 *         "banking_billet": {
                 *           "expire_at": "2025-03-15",
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OneStepSubscription"];
            };
        };
        responses: {
            /** @description The subscription, its plan and its first charge: the boleto's fields, or the card's refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["SubscriptionPaid"];
                    };
                };
            };
            /** @description 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500021 installments_not_allowed, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "installments_not_allowed" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1PlanByIdSubscriptionOneStepLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "settings": {
                 *         "expire_at": "2025-03-20",
                 *         "request_delivery_address": false,
                 *         "payment_method": "all"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OneStepSubscriptionLink"];
            };
        };
        responses: {
            /** @description The subscription (new) and its first charge with its link (status link). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["SubscriptionLink"];
                    };
                };
            };
            /** @description 4600007 expire_at_before_today, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "expire_at_before_today" | "value_below_minimum" | "discounted_value_below_minimum" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1SubscriptionByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaySubscription"];
            };
        };
        responses: {
            /** @description The subscription, its plan and its first charge: the boleto's fields, or the card's refusal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["SubscriptionPaid"];
                    };
                };
            };
            /** @description 3500067 subscription_status_not_payable, 3500030 charge_already_has_payment_method, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500021 installments_not_allowed, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "subscription_status_not_payable" | "charge_already_has_payment_method" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "installments_not_allowed" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1SubscriptionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["Subscription"];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1SubscriptionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer": {
                 *         "email": "oldbuck@example.com",
                 *         "phone_number": "5144916523"
                 *       },
                 *       "items": [
                 *         {
                 *           "name": "Plano anual",
                 *           "value": 12990,
                 *           "amount": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateSubscription"];
            };
        };
        responses: {
            /** @description The subscription as it now is; its next executions charge the new terms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["SubscriptionUpdated"];
                    };
                };
            };
            /** @description 4900071 subscription_not_updatable, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "subscription_not_updatable" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdSubscriptionResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "oldbuck@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["Resend"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500066 charge_status_not_resendable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_status_not_resendable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1SubscriptionByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500040 subscription_status_not_cancelable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "subscription_status_not_cancelable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1SubscriptionByIdMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMetadata"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1SubscriptionByIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HistoryDescription"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeOneStepLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "settings": {
                 *         "expire_at": "2025-03-20",
                 *         "request_delivery_address": false,
                 *         "payment_method": "all",
                 *         "billet_discount": 500
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OneStepLink"];
            };
        };
        responses: {
            /** @description The charge and its link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "charge_id": 1000002,
                     *         "status": "link",
                     *         "total": 15000,
                     *         "custom_id": null,
                     *         "payment_url": "http://127.0.0.1:4455/pagamento/1000002_4F1A7C03D2",
                     *         "payment_method": "all",
                     *         "billet_discount": 500,
                     *         "conditional_discount_date": null,
                     *         "request_delivery_address": false,
                     *         "message": null,
                     *         "expire_at": "2025-03-20",
                     *         "created_at": "2025-03-10 14:02:11"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            /** @description 4600007 expire_at_before_today, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "expire_at_before_today" | "value_below_minimum" | "discounted_value_below_minimum" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putV1ChargeByIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expire_at": "2025-03-25",
                 *       "billet_discount": null
                 *     }
                 */
                "application/json": components["schemas"]["UpdateLink"];
            };
        };
        responses: {
            /** @description The charge and its link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "charge_id": 1000002,
                     *         "status": "link",
                     *         "total": 15000,
                     *         "custom_id": null,
                     *         "payment_url": "http://127.0.0.1:4455/pagamento/1000002_4F1A7C03D2",
                     *         "payment_method": "all",
                     *         "billet_discount": 500,
                     *         "conditional_discount_date": null,
                     *         "request_delivery_address": false,
                     *         "message": null,
                     *         "expire_at": "2025-03-20",
                     *         "created_at": "2025-03-10 14:02:11"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            /** @description 3500097 charge_has_no_link, 3500081 charge_status_not_new, 4600007 expire_at_before_today, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_has_no_link" | "charge_status_not_new" | "expire_at_before_today" | "value_below_minimum" | "discounted_value_below_minimum" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expire_at": "2025-03-20",
                 *       "request_delivery_address": false,
                 *       "payment_method": "all",
                 *       "billet_discount": 500
                 *     }
                 */
                "application/json": components["schemas"]["AttachLink"];
            };
        };
        responses: {
            /** @description The charge and its link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": {
                     *         "charge_id": 1000002,
                     *         "status": "link",
                     *         "total": 15000,
                     *         "custom_id": null,
                     *         "payment_url": "http://127.0.0.1:4455/pagamento/1000002_4F1A7C03D2",
                     *         "payment_method": "all",
                     *         "billet_discount": 500,
                     *         "conditional_discount_date": null,
                     *         "request_delivery_address": false,
                     *         "message": null,
                     *         "expire_at": "2025-03-20",
                     *         "created_at": "2025-03-10 14:02:11"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            /** @description 3500080 charge_already_has_link, 3500081 charge_status_not_new, 3500100 use_carnet_or_subscription_route, 4600007 expire_at_before_today, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_already_has_link" | "charge_status_not_new" | "use_carnet_or_subscription_route" | "expire_at_before_today" | "value_below_minimum" | "discounted_value_below_minimum" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV1ChargeByIdLinkResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "oldbuck@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["Resend"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500097 charge_has_no_link, 3500066 charge_status_not_resendable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_has_no_link" | "charge_status_not_resendable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1NotificationByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token your notification_url received as `notification`. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "type": "charge",
                     *           "custom_id": "pedido-42",
                     *           "status": {
                     *             "current": "new",
                     *             "previous": null
                     *           },
                     *           "identifiers": {
                     *             "charge_id": 1000001
                     *           },
                     *           "created_at": "2025-03-10 14:02:11"
                     *         },
                     *         {
                     *           "id": 2,
                     *           "type": "charge",
                     *           "custom_id": "pedido-42",
                     *           "status": {
                     *             "current": "waiting",
                     *             "previous": "new"
                     *           },
                     *           "identifiers": {
                     *             "charge_id": 1000001
                     *           },
                     *           "created_at": "2025-03-10 14:02:11"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            id: number;
                            /** @enum {unknown} */
                            type: "charge" | "carnet" | "carnet_charge" | "subscription" | "subscription_charge";
                            custom_id: string | null;
                            status: {
                                current: string;
                                previous: string | null;
                            };
                            /** @description charge_id, carnet_id or subscription_id. */
                            identifiers: {
                                [key: string]: number;
                            };
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            value?: number;
                            received_by_bank_at?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1ChargeByIdNotificationResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new delivery of the token's latest event is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 4900070 notification_url_not_defined, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "notification_url_not_defined" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1CarnetByIdNotificationResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new delivery of the token's latest event is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 4900070 notification_url_not_defined, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "notification_url_not_defined" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1SubscriptionByIdNotificationResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new delivery of the token's latest event is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 4900070 notification_url_not_defined, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "notification_url_not_defined" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Installments: {
        parameters: {
            query: {
                /** @description The card brand. */
                brand: "visa" | "mastercard" | "amex" | "elo" | "hipercard";
                /** @description The total in cents. */
                total: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One line per number of installments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: {
                            rate: number;
                            /** @enum {unknown} */
                            name: "visa" | "mastercard" | "amex" | "elo" | "hipercard";
                            installments: {
                                installment: number;
                                has_interest: boolean;
                                value: number;
                                currency: string;
                                interest_percentage: number;
                            }[];
                        };
                    };
                };
            };
            /** @description 3500056 invalid_brand, 3500053 missing_total, 4600036 value_below_minimum, 3500006 greater_than_limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_brand" | "missing_total" | "value_below_minimum" | "greater_than_limit";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            429: components["responses"]["endpoint_limit_exceeded"];
            500: components["responses"]["internal_server_error"];
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    postV2ChargeCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "name": "Plano mensal",
                 *           "value": 15000,
                 *           "amount": 1
                 *         }
                 *       ],
                 *       "customer": {
                 *         "name": "Gorbadoc Oldbuck",
                 *         "cpf": "94271564656",
                 *         "phone_number": "5144916523",
                 *         "email": "oldbuck@example.com"
                 *       },
                 *       "billing_address": {
                 *         "street": "Avenida Juscelino Kubitschek",
                 *         "number": "909",
                 *         "neighborhood": "Bauxita",
                 *         "zipcode": "35400000",
                 *         "city": "Ouro Preto",
                 *         "state": "MG"
                 *       },
                 *       "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4",
                 *       "tds_info": {
                 *         "tds_identifier": "3f1c2a9e-6b7d-4e21-9a55-0c8d7e6f5a41",
                 *         "challenge_callback_url": "https://loja.example/pagamento/retorno"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CardChargeV2"];
            };
        };
        responses: {
            /** @description The card's answer, not wrapped in `{code, data}`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardChargeV2Answer"];
                };
            };
            /** @description 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 4600222 payee_and_customer_same_person, 3500026 duplicated_payee_code, 3500029 invalid_repasses, 3500095 negative_items_not_allowed_with_marketplace, 3500073 discount_not_allowed_with_marketplace, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 400;
                        /** @enum {unknown} */
                        title?: "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "payee_and_customer_same_person" | "duplicated_payee_code" | "invalid_repasses" | "negative_items_not_allowed_with_marketplace" | "discount_not_allowed_with_marketplace" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 401 unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 401;
                        /** @enum {unknown} */
                        title?: "unauthorized";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 403;
                        /** @enum {unknown} */
                        title?: "forbidden";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 413 payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 413;
                        /** @enum {unknown} */
                        title?: "payload_too_large";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 3500049 endpoint_limit_exceeded */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 429;
                        /** @enum {unknown} */
                        title?: "endpoint_limit_exceeded";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 500;
                        /** @enum {unknown} */
                        title?: "internal_server_error";
                    } & components["schemas"]["V2Error"];
                };
            };
            /** @description 3500072 could_not_finish_request, 503 service_unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: 503;
                        /** @enum {unknown} */
                        title?: "could_not_finish_request" | "service_unavailable";
                    } & components["schemas"]["V2Error"];
                };
            };
        };
    };
    postV1OauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials"
                 *     }
                 */
                "application/json": components["schemas"]["ExtratosToken"];
            };
        };
        responses: {
            /** @description The token, unwrapped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        expires_in: number;
                        scope: string;
                    };
                };
            };
            /** @description 4900105 invalid_scope, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "invalid_scope" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 401 invalid_client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "invalid_client";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 413 payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "payload_too_large";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    getV1ExtratoCnabArquivos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files, unwrapped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nome: string;
                        data_geracao: string;
                    }[];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    getV1ExtratoCnabDownloadByNomeArquivo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A name from GET /v1/extrato-cnab/arquivos: `extrato_cnab240_AAAAMMDD.ret`. */
                nome_arquivo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (FEBRABAN CNAB 240, Extrato para Conciliação Bancária), ASCII. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "bad_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900101 statement_file_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "statement_file_not_found";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900107 statement_day_too_large */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "statement_day_too_large";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    getV1ExtratoCnabAgendamentos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recurrences, oldest first, unwrapped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identificador: string;
                        /** @enum {unknown} */
                        status: "ativo" | "inativo";
                        /** @enum {unknown} */
                        periodicidade: "diario" | "semanal" | "mensal";
                        envia_email: boolean;
                        comprimir_arquivos: boolean;
                        /** @description YYYY-MM-DD HH:MM:SS on the account's clock. */
                        data_criacao: string;
                    }[];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    postV1ExtratoCnabAgendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodicidade": "diario",
                 *       "envia_email": true,
                 *       "comprimir_arquivos": true
                 *     }
                 */
                "application/json": components["schemas"]["StatementSchedule"];
            };
        };
        responses: {
            /** @description The recurrence made, `ativo`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identificador: string;
                        /** @enum {unknown} */
                        status: "ativo" | "inativo";
                        /** @enum {unknown} */
                        periodicidade: "diario" | "semanal" | "mensal";
                        envia_email: boolean;
                        comprimir_arquivos: boolean;
                        /** @description YYYY-MM-DD HH:MM:SS on the account's clock. */
                        data_criacao: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 4900103 statement_schedules_limit, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "validation_error" | "statement_schedules_limit" | "missing_data" | "invalid_json";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 413 payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "payload_too_large";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    patchV1ExtratoCnabAgendarByIdentificador: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The recurrence's identificador (from POST /v1/extrato-cnab/agendar). */
                identificador: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "periodicidade": "diario",
                 *       "status": "ativo",
                 *       "envia_email": true,
                 *       "comprimir_arquivos": true
                 *     }
                 */
                "application/json": components["schemas"]["StatementScheduleChange"];
            };
        };
        responses: {
            /** @description The recurrence after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        identificador: string;
                        /** @enum {unknown} */
                        status: "ativo" | "inativo";
                        /** @enum {unknown} */
                        periodicidade: "diario" | "semanal" | "mensal";
                        envia_email: boolean;
                        comprimir_arquivos: boolean;
                        /** @description YYYY-MM-DD HH:MM:SS on the account's clock. */
                        data_criacao: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900102 statement_schedule_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "statement_schedule_not_found";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 413 payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "payload_too_large";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    postV1ExtratoCnabGerarChaves: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An Ed25519 pair, PEM. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chave_publica: string;
                        chave_privada: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "validation_error" | "invalid_json";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 401 unauthorized, 4900106 token_of_another_api */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "unauthorized" | "token_of_another_api";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 4900104 insufficient_scope, 403 forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "insufficient_scope" | "forbidden";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 413 payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "payload_too_large";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500000 internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "internal_server_error";
                    } & components["schemas"]["ExtratosError"];
                };
            };
            /** @description 3500072 could_not_finish_request */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        nome?: "could_not_finish_request";
                    } & components["schemas"]["ExtratosError"];
                };
            };
        };
    };
    getSandboxV1Accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            account_id: number;
                            client_id: string;
                            client_secret: string;
                            name: string;
                            account_code: string;
                        }[];
                    };
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1Accounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Loja A"
                 *     }
                 */
                "application/json": components["schemas"]["CreateAccount"];
            };
        };
        responses: {
            /** @description The new account's credentials (not wrapped). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "account_id": 2,
                     *       "client_id": "Client_Id_4b1f…",
                     *       "client_secret": "Client_Secret_9c2e…",
                     *       "name": "Loja A",
                     *       "account_code": "3f0c9e8d2b1a4c6e8f7d5b3a1c9e0f2d"
                     *     }
                     */
                    "application/json": {
                        account_id: number;
                        client_id: string;
                        client_secret: string;
                        name: string;
                        account_code: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    deleteSandboxV1Tokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many tokens were revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revoked": 2
                     *     }
                     */
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            400: components["responses"]["invalid_json"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Clock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brasília time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2025-03-10 14:02:11"
                     *     }
                     */
                    "application/json": {
                        /** @description YYYY-MM-DD HH:MM:SS */
                        now: string;
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1ClockAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "days": 3
                 *     }
                 */
                "application/json": components["schemas"]["ClockAdvance"];
            };
        };
        responses: {
            /** @description The new time, how many scheduled jobs ran, and what they changed. A job that throws (a bug, data it cannot make sense of) has its work rolled back and stops nothing else: it runs again 10 virtual minutes later, 3 attempts in all, then it is parked — kept with its error, never run again unless retried (POST /sandbox/v1/schedule/{id}/retry). A failure is reported here (job.failed, job.parked), never as an error of the advance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2025-03-13 14:02:11",
                     *       "processed": 4,
                     *       "summary": [
                     *         {
                     *           "kind": "charge.overdue",
                     *           "count": 2,
                     *           "subjects": [
                     *             1000001,
                     *             1000002
                     *           ]
                     *         },
                     *         {
                     *           "kind": "callback.failed",
                     *           "count": 1,
                     *           "subjects": [
                     *             7
                     *           ],
                     *           "attempts": 2
                     *         },
                     *         {
                     *           "kind": "job.parked",
                     *           "count": 1,
                     *           "subjects": [
                     *             31
                     *           ],
                     *           "errors": [
                     *             "unknown job kind invoice.remind"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description YYYY-MM-DD HH:MM:SS */
                        now: string;
                        /** @description Scheduled jobs run, including those that found nothing left to do. */
                        processed: number;
                        /** @description What the jobs changed, by kind, in a fixed order; kinds that did not happen are left out. */
                        summary: {
                            /** @enum {unknown} */
                            kind: "charge.overdue" | "carnet.parcel_overdue" | "charge.confirmed" | "card.captured" | "subscription.renewed" | "link.expired" | "callback.delivered" | "callback.failed" | "job.failed" | "job.parked";
                            /** @description How many times it happened; for callback.* how many deliveries, each listed in subjects (up to the cap) however many attempts it had. */
                            count: number;
                            /** @description Distinct ids, first seen first, at most 50: charges (charge.overdue, charge.confirmed, card.captured, link.expired), carnês (carnet.parcel_overdue), subscriptions (subscription.renewed), deliveries (callback.*), scheduled jobs (job.*, as in GET /sandbox/v1/schedule). */
                            subjects: number[];
                            /** @description job.failed and job.parked only: the last error of each job in `subjects`, in the same order. */
                            errors?: string[];
                            /** @description callback.* only: the attempts made, so a delivery notified twice in the advance counts twice here. */
                            attempts?: number;
                        }[];
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Schedule: {
        parameters: {
            query?: {
                /** @description How many (default 20). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The jobs still to run and the parked ones, at most `limit` of each. A job that throws (a bug, data it cannot make sense of) has its work rolled back and stops nothing else: it runs again 10 virtual minutes later, 3 attempts in all, then it is parked — kept with its error, never run again unless retried (POST /sandbox/v1/schedule/{id}/retry). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "jobs": [
                     *         {
                     *           "id": 12,
                     *           "due_at": "2025-03-16 00:00:00",
                     *           "kind": "charge.overdue",
                     *           "subject_id": 1000001,
                     *           "failures": 0,
                     *           "last_error": null,
                     *           "failed_at": null
                     *         }
                     *       ],
                     *       "parked": [
                     *         {
                     *           "id": 31,
                     *           "due_at": "2025-03-14 00:20:00",
                     *           "kind": "charge.overdue",
                     *           "subject_id": 1000002,
                     *           "failures": 3,
                     *           "last_error": "SyntaxError: Unexpected token 'x', \"x\" is not valid JSON",
                     *           "failed_at": "2025-03-14 00:20:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description The jobs still to run, soonest first; one that failed shows when it runs again. */
                        jobs: {
                            id: number;
                            /** @description When it runs (a parked job: when it last did). */
                            due_at: string;
                            /** @description notification.deliver, charge.overdue, card.capture, subscription.execute, link.expire. */
                            kind: string;
                            subject_id: number;
                            /** @description Failed attempts so far (3 park it); 0 for a job that never failed. */
                            failures: number;
                            /** @description What its last failed attempt threw: one line, at most 300 characters, no stack. */
                            last_error: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            failed_at: string | null;
                        }[];
                        /** @description The parked jobs, the latest parked first. */
                        parked: {
                            id: number;
                            /** @description When it runs (a parked job: when it last did). */
                            due_at: string;
                            /** @description notification.deliver, charge.overdue, card.capture, subscription.execute, link.expire. */
                            kind: string;
                            subject_id: number;
                            /** @description Failed attempts so far (3 park it); 0 for a job that never failed. */
                            failures: number;
                            /** @description What its last failed attempt threw: one line, at most 300 characters, no stack. */
                            last_error: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            failed_at: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1ScheduleByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, back in the schedule; the background runner takes it at once (or the next advance does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description When it runs (a parked job: when it last did). */
                        due_at: string;
                        /** @description notification.deliver, charge.overdue, card.capture, subscription.execute, link.expire. */
                        kind: string;
                        subject_id: number;
                        /** @description Failed attempts so far (3 park it); 0 for a job that never failed. */
                        failures: number;
                        /** @description What its last failed attempt threw: one line, at most 300 characters, no stack. */
                        last_error: string | null;
                        /** @description YYYY-MM-DD HH:MM:SS */
                        failed_at: string | null;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Calendar: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, the first day (inclusive). */
                from?: string;
                /** @description YYYY-MM-DD, the last day (inclusive); at most 366 days in all. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each non-business day in the range, in order; a holiday on a weekend is listed as the holiday. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "days": [
                     *         {
                     *           "date": "2026-12-05",
                     *           "reason": "weekend",
                     *           "name": null
                     *         },
                     *         {
                     *           "date": "2026-12-06",
                     *           "reason": "weekend",
                     *           "name": null
                     *         },
                     *         {
                     *           "date": "2026-12-25",
                     *           "reason": "holiday",
                     *           "name": "Natal"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        days: {
                            /** @description YYYY-MM-DD */
                            date: string;
                            /** @enum {unknown} */
                            reason: "weekend" | "holiday";
                            /** @description The national bank holiday ("Natal", "Carnaval"…); null on a plain weekend day. */
                            name: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Deliveries: {
        parameters: {
            query?: {
                /** @description One notification token. */
                token?: string;
                /** @description One charge. */
                charge_id?: number;
                /** @description One state. */
                state?: "pending" | "delivered" | "acknowledged" | "failed" | "never_fetched" | "no_url";
                /** @description Part of the URL, any case of ASCII letters: where the next attempt goes, or where one went. */
                url?: string;
                /** @description How many (default 50). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first; `total` counts every match. Attempts come without their request and response: GET /sandbox/v1/deliveries/:id has them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        deliveries: {
                            id: number;
                            token: string;
                            event_id: number;
                            charge_id: number | null;
                            /** @description The carnê the charge is a parcel of. */
                            carnet_id: number | null;
                            /** @description The subscription the charge belongs to. */
                            subscription_id: number | null;
                            /** @description The charge has a payment link. */
                            payment_link: boolean;
                            /** @description The charge's notification_url now: where the next attempt goes. */
                            url: string | null;
                            /** @enum {unknown} */
                            state: "pending" | "delivered" | "acknowledged" | "failed" | "never_fetched" | "no_url";
                            delivered_never_fetched: boolean;
                            token_fetched: boolean;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            next_attempt_at: string | null;
                            /** @description Attempts made so far, replays included. */
                            attempt_count: number;
                            /** @description Scheduled attempts at most under the retry ladder (replays come on top). */
                            max_attempts: number;
                            last_status_code: number | null;
                            last_error: string | null;
                            /** @description The first 200 characters of the last answer's body. */
                            last_response_excerpt: string | null;
                            attempts: {
                                id: number;
                                /** @description Its place among the delivery's attempts, replays included. */
                                number: number;
                                /** @description YYYY-MM-DD HH:MM:SS */
                                at: string;
                                url: string;
                                status_code: number | null;
                                latency_ms: number | null;
                                error: string | null;
                                replay: boolean;
                            }[];
                            token_fetches: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1DeliveriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        token: string;
                        event_id: number;
                        charge_id: number | null;
                        /** @description The carnê the charge is a parcel of. */
                        carnet_id: number | null;
                        /** @description The subscription the charge belongs to. */
                        subscription_id: number | null;
                        /** @description The charge has a payment link. */
                        payment_link: boolean;
                        /** @description The charge's notification_url now: where the next attempt goes. */
                        url: string | null;
                        /** @enum {unknown} */
                        state: "pending" | "delivered" | "acknowledged" | "failed" | "never_fetched" | "no_url";
                        delivered_never_fetched: boolean;
                        token_fetched: boolean;
                        /** @description YYYY-MM-DD HH:MM:SS */
                        created_at: string;
                        /** @description YYYY-MM-DD HH:MM:SS */
                        next_attempt_at: string | null;
                        /** @description Attempts made so far, replays included. */
                        attempt_count: number;
                        /** @description Scheduled attempts at most under the retry ladder (replays come on top). */
                        max_attempts: number;
                        last_status_code: number | null;
                        last_error: string | null;
                        /** @description The first 200 characters of the last answer's body. */
                        last_response_excerpt: string | null;
                        attempts: {
                            id: number;
                            /** @description Its place among the delivery's attempts, replays included. */
                            number: number;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            at: string;
                            url: string;
                            status_code: number | null;
                            latency_ms: number | null;
                            error: string | null;
                            replay: boolean;
                            request: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                body: string;
                            } | null;
                            response: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description The first 4096 bytes of the answer, as UTF-8 text. */
                                body: string | null;
                                size_bytes: number | null;
                                truncated: boolean;
                            } | null;
                        }[];
                        token_fetches: string[];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1DeliveriesByIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent once the receiver has answered (or the attempt failed or timed out): the delivery, and `replayed_attempt`, this replay's own attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        token: string;
                        event_id: number;
                        charge_id: number | null;
                        /** @description The carnê the charge is a parcel of. */
                        carnet_id: number | null;
                        /** @description The subscription the charge belongs to. */
                        subscription_id: number | null;
                        /** @description The charge has a payment link. */
                        payment_link: boolean;
                        /** @description The charge's notification_url now: where the next attempt goes. */
                        url: string | null;
                        /** @enum {unknown} */
                        state: "pending" | "delivered" | "acknowledged" | "failed" | "never_fetched" | "no_url";
                        delivered_never_fetched: boolean;
                        token_fetched: boolean;
                        /** @description YYYY-MM-DD HH:MM:SS */
                        created_at: string;
                        /** @description YYYY-MM-DD HH:MM:SS */
                        next_attempt_at: string | null;
                        /** @description Attempts made so far, replays included. */
                        attempt_count: number;
                        /** @description Scheduled attempts at most under the retry ladder (replays come on top). */
                        max_attempts: number;
                        last_status_code: number | null;
                        last_error: string | null;
                        /** @description The first 200 characters of the last answer's body. */
                        last_response_excerpt: string | null;
                        attempts: {
                            id: number;
                            /** @description Its place among the delivery's attempts, replays included. */
                            number: number;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            at: string;
                            url: string;
                            status_code: number | null;
                            latency_ms: number | null;
                            error: string | null;
                            replay: boolean;
                            request: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                body: string;
                            } | null;
                            response: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description The first 4096 bytes of the answer, as UTF-8 text. */
                                body: string | null;
                                size_bytes: number | null;
                                truncated: boolean;
                            } | null;
                        }[];
                        token_fetches: string[];
                        replayed_attempt: {
                            id: number;
                            /** @description Its place among the delivery's attempts, replays included. */
                            number: number;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            at: string;
                            url: string;
                            status_code: number | null;
                            latency_ms: number | null;
                            error: string | null;
                            replay: boolean;
                            request: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                body: string;
                            } | null;
                            response: {
                                /** @description Header names in lower case. */
                                headers: {
                                    [key: string]: string;
                                };
                                /** @description The first 4096 bytes of the answer, as UTF-8 text. */
                                body: string | null;
                                size_bytes: number | null;
                                truncated: boolean;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Events: {
        parameters: {
            query?: {
                /** @description A Bearer token, for clients that cannot send Authorization. */
                access_token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream that does not end: `event: <kind>` and `data: <json>` per change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1BankPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "typed_line": "36490.00019 00000.000009 01000.001234 1 10230000015000",
                 *       "paid_at": "2025-03-12"
                 *     }
                 */
                "application/json": components["schemas"]["BankPayment"];
            };
        };
        responses: {
            /** @description The charge paid (or awaiting the bank's confirmation) and what was paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge_id: number;
                        /** @enum {unknown} */
                        status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                        /** @description Centavos. */
                        value: number;
                        /** @description YYYY-MM-DD */
                        received_by_bank_at: string;
                        /** @description Centavos. */
                        amount_due: number;
                        breakdown: {
                            /** @description Centavos. */
                            base: number;
                            /** @description Centavos. */
                            discount: number;
                            /** @description Centavos. */
                            fine: number;
                            /** @description Centavos. */
                            interest: number;
                            /** @description Centavos. */
                            total: number;
                            daysLate: number;
                        };
                        /** @description Under the `compensation` setting `next_business_day`: the day the bank confirms the payment (the next business day); until then the charge keeps its status (`identified` under the `efi` profile). Null when confirmed at once (`status` is then `paid`). */
                        confirms_on: string | null;
                    };
                };
            };
            /** @description 4900003 boleto_written_off, 4900004 boleto_replaced, 4900005 boleto_not_payable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "boleto_written_off" | "boleto_replaced" | "boleto_not_payable" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["boleto_not_found"];
            /** @description 4900002 boleto_already_paid, 4900090 payment_awaiting_confirmation */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "boleto_already_paid" | "payment_awaiting_confirmation";
                    } & components["schemas"]["Error"];
                };
            };
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1BankPix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "qrcode": "00020101021226…6304ABCD",
                 *       "paid_at": "2025-03-12"
                 *     }
                 */
                "application/json": components["schemas"]["BankPixPayment"];
            };
        };
        responses: {
            /** @description The charge paid and what was paid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge_id: number;
                        /** @enum {unknown} */
                        status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                        /** @description Centavos. */
                        value: number;
                        /** @description YYYY-MM-DD */
                        received_by_bank_at: string;
                    };
                };
            };
            /** @description 4900060 pix_code_invalid, 4900062 pix_code_of_another_account, 4900063 pix_code_removed, 4900004 boleto_replaced, 4900003 boleto_written_off, 4900005 boleto_not_payable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "pix_code_invalid" | "pix_code_of_another_account" | "pix_code_removed" | "boleto_replaced" | "boleto_written_off" | "boleto_not_payable" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["pix_code_not_found"];
            /** @description 4900002 boleto_already_paid, 4900090 payment_awaiting_confirmation */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "boleto_already_paid" | "payment_awaiting_confirmation";
                    } & components["schemas"]["Error"];
                };
            };
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1BankQuoteById: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD (default: today on the account's clock). */
                paid_at?: string;
            };
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The amount due and its parts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge_id: number;
                        /** @description YYYY-MM-DD */
                        paid_at: string;
                        /** @description Centavos. */
                        base: number;
                        /** @description Centavos. */
                        discount: number;
                        /** @description Centavos. */
                        fine: number;
                        /** @description Centavos. */
                        interest: number;
                        /** @description Centavos. */
                        total: number;
                        daysLate: number;
                    };
                };
            };
            /** @description 3500034 validation_error, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            /** @description 4900001 boleto_not_found, 3500010 property_does_not_exists */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "boleto_not_found" | "property_does_not_exists";
                    } & components["schemas"]["Error"];
                };
            };
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Emails: {
        parameters: {
            query?: {
                /** @description One charge's e-mails. */
                charge_id?: number;
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. An e-mail is found by its recipient, subject and body, and by anything its charge is found by. */
                q?: string;
                /** @description How many (default 50). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The e-mails. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emails: {
                            id: number;
                            charge_id: number | null;
                            recipient: string;
                            subject: string;
                            body: string;
                            attachment_name: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            /** Format: uri */
                            attachment_url: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1EmailsByIdAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product, its version and its public URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "name": "Cobrança Sandbox",
                     *       "version": "0.1.0",
                     *       "base_url": "http://127.0.0.1:4455",
                     *       "api_url": "http://127.0.0.1:4455/v1"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        version: string;
                        /** Format: uri */
                        base_url: string;
                        /** Format: uri */
                        api_url: string;
                    };
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1CaPem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-pem-file": string;
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Charges: {
        parameters: {
            query?: {
                /** @description One status. */
                status?: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. */
                q?: string;
                /** @description How many (default 100). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
                /** @description A charge id: the answer says where it stands in the whole list (`position`). */
                position_of?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many match, and one page of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        charges: {
                            charge_id: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            custom_id: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            payment_method: string | null;
                            /** @description YYYY-MM-DD */
                            expire_at: string | null;
                            typed_line: string | null;
                            notification_url: string | null;
                        }[];
                        /** @description With `position_of`: that charge's index in the list (0 = first), null when it is not in it. */
                        position?: number | null;
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1ChargesByIdTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charge (as GET /v1/charge/:id), its boleto or card, and the timeline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge: components["schemas"]["Charge"];
                        notification_token: string;
                        /** @description The partner-token of the partner route that issued or paid it (POST /v1/partner/…); null otherwise. */
                        partner_token: string | null;
                        boleto: {
                            typed_line: string;
                            barcode: string;
                            /** Format: uri */
                            link: string;
                            /** Format: uri */
                            pdf: string;
                            /** @description YYYY-MM-DD */
                            expire_at: string;
                            /** @description YYYY-MM-DD */
                            last_payable_date: string;
                            /** @description Centavos. */
                            amount_due_today: number | null;
                            /** @description Centavos. */
                            paid_value: number | null;
                            /** @description YYYY-MM-DD */
                            received_by_bank_at: string | null;
                            /** @description The day the boleto's payment (at a bank or by Pix) was confirmed, the day of its `paid` entry; `received_by_bank_at` is the day it was made. Null until then. */
                            confirmed_on: string | null;
                            /** @description A payment at a bank the bank confirms on a later day (settings: `compensation` `next_business_day`): what was paid, the day (`received_by_bank_at`) and the confirmation day (`confirms_on`, the next business day). Null otherwise. */
                            awaiting_confirmation: {
                                /** @description Centavos. */
                                value: number;
                                /** @description YYYY-MM-DD */
                                received_by_bank_at: string;
                                /** @description YYYY-MM-DD */
                                confirms_on: string;
                            } | null;
                            /** @description The boleto's Pix code (Bolix); null while the account has Bolix off or the boleto was issued without it. */
                            pix: {
                                /** @description The boleto's Pix "copia e cola": a dynamic BR Code whose payload location is served by the sandbox. */
                                qrcode: string;
                                /** @description The QR code of exactly `qrcode`, as an SVG data URI. */
                                qrcode_image: string;
                            } | null;
                        } | null;
                        card: {
                            brand: string;
                            mask: string;
                            installments: number;
                            /** @description Centavos. */
                            installment_value: number;
                            /** @description Centavos. */
                            total: number;
                            interest: number;
                            refusal: {
                                reason: string;
                                retry: boolean;
                            } | null;
                            /** @description Centavos. */
                            refunded: number;
                            /** @description Centavos. */
                            paid_value: number | null;
                            /** @description YYYY-MM-DD */
                            received_by_bank_at: string | null;
                        } | null;
                        /** @description The marketplace split (items[].marketplace, shippings to other accounts): each payee's share as written (nominal) and, once paid, of the payment (amount: percentages floored on value × amount, scaled down when paid short; the rest, issuer, stays with this account). Null when nothing is split. */
                        split: {
                            /** @description Centavos. */
                            paid_value: number | null;
                            shares: {
                                payee_code: string;
                                item: number | null;
                                shipping: number | null;
                                mode: (1 | 2) | null;
                                percentage: number | null;
                                /** @description Centavos. */
                                fixed: number | null;
                                /** @description Centavos. */
                                nominal: number;
                                /** @description Centavos. */
                                amount: number | null;
                            }[];
                            /** @description Centavos. */
                            issuer: number | null;
                        } | null;
                        timeline: {
                            /** @description YYYY-MM-DD HH:MM:SS */
                            at: string;
                            /** @enum {unknown} */
                            kind: "history" | "status" | "delivery" | "token_fetch" | "email" | "fault";
                            title: string;
                            detail: string | null;
                            status_code?: number | null;
                            delivery_id?: number;
                            delivery_state?: string;
                            attempts?: {
                                number: number;
                                /** @description YYYY-MM-DD HH:MM:SS */
                                at: string;
                                url: string | null;
                                status_code: number | null;
                                latency_ms: number | null;
                                error: string | null;
                                replay: boolean;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Carnets: {
        parameters: {
            query?: {
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. */
                q?: string;
                /** @description How many (default 100). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many match, and one page of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        carnets: {
                            carnet_id: number;
                            /** @enum {unknown} */
                            status: "up_to_date" | "unpaid" | "finished";
                            repeats: number;
                            /** @description Centavos. */
                            value: number;
                            custom_id: string | null;
                            customer_name: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            parcels: {
                                charge_id: number;
                                parcel: number;
                                /** @enum {unknown} */
                                status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                                /** @description Centavos. */
                                value: number;
                                /** @description YYYY-MM-DD */
                                expire_at: string | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1CarnetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The carnê. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carnet: components["schemas"]["Carnet"];
                        notification_token: string;
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Plans: {
        parameters: {
            query?: {
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. */
                q?: string;
                /** @description How many (default 100). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many match, and one page of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        plans: {
                            plan_id: number;
                            name: string;
                            interval: number;
                            repeats: number | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            subscriptions: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Subscriptions: {
        parameters: {
            query?: {
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. */
                q?: string;
                /** @description One status. */
                status?: "new" | "active" | "new_charge" | "canceled" | "expired";
                /** @description How many (default 100). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many match, and one page of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        subscriptions: {
                            subscription_id: number;
                            /** @description Centavos. */
                            value: number;
                            /** @enum {unknown} */
                            status: "new" | "active" | "new_charge" | "canceled" | "expired";
                            custom_id: string | null;
                            notification_url: string | null;
                            payment_method: ("banking_billet" | "credit_card") | null;
                            /** @description YYYY-MM-DD */
                            next_execution: string | null;
                            /** @description YYYY-MM-DD */
                            next_expire_at: string | null;
                            plan: {
                                plan_id: number;
                                name: string;
                                interval: number;
                                repeats: number | null;
                            };
                            occurrences: number;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            customer_name: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1SubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: components["schemas"]["Subscription"];
                        charges: {
                            charge_id: number;
                            parcel: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            payment_method: string | null;
                            /** @description YYYY-MM-DD */
                            expire_at: string | null;
                            typed_line: string | null;
                            card_mask: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        }[];
                        history: {
                            message: string;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        }[];
                        customer_name: string | null;
                        trial_days: number | null;
                        /** @description YYYY-MM-DD */
                        first_execution: string | null;
                        notification_token: string;
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1SubscriptionsByIdPayerCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, canceled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription: components["schemas"]["Subscription"];
                        charges: {
                            charge_id: number;
                            parcel: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            payment_method: string | null;
                            /** @description YYYY-MM-DD */
                            expire_at: string | null;
                            typed_line: string | null;
                            card_mask: string | null;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        }[];
                        history: {
                            message: string;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        }[];
                        customer_name: string | null;
                        trial_days: number | null;
                        /** @description YYYY-MM-DD */
                        first_execution: string | null;
                        notification_token: string;
                    };
                };
            };
            /** @description 3500040 subscription_status_not_cancelable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "subscription_status_not_cancelable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1PaymentLinks: {
        parameters: {
            query?: {
                /** @description Free-text search (up to 255 characters): an id; a custom_id, the payer's name or company, e-mail, phone, CPF or CNPJ, found anywhere, without regard to case or accents and with or without punctuation; from 10 characters, also a notification token, a typed line (with or without its dots and spaces) or a barcode. Carnês and subscriptions are also found by their charges'. */
                q?: string;
                /** @description How many (default 100). */
                limit?: number;
                /** @description How many to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many, and one page of them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        links: {
                            charge_id: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            custom_id: string | null;
                            /** Format: uri */
                            payment_url: string;
                            /** @enum {unknown} */
                            payment_method: "banking_billet" | "credit_card" | "all";
                            /** @description YYYY-MM-DD */
                            conditional_discount_date: string | null;
                            request_delivery_address: boolean;
                            message: string | null;
                            /** @description YYYY-MM-DD */
                            expire_at: string;
                            /** @description YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            billet_discount?: number;
                            card_discount?: number;
                            conditional_discount_value?: number;
                            /** @enum {unknown} */
                            conditional_discount_type?: "currency" | "percentage";
                            payer: {
                                /** @enum {unknown} */
                                method: "banking_billet" | "credit_card";
                                /** @description YYYY-MM-DD HH:MM:SS */
                                at: string;
                                delivery_address: components["schemas"]["BillingAddress"] | null;
                            } | null;
                            customer_email: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1PaymentLinksByChargeIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The charge id (an integer). */
                charge_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "banking_billet": {
                 *           "customer": {
                 *             "name": "Gorbadoc Oldbuck",
                 *             "cpf": "94271564656",
                 *             "email": "oldbuck@example.com",
                 *             "phone_number": "5144916523",
                 *             "birth": "1977-01-15"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LinkPay"];
            };
        };
        responses: {
            /** @description What POST /v1/charge/:id/pay answers for that method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 3500097 charge_has_no_link, 4900020 payment_link_closed, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500021 installments_not_allowed, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_has_no_link" | "payment_link_closed" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "installments_not_allowed" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Requests: {
        parameters: {
            query?: {
                /** @description How many (default 100). */
                limit?: number;
                /** @description Only this method (any case). */
                method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
                /** @description Only paths (query string included) containing this text, any case. */
                path?: string;
                /** @description One status (`404`; `0`: nothing was answered) or a class (`4xx`). */
                status?: string;
                /** @description `true`: only failures — status 400 or above, an injected fault, or no answer. */
                failures?: "true" | "false";
                /** @description `true`: include the dashboard's own calls (left out by default). */
                dashboard?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requests: {
                            id: number;
                            /**
                             * Format: date-time
                             * @description Wall-clock time (ISO 8601, UTC).
                             */
                            at: string;
                            /** @description The account's virtual clock when the request arrived (YYYY-MM-DD HH:MM:SS, Brasília). */
                            virtual_at: string;
                            method: string;
                            /** @description With its query string, as sent. */
                            path: string;
                            status: number;
                            latency_ms: number;
                            request_body: string | null;
                            response_body: string | null;
                            /** @description Sent by the dashboard (its `X-Sandbox-Client: dashboard` header), not by your code. */
                            from_dashboard: boolean;
                            /** @description What the request touched, from its path and, for creates and notification lookups, its answer (at most 5); empty on 401, 403 and 404. */
                            resources: {
                                /** @enum {unknown} */
                                kind: "charge" | "carnet" | "subscription" | "plan" | "link";
                                id: number;
                            }[];
                            fault?: {
                                rule_id: number;
                                fault: string;
                                when: string;
                                answered_status?: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Report: {
        parameters: {
            query?: {
                /** @description `json` (default), `junit` or `html`. */
                format?: "json" | "junit" | "html";
                /** @description Start here (ISO 8601 with a zone) instead of at the last reset. */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (the schema is the JSON one). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        generated_at: string;
                        /**
                         * Format: date-time
                         * @description The start the report reads from: `since`, or the account's last reset.
                         */
                        since: string;
                        /** @description How many of the account's `/v1` calls the request checks read. */
                        requests_observed: number;
                        /**
                         * Format: date-time
                         * @description From when the record of calls is whole: `since`, or later — the server's start (calls are kept in memory), or the oldest call kept (at most 200,000 an account).
                         */
                        requests_observed_since: string;
                        checks: {
                            /** @description Stable: `callbacks.token_fetched`, `authorization.reauthorized`, … (docs/admin-api.md). */
                            id: string;
                            title: string;
                            /** @enum {unknown} */
                            status: "pass" | "fail" | "not_exercised";
                            detail: string;
                            /** @description On a fail, what failed; on a pass, what exercised the check (at most 20). */
                            evidence: {
                                /** @enum {unknown} */
                                kind: "request" | "delivery" | "charge";
                                id: number;
                                /** @description The dashboard's hash route: `#/requisicoes/<id>`, `#/webhooks/<id>`, `#/cobrancas/<id>`. */
                                href: string;
                                note: string;
                            }[];
                        }[];
                    };
                    "application/xml": {
                        /** Format: date-time */
                        generated_at: string;
                        /**
                         * Format: date-time
                         * @description The start the report reads from: `since`, or the account's last reset.
                         */
                        since: string;
                        /** @description How many of the account's `/v1` calls the request checks read. */
                        requests_observed: number;
                        /**
                         * Format: date-time
                         * @description From when the record of calls is whole: `since`, or later — the server's start (calls are kept in memory), or the oldest call kept (at most 200,000 an account).
                         */
                        requests_observed_since: string;
                        checks: {
                            /** @description Stable: `callbacks.token_fetched`, `authorization.reauthorized`, … (docs/admin-api.md). */
                            id: string;
                            title: string;
                            /** @enum {unknown} */
                            status: "pass" | "fail" | "not_exercised";
                            detail: string;
                            /** @description On a fail, what failed; on a pass, what exercised the check (at most 20). */
                            evidence: {
                                /** @enum {unknown} */
                                kind: "request" | "delivery" | "charge";
                                id: number;
                                /** @description The dashboard's hash route: `#/requisicoes/<id>`, `#/webhooks/<id>`, `#/cobrancas/<id>`. */
                                href: string;
                                note: string;
                            }[];
                        }[];
                    };
                    "text/html": {
                        /** Format: date-time */
                        generated_at: string;
                        /**
                         * Format: date-time
                         * @description The start the report reads from: `since`, or the account's last reset.
                         */
                        since: string;
                        /** @description How many of the account's `/v1` calls the request checks read. */
                        requests_observed: number;
                        /**
                         * Format: date-time
                         * @description From when the record of calls is whole: `since`, or later — the server's start (calls are kept in memory), or the oldest call kept (at most 200,000 an account).
                         */
                        requests_observed_since: string;
                        checks: {
                            /** @description Stable: `callbacks.token_fetched`, `authorization.reauthorized`, … (docs/admin-api.md). */
                            id: string;
                            title: string;
                            /** @enum {unknown} */
                            status: "pass" | "fail" | "not_exercised";
                            detail: string;
                            /** @description On a fail, what failed; on a pass, what exercised the check (at most 20). */
                            evidence: {
                                /** @enum {unknown} */
                                kind: "request" | "delivery" | "charge";
                                id: number;
                                /** @description The dashboard's hash route: `#/requisicoes/<id>`, `#/webhooks/<id>`, `#/cobrancas/<id>`. */
                                href: string;
                                note: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Recordings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recordings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "running" | "stopped";
                        /** Format: date-time */
                        started_at: string;
                        /** @description The account's clock when it started (YYYY-MM-DD HH:MM:SS, Brasília). */
                        started_virtual: string;
                        /** Format: date-time */
                        stopped_at: string | null;
                        /** @description Calls recorded: every /v1 call of the account, and every world action of the control API. */
                        steps: number;
                        /** @description Whether it reached 5000 steps, or 32 MiB of recorded bodies and answers: calls after that were not recorded. */
                        full: boolean;
                        outcome: {
                            charges: {
                                id: number;
                                status: string;
                                total: number;
                            }[];
                            callbacks: {
                                charge_id: number;
                                status: string;
                                value: number | null;
                            }[];
                        } | null;
                    }[];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1Recordings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recording, running. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "running" | "stopped";
                        /** Format: date-time */
                        started_at: string;
                        /** @description The account's clock when it started (YYYY-MM-DD HH:MM:SS, Brasília). */
                        started_virtual: string;
                        /** Format: date-time */
                        stopped_at: string | null;
                        /** @description Calls recorded: every /v1 call of the account, and every world action of the control API. */
                        steps: number;
                        /** @description Whether it reached 5000 steps, or 32 MiB of recorded bodies and answers: calls after that were not recorded. */
                        full: boolean;
                        outcome: {
                            charges: {
                                id: number;
                                status: string;
                                total: number;
                            }[];
                            callbacks: {
                                charge_id: number;
                                status: string;
                                value: number | null;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            409: components["responses"]["recording_already_running"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1RecordingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recording. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "running" | "stopped";
                        /** Format: date-time */
                        started_at: string;
                        /** @description The account's clock when it started (YYYY-MM-DD HH:MM:SS, Brasília). */
                        started_virtual: string;
                        /** Format: date-time */
                        stopped_at: string | null;
                        /** @description Calls recorded: every /v1 call of the account, and every world action of the control API. */
                        steps: number;
                        /** @description Whether it reached 5000 steps, or 32 MiB of recorded bodies and answers: calls after that were not recorded. */
                        full: boolean;
                        outcome: {
                            charges: {
                                id: number;
                                status: string;
                                total: number;
                            }[];
                            callbacks: {
                                charge_id: number;
                                status: string;
                                value: number | null;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            /** @description 4900121 recording_not_found, 3500010 property_does_not_exists */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "recording_not_found" | "property_does_not_exists";
                    } & components["schemas"]["Error"];
                };
            };
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    deleteSandboxV1RecordingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": 1
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        deleted: 1;
                    };
                };
            };
            /** @description 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            /** @description 4900121 recording_not_found, 3500010 property_does_not_exists */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "recording_not_found" | "property_does_not_exists";
                    } & components["schemas"]["Error"];
                };
            };
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1RecordingsByIdStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recording, stopped, with its outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "running" | "stopped";
                        /** Format: date-time */
                        started_at: string;
                        /** @description The account's clock when it started (YYYY-MM-DD HH:MM:SS, Brasília). */
                        started_virtual: string;
                        /** Format: date-time */
                        stopped_at: string | null;
                        /** @description Calls recorded: every /v1 call of the account, and every world action of the control API. */
                        steps: number;
                        /** @description Whether it reached 5000 steps, or 32 MiB of recorded bodies and answers: calls after that were not recorded. */
                        full: boolean;
                        outcome: {
                            charges: {
                                id: number;
                                status: string;
                                total: number;
                            }[];
                            callbacks: {
                                charge_id: number;
                                status: string;
                                value: number | null;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            /** @description 4900121 recording_not_found, 3500010 property_does_not_exists */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "recording_not_found" | "property_does_not_exists";
                    } & components["schemas"]["Error"];
                };
            };
            409: components["responses"]["recording_not_running"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1RecordingsByIdExport: {
        parameters: {
            query?: {
                /** @description `node` (default) or `pytest`. */
                format?: "node" | "pytest";
            };
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (`Content-Disposition: attachment; filename="recording-<id>.test.mjs"` or `"test_recording_<id>.py"`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description 3500034 validation_error, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            /** @description 4900121 recording_not_found, 3500010 property_does_not_exists */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "recording_not_found" | "property_does_not_exists";
                    } & components["schemas"]["Error"];
                };
            };
            409: components["responses"]["recording_still_running"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1ChargesByIdDispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "charge_id": 1000003,
                     *       "status": "contested"
                     *     }
                     */
                    "application/json": {
                        charge_id: number;
                        /** @enum {unknown} */
                        status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                    };
                };
            };
            /** @description 4900012 charge_not_disputable, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_not_disputable" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1ChargesByIdDisputeResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "winner": "merchant"
                 *     }
                 */
                "application/json": components["schemas"]["ResolveDispute"];
            };
        };
        responses: {
            /** @description The charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "charge_id": 1000003,
                     *       "status": "paid"
                     *     }
                     */
                    "application/json": {
                        charge_id: number;
                        /** @enum {unknown} */
                        status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                    };
                };
            };
            /** @description 4900012 charge_not_disputable, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "charge_not_disputable" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1PaymentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "brand": "visa",
                 *       "number": "4012001038443335",
                 *       "cvv": "123",
                 *       "expiration_month": "12",
                 *       "expiration_year": "2035",
                 *       "reuse": false
                 *     }
                 */
                "application/json": components["schemas"]["PaymentTokenRequest"];
            };
        };
        responses: {
            /** @description The token and the card's mask. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment_token": "75bfce47d230b1d4b6c2cb2ec2d2d1e8f0b1f8a4",
                     *       "card_mask": "XXXXXXXXXXXX3335"
                     *     }
                     */
                    "application/json": {
                        payment_token: string;
                        card_mask: string;
                    };
                };
            };
            /** @description 3500056 invalid_brand, 3500058 invalid_card_number, 3500011 invalid_data, 3500062 invalid_expiration_month, 3500063 invalid_expiration_year, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_brand" | "invalid_card_number" | "invalid_data" | "invalid_expiration_month" | "invalid_expiration_year" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1TestCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            /** @enum {unknown} */
                            brand: "visa" | "mastercard" | "amex" | "elo" | "hipercard";
                            number: string;
                            cvv: string;
                            expiration_month: string;
                            expiration_year: string;
                            /** @enum {unknown} */
                            outcome: "approved" | "refused";
                            reason: string | null;
                        }[];
                    };
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1CardSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "interest_free_installments": 1,
                     *       "monthly_interest": 199
                     *     }
                     */
                    "application/json": {
                        interest_free_installments: number;
                        /** @description Hundredths of a percent a month (199 = 1.99%). */
                        monthly_interest: number;
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    putSandboxV1CardSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "interest_free_installments": 3
                 *     }
                 */
                "application/json": components["schemas"]["CardSettings"];
            };
        };
        responses: {
            /** @description The settings now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interest_free_installments: number;
                        /** @description Hundredths of a percent a month (199 = 1.99%). */
                        monthly_interest: number;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bolix": true,
                     *       "profile": "spec",
                     *       "compensation": "immediate",
                     *       "daily_quota": 0,
                     *       "boleto_fee": 300
                     *     }
                     */
                    "application/json": {
                        /** @description Boletos also carry a Pix code (`pix`: BR Code and QR image), as on a real account with Bolix. */
                        bolix: boolean;
                        /**
                         * @description Where the interface spec and the real service use different words: `spec` follows the spec (a manual settle ends `paid`), `efi` the real service (it ends `settled`).
                         * @enum {unknown}
                         */
                        profile: "spec" | "efi";
                        /**
                         * @description When a boleto paid at a bank is confirmed: `immediate` at once; `next_business_day` on the first business day after the payment (national bank holidays and weekends skipped), when the charge becomes `paid` and its callback is sent; meanwhile the charge shows the payment as awaiting confirmation (`identified` under the `efi` profile). A Pix payment is always confirmed at once.
                         * @enum {unknown}
                         */
                        compensation: "immediate" | "next_business_day";
                        /** @description Requests per endpoint (method and route) per day of the account's clock, as the real service counts them (15000 there); `GET /v1/notification/:token` may take twice as many. 0: no quota. */
                        daily_quota: number;
                        /** @description Centavos: the fee of each payment in the confirmations file (GET /sandbox/v1/confirmations, "Valor da tarifa"). Default 300 (R$ 3,00, the reference's example). */
                        boleto_fee: number;
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    putSandboxV1Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "profile": "efi",
                 *       "daily_quota": 15000
                 *     }
                 */
                "application/json": components["schemas"]["SettingsChange"];
            };
        };
        responses: {
            /** @description Every setting after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bolix": true,
                     *       "profile": "efi",
                     *       "compensation": "next_business_day",
                     *       "daily_quota": 15000,
                     *       "boleto_fee": 300
                     *     }
                     */
                    "application/json": {
                        /** @description Boletos also carry a Pix code (`pix`: BR Code and QR image), as on a real account with Bolix. */
                        bolix: boolean;
                        /**
                         * @description Where the interface spec and the real service use different words: `spec` follows the spec (a manual settle ends `paid`), `efi` the real service (it ends `settled`).
                         * @enum {unknown}
                         */
                        profile: "spec" | "efi";
                        /**
                         * @description When a boleto paid at a bank is confirmed: `immediate` at once; `next_business_day` on the first business day after the payment (national bank holidays and weekends skipped), when the charge becomes `paid` and its callback is sent; meanwhile the charge shows the payment as awaiting confirmation (`identified` under the `efi` profile). A Pix payment is always confirmed at once.
                         * @enum {unknown}
                         */
                        compensation: "immediate" | "next_business_day";
                        /** @description Requests per endpoint (method and route) per day of the account's clock, as the real service counts them (15000 there); `GET /v1/notification/:token` may take twice as many. 0: no quota. */
                        daily_quota: number;
                        /** @description Centavos: the fee of each payment in the confirmations file (GET /sandbox/v1/confirmations, "Valor da tarifa"). Default 300 (R$ 3,00, the reference's example). */
                        boleto_fee: number;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Quota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint called today on the account's clock, by name; none while daily_quota is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "day": "2026-05-20",
                     *       "daily_quota": 15000,
                     *       "resets_in_seconds": 36000,
                     *       "endpoints": [
                     *         {
                     *           "endpoint": "POST /v1/charge",
                     *           "used": 12000,
                     *           "refused": 0,
                     *           "limit": 15000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description The account's day on its clock. */
                        day: string;
                        /** @description The setting; 0: no quota, nothing counted. */
                        daily_quota: number;
                        /** @description Until the next day of the account's clock, when every count starts again (the Retry-After of a refusal). */
                        resets_in_seconds: number;
                        endpoints: {
                            /** @description Method and route pattern, as the real limits table names it: "POST /v1/charge". */
                            endpoint: string;
                            /** @description Requests counted today (each one the quota let through). */
                            used: number;
                            /** @description Requests refused today past the limit (3500049). */
                            refused: number;
                            /** @description The endpoint's limit: daily_quota, twice that for GET /v1/notification/:token. */
                            limit: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Confirmations: {
        parameters: {
            query?: {
                /** @description The day, YYYY-MM-DD (default: today on the account's clock). */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (`Content-Disposition: attachment; filename="confirmacoes-YYYY-MM-DD.txt"`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example 0000000001000000000000001000010612111800000000000000062007000000000100000000000015001abcdefghijklmnopqrst1511181211180000000000300 */
                    "text/plain": string;
                };
            };
            400: components["responses"]["validation_error"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Statement: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, at most today on the account's clock (default: today). */
                date?: string;
                /** @description `json` (default): the entries and raw lines; `cnab240`: the file, text/plain. */
                format?: "json" | "cnab240";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD */
                        date: string;
                        file_name: string;
                        /** @description The day is today on the account's clock: more may come. */
                        partial: boolean;
                        /** @description Centavos. */
                        opening_balance: number;
                        /** @description Centavos. */
                        closing_balance: number;
                        /** @description Centavos. */
                        debits: number;
                        /** @description Centavos. */
                        credits: number;
                        entries: {
                            /** @description The segment E's number in the batch (positions 9–13). */
                            sequence: number;
                            /**
                             * @description Credit or debit (position 169).
                             * @enum {unknown}
                             */
                            kind: "C" | "D";
                            /** @description FEBRABAN's category: 202 boleto or card received, 209 Pix received, 105 fee, 103 refund. */
                            category: number;
                            history: string;
                            /** @description Centavos. */
                            value: number;
                            charge_id: number;
                            /** @description The running balance after this entry (negative when the account owes). */
                            balance: number;
                            /** @description The entry's raw 240-character line. */
                            line: string;
                        }[];
                        /** @description Every line of the file, in order (file header, batch header, the entries, batch trailer, file trailer). */
                        lines: string[];
                    };
                    "text/plain": {
                        /** @description YYYY-MM-DD */
                        date: string;
                        file_name: string;
                        /** @description The day is today on the account's clock: more may come. */
                        partial: boolean;
                        /** @description Centavos. */
                        opening_balance: number;
                        /** @description Centavos. */
                        closing_balance: number;
                        /** @description Centavos. */
                        debits: number;
                        /** @description Centavos. */
                        credits: number;
                        entries: {
                            /** @description The segment E's number in the batch (positions 9–13). */
                            sequence: number;
                            /**
                             * @description Credit or debit (position 169).
                             * @enum {unknown}
                             */
                            kind: "C" | "D";
                            /** @description FEBRABAN's category: 202 boleto or card received, 209 Pix received, 105 fee, 103 refund. */
                            category: number;
                            history: string;
                            /** @description Centavos. */
                            value: number;
                            charge_id: number;
                            /** @description The running balance after this entry (negative when the account owes). */
                            balance: number;
                            /** @description The entry's raw 240-character line. */
                            line: string;
                        }[];
                        /** @description Every line of the file, in order (file header, batch header, the entries, batch trailer, file trailer). */
                        lines: string[];
                    };
                };
            };
            /** @description 3500034 validation_error, 4900100 statement_day_in_future */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "statement_day_in_future";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            422: components["responses"]["statement_day_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1Reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Snapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        snapshots: {
                            snapshot_id: number;
                            name: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1Snapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "antes do teste"
                 *     }
                 */
                "application/json": components["schemas"]["TakeSnapshot"];
            };
        };
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "snapshot_id": 1,
                     *       "name": "antes do teste",
                     *       "created_at": "2026-11-23T03:52:20.446Z"
                     *     }
                     */
                    "application/json": {
                        snapshot_id: number;
                        name: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1SnapshotsByIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 4900030 snapshot_incompatible, 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "snapshot_incompatible" | "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            409: components["responses"]["snapshot_conflicts_with_other_account"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    deleteSandboxV1SnapshotsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 200
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 200;
                    };
                };
            };
            /** @description 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1SnapshotsByIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot document (Content-Disposition: attachment). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SnapshotDocument"];
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1Faults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rules": [
                     *         {
                     *           "id": 1,
                     *           "target": "api",
                     *           "fault": "error_500",
                     *           "route": "POST /v1/charge/:id/pay",
                     *           "when": "after",
                     *           "latency_ms": null,
                     *           "times_left": 1,
                     *           "probability": null,
                     *           "hits": 0,
                     *           "spent": false,
                     *           "created_at": "2026-11-23T03:52:20.446Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        rules: ({
                            id: number;
                            /** @constant */
                            target: "api";
                            fault: string;
                            route: string;
                            /** @enum {unknown} */
                            when: "before" | "after";
                            latency_ms: number | null;
                            times_left: number | null;
                            probability: number | null;
                            hits: number;
                            spent: boolean;
                            created_at: string;
                        } | {
                            id: number;
                            /** @constant */
                            target: "callbacks";
                            fault: string;
                            delay_ms: number | null;
                            times_left: number | null;
                            probability: number | null;
                            hits: number;
                            spent: boolean;
                            created_at: string;
                        })[];
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1Faults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "route": "POST /v1/charge/:id/pay",
                 *       "fault": "error_500",
                 *       "when": "after",
                 *       "times": 1
                 *     }
                 */
                "application/json": components["schemas"]["FaultRuleRequest"];
            };
        };
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "target": "api",
                     *       "fault": "error_500",
                     *       "route": "POST /v1/charge/:id/pay",
                     *       "when": "after",
                     *       "latency_ms": null,
                     *       "times_left": 1,
                     *       "probability": null,
                     *       "hits": 0,
                     *       "spent": false,
                     *       "created_at": "2026-11-23T03:52:20.446Z"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @constant */
                        target: "api";
                        fault: string;
                        route: string;
                        /** @enum {unknown} */
                        when: "before" | "after";
                        latency_ms: number | null;
                        times_left: number | null;
                        probability: number | null;
                        hits: number;
                        spent: boolean;
                        created_at: string;
                    } | {
                        id: number;
                        /** @constant */
                        target: "callbacks";
                        fault: string;
                        delay_ms: number | null;
                        times_left: number | null;
                        probability: number | null;
                        hits: number;
                        spent: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    deleteSandboxV1Faults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": 2
                     *     }
                     */
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1FaultsRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The routes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "routes": [
                     *         "*",
                     *         "POST /v1/authorize",
                     *         "POST /v1/charge"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        routes: string[];
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1FaultsReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        injected: {
                            total: number;
                            api: {
                                [key: string]: number;
                            };
                            callbacks: {
                                [key: string]: number;
                            };
                        };
                        callbacks: {
                            sent: number;
                            answered_2xx: number;
                            tokens_notified: number;
                            tokens_fetched: number;
                            token_fetches: number;
                            duplicates: {
                                sent: number;
                                answered_2xx: number;
                                token_fetched_after: number;
                            };
                            out_of_order: {
                                held: number;
                                released: number;
                            };
                            delayed: number;
                            never_acknowledged: {
                                count: number;
                                deliveries: {
                                    delivery_id: number;
                                    token: string;
                                    charge_id: number | null;
                                    state: string;
                                    attempts: number;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getSandboxV1FaultsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "target": "api",
                     *       "fault": "error_500",
                     *       "route": "POST /v1/charge/:id/pay",
                     *       "when": "after",
                     *       "latency_ms": null,
                     *       "times_left": 1,
                     *       "probability": null,
                     *       "hits": 0,
                     *       "spent": false,
                     *       "created_at": "2026-11-23T03:52:20.446Z"
                     *     }
                     */
                    "application/json": {
                        id: number;
                        /** @constant */
                        target: "api";
                        fault: string;
                        route: string;
                        /** @enum {unknown} */
                        when: "before" | "after";
                        latency_ms: number | null;
                        times_left: number | null;
                        probability: number | null;
                        hits: number;
                        spent: boolean;
                        created_at: string;
                    } | {
                        id: number;
                        /** @constant */
                        target: "callbacks";
                        fault: string;
                        delay_ms: number | null;
                        times_left: number | null;
                        probability: number | null;
                        hits: number;
                        spent: boolean;
                        created_at: string;
                    };
                };
            };
            400: components["responses"]["bad_request"];
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    deleteSandboxV1FaultsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id (an integer). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deleted": 1
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        deleted: 1;
                    };
                };
            };
            /** @description 3500034 validation_error, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "validation_error" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["property_does_not_exists"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postSandboxV1SnapshotsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SnapshotDocument"];
            };
        };
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        snapshot_id: number;
                        name: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description 4900030 snapshot_incompatible, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "snapshot_incompatible" | "validation_error" | "missing_data" | "invalid_json";
                    } & components["schemas"]["Error"];
                };
            };
            401: components["responses"]["unauthorized"];
            403: components["responses"]["forbidden"];
            409: components["responses"]["snapshot_conflicts_with_other_account"];
            413: components["responses"]["payload_too_large"];
            415: components["responses"]["unsupported_media_type"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getBoletoByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The boleto's code, from the `link` the API returned. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page, or the PDF when the name ends in .pdf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getEmissaoByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The boleto's code, from the `link` the API returned. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getCarneByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The carnê's code, from the `link` the API returned. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page, or the PDF when the name ends in .pdf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getCarneByCodeByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The carnê's code, from the `link` the API returned. */
                code: string;
                /** @description `capa` or `capa.pdf`. */
                file: "capa" | "capa.pdf";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page, or the PDF when the name ends in .pdf. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getEmissaoCarneByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The carnê's code, from the `link` the API returned. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getPagamentoByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's code, from its `payment_url`. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getPagamentoByCodeDados: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's code, from its `payment_url`. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charge_id: number;
                        /** @enum {unknown} */
                        status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                        payee: string;
                        account_code: string;
                        items: {
                            name: string;
                            /** @description Centavos. */
                            value: number;
                            amount: number;
                        }[];
                        shippings: {
                            name: string;
                            value: number;
                            payee_code?: string;
                        }[];
                        /** @description Centavos. */
                        total: number;
                        /** @enum {unknown} */
                        payment_method: "banking_billet" | "credit_card" | "all";
                        prices: {
                            /** @description Centavos. */
                            banking_billet: number | null;
                            /** @description Centavos. */
                            credit_card: number | null;
                        };
                        billet_discount: number | null;
                        card_discount: number | null;
                        conditional_discount: {
                            /** @enum {unknown} */
                            type: "currency" | "percentage";
                            value: number;
                            /** @description YYYY-MM-DD */
                            until_date: string;
                        } | null;
                        message: string | null;
                        /** @description YYYY-MM-DD */
                        expire_at: string;
                        request_delivery_address: boolean;
                        customer_email: string | null;
                        /** @description The plan of the subscription whose first charge this is; null for a plain link. */
                        subscription: {
                            interval: number;
                            repeats: number | null;
                        } | null;
                        /** @description After the payer chose: `method` and what pay answered. */
                        result: ({
                            barcode: string;
                            /** Format: uri */
                            link: string;
                            /** Format: uri */
                            billet_link: string;
                            pdf: {
                                /** Format: uri */
                                charge: string;
                            };
                            /** @description YYYY-MM-DD */
                            expire_at: string;
                            charge_id: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            /** @constant */
                            payment: "banking_billet";
                            pix?: components["schemas"]["Pix"];
                            /** @constant */
                            method: "banking_billet";
                        } | {
                            installments: number;
                            /** @description Centavos. */
                            installment_value: number;
                            charge_id: number;
                            /** @enum {unknown} */
                            status: "new" | "waiting" | "identified" | "approved" | "unpaid" | "link" | "canceled" | "paid" | "settled" | "refunded" | "contested" | "expired";
                            /** @description Centavos. */
                            total: number;
                            /** @constant */
                            payment: "credit_card";
                            refusal?: {
                                reason: string;
                                retry: boolean;
                            };
                            /** @constant */
                            method: "credit_card";
                        }) | null;
                    };
                };
            };
            400: components["responses"]["bad_request"];
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    postPagamentoByCodePagar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's code, from its `payment_url`. */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkPay"];
            };
        };
        responses: {
            /** @description What POST /v1/charge/:id/pay answers for that method. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        data: components["schemas"]["BilletIssued"] | components["schemas"]["CardPaid"];
                    };
                };
            };
            /** @description 4900020 payment_link_closed, 4600007 expire_at_before_today, 4600414 maximum_due_date_reached, 4600222 payee_and_customer_same_person, 4600036 value_below_minimum, 4600523 discounted_value_below_minimum, 4600037 value_above_limit, 3500018 payment_token_already_used, 3500021 installments_not_allowed, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "payment_link_closed" | "expire_at_before_today" | "maximum_due_date_reached" | "payee_and_customer_same_person" | "value_below_minimum" | "discounted_value_below_minimum" | "value_above_limit" | "payment_token_already_used" | "installments_not_allowed" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getBolixV2CobvByLocation: {
        parameters: {
            query?: {
                /** @description The payment day, YYYY-MM-DD (default: today on the account's clock). After the write-off day: 4900003. */
                DPP?: string;
                /** @description The payer's municipality, 7-digit IBGE code (checked, not used). */
                codMun?: string;
            };
            header?: never;
            path: {
                /** @description The 32 hex digits at the end of the code's field 26/25. */
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compact JWS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/jose": string;
                };
            };
            /** @description 4900003 boleto_written_off, 3500034 validation_error, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "boleto_written_off" | "validation_error" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            404: components["responses"]["pix_code_not_found"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getBolixV2Jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 7517 JWK Set: the RSA public key, kept with the database. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @enum {unknown} */
                            kty: "RSA";
                            n: string;
                            e: string;
                            kid: string;
                            /** @enum {unknown} */
                            alg: "PS256";
                            /** @enum {unknown} */
                            use: "sig";
                        }[];
                    };
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    post3dsDesafioByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's code, from the `tds_challenge.form_data.action_url` of the POST /v2/charge/card answer. */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TdsChallengeForm"];
            };
        };
        responses: {
            /** @description The page where the payer passes or fails the challenge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description 4900072 tds_challenge_not_pending, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "tds_challenge_not_pending" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    post3dsDesafioByCodeResposta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's code, from the `tds_challenge.form_data.action_url` of the POST /v2/charge/card answer. */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TdsChallengeAnswer"];
            };
        };
        responses: {
            /** @description To the merchant's `challenge_callback_url` (`Location`), the charge answered: `approved` or `unpaid`. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 4900072 tds_challenge_not_pending, 3500034 validation_error, 3500002 missing_data, 3500042 invalid_json, 400 bad_request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        error?: "tds_challenge_not_pending" | "validation_error" | "missing_data" | "invalid_json" | "bad_request";
                    } & components["schemas"]["Error"];
                };
            };
            403: components["responses"]["forbidden"];
            404: components["responses"]["route_not_found"];
            413: components["responses"]["payload_too_large"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            403: components["responses"]["forbidden"];
            500: components["responses"]["internal_server_error"];
            503: components["responses"]["could_not_finish_request"];
        };
    };
}
