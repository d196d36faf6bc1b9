/**
 * Generated from the API's OpenAPI document by `npm run api-types` (apps/api/src/cli/api-types.ts).
 * Do not edit: change the route's schema and run it again. A test fails when this file is stale.
 */
export interface paths {
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sets the XSRF-TOKEN cookie */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                /** @description Signed in; the session cookie is set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Wrong credentials, inactive user or missing fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Too many failed attempts */
                429: {
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
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                204: {
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
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            avatar_url: string | null;
                            roles: {
                                role_id: number;
                            }[];
                            store: {
                                id: number;
                                name: string;
                                time_zone?: string;
                            };
                            must_change_password?: boolean;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/origins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/bulb_positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/bulb_technologies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/shipping_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description id and name of each entry */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Categories with variants (JSON text) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            variants: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Positions with variants (JSON text) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            variants: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/sides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sides with variants (JSON text) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            variants: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/makes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Vehicle makes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Vehicle models with make_id */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            make_id: number;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Years, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Companies the user may see */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Users of the companies the user may see */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/models/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Adds a model missing from the list (roles 1, 2, 5) with its first and last year. Ids start at 1,000,000 so the seeded list never overwrites one. */
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
                        make_id: number;
                        name: string;
                        year_from: number;
                        year_to: number;
                    };
                };
            };
            responses: {
                /** @description The new model */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            make_id: number;
                            year_from: number;
                            year_to: number;
                        };
                    };
                };
                /** @description Role without the right to add models */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown make, blank or repeated name, years out of range */
                422: {
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
    "/api/autoparts/search/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Under an empty result: the same search relaxed (without its year or another word) and «¿quisiste decir…?», each only if it finds something in the same list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {relaxed: {text, message} | null, did_you_mean: string | null} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            relaxed: {
                                text: string;
                                message: string;
                            } | null;
                            did_you_mean: string | null;
                        };
                    };
                };
                /** @description Invalid filters */
                422: {
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
    "/api/autoparts/searchInventory/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Under an empty result: the same search relaxed (without its year or another word) and «¿quisiste decir…?», each only if it finds something in the same list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {relaxed: {text, message} | null, did_you_mean: string | null} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            relaxed: {
                                text: string;
                                message: string;
                            } | null;
                            did_you_mean: string | null;
                        };
                    };
                };
                /** @description Invalid filters */
                422: {
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
    "/api/autoparts/searchSales/suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Under an empty result: the same search relaxed (without its year or another word) and «¿quisiste decir…?», each only if it finds something in the same list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {relaxed: {text, message} | null, did_you_mean: string | null} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            relaxed: {
                                text: string;
                                message: string;
                            } | null;
                            did_you_mean: string | null;
                        };
                    };
                };
                /** @description Invalid filters */
                422: {
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
    "/api/autoparts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Buscador: every company, without reserved, sold or Incompleto parts */
        post: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {data, from, to, total, per_page, current_page, last_page} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                sale_price: number;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                ml_id: string | null;
                                ml_status: string | null;
                                ag_id: number | null;
                                store: string;
                                store_id: number;
                                store_ml: string | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                url_thumbnail: string | null;
                            }[];
                            from: number | null;
                            to: number | null;
                            total: number;
                            total_exact?: boolean;
                            per_page: number;
                            current_page: number;
                            last_page: number;
                        };
                    };
                };
                /** @description Invalid filters or page */
                422: {
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
    "/api/autoparts/searchInventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Autopartes and the stock check: the own company */
        post: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {data, from, to, total, per_page, current_page, last_page} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                sale_price: number;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                ml_id: string | null;
                                ml_status: string | null;
                                ag_id: number | null;
                                store: string;
                                store_id: number;
                                store_ml: string | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                url_thumbnail: string | null;
                            }[];
                            from: number | null;
                            to: number | null;
                            total: number;
                            total_exact?: boolean;
                            per_page: number;
                            current_page: number;
                            last_page: number;
                        };
                    };
                };
                /** @description Invalid filters or page */
                422: {
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
    "/api/autoparts/searchSales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ventas: the own company */
        post: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description {data, from, to, total, per_page, current_page, last_page} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                sale_price: number;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                ml_id: string | null;
                                ml_status: string | null;
                                ag_id: number | null;
                                store: string;
                                store_id: number;
                                store_ml: string | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                url_thumbnail: string | null;
                            }[];
                            from: number | null;
                            to: number | null;
                            total: number;
                            total_exact?: boolean;
                            per_page: number;
                            current_page: number;
                            last_page: number;
                        };
                    };
                };
                /** @description Invalid filters or page */
                422: {
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
    "/api/autoparts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The part; comments and activity only for its own company (and role 1) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No such part, or deleted */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/showByUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The part with comments and activity */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/{id}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The part’s purchase cost (null: not recorded) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            part_id: number;
                            cost_cents: number | null;
                        };
                    };
                };
                /** @description Only roles 1, 2 see and change costs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** @description The purchase cost («Costo»): what a scrapped part («merma») writes off. Roles 1, 2. */
        put: {
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
                        cost_cents: number | null;
                    };
                };
            };
            responses: {
                /** @description The part’s purchase cost (null: not recorded) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            part_id: number;
                            cost_cents: number | null;
                        };
                    };
                };
                /** @description Only roles 1, 2 see and change costs */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A cost that is not whole cents from 0 to $99,999,999 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/updateStatus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The detail screen’s Vender / Separar / Activar. A reason, when given, is stored as the comment "Motivo de estatus {status}: {reason}"; the activity entry is written either way. */
        put: {
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
                        status_id: number;
                        reason?: string | null;
                        final_price?: number | null;
                    };
                };
            };
            responses: {
                /** @description {autopart, sync} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autopart: {
                                id: number;
                                ag_id: number | null;
                                name: string;
                                description: string | null;
                                autopart_number: string | null;
                                category_id: number | null;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                make_id: number | null;
                                make: {
                                    id: number;
                                    name: string;
                                } | null;
                                model_id: number | null;
                                model: {
                                    id: number;
                                    name: string;
                                } | null;
                                years: {
                                    id: number;
                                    name: string;
                                }[];
                                condition_id: number | null;
                                condition: {
                                    id: number;
                                    name: string;
                                } | null;
                                origin_id: number | null;
                                origin: {
                                    id: number;
                                    name: string;
                                } | null;
                                position_id: number | null;
                                position: {
                                    id: number;
                                    name: string;
                                } | null;
                                side_id: number | null;
                                side: {
                                    id: number;
                                    name: string;
                                } | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                quality: number;
                                sale_price: number;
                                final_price: number | null;
                                store: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                };
                                store_ml_id: number | null;
                                store_ml: {
                                    id: number;
                                    name: string;
                                } | null;
                                ml_id: string | null;
                                ml_status: string | null;
                                bulb_tech_id: number | null;
                                bulb_tech: {
                                    id: number;
                                    name: string;
                                } | null;
                                bulb_pos_id: number | null;
                                bulb_pos: {
                                    id: number;
                                    name: string;
                                } | null;
                                shipping_type_id: number | null;
                                shipping_type: {
                                    id: number;
                                    name: string;
                                } | null;
                                includes_mirror: boolean | null;
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                url_thumbnail: string | null;
                                version: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                comments?: {
                                    id: number;
                                    comment: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                                activity?: {
                                    id: number;
                                    activity: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                            };
                            sync: boolean;
                        };
                    };
                };
                /** @description The role cannot sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The part kept changing under several attempts (other writers); reload and retry */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown status, a change not offered from the current status, or a bad amount */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates a part of the user’s company at status 5 (Incompleto), or 1 when it already has a price, category, make and model. An empty name is generated. `images` are temporary uploads attached to the part. */
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
                        name?: string | unknown;
                        description?: string | unknown;
                        autopart_number?: string | unknown;
                        model_id?: number | unknown;
                        years?: number[] | null;
                        condition_id?: number | unknown;
                        origin_id?: number | unknown;
                        position_id?: number | unknown;
                        side_id?: number | unknown;
                        location_id?: number | unknown;
                        bulb_tech_id?: number | unknown;
                        bulb_pos_id?: number | unknown;
                        includes_mirror?: boolean | unknown;
                        quality?: number | null;
                        sale_price?: number | null;
                        store_ml_id?: number | unknown;
                        marketplace_account_id?: number | unknown;
                        shipping_type_id?: number | unknown;
                        make_id: number;
                        category_id: number;
                        status_id?: number;
                        images?: {
                            id: number;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description The created part */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The role may not create parts or change an "Administrador y Supervisor" field */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Missing make or category, unknown ids, a field the category does not take */
                422: {
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
    "/api/autoparts/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Partial update: fields absent from the body keep their value, null clears. `version` is the version the edit was based on; a stale one answers 409 and writes nothing. */
        put: {
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
                        name?: string | unknown;
                        description?: string | unknown;
                        autopart_number?: string | unknown;
                        model_id?: number | unknown;
                        years?: number[] | null;
                        condition_id?: number | unknown;
                        origin_id?: number | unknown;
                        position_id?: number | unknown;
                        side_id?: number | unknown;
                        location_id?: number | unknown;
                        bulb_tech_id?: number | unknown;
                        bulb_pos_id?: number | unknown;
                        includes_mirror?: boolean | unknown;
                        quality?: number | null;
                        sale_price?: number | null;
                        store_ml_id?: number | unknown;
                        marketplace_account_id?: number | unknown;
                        shipping_type_id?: number | unknown;
                        make_id?: number;
                        category_id?: number;
                        status_id?: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description {autopart, sync} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autopart: {
                                id: number;
                                ag_id: number | null;
                                name: string;
                                description: string | null;
                                autopart_number: string | null;
                                category_id: number | null;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                make_id: number | null;
                                make: {
                                    id: number;
                                    name: string;
                                } | null;
                                model_id: number | null;
                                model: {
                                    id: number;
                                    name: string;
                                } | null;
                                years: {
                                    id: number;
                                    name: string;
                                }[];
                                condition_id: number | null;
                                condition: {
                                    id: number;
                                    name: string;
                                } | null;
                                origin_id: number | null;
                                origin: {
                                    id: number;
                                    name: string;
                                } | null;
                                position_id: number | null;
                                position: {
                                    id: number;
                                    name: string;
                                } | null;
                                side_id: number | null;
                                side: {
                                    id: number;
                                    name: string;
                                } | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                quality: number;
                                sale_price: number;
                                final_price: number | null;
                                store: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                };
                                store_ml_id: number | null;
                                store_ml: {
                                    id: number;
                                    name: string;
                                } | null;
                                ml_id: string | null;
                                ml_status: string | null;
                                bulb_tech_id: number | null;
                                bulb_tech: {
                                    id: number;
                                    name: string;
                                } | null;
                                bulb_pos_id: number | null;
                                bulb_pos: {
                                    id: number;
                                    name: string;
                                } | null;
                                shipping_type_id: number | null;
                                shipping_type: {
                                    id: number;
                                    name: string;
                                } | null;
                                includes_mirror: boolean | null;
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                url_thumbnail: string | null;
                                version: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                comments?: {
                                    id: number;
                                    comment: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                                activity?: {
                                    id: number;
                                    activity: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                            };
                            sync: boolean;
                        };
                    };
                };
                /** @description Locked by role or status, or a field the role may not change */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Someone else saved the part since `version` */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Duplicates the stored part {id} of the user’s company (role 1: any company) into that same company: descriptive fields only (no photos, listing, marketplace account or AG id), at status 5. Every role may duplicate (docs/product.md §6). */
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
                        id: number;
                    };
                };
            };
            responses: {
                /** @description The new part */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
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
    "/api/autoparts/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Soft delete (role 1). A listed part’s listing is paused by the marketplace sync. */
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
                /** @description {data: true} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description Only role 1 deletes parts */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autoparts/republish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks the marketplace to publish again a listing it holds under review. */
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
                        id: number;
                    };
                };
            };
            responses: {
                /** @description {autopart, sync} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autopart: {
                                id: number;
                                ag_id: number | null;
                                name: string;
                                description: string | null;
                                autopart_number: string | null;
                                category_id: number | null;
                                category: {
                                    id: number;
                                    name: string;
                                } | null;
                                make_id: number | null;
                                make: {
                                    id: number;
                                    name: string;
                                } | null;
                                model_id: number | null;
                                model: {
                                    id: number;
                                    name: string;
                                } | null;
                                years: {
                                    id: number;
                                    name: string;
                                }[];
                                condition_id: number | null;
                                condition: {
                                    id: number;
                                    name: string;
                                } | null;
                                origin_id: number | null;
                                origin: {
                                    id: number;
                                    name: string;
                                } | null;
                                position_id: number | null;
                                position: {
                                    id: number;
                                    name: string;
                                } | null;
                                side_id: number | null;
                                side: {
                                    id: number;
                                    name: string;
                                } | null;
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                quality: number;
                                sale_price: number;
                                final_price: number | null;
                                store: {
                                    id: number;
                                    name: string;
                                    phone: string | null;
                                };
                                store_ml_id: number | null;
                                store_ml: {
                                    id: number;
                                    name: string;
                                } | null;
                                ml_id: string | null;
                                ml_status: string | null;
                                bulb_tech_id: number | null;
                                bulb_tech: {
                                    id: number;
                                    name: string;
                                } | null;
                                bulb_pos_id: number | null;
                                bulb_pos: {
                                    id: number;
                                    name: string;
                                } | null;
                                shipping_type_id: number | null;
                                shipping_type: {
                                    id: number;
                                    name: string;
                                } | null;
                                includes_mirror: boolean | null;
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                url_thumbnail: string | null;
                                version: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                comments?: {
                                    id: number;
                                    comment: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                                activity?: {
                                    id: number;
                                    activity: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    user: {
                                        name: string;
                                        avatar_url: string | null;
                                    } | null;
                                }[];
                            };
                            sync: boolean;
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The listing is not under review */
                422: {
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
    "/api/autoparts/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {description}: the company’s description template */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            description: string;
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
    "/api/autoparts/bulk/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What the change would do to each chosen part (before, after, or why it is left as it is). Writes nothing. Price, status, store and quality need roles 1, 2 or 5; location any role that edits parts. */
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
                        ids: number[];
                        changes: {
                            price?: {
                                /** @enum {string} */
                                mode: "set";
                                amount: number;
                            } | {
                                /** @enum {string} */
                                mode: "percent";
                                basisPoints: number;
                            };
                            status_id?: number;
                            location_id?: number | unknown;
                            store_ml_id?: number | unknown;
                            quality?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description One row per chosen part, with counts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: {
                                id: number;
                                version: number;
                                name: string;
                                before: {
                                    sale_price: number;
                                    status: {
                                        id: number;
                                        name: string;
                                    };
                                    location: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    store_ml: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    quality: number;
                                };
                                after: {
                                    sale_price: number;
                                    status: {
                                        id: number;
                                        name: string;
                                    };
                                    location: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    store_ml: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    quality: number;
                                };
                                changed: ("sale_price" | "status" | "location" | "store_ml" | "quality")[];
                                skipped: string | null;
                            }[];
                            changing: number;
                            unchanged: number;
                            skipped: number;
                        };
                    };
                };
                /** @description The role may not change one of the fields */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid change, unknown location or store, or parts that no longer exist */
                422: {
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
    "/api/autoparts/bulk/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Saves the previewed change, all or nothing, through the part form’s rules, one activity line per changed part. Each part carries the version its preview showed; one saved since answers 409 and nothing is written. */
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
                        parts: {
                            id: number;
                            version: number;
                        }[];
                        changes: {
                            price?: {
                                /** @enum {string} */
                                mode: "set";
                                amount: number;
                            } | {
                                /** @enum {string} */
                                mode: "percent";
                                basisPoints: number;
                            };
                            status_id?: number;
                            location_id?: number | unknown;
                            store_ml_id?: number | unknown;
                            quality?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description {updated, skipped} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                            skipped: number;
                        };
                    };
                };
                /** @description The role may not change one of the fields */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A part changed since the preview */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid change */
                422: {
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
    "/api/autoparts/comments/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        comment: string;
                        autopart_id: number;
                    };
                };
            };
            responses: {
                /** @description The comment with its author {name, avatar_url} */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            comment: string;
                            /** Format: date-time */
                            created_at: string;
                            user: {
                                name: string;
                                avatar_url: string | null;
                            } | null;
                            autopart_id: number;
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Empty or too long comment */
                422: {
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
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Locations of the user’s company (every company for role 1), by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Location"][];
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
    "/api/locations/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    size?: "50x25mm" | "4x2.4in";
                    print?: "0" | "1";
                    ids?: string;
                    prefix?: string;
                    store_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Printable labels of many locations: the given ids and/or names starting with prefix */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No location matched */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description One location */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Location"];
                        };
                    };
                };
                /** @description Not found or another company’s location */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/locations/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    size?: "50x25mm" | "4x2.4in";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Printable label with the QR location-{id} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/locations/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        store_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description The created location */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Location"];
                    };
                };
                /** @description Role without locations access, or another company without role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Blank, too long or duplicate name */
                422: {
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
    "/api/locations/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The renamed location */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Location"];
                    };
                };
                /** @description Not found or another company’s location */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Blank, too long or duplicate name */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/locations/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Deleted (soft) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description Not found or another company’s location */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The location still has stock */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autoparts/images/uploadTemp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A photo for a part not saved yet. Give its id in `images` of POST /api/autoparts/store; uploads not saved within a day are deleted. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description One image, at most 20 MB
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The temporary image (order 0) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PartImage"] & {
                            /** @enum {boolean} */
                            temp: true;
                        };
                    };
                };
                /** @description The image weighs more than 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a JPEG, PNG, WebP (or HEIF), empty, above 50 megapixels, or too many photos */
                422: {
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
    "/api/autoparts/images/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Appends a photo to a part. `sync`: whether the marketplace accepted the change. */
        post: {
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
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description One image, at most 20 MB
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The image */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PartImage"] & {
                            sync: boolean;
                        };
                    };
                };
                /** @description The part is locked for this role and status (always when sold) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The image weighs more than 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a JPEG, PNG, WebP (or HEIF), empty, above 50 megapixels, or too many photos */
                422: {
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
    "/api/autoparts/images/destroy/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes a photo and renumbers the rest keeping their order. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                            sync: boolean;
                        };
                    };
                };
                /** @description The part is locked for this role and status */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such image in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autoparts/images/destroyTemp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deletes one of the user’s own temporary uploads, named by id (or url). */
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
                        /** @example 812 */
                        id?: number | null;
                        /** @example /media/temp/7/0b9c….jpg */
                        url?: string | null;
                    };
                };
            };
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description Not a temporary upload of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Neither id nor url given */
                422: {
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
    "/api/autoparts/images/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets the photos’ order; `images` must hold exactly the part’s images. */
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
                        autopart_id: number;
                        images: {
                            id: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Sorted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                            sync: boolean;
                        };
                    };
                };
                /** @description The part is locked for this role and status */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The list is not exactly the part’s images */
                422: {
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
    "/api/autoparts/qr/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Printable label of a part: QR autopart-{id}, AV-id, name, make, model, years and location. Prints on load unless print=0. */
        get: {
            parameters: {
                query?: {
                    size?: "50x25mm" | "4x2.4in";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The label page (50 × 25 mm unless size=4x2.4in) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Signed out: a page linking to sign-in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/autoparts/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Labels of many parts, one per printed page: the given ids, or every unsold part of a location. */
        get: {
            parameters: {
                query?: {
                    size?: "50x25mm" | "4x2.4in";
                    print?: "0" | "1";
                    ids?: string;
                    location?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The labels page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Signed out */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Nothing to print, or a location of another company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Neither ids nor location, or too many labels */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/autoparts/showReinventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A scanned part for the stock check: any status, with images and years. */
        get: {
            parameters: {
                query?: {
                    /** @description The counted location: the part must belong to its company */
                    location?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The part (same shape as showByUser, without comments and activity) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No such part in the company (or it was deleted), or the location is not in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/showReinventoryAg/{agId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The same, found by the old system’s id (a bare number scanned from an old label). */
        get: {
            parameters: {
                query?: {
                    /** @description The counted location: the part must belong to its company */
                    location?: string;
                };
                header?: never;
                path: {
                    agId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The part */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ag_id: number | null;
                            name: string;
                            description: string | null;
                            autopart_number: string | null;
                            category_id: number | null;
                            category: {
                                id: number;
                                name: string;
                            } | null;
                            make_id: number | null;
                            make: {
                                id: number;
                                name: string;
                            } | null;
                            model_id: number | null;
                            model: {
                                id: number;
                                name: string;
                            } | null;
                            years: {
                                id: number;
                                name: string;
                            }[];
                            condition_id: number | null;
                            condition: {
                                id: number;
                                name: string;
                            } | null;
                            origin_id: number | null;
                            origin: {
                                id: number;
                                name: string;
                            } | null;
                            position_id: number | null;
                            position: {
                                id: number;
                                name: string;
                            } | null;
                            side_id: number | null;
                            side: {
                                id: number;
                                name: string;
                            } | null;
                            location_id: number | null;
                            location: {
                                id: number;
                                name: string;
                            } | null;
                            status_id: number;
                            status: {
                                id: number;
                                name: string;
                            };
                            quality: number;
                            sale_price: number;
                            final_price: number | null;
                            store: {
                                id: number;
                                name: string;
                                phone: string | null;
                            };
                            store_ml_id: number | null;
                            store_ml: {
                                id: number;
                                name: string;
                            } | null;
                            ml_id: string | null;
                            ml_status: string | null;
                            bulb_tech_id: number | null;
                            bulb_tech: {
                                id: number;
                                name: string;
                            } | null;
                            bulb_pos_id: number | null;
                            bulb_pos: {
                                id: number;
                                name: string;
                            } | null;
                            shipping_type_id: number | null;
                            shipping_type: {
                                id: number;
                                name: string;
                            } | null;
                            includes_mirror: boolean | null;
                            images: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                            url_thumbnail: string | null;
                            version: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            comments?: {
                                id: number;
                                comment: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                            activity?: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description No part with that AG id in the company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/bulkUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Saves a count of one location in one transaction. found: 2 → 1. added: moved here, 2 → 1. The location’s parts in status 1, 2, 5 sent without action or not sent: missing, 1 → 2 and the listing paused. Each part gets an activity entry; the count is stored as a stock check. Sending the same count again changes nothing and answers the same rows. With idempotency_key the same key answers the first result, and parts changed meanwhile by someone else (or deleted, or put in the location after the device loaded it) are left as they are and answered in conflicts. */
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
                        autoparts: {
                            /** @example 1532 */
                            id: number;
                            /**
                             * @description found, added, or null/absent = not found (missing)
                             * @enum {string|null}
                             */
                            action?: "found" | "added" | null;
                            status_id?: number | null;
                            location_id?: number | null;
                            ml_id?: string | null;
                            ml_status?: string | null;
                        }[];
                        location: {
                            /** @example 12 */
                            id: number;
                            name?: string | null;
                        };
                        /**
                         * @description A key per count (16–64 letters, digits, - or _): the same key again answers the first result without applying anything; with it, parts whose status_id/location_id differ from what the row says are left as they are and listed in conflicts.
                         * @example 3f0c9a52-6d1e-4d0b-9a57-1c2b7f1e8a40
                         */
                        idempotency_key?: string | null;
                    };
                };
            };
            responses: {
                /** @description {autoparts: [{id, status_id, status, location_id, location}], conflicts: [{id, reason, status, location}], stock_check: {id, created_at, location, user, found, added, missing, changed, repeated}} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            autoparts: {
                                id: number;
                                status_id: number;
                                status: {
                                    id: number;
                                    name: string;
                                };
                                location_id: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            conflicts: {
                                id: number;
                                /** @enum {string} */
                                reason: "changed" | "unseen" | "gone";
                                status: {
                                    id: number;
                                    name: string;
                                } | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                            stock_check: {
                                id: number;
                                /** Format: date-time */
                                created_at: string;
                                location: {
                                    id: number;
                                    name: string;
                                };
                                user: {
                                    id: number;
                                    name: string;
                                    avatar_url: string | null;
                                };
                                found: number;
                                added: number;
                                missing: number;
                                changed: number;
                                repeated: boolean;
                            };
                        };
                    };
                };
                /** @description The location does not exist or belongs to another company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Repeated ids, ids of deleted parts or of another company, or a malformed row */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/stock-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Past stock checks, newest first: date, who, found / added / missing. */
        get: {
            parameters: {
                query?: {
                    /** @description The counted location: the part must belong to its company */
                    location?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Page shape {data, from, to, total, per_page, current_page, last_page} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** Format: date-time */
                                created_at: string;
                                location: {
                                    id: number;
                                    name: string;
                                };
                                user: {
                                    id: number;
                                    name: string;
                                    avatar_url: string | null;
                                };
                                found: number;
                                added: number;
                                missing: number;
                                changed: number;
                            }[];
                            from: number | null;
                            to: number | null;
                            total: number;
                            total_exact?: boolean;
                            per_page: number;
                            current_page: number;
                            last_page: number;
                        };
                    };
                };
                /** @description The location does not exist or belongs to another company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Tablero and Reportes: sales, stock, aging, stock checks and listings for a period (roles 1, 2, 5; role 1 may choose a company with store, or all). */
        get: {
            parameters: {
                query?: {
                    period?: "today" | "7d" | "30d" | "month" | "last_month" | "year" | "range";
                    from?: string;
                    to?: string;
                    store?: "" | number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every figure of the period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            period: {
                                /** @enum {string} */
                                key: "today" | "7d" | "30d" | "month" | "last_month" | "year" | "range";
                                from: string;
                                to: string;
                                previous_from: string;
                                previous_to: string;
                                /** @enum {string} */
                                bucket: "day" | "week" | "month";
                            };
                            company: {
                                id: number;
                                name: string;
                            } | null;
                            sales: {
                                count: number;
                                income: number;
                                previous_count: number;
                                previous_income: number;
                                average_discount_percent: number | null;
                                series: {
                                    start: string;
                                    count: number;
                                    income: number;
                                }[];
                                by_seller: {
                                    id: number | null;
                                    name: string;
                                    count: number;
                                    income: number;
                                }[];
                                by_category: {
                                    id: number | null;
                                    name: string;
                                    count: number;
                                    income: number;
                                }[];
                                by_make: {
                                    id: number | null;
                                    name: string;
                                    count: number;
                                    income: number;
                                }[];
                            };
                            ledger: {
                                tickets: number;
                                income_cents: number;
                                average_ticket_cents: number | null;
                                parts_per_ticket: number | null;
                                by_payment_method: {
                                    /** @enum {string} */
                                    method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                    tickets: number;
                                    amount_cents: number;
                                }[];
                                by_customer: {
                                    id: number | null;
                                    name: string;
                                    tickets: number;
                                    income_cents: number;
                                }[];
                                by_seller: {
                                    id: number | null;
                                    name: string;
                                    tickets: number;
                                    income_cents: number;
                                }[];
                            };
                            returns: {
                                sales_cents: number;
                                refunds_cents: number;
                                net_cents: number;
                                by_reason: {
                                    /** @enum {string} */
                                    reason: "no_funciona" | "no_era_la_pieza" | "danada_envio" | "arrepentimiento" | "otro";
                                    count: number;
                                    amount_cents: number;
                                }[];
                                by_outcome: {
                                    /** @enum {string} */
                                    outcome: "refund_cash" | "refund_original" | "store_credit" | "exchange";
                                    count: number;
                                    amount_cents: number;
                                }[];
                                parts: {
                                    back_to_stock: number;
                                    in_review: number;
                                    scrapped: number;
                                };
                                cost?: {
                                    written_off_cents: number;
                                    cost_unknown: number;
                                    back_to_stock_cost_cents: number;
                                    back_to_stock_without_cost: number;
                                };
                                warranty_by_category: {
                                    id: number | null;
                                    name: string;
                                    count: number;
                                    amount_cents: number;
                                }[];
                                warranty_by_seller: {
                                    id: number | null;
                                    name: string;
                                    count: number;
                                    amount_cents: number;
                                }[];
                            };
                            stock: {
                                by_status: {
                                    count: number;
                                    value: number;
                                    status_id: number;
                                    name: string;
                                }[];
                                total: {
                                    count: number;
                                    value: number;
                                };
                                without_photos: number;
                                without_price: number;
                                incomplete: {
                                    count: number;
                                    value: number;
                                };
                            };
                            aging: {
                                count: number;
                                value: number;
                                key: string;
                                label: string;
                                min: number;
                                max: number | null;
                            }[];
                            stock_check: {
                                locations_counted: number;
                                checks: number;
                                found: number;
                                added: number;
                                missing: number;
                                most_missing: {
                                    id: number;
                                    name: string;
                                    missing: number;
                                    checks: number;
                                }[];
                                due: {
                                    id: number;
                                    name: string;
                                    last_counted_at: string | null;
                                }[];
                                due_total: number;
                                locations_total: number;
                            };
                            marketplace: {
                                active: number;
                                paused: number;
                                closed: number;
                                errors: number;
                            };
                        };
                    };
                };
                /** @description Roles 3 and 4 (they never see income) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The chosen company does not exist */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid period, dates or company */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/dashboard/lost-demand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Reportes, «Lo que buscaron y no había»: searches of the period that found nothing, most asked first (roles 1, 2, 5; company as the Tablero) */
        get: {
            parameters: {
                query?: {
                    period?: "today" | "7d" | "30d" | "month" | "last_month" | "year" | "range";
                    from?: string;
                    to?: string;
                    store?: "" | number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {data: [{query, times, people, last_at}]} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                query: string;
                                times: number;
                                people: string[];
                                last_at: string;
                            }[];
                        };
                    };
                };
                /** @description Roles 3 and 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid period, dates or company */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/stores_ml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Marketplace accounts of the user’s company (all for role 1); never tokens */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketplaceAccount"][];
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
    "/api/stores_ml/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                        /** @example 123456789 */
                        user_id: string;
                        store_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description The created account (needs authorisation) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketplaceAccount"];
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Blank name, bad or duplicate User Id ML, unknown company */
                422: {
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
    "/api/stores_ml/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The renamed account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarketplaceAccount"];
                    };
                };
                /** @description No such account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Blank or too long name */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/stores_ml/destroy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Deleted (soft); its grant is dropped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description No such account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Parts for sale are still listed through the account */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores_ml/{id}/authorize-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The marketplace authorisation page with client_id, redirect_uri and a signed, expiring state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string;
                        };
                    };
                };
                /** @description No such account */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The marketplace is not configured (no ML_CLIENT_ID) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/autoparts/{id}/compatibilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description Extra compatible vehicles and what Mercado Libre said of each */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            compatibilities: {
                                id: number;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year_from: number;
                                year_to: number;
                            }[];
                            ml: {
                                ml_id: string;
                                /** Format: date-time */
                                updated_at: string;
                                results: {
                                    label: string;
                                    /** @enum {string} */
                                    status: "accepted" | "not_found";
                                }[];
                            } | null;
                            sync?: boolean;
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        compatibilities: {
                            make_id: number;
                            model_id: number;
                            year_from: number;
                            year_to: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The saved list (replaces the previous one); sync says whether ML has it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            compatibilities: {
                                id: number;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year_from: number;
                                year_to: number;
                            }[];
                            ml: {
                                ml_id: string;
                                /** Format: date-time */
                                updated_at: string;
                                results: {
                                    label: string;
                                    /** @enum {string} */
                                    status: "accepted" | "not_found";
                                }[];
                            } | null;
                            sync?: boolean;
                        };
                    };
                };
                /** @description The role may not edit the part in its status */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad make/model/years, a range over 30 years, too many rows */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml/requirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    category_id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Required attributes of the category’s marketplace category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                            ml_category_id: string | null;
                            ml_category_name: string | null;
                            required_attributes: {
                                id: string;
                                name: string;
                            }[];
                            compatibilities_required: boolean;
                            message: string | null;
                            requires_picture?: boolean;
                            minimum_price?: number | null;
                            pictures_public?: boolean;
                            condition_values?: {
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description No such category */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every category with its marketplace category */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                category: {
                                    id: number;
                                    name: string;
                                };
                                ml_category_id: string | null;
                                ml_category_name: string | null;
                                /** @enum {string} */
                                source: "seed" | "discovery" | "manual" | "none";
                                /** Format: date-time */
                                updated_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        ml_category_id: string | null;
                    };
                };
            };
            responses: {
                /** @description The corrected mapping */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: {
                                id: number;
                                name: string;
                            };
                            ml_category_id: string | null;
                            ml_category_name: string | null;
                            /** @enum {string} */
                            source: "seed" | "discovery" | "manual" | "none";
                            /** Format: date-time */
                            updated_at: string | null;
                        };
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such category */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not an MLM category id */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description OAuth callback of the marketplace (public: it is reached by a redirect). Verifies the signed state, exchanges the code and stores the grant when the authorised seller is the account’s. */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Spanish page: the account is connected */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Forged, expired or spent state; code refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Another seller authorised */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/ml/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Mercado Libre notifications (public, no XSRF). The event is stored and queued, and the answer is 200 at once. Anything not for our application (application_id ≠ ML_CLIENT_ID) or unreadable is also answered 200, logged and dropped: the marketplace retries every other answer for about an hour and may switch the topic off, and a retry would change nothing. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Received (stored, or ignored) */
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
    "/api/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Unanswered buyer questions of the company’s accounts, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Question"][];
                            unanswered: number;
                        };
                    };
                };
                /** @description Role 3 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/questions/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The menu badge: unanswered questions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unanswered: number;
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
    "/api/questions/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers the question once (POST /answers on the marketplace). The question is claimed in one statement, so a double click or two users send one answer; the loser gets 409. When the marketplace does not answer in time the answer stays queued (answer_state "sending") and is retried with back-off, asking the marketplace first so that it is never sent twice. */
        post: {
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
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Answered, or queued (answer_state sending) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Question"];
                        };
                    };
                };
                /** @description No such question in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Already answered, being answered, or deleted by the buyer */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Empty or longer than 2000 characters, or refused by the marketplace */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre is not configured */
                503: {
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
    "/api/quick-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s saved answers, by text */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["QuickAnswer"][];
                        };
                    };
                };
            };
        };
        put?: never;
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
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The saved answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["QuickAnswer"];
                        };
                    };
                };
                /** @description Empty, too long or already saved */
                422: {
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
    "/api/quick-answers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description No such answer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/autoparts/{id}/marketplace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The listing’s state, last sync and questions (newest first) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            health: components["schemas"]["ListingHealth"];
                            questions: components["schemas"]["Question"][];
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/listing-problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Parts whose last sync failed or whose listing is under review */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                part: {
                                    id: number;
                                    name: string;
                                    sale_price: number | null;
                                    status_id: number;
                                    status_name: string;
                                    location: string | null;
                                    url_thumbnail: string | null;
                                    ml_id: string | null;
                                };
                                health: components["schemas"]["ListingHealth"];
                            }[];
                        };
                    };
                };
                /** @description Roles 3 and 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/listing-problems/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                /** @description The sync was queued; synced when the marketplace took it in time */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queued: boolean;
                            synced: boolean;
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The part has no marketplace account */
                422: {
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
    "/api/ml-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    stage?: "por_preparar" | "lista_para_enviar" | "enviada" | "entregada" | "cancelada" | "con_reclamo";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s Mercado Libre orders (newest first) and how many are in each stage */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MlOrder"][];
                            counts: {
                                por_preparar: number;
                                lista_para_enviar: number;
                                enviada: number;
                                entregada: number;
                                cancelada: number;
                                con_reclamo: number;
                            };
                        };
                    };
                };
                /** @description Role 3 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown stage */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The shipping labels of orders ready to ship, in one file: GET /shipment_labels with their shipment ids and response_type pdf or zpl2. Nothing changes before the marketplace answers; when it does not answer the call is 503 and can simply be made again. */
        get: {
            parameters: {
                query: {
                    ids: string;
                    format?: "pdf" | "zpl";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The labels (PDF, or ZPL II for a thermal printer) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                        "text/plain": string;
                    };
                };
                /** @description An order not in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The marketplace refused the account’s grant */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description An order without a label yet, without ME2, cancelled or already shipped */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The periodic GET /orders/search?seller=… of the company’s accounts, now. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Orders read and stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            read: number;
                            stored: number;
                        };
                    };
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/ml-orders/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The company’s Mercado Libre claims, open ones first (soonest due first), with those «no vinculados». */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The claims and how many open ones wait for the seller */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                ml_claim_id: string;
                                order_id: number | null;
                                ml_order_id: string | null;
                                type: string | null;
                                type_label: string;
                                stage: string | null;
                                stage_label: string;
                                status: string;
                                status_label: string;
                                reason_id: string | null;
                                reason: string;
                                actions: {
                                    action: string;
                                    label: string;
                                    /** Format: date-time */
                                    due_at: string | null;
                                    mandatory: boolean;
                                }[];
                                /** Format: date-time */
                                due_at: string | null;
                                needs_action: boolean;
                                resolution: string | null;
                                /** Format: date-time */
                                closed_at: string | null;
                                return_status: string | null;
                                return_shipment_status: string | null;
                                return_received: boolean;
                                sale_id: number | null;
                                sale_line_id: number | null;
                                line_returned: boolean;
                                /** Format: date-time */
                                opened_at: string | null;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            needs_action: number;
                        };
                    };
                };
                /** @description Role 3 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/claims/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The periodic GET /post-purchase/v1/claims/search of the company’s accounts, now. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Claims read and stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            read: number;
                            stored: number;
                        };
                    };
                };
                /** @description An account needs to be authorised again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/ml-orders/{id}/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The order’s claims with reason, due date, actions and return */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                ml_claim_id: string;
                                order_id: number | null;
                                ml_order_id: string | null;
                                type: string | null;
                                type_label: string;
                                stage: string | null;
                                stage_label: string;
                                status: string;
                                status_label: string;
                                reason_id: string | null;
                                reason: string;
                                actions: {
                                    action: string;
                                    label: string;
                                    /** Format: date-time */
                                    due_at: string | null;
                                    mandatory: boolean;
                                }[];
                                /** Format: date-time */
                                due_at: string | null;
                                needs_action: boolean;
                                resolution: string | null;
                                /** Format: date-time */
                                closed_at: string | null;
                                return_status: string | null;
                                return_shipment_status: string | null;
                                return_received: boolean;
                                sale_id: number | null;
                                sale_line_id: number | null;
                                line_returned: boolean;
                                /** Format: date-time */
                                opened_at: string | null;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            needs_action: number;
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The order with its items, parts, amounts and shipment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MlOrder"];
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/{id}/shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description ME1: POST /shipments/{id}/seller_notifications with status shipped, the carrier and the tracking number. */
        post: {
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
                        carrier: string;
                        tracking_number: string;
                    };
                };
            };
            responses: {
                /** @description The order, shipped */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MlOrder"];
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not an ME1 order, already shipped, or refused by the marketplace */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Carrier or tracking number missing or too long */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/ml-orders/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** @enum {string} */
                        action: "reactivate" | "keep";
                    };
                };
            };
            responses: {
                /** @description The order, decided */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MlOrder"];
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The order waits for no decision */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown action */
                422: {
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
    "/api/ml-orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description GET /messages/packs/{pack}/sellers/{seller}?tag=post_sale now (it marks the buyer’s messages read), stored; the stored ones with a notice when the marketplace does not answer. */
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
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                messages: {
                                    id: number;
                                    /** @enum {string} */
                                    from: "buyer" | "seller";
                                    text: string;
                                    /** Format: date-time */
                                    sent_at: string;
                                    /** Format: date-time */
                                    read_at: string | null;
                                    status: string | null;
                                    sent_by_name: string | null;
                                }[];
                                status: string | null;
                                blocked_reason: string | null;
                                needs_option: boolean;
                                options: {
                                    id: string;
                                    label: string;
                                    free_text: boolean;
                                    template_id: string | null;
                                    char_limit: number | null;
                                    cap_available: number;
                                }[];
                                can_reply: boolean;
                                max_length: number;
                                unread_count: number;
                                notice: string | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description A reply (POST /messages/packs/…) or, when the buyer has not written, a reason of the action guide (POST /messages/action_guide/packs/{pack}/option). The same request_id twice sends once. */
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        text?: string;
                        option_id?: string;
                    };
                };
            };
            responses: {
                /** @description The conversation with the reply */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                messages: {
                                    id: number;
                                    /** @enum {string} */
                                    from: "buyer" | "seller";
                                    text: string;
                                    /** Format: date-time */
                                    sent_at: string;
                                    /** Format: date-time */
                                    read_at: string | null;
                                    status: string | null;
                                    sent_by_name: string | null;
                                }[];
                                status: string | null;
                                blocked_reason: string | null;
                                needs_option: boolean;
                                options: {
                                    id: string;
                                    label: string;
                                    free_text: boolean;
                                    template_id: string | null;
                                    char_limit: number | null;
                                    cap_available: number;
                                }[];
                                can_reply: boolean;
                                max_length: number;
                                unread_count: number;
                                notice: string | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Conversation blocked, reason used up, or refused by the marketplace */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Empty, longer than 350 characters, unsupported characters or an unknown reason */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/ml-orders/{id}/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The stored billing data, the sale’s invoice and its upload to the pack */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                billing: {
                                    rfc: string | null;
                                    name: string | null;
                                    tax_regime: string | null;
                                    tax_regime_description: string | null;
                                    postal_code: string | null;
                                    cfdi_use: string | null;
                                    cfdi_use_description: string | null;
                                    contributor: string | null;
                                } | null;
                                /** Format: date-time */
                                billing_read_at: string | null;
                                billing_generic: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                sale_id: number | null;
                                invoice: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                fiscal_document: {
                                    /** @enum {string} */
                                    status: "pendiente" | "subida" | "error";
                                    status_label: string;
                                    error: string | null;
                                    document_ids: string[];
                                    /** Format: date-time */
                                    uploaded_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/ml-orders/{id}/billing/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description GET /orders/{id} (buyer.billing_info.id), then GET /orders/billing-info/MLM/{billing_info_id}. */
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
                /** @description The billing data, read now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                billing: {
                                    rfc: string | null;
                                    name: string | null;
                                    tax_regime: string | null;
                                    tax_regime_description: string | null;
                                    postal_code: string | null;
                                    cfdi_use: string | null;
                                    cfdi_use_description: string | null;
                                    contributor: string | null;
                                } | null;
                                /** Format: date-time */
                                billing_read_at: string | null;
                                billing_generic: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                sale_id: number | null;
                                invoice: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                fiscal_document: {
                                    /** @enum {string} */
                                    status: "pendiente" | "subida" | "error";
                                    status_label: string;
                                    error: string | null;
                                    document_ids: string[];
                                    /** Format: date-time */
                                    uploaded_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The buyer left no billing data, or the account needs authorising again */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/ml-orders/{id}/billing/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description «Usar para facturar»: the billing data become a customer’s fiscal data and that customer the ML sale’s. */
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
                /** @description The sale’s customer, with the fiscal data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                billing: {
                                    rfc: string | null;
                                    name: string | null;
                                    tax_regime: string | null;
                                    tax_regime_description: string | null;
                                    postal_code: string | null;
                                    cfdi_use: string | null;
                                    cfdi_use_description: string | null;
                                    contributor: string | null;
                                } | null;
                                /** Format: date-time */
                                billing_read_at: string | null;
                                billing_generic: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                sale_id: number | null;
                                invoice: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                fiscal_document: {
                                    /** @enum {string} */
                                    status: "pendiente" | "subida" | "error";
                                    status_label: string;
                                    error: string | null;
                                    document_ids: string[];
                                    /** Format: date-time */
                                    uploaded_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not read yet, the generic RFC, no ledger sale, or already invoiced */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A fiscal field the SAT would refuse (per field) */
                422: {
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
    "/api/ml-orders/{id}/fiscal-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues the upload of the sale’s stamped invoice to POST /packs/{pack}/fiscal_documents, once (a second call while pending or uploaded queues nothing). */
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
                /** @description The upload’s state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                billing: {
                                    rfc: string | null;
                                    name: string | null;
                                    tax_regime: string | null;
                                    tax_regime_description: string | null;
                                    postal_code: string | null;
                                    cfdi_use: string | null;
                                    cfdi_use_description: string | null;
                                    contributor: string | null;
                                } | null;
                                /** Format: date-time */
                                billing_read_at: string | null;
                                billing_generic: boolean;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                sale_id: number | null;
                                invoice: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                fiscal_document: {
                                    /** @enum {string} */
                                    status: "pendiente" | "subida" | "error";
                                    status_label: string;
                                    error: string | null;
                                    document_ids: string[];
                                    /** Format: date-time */
                                    uploaded_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description No such order in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No ledger sale, no invoice or not stamped yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Mercado Libre did not answer or is not configured */
                503: {
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
    "/api/public-pages/base": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {base_url}: PUBLIC_URL; without it, the request host when PUBLIC_HOSTS (or, by default, this machine) lists it, else the first listed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            base_url: string;
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
    "/api/public-catalogue/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Companies whose catalogue this user manages (role 1: all; role 2: own) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                slug: string | null;
                                city: string | null;
                                public_catalogue: boolean;
                                suggested_slug: string;
                                url: string | null;
                            }[];
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
    "/api/public-catalogue/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        slug?: string | null;
                        city?: string | null;
                        public_catalogue: boolean;
                    };
                };
            };
            responses: {
                /** @description The company settings as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            slug: string | null;
                            city: string | null;
                            public_catalogue: boolean;
                            suggested_slug: string;
                            url: string | null;
                        };
                    };
                };
                /** @description No such company, or another company for role 2 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad or taken slug, bad city */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/public-catalogue/companies/{id}/meta-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The Meta catalogue feed address of the company, its last read and how many parts it holds */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: number;
                            url: string;
                            active: boolean;
                            read_at: string | null;
                            read_by_meta: boolean | null;
                            items: number;
                            without_photo: number;
                            without_price: number;
                        };
                    };
                };
                /** @description No such company, or another company for role 2 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/public-catalogue/companies/{id}/meta-feed/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                /** @description A new feed address; the previous one answers 404 from now on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company_id: number;
                            url: string;
                            active: boolean;
                            read_at: string | null;
                            read_by_meta: boolean | null;
                            items: number;
                            without_photo: number;
                            without_price: number;
                        };
                    };
                };
                /** @description No such company, or another company for role 2 */
                404: {
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
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Users of every company (role 1) or of the own company (role 2), paginated. */
        get: {
            parameters: {
                query?: {
                    search?: string;
                    role?: number;
                    company?: number;
                    active?: "0" | "1" | "true" | "false";
                    sort?: "name" | "email" | "company" | "last_sign_in" | "created";
                    direction?: "asc" | "desc";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description {data, total, page, per_page}; never a password or hash */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ManagedUser"][];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
            };
        };
        put?: never;
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
                        /** @example Ana López */
                        name?: string;
                        /** @example ana@yonke.mx */
                        email?: string;
                        /**
                         * @example [
                         *       4
                         *     ]
                         */
                        roles?: unknown[];
                        /** @example 1 */
                        company_id?: number | null;
                        /** @description Empty or absent: a temporary password is generated and returned once. */
                        password?: string | null;
                    };
                };
            };
            responses: {
                /** @description {user, temporary_password}: the temporary password is shown this once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["ManagedUser"];
                            temporary_password: string | null;
                        };
                    };
                };
                /** @description Role 2 giving role 1 or creating in another company */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid fields, duplicate e-mail, weak password */
                422: {
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
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The user with its activity */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            avatar_url: string | null;
                            roles: {
                                role_id: number;
                                name: string;
                            }[];
                            store: {
                                id: number;
                                name: string;
                            };
                            active: boolean;
                            must_change_password: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Another company */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        /** @example Ana López */
                        name?: string;
                        /** @example ana@yonke.mx */
                        email?: string;
                        /**
                         * @example [
                         *       4
                         *     ]
                         */
                        roles?: unknown[];
                        /** @example 1 */
                        company_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            avatar_url: string | null;
                            roles: {
                                role_id: number;
                                name: string;
                            }[];
                            store: {
                                id: number;
                                name: string;
                            };
                            active: boolean;
                            must_change_password: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Another company, a role 1 user, or granting role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid fields, or the change leaves no administrator */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/admin/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Activates the user. */
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
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            avatar_url: string | null;
                            roles: {
                                role_id: number;
                                name: string;
                            }[];
                            store: {
                                id: number;
                                name: string;
                            };
                            active: boolean;
                            must_change_password: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refused */
                422: {
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
    "/api/admin/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Deactivates the user; their open sessions stop at the next request. */
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
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string;
                            avatar_url: string | null;
                            roles: {
                                role_id: number;
                                name: string;
                            }[];
                            store: {
                                id: number;
                                name: string;
                            };
                            active: boolean;
                            must_change_password: boolean;
                            /** Format: date-time */
                            last_sign_in_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refused */
                422: {
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
    "/api/admin/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sets a temporary password (returned once), signs the user out and forces a new password at sign-in. */
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
                /** @description The temporary password */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            temporary_password: string;
                        };
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refused */
                422: {
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
    "/api/admin/users/{id}/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Closes every open session of the user. */
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
                /** @description How many sessions were closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: number;
                        };
                    };
                };
                /** @description Not allowed */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refused */
                422: {
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
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Every company (role 1) or the own company (role 2). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The companies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Company"][];
                    };
                };
            };
        };
        put?: never;
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
                        name?: string;
                        /** @example 81 1234 5678 */
                        phone?: string | null;
                        address?: string | null;
                        description_template?: string | null;
                        /** @example America/Mexico_City */
                        time_zone?: string | null;
                    };
                };
            };
            responses: {
                /** @description The company */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Invalid fields */
                422: {
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
    "/api/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The company with its activity */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Another company (role 2) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Unknown */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        name?: string;
                        /** @example 81 1234 5678 */
                        phone?: string | null;
                        address?: string | null;
                        description_template?: string | null;
                        /** @example America/Mexico_City */
                        time_zone?: string | null;
                    };
                };
            };
            responses: {
                /** @description The company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Another company (role 2) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid fields */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
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
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description It has users, parts or locations */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Above 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not an image */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
                /** @description The company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
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
    "/api/admin/companies/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Its users may sign in again. */
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
                /** @description The company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Own company, or the last role 1 would go */
                422: {
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
    "/api/admin/companies/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Its users cannot sign in and their sessions end. */
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
                /** @description The company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            address: string | null;
                            description_template: string;
                            active: boolean;
                            logo_url: string | null;
                            user_count: number;
                            time_zone: string;
                            activity: {
                                id: number;
                                activity: string;
                                /** Format: date-time */
                                created_at: string;
                                user: {
                                    name: string;
                                    avatar_url: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Own company, or the last role 1 would go */
                422: {
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
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in user’s own profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
            };
        };
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
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Empty, too long or invalid name */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description One image; stored as a 256 × 256 square. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Above 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not an image */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Changes the own password; other sessions are closed, this one stays. */
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
                        current_password: string;
                        password: string;
                        password_confirmation: string;
                    };
                };
            };
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Wrong current password, weak or unconfirmed new one */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/profile/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Own open sessions: device, address, last seen, current */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            device: string;
                            ip: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_seen_at: string;
                            current: boolean;
                        }[];
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
    "/api/profile/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
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
                /** @description Whether it was this session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current: boolean;
                        };
                    };
                };
                /** @description Not an open session of the user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/sessions/close-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many sessions were closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: number;
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
    "/api/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Backup files in BACKUP_DIR (newest first), the one running, the last unresolved failure */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BackupList"];
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Backup started; follow it through GET /api/backups */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Another backup is running (on this or another instance) */
                409: {
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
    "/api/backups/{name}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The archive */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/gzip": string;
                    };
                };
                /** @description Not role 1 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such backup file */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/export/autoparts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Autopartes with the list filters and sort, every page */
        post: {
            parameters: {
                query?: {
                    format?: ("xlsx" | "csv") | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description The sheet (.xlsx or .csv with BOM), streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
                    };
                };
                /** @description Invalid filters or format */
                422: {
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
    "/api/export/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Ventas with the list filters and sort, every page */
        post: {
            parameters: {
                query?: {
                    format?: ("xlsx" | "csv") | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        number?: string | null;
                        sort?: ("latest" | "oldest" | "pricetohigh" | "pricetolow" | "atoz" | "ztoa") | "" | unknown;
                        make?: number | {
                            id: number;
                        } | unknown | "";
                        model?: number | {
                            id: number;
                        } | unknown | "";
                        category?: number | {
                            id: number;
                        } | unknown | "";
                        condition?: number | {
                            id: number;
                        } | unknown | "";
                        origin?: number | {
                            id: number;
                        } | unknown | "";
                        position?: number | {
                            id: number;
                        } | unknown | "";
                        side?: number | {
                            id: number;
                        } | unknown | "";
                        location?: number | {
                            id: number;
                        } | unknown | "";
                        store?: number | {
                            id: number;
                        } | unknown | "";
                        store_ml?: number | {
                            id: number;
                        } | unknown | "";
                        user?: number | {
                            id: number;
                        } | unknown | "";
                        years?: (number | {
                            name: number;
                        } | {
                            value: number;
                        })[] | number | {
                            name: number;
                        } | {
                            value: number;
                        } | unknown;
                        status?: (number | {
                            id: number;
                        })[] | (number | {
                            id: number;
                        } | unknown | "") | unknown;
                        status_ml?: (("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        })[] | ("active" | "inactive" | "closed" | "paused" | "under_review") | {
                            /** @enum {string} */
                            value: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | {
                            /** @enum {string} */
                            id: "active" | "inactive" | "closed" | "paused" | "under_review";
                        } | unknown | "";
                        quality?: (number | null) | unknown | "";
                        sold_from?: string | "" | unknown;
                        sold_to?: string | "" | unknown;
                        sold_by?: number | {
                            id: number;
                        } | unknown | "";
                        stock_days_min?: (number | null) | "" | unknown;
                        stock_days_max?: (number | null) | "" | unknown;
                        without_photos?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        without_price?: boolean | ("0" | "1" | "true" | "false") | "" | unknown;
                        after?: number | {
                            id: number;
                        } | unknown | "";
                    };
                };
            };
            responses: {
                /** @description The sheet (.xlsx or .csv with BOM), streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
                    };
                };
                /** @description Invalid filters or format */
                422: {
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
    "/api/export/stock-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The stock-check history (one location or every one in scope) */
        get: {
            parameters: {
                query?: {
                    format?: ("xlsx" | "csv") | "";
                    location?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sheet (.xlsx or .csv with BOM), streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
                    };
                };
                /** @description The location is not in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/export/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Ubicaciones with their stock */
        get: {
            parameters: {
                query?: {
                    format?: ("xlsx" | "csv") | "";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sheet (.xlsx or .csv with BOM), streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
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
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Past imports, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Past imports, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                company_id: number;
                                file_name: string;
                                /** @enum {string} */
                                status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                                user: {
                                    id: number;
                                    name: string;
                                } | null;
                                headers: string[];
                                mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                                total_rows: number;
                                rows_done: number;
                                created: number;
                                updated: number;
                                unchanged: number;
                                errors: number;
                                skipped: number;
                                options: {
                                    acceptClose?: boolean;
                                    createLocations?: boolean;
                                    /** @enum {string|null} */
                                    decimal?: "." | "," | null;
                                    /** @enum {string|null} */
                                    costDecimal?: "." | "," | null;
                                    categoryMap?: {
                                        [key: string]: number;
                                    };
                                    /** @enum {string} */
                                    stockMode?: "unit" | "row" | "skip_empty";
                                    fillPrice?: number | null;
                                    /** @enum {string} */
                                    duplicates?: "skip" | "create";
                                    universal?: boolean;
                                };
                                cancel_requested: boolean;
                                message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                started_at: string | null;
                                /** Format: date-time */
                                finished_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description Uploads a .xlsx/.csv (multipart file, optional company_id for role 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file: string;
                        /** @description Role 1 only: the company that receives the parts */
                        company_id?: string;
                    };
                };
            };
            responses: {
                /** @description Uploads a .xlsx/.csv (multipart file, optional company_id for role 1) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            company_id: number;
                            file_name: string;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            headers: string[];
                            mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                            total_rows: number;
                            rows_done: number;
                            created: number;
                            updated: number;
                            unchanged: number;
                            errors: number;
                            skipped: number;
                            options: {
                                acceptClose?: boolean;
                                createLocations?: boolean;
                                /** @enum {string|null} */
                                decimal?: "." | "," | null;
                                /** @enum {string|null} */
                                costDecimal?: "." | "," | null;
                                categoryMap?: {
                                    [key: string]: number;
                                };
                                /** @enum {string} */
                                stockMode?: "unit" | "row" | "skip_empty";
                                fillPrice?: number | null;
                                /** @enum {string} */
                                duplicates?: "skip" | "create";
                                universal?: boolean;
                            };
                            cancel_requested: boolean;
                            message: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            started_at: string | null;
                            /** Format: date-time */
                            finished_at: string | null;
                            remembered: boolean;
                            sample: {
                                row_number: number;
                                cells: string[];
                            }[];
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
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
    "/api/imports/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The sample .xlsx with headers and two rows */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sample .xlsx with headers and two rows */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One import with its progress */
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
                /** @description One import with its progress */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            company_id: number;
                            file_name: string;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            headers: string[];
                            mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                            total_rows: number;
                            rows_done: number;
                            created: number;
                            updated: number;
                            unchanged: number;
                            errors: number;
                            skipped: number;
                            options: {
                                acceptClose?: boolean;
                                createLocations?: boolean;
                                /** @enum {string|null} */
                                decimal?: "." | "," | null;
                                /** @enum {string|null} */
                                costDecimal?: "." | "," | null;
                                categoryMap?: {
                                    [key: string]: number;
                                };
                                /** @enum {string} */
                                stockMode?: "unit" | "row" | "skip_empty";
                                fillPrice?: number | null;
                                /** @enum {string} */
                                duplicates?: "skip" | "create";
                                universal?: boolean;
                            };
                            cancel_requested: boolean;
                            message: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            started_at: string | null;
                            /** Format: date-time */
                            finished_at: string | null;
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/imports/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Dry run with the mapping: every row as it would be saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        mapping: (string | unknown)[];
                        /** @default true */
                        accept_close?: boolean;
                        /** @default false */
                        create_locations?: boolean;
                        /** @default null */
                        decimal?: ("." | ",") | unknown;
                        /** @default null */
                        cost_decimal?: ("." | ",") | unknown;
                        /** @default {} */
                        category_map?: {
                            [key: string]: number;
                        };
                        /**
                         * @default row
                         * @enum {string}
                         */
                        stock_mode?: "unit" | "row" | "skip_empty";
                        /** @default null */
                        fill_price?: number | unknown;
                        /**
                         * @default skip
                         * @enum {string}
                         */
                        duplicates?: "skip" | "create";
                        /** @default false */
                        universal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Dry run with the mapping: every row as it would be saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            import: {
                                id: number;
                                company_id: number;
                                file_name: string;
                                /** @enum {string} */
                                status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                                user: {
                                    id: number;
                                    name: string;
                                } | null;
                                headers: string[];
                                mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                                total_rows: number;
                                rows_done: number;
                                created: number;
                                updated: number;
                                unchanged: number;
                                errors: number;
                                skipped: number;
                                options: {
                                    acceptClose?: boolean;
                                    createLocations?: boolean;
                                    /** @enum {string|null} */
                                    decimal?: "." | "," | null;
                                    /** @enum {string|null} */
                                    costDecimal?: "." | "," | null;
                                    categoryMap?: {
                                        [key: string]: number;
                                    };
                                    /** @enum {string} */
                                    stockMode?: "unit" | "row" | "skip_empty";
                                    fillPrice?: number | null;
                                    /** @enum {string} */
                                    duplicates?: "skip" | "create";
                                    universal?: boolean;
                                };
                                cancel_requested: boolean;
                                message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                started_at: string | null;
                                /** Format: date-time */
                                finished_at: string | null;
                            };
                            counts: {
                                created: number;
                                updated: number;
                                unchanged: number;
                                skipped: number;
                                errors: number;
                                total: number;
                                parts: number;
                                shown: number;
                            };
                            rows: {
                                row_number: number;
                                /** @enum {string} */
                                outcome: "created" | "updated" | "unchanged" | "skipped" | "error";
                                part_id: number | null;
                                parts: number;
                                values: {
                                    code?: string;
                                    ag_id?: string;
                                    reference?: string;
                                    name?: string;
                                    make?: string;
                                    model?: string;
                                    years?: string;
                                    category?: string;
                                    autopart_number?: string;
                                    sale_price?: string;
                                    cost?: string;
                                    location?: string;
                                    status?: string;
                                    position?: string;
                                    side?: string;
                                    condition?: string;
                                    origin?: string;
                                    description?: string;
                                    quality?: string;
                                    ml_id?: string;
                                    photos?: string;
                                    stock?: string;
                                };
                                read_from_name: {
                                    code?: string;
                                    ag_id?: string;
                                    reference?: string;
                                    name?: string;
                                    make?: string;
                                    model?: string;
                                    years?: string;
                                    category?: string;
                                    autopart_number?: string;
                                    sale_price?: string;
                                    cost?: string;
                                    location?: string;
                                    status?: string;
                                    position?: string;
                                    side?: string;
                                    condition?: string;
                                    origin?: string;
                                    description?: string;
                                    quality?: string;
                                    ml_id?: string;
                                    photos?: string;
                                    stock?: string;
                                };
                                incomplete: ("price" | "model")[];
                                duplicate_of: number | null;
                                corrections: {
                                    /** @enum {string} */
                                    field: "code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock";
                                    from: string;
                                    to: string;
                                }[];
                                warnings: string[];
                                message: string | null;
                            }[];
                            new_locations: string[];
                            missing_locations: string[];
                            price_decimal: {
                                /** @enum {string|null} */
                                detected: "." | "," | null;
                                /** @enum {string|null} */
                                chosen: "." | "," | null;
                                ask: boolean;
                                examples: string[];
                            };
                            cost: {
                                column: string | null;
                                imported: boolean;
                                notice: string | null;
                                decimal: {
                                    /** @enum {string|null} */
                                    detected: "." | "," | null;
                                    /** @enum {string|null} */
                                    chosen: "." | "," | null;
                                    ask: boolean;
                                    examples: string[];
                                };
                                above_price: number;
                            };
                            categories_to_map: {
                                key: string;
                                value: string;
                                rows: number;
                                suggestions: {
                                    id: number;
                                    name: string;
                                    score: number;
                                }[];
                            }[];
                            other_category_id: number | null;
                            stock: {
                                rows: number;
                                units: number;
                                zero_or_less: number;
                                /** @enum {string} */
                                mode: "unit" | "row" | "skip_empty";
                            };
                            incomplete: {
                                total: number;
                                no_price: number;
                                no_model: number;
                            };
                            read_from_name: number;
                            no_make: number;
                            duplicates: {
                                row_number: number;
                                part_id: number;
                            }[];
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
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
    "/api/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues the import (background job) */
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
                /** @description Queues the import (background job) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            company_id: number;
                            file_name: string;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            headers: string[];
                            mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                            total_rows: number;
                            rows_done: number;
                            created: number;
                            updated: number;
                            unchanged: number;
                            errors: number;
                            skipped: number;
                            options: {
                                acceptClose?: boolean;
                                createLocations?: boolean;
                                /** @enum {string|null} */
                                decimal?: "." | "," | null;
                                /** @enum {string|null} */
                                costDecimal?: "." | "," | null;
                                categoryMap?: {
                                    [key: string]: number;
                                };
                                /** @enum {string} */
                                stockMode?: "unit" | "row" | "skip_empty";
                                fillPrice?: number | null;
                                /** @enum {string} */
                                duplicates?: "skip" | "create";
                                universal?: boolean;
                            };
                            cancel_requested: boolean;
                            message: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            started_at: string | null;
                            /** Format: date-time */
                            finished_at: string | null;
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
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
    "/api/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stops the import after the current row */
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
                /** @description Stops the import after the current row */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            company_id: number;
                            file_name: string;
                            /** @enum {string} */
                            status: "uploaded" | "queued" | "running" | "completed" | "cancelled" | "failed";
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            headers: string[];
                            mapping: ("code" | "ag_id" | "reference" | "name" | "make" | "model" | "years" | "category" | "autopart_number" | "sale_price" | "cost" | "location" | "status" | "position" | "side" | "condition" | "origin" | "description" | "quality" | "ml_id" | "photos" | "stock" | null)[];
                            total_rows: number;
                            rows_done: number;
                            created: number;
                            updated: number;
                            unchanged: number;
                            errors: number;
                            skipped: number;
                            options: {
                                acceptClose?: boolean;
                                createLocations?: boolean;
                                /** @enum {string|null} */
                                decimal?: "." | "," | null;
                                /** @enum {string|null} */
                                costDecimal?: "." | "," | null;
                                categoryMap?: {
                                    [key: string]: number;
                                };
                                /** @enum {string} */
                                stockMode?: "unit" | "row" | "skip_empty";
                                fillPrice?: number | null;
                                /** @enum {string} */
                                duplicates?: "skip" | "create";
                                universal?: boolean;
                            };
                            cancel_requested: boolean;
                            message: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            started_at: string | null;
                            /** Format: date-time */
                            finished_at: string | null;
                        };
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
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
    "/api/imports/{id}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The rows with errors and an Error column */
        get: {
            parameters: {
                query?: {
                    format?: ("xlsx" | "csv") | "";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rows with errors and an Error column */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv; charset=utf-8": string;
                    };
                };
                /** @description No such import in scope */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    sort?: "recent" | "margin" | "days";
                    archived?: "0" | "1";
                    vin?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Vehicles of the user’s company with their figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        vin?: string | null;
                        /** @default false */
                        vin_confirmed?: boolean;
                        make_id: number;
                        model_id: number;
                        year: number;
                        version?: string | null;
                        engine?: string | null;
                        transmission?: string | null;
                        color?: string | null;
                        kilometers?: number | null;
                        /**
                         * @default otro
                         * @enum {string}
                         */
                        acquisition?: "subasta" | "aseguradora" | "particular" | "otro";
                        /** Format: date */
                        purchase_date?: string | null;
                        /** @default 0 */
                        purchase_cost?: number;
                        location_id?: number | null;
                        notes?: string | null;
                        /**
                         * @default en_patio
                         * @enum {string}
                         */
                        status?: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                    };
                };
            };
            responses: {
                /** @description The created vehicle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/vehicles/checklist-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The checklist new vehicles of the company get */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                own: boolean;
                                items: {
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
                        items: {
                            category_id: number;
                            position_id?: number | null;
                            side_id?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The company’s new checklist (a new version; registered vehicles keep theirs) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                own: boolean;
                                items: {
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/vehicles/vin/{vin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    vin: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A VIN decoded offline, mapped to our makes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                vin: string;
                                valid: boolean;
                                errors: string[];
                                warnings: string[];
                                check_digit_mismatch: boolean;
                                suggestion: string | null;
                                manufacturer: string | null;
                                country: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                } | null;
                                year: number | null;
                                missing: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description One vehicle with costs, checklist, parts and photos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        vin?: string | null;
                        /** @default false */
                        vin_confirmed?: boolean;
                        make_id: number;
                        model_id: number;
                        year: number;
                        version?: string | null;
                        engine?: string | null;
                        transmission?: string | null;
                        color?: string | null;
                        kilometers?: number | null;
                        /**
                         * @default otro
                         * @enum {string}
                         */
                        acquisition?: "subasta" | "aseguradora" | "particular" | "otro";
                        /** Format: date */
                        purchase_date?: string | null;
                        /** @default 0 */
                        purchase_cost?: number;
                        location_id?: number | null;
                        notes?: string | null;
                        /**
                         * @default en_patio
                         * @enum {string}
                         */
                        status?: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                    };
                };
            };
            responses: {
                /** @description The saved vehicle */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
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
                /** @description Deleted (only without parts) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            data: true;
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        archived: boolean;
                    };
                };
            };
            responses: {
                /** @description Archived or back in the list */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/vehicles/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        concept: string;
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description The vehicle with the new cost line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/vehicles/{id}/costs/{costId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    costId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The vehicle without the line */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                vin: string | null;
                                make: {
                                    id: number;
                                    name: string;
                                };
                                model: {
                                    id: number;
                                    name: string;
                                };
                                year: number;
                                /** @enum {string} */
                                status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                /** @enum {string} */
                                acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                /** Format: date-time */
                                created_at: string;
                                days_in_yard: number;
                                archived: boolean;
                                cover_thumbnail: string | null;
                                counts: {
                                    pulled: number;
                                    sold: number;
                                    available: number;
                                    missing: number;
                                    stock_value: number;
                                };
                                money: {
                                    purchase_cost: number;
                                    other_costs: number;
                                    cost: number;
                                    income: number;
                                    margin: number;
                                } | null;
                                version: string | null;
                                engine: string | null;
                                transmission: string | null;
                                color: string | null;
                                kilometers: number | null;
                                /** Format: date */
                                purchase_date: string | null;
                                purchase_cost: number | null;
                                location: {
                                    id: number;
                                    name: string;
                                } | null;
                                notes: string | null;
                                costs: {
                                    id: number;
                                    concept: string;
                                    amount: number;
                                    /** Format: date-time */
                                    created_at: string;
                                }[] | null;
                                checklist: {
                                    id: number;
                                    category: {
                                        id: number;
                                        name: string;
                                    };
                                    position: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    side: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    part: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                    } | null;
                                }[];
                                parts: {
                                    id: number;
                                    name: string;
                                    status_id: number;
                                    sale_price: number;
                                    final_price: number | null;
                                }[];
                                images: {
                                    id: number;
                                    url: string | null;
                                    url_thumbnail: string | null;
                                    order: number;
                                }[];
                                vin_warnings: string[];
                                same_vin: {
                                    id: number;
                                    code: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        item_ids: number[];
                        location_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Parts created from the ticked checklist items */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                created: number[];
                                skipped: number;
                                vehicle: {
                                    id: number;
                                    code: string;
                                    vin: string | null;
                                    make: {
                                        id: number;
                                        name: string;
                                    };
                                    model: {
                                        id: number;
                                        name: string;
                                    };
                                    year: number;
                                    /** @enum {string} */
                                    status: "en_patio" | "desmantelando" | "desmantelado" | "vendido_completo" | "chatarra";
                                    /** @enum {string} */
                                    acquisition: "subasta" | "aseguradora" | "particular" | "otro";
                                    /** Format: date-time */
                                    created_at: string;
                                    days_in_yard: number;
                                    archived: boolean;
                                    cover_thumbnail: string | null;
                                    counts: {
                                        pulled: number;
                                        sold: number;
                                        available: number;
                                        missing: number;
                                        stock_value: number;
                                    };
                                    money: {
                                        purchase_cost: number;
                                        other_costs: number;
                                        cost: number;
                                        income: number;
                                        margin: number;
                                    } | null;
                                    version: string | null;
                                    engine: string | null;
                                    transmission: string | null;
                                    color: string | null;
                                    kilometers: number | null;
                                    /** Format: date */
                                    purchase_date: string | null;
                                    purchase_cost: number | null;
                                    location: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    notes: string | null;
                                    costs: {
                                        id: number;
                                        concept: string;
                                        amount: number;
                                        /** Format: date-time */
                                        created_at: string;
                                    }[] | null;
                                    checklist: {
                                        id: number;
                                        category: {
                                            id: number;
                                            name: string;
                                        };
                                        position: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        side: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        part: {
                                            id: number;
                                            name: string;
                                            status_id: number;
                                        } | null;
                                    }[];
                                    parts: {
                                        id: number;
                                        name: string;
                                        status_id: number;
                                        sale_price: number;
                                        final_price: number | null;
                                    }[];
                                    images: {
                                        id: number;
                                        url: string | null;
                                        url_thumbnail: string | null;
                                        order: number;
                                    }[];
                                    vin_warnings: string[];
                                    same_vin: {
                                        id: number;
                                        code: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/vehicles/of-part/{partId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    partId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The part’s donor vehicle (code, VIN’s last 8, intake date) or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                title: string;
                                vin_tail: string | null;
                                /** Format: date-time */
                                intake_date: string;
                            } | null;
                        };
                    };
                };
                /** @description No such part in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    partId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        vehicle_id: number | null;
                    };
                };
            };
            responses: {
                /** @description The part linked to a vehicle (or to none) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                code: string;
                                title: string;
                                vin_tail: string | null;
                                /** Format: date-time */
                                intake_date: string;
                            } | null;
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/vehicles/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Appends a photo to a vehicle (the part photos’ pipeline: at most 20 MB and 50 megapixels). */
        post: {
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
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description One image
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description The photo */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            };
                        };
                    };
                };
                /** @description Role without Vehículos */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The image weighs more than 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a JPEG, PNG, WebP (or HEIF), empty, too large, or too many photos */
                422: {
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
    "/api/vehicles/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    imageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted; the remaining photos in their order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}/images/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        images: {
                            id: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The photos in their new order (the first is the cover) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                        };
                    };
                };
                /** @description Role without Vehículos, or costs for role 4 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found or another company’s vehicle */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/vehicles/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    size?: "50x25mm" | "4x2.4in";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Printable label with the QR vehicle-{id} */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up to 20 customers matching a name, phone or RFC */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            notes: string | null;
                            rfc: string | null;
                            business_name: string | null;
                            tax_regime: string | null;
                            postal_code: string | null;
                            cfdi_use: string | null;
                            balance_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        phone?: string | null;
                        email?: string | null;
                        notes?: string | null;
                        rfc?: string | null;
                        business_name?: string | null;
                        tax_regime?: string | null;
                        postal_code?: string | null;
                        cfdi_use?: string | null;
                        allow_duplicate_phone?: boolean;
                    };
                };
            };
            responses: {
                /** @description The new customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            notes: string | null;
                            rfc: string | null;
                            business_name: string | null;
                            tax_regime: string | null;
                            postal_code: string | null;
                            cfdi_use: string | null;
                            balance_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description One customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            notes: string | null;
                            rfc: string | null;
                            business_name: string | null;
                            tax_regime: string | null;
                            postal_code: string | null;
                            cfdi_use: string | null;
                            balance_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        name: string;
                        phone?: string | null;
                        email?: string | null;
                        notes?: string | null;
                        rfc?: string | null;
                        business_name?: string | null;
                        tax_regime?: string | null;
                        postal_code?: string | null;
                        cfdi_use?: string | null;
                        allow_duplicate_phone?: boolean;
                    };
                };
            };
            responses: {
                /** @description The saved customer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            notes: string | null;
                            rfc: string | null;
                            business_name: string | null;
                            tax_regime: string | null;
                            postal_code: string | null;
                            cfdi_use: string | null;
                            balance_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/customers/{id}/credit-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
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
                        credit_limit_cents: number | null;
                    };
                };
            };
            responses: {
                /** @description The customer with its credit limit (roles 1, 2) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            notes: string | null;
                            rfc: string | null;
                            business_name: string | null;
                            tax_regime: string | null;
                            postal_code: string | null;
                            cfdi_use: string | null;
                            balance_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/customers/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description «Estado de cuenta»: balances, movements and open credit tickets of a period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer_id: number;
                            customer_name: string;
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            owed_cents: number;
                            credit_cents: number;
                            credit_limit_cents: number | null;
                            available_cents: number | null;
                            owed: {
                                opening_cents: number;
                                charges_cents: number;
                                payments_cents: number;
                                closing_cents: number;
                                movements: {
                                    id: number;
                                    /** @enum {string} */
                                    account: "owed" | "credit";
                                    /** @enum {string} */
                                    kind: "opening" | "credit_sale" | "abono" | "return" | "cancel" | "return_credit" | "deposit" | "store_credit_payment" | "manual_credit" | "manual_refund";
                                    amount_cents: number;
                                    balance_after_cents: number;
                                    sale_id: number | null;
                                    sale_folio: string | null;
                                    abono_id: number | null;
                                    abono_folio: string | null;
                                    note: string | null;
                                    created_by_name: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    running_cents: number;
                                }[];
                            };
                            credit: {
                                opening_cents: number;
                                charges_cents: number;
                                payments_cents: number;
                                closing_cents: number;
                                movements: {
                                    id: number;
                                    /** @enum {string} */
                                    account: "owed" | "credit";
                                    /** @enum {string} */
                                    kind: "opening" | "credit_sale" | "abono" | "return" | "cancel" | "return_credit" | "deposit" | "store_credit_payment" | "manual_credit" | "manual_refund";
                                    amount_cents: number;
                                    balance_after_cents: number;
                                    sale_id: number | null;
                                    sale_folio: string | null;
                                    abono_id: number | null;
                                    abono_folio: string | null;
                                    note: string | null;
                                    created_by_name: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    running_cents: number;
                                }[];
                            };
                            open_tickets: {
                                sale_id: number | null;
                                folio: string | null;
                                /** Format: date-time */
                                paid_at: string | null;
                                outstanding_cents: number;
                            }[];
                            abonos: {
                                id: number;
                                folio: string;
                                customer_id: number;
                                customer_name: string;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                applied: {
                                    sale_id: number | null;
                                    sale_folio: string | null;
                                    amount_cents: number;
                                }[];
                                balance_after_cents: number;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                                receipt_path: string;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/customers/{id}/abonos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        /** @enum {string} */
                        method: "cash" | "card" | "transfer";
                        amount_cents: number;
                        received_cents?: number | null;
                        reference?: string | null;
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description The abono, applied to the oldest credit tickets first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            customer_id: number;
                            customer_name: string;
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer";
                            amount_cents: number;
                            received_cents: number | null;
                            change_cents: number;
                            reference: string | null;
                            applied: {
                                sale_id: number | null;
                                sale_folio: string | null;
                                amount_cents: number;
                            }[];
                            balance_after_cents: number;
                            created_by_name: string | null;
                            /** Format: date-time */
                            created_at: string;
                            receipt_path: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/customers/{id}/abonos/{abonoId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "80" | "carta";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                    abonoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An abono’s printed receipt (80 mm or letter) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid format or dates */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/customers/{id}/store-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        /** @enum {string} */
                        direction: "add" | "remove";
                        amount_cents: number;
                        /** @enum {string} */
                        method: "cash" | "card" | "transfer";
                        reference?: string | null;
                        reason: string;
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Store credit added or given back by hand (roles 1, 2), with its receipt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            customer_id: number;
                            customer_name: string;
                            /** @enum {string} */
                            direction: "add" | "remove";
                            amount_cents: number;
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer";
                            reference: string | null;
                            reason: string;
                            credit_after_cents: number;
                            created_by_name: string | null;
                            /** Format: date-time */
                            created_at: string;
                            receipt_path: string;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such customer in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The phone is already on file (the message names that customer) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/customers/{id}/store-credit/{adjustmentId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "80" | "carta";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                    adjustmentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The printed receipt of store credit added or given back (80 mm or letter) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid format or dates */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/customers/{id}/statement/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "80" | "carta";
                    print?: "0" | "1";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The printed «Estado de cuenta» (80 mm or letter) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A role that does not sell */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid format or dates */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/sales/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s series, IVA, discount limits per role and warranty defaults */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: string;
                            tax_rate: 1600 | 800 | 0;
                            discount_limits: {
                                1: number;
                                2: number;
                                4: number;
                                5: number;
                            };
                            warranty_by_category: {
                                [key: string]: {
                                    days: number;
                                    terms: string;
                                };
                            };
                            default_warranty: {
                                days: number;
                                terms: string;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
                        series: string;
                        tax_rate: 1600 | 800 | 0;
                        discount_limits: {
                            1: number;
                            2: number;
                            4: number;
                            5: number;
                        };
                        warranty_by_category: {
                            [key: string]: {
                                days: number;
                                terms: string;
                            };
                        };
                        default_warranty: {
                            days: number;
                            terms: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Saved (roles 1 and 2 only) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: string;
                            tax_rate: 1600 | 800 | 0;
                            discount_limits: {
                                1: number;
                                2: number;
                                4: number;
                                5: number;
                            };
                            warranty_by_category: {
                                [key: string]: {
                                    days: number;
                                    terms: string;
                                };
                            };
                            default_warranty: {
                                days: number;
                                terms: string;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    status?: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                    source?: "counter" | "part" | "marketplace";
                    q?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                    customer_id?: number;
                    owing?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ventas registradas: every sale of the ledger, newest first, 25 a page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                                /** @enum {string} */
                                source: "counter" | "part" | "marketplace";
                                customer_name: string;
                                seller_name: string | null;
                                line_count: number;
                                total_cents: number;
                                payment_methods: ("cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit")[];
                                owed_cents: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                paid_at: string | null;
                            }[];
                            total: number;
                            page: number;
                            per_page: number;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        customer_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description A new open ticket with the next folio */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description One ticket with lines, totals and payments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put: {
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
                        customer_id?: number | null;
                        discount_cents?: number;
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description The open ticket with its customer, ticket discount or notes changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/sales/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        code?: string;
                        description?: string;
                        unit_price_cents?: number;
                        quantity?: number;
                        warranty_days?: number;
                        warranty_terms?: string;
                    };
                };
            };
            responses: {
                /** @description The ticket with the part (held from now on) or free line added */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        unit_price_cents?: number;
                        discount_cents?: number;
                        quantity?: number;
                        warranty_days?: number;
                        warranty_terms?: string;
                    };
                };
            };
            responses: {
                /** @description The ticket with the line’s price, discount, quantity or warranty changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    lineId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket without the line (its part free again) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        payments: {
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "credit";
                            amount_cents: number;
                            received_cents?: number | null;
                            reference?: string | null;
                        }[];
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Paid: payments recorded and every part sold, in one transaction */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        payments: {
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "credit";
                            amount_cents: number;
                            received_cents?: number | null;
                            reference?: string | null;
                        }[];
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description A sale made outside a ticket with its «por registrar» payment replaced by the real ones */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Cancelled with its reason (roles 1, 2, 5); its parts are free again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: date */
                        expires_on: string;
                    };
                };
            };
            responses: {
                /** @description «Guardar como cotización»: the open ticket is a quote valid through the date */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        payments: {
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "credit";
                            amount_cents: number;
                            received_cents?: number | null;
                            reference?: string | null;
                        }[];
                        register_id?: number | null;
                        /** Format: date */
                        hold_until: string;
                    };
                };
            };
            responses: {
                /** @description A deposit smaller than the total; the quote’s parts are Separado until the date */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        payments: {
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "credit";
                            amount_cents: number;
                            received_cents?: number | null;
                            reference?: string | null;
                        }[];
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description «Convertir en venta»: the quote paid (its deposit counts); 409 when it expired */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            folio: string;
                            /** @enum {string} */
                            status: "abierta" | "cotizacion" | "pagada" | "cancelada" | "devuelta_parcial" | "devuelta";
                            /** @enum {string} */
                            source: "counter" | "part" | "marketplace";
                            customer: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                notes: string | null;
                                rfc: string | null;
                                business_name: string | null;
                                tax_regime: string | null;
                                postal_code: string | null;
                                cfdi_use: string | null;
                                balance_cents: number;
                                credit_cents: number;
                                credit_limit_cents: number | null;
                                /** Format: date-time */
                                created_at: string;
                            } | null;
                            customer_name: string;
                            seller_name: string | null;
                            notes: string | null;
                            tax_rate: 1600 | 800 | 0;
                            lines: {
                                id: number;
                                part_id: number | null;
                                part_code: string | null;
                                description: string;
                                quantity: number;
                                unit_price_cents: number;
                                discount_cents: number;
                                amount_cents: number;
                                net_cents: number;
                                warranty_days: number;
                                warranty_terms: string;
                                problem: string | null;
                                /** @enum {string|null} */
                                pull_status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada" | null;
                                pull_note: string | null;
                                pull_photo_url: string | null;
                            }[];
                            payments: {
                                id: number;
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                                received_cents: number | null;
                                change_cents: number;
                                reference: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            lines_cents: number;
                            discount_cents: number;
                            total_cents: number;
                            base_cents: number;
                            tax_cents: number;
                            change_cents: number;
                            discount_limit: number;
                            cancel_reason: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            hold_until: string | null;
                            paid_cents: number;
                            owed_cents: number;
                            public_path: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The ticket is no longer open, a part is held by another ticket or was sold elsewhere */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/sales/{id}/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "58" | "80" | "carta";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The printable ticket (58 mm, 80 mm or letter) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/pull-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The yard queue: open orders, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                /** @enum {string} */
                                status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada";
                                sale_id: number;
                                sale_folio: string;
                                line_id: number;
                                part_id: number;
                                part_code: string;
                                part_name: string;
                                photo_url: string | null;
                                pulled_photo_url: string | null;
                                location_name: string | null;
                                vehicle_label: string | null;
                                vehicle_id: number | null;
                                requested_by_name: string | null;
                                taken_by_id: number | null;
                                taken_by_name: string | null;
                                note: string | null;
                                created_at: string;
                                taken_at: string | null;
                                closed_at: string | null;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        sale_id: number;
                        line_id: number;
                    };
                };
            };
            responses: {
                /** @description The line’s order (the same one when asked again) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada";
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            part_id: number;
                            part_code: string;
                            part_name: string;
                            photo_url: string | null;
                            pulled_photo_url: string | null;
                            location_name: string | null;
                            vehicle_label: string | null;
                            vehicle_id: number | null;
                            requested_by_name: string | null;
                            taken_by_id: number | null;
                            taken_by_name: string | null;
                            note: string | null;
                            created_at: string;
                            taken_at: string | null;
                            closed_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/pull-orders/workers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s yard workers (roles that pull parts), by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/pull-orders/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                /** @description Taken by the user (one of two racing takers wins) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada";
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            part_id: number;
                            part_code: string;
                            part_name: string;
                            photo_url: string | null;
                            pulled_photo_url: string | null;
                            location_name: string | null;
                            vehicle_label: string | null;
                            vehicle_id: number | null;
                            requested_by_name: string | null;
                            taken_by_id: number | null;
                            taken_by_name: string | null;
                            note: string | null;
                            created_at: string;
                            taken_at: string | null;
                            closed_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/pull-orders/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** @enum {string} */
                        outcome: "surtida" | "no_encontrada" | "danada";
                        note?: string;
                        image_id?: number;
                    };
                };
            };
            responses: {
                /** @description Closed by its taker: surtida, no encontrada or dañada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada";
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            part_id: number;
                            part_code: string;
                            part_name: string;
                            photo_url: string | null;
                            pulled_photo_url: string | null;
                            location_name: string | null;
                            vehicle_label: string | null;
                            vehicle_id: number | null;
                            requested_by_name: string | null;
                            taken_by_id: number | null;
                            taken_by_name: string | null;
                            note: string | null;
                            created_at: string;
                            taken_at: string | null;
                            closed_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/pull-orders/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        user_id: number;
                    };
                };
            };
            responses: {
                /** @description Handed to another yard worker by its taker or by roles 1, 2 and 5 (also an order nobody took) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "pendiente" | "tomada" | "surtida" | "no_encontrada" | "danada";
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            part_id: number;
                            part_code: string;
                            part_name: string;
                            photo_url: string | null;
                            pulled_photo_url: string | null;
                            location_name: string | null;
                            vehicle_label: string | null;
                            vehicle_id: number | null;
                            requested_by_name: string | null;
                            taken_by_id: number | null;
                            taken_by_name: string | null;
                            note: string | null;
                            created_at: string;
                            taken_at: string | null;
                            closed_at: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do this */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such order, ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Taken by someone else, already closed, or the ticket is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/registers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s registers, each with its current session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            store_name: string | null;
                            sellers_count: boolean;
                            open_session: {
                                id: number;
                                register_id: number;
                                register_name: string;
                                /** @enum {string} */
                                status: "abierta" | "contada" | "cerrada";
                                float_cents: number;
                                opened_by_name: string | null;
                                /** Format: date-time */
                                opened_at: string;
                                /** Format: date-time */
                                closed_at: string | null;
                                expected_cents: number | null;
                                counted_cents: number | null;
                                difference_cents: number | null;
                            } | null;
                            can_operate: boolean;
                        }[];
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        store_name?: string | null;
                        sellers_count?: boolean;
                    };
                };
            };
            responses: {
                /** @description A new register (roles 1, 2, 5); the registers after it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            store_name: string | null;
                            sellers_count: boolean;
                            open_session: {
                                id: number;
                                register_id: number;
                                register_name: string;
                                /** @enum {string} */
                                status: "abierta" | "contada" | "cerrada";
                                float_cents: number;
                                opened_by_name: string | null;
                                /** Format: date-time */
                                opened_at: string;
                                /** Format: date-time */
                                closed_at: string | null;
                                expected_cents: number | null;
                                counted_cents: number | null;
                                difference_cents: number | null;
                            } | null;
                            can_operate: boolean;
                        }[];
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/registers/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        float_cents: number;
                    };
                };
            };
            responses: {
                /** @description «Abrir caja»: a new session with its float; one per register */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    register_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The last 50 sessions, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                        }[];
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/cash/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description A session with its sales by method, movements and history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/cash/sessions/{id}/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        /** @enum {string} */
                        direction: "in" | "out";
                        amount_cents: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Cash in or out with its reason */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/sessions/{id}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        counted_cents?: number;
                        denominations?: {
                            50?: number;
                            100?: number;
                            200?: number;
                            500?: number;
                            1000?: number;
                            2000?: number;
                            5000?: number;
                            10000?: number;
                            20000?: number;
                            50000?: number;
                            100000?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description The blind count; the answer shows the expected amount and the difference */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/sessions/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        comment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Closed; a difference needs a comment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/sessions/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Open again (roles 1, 2, 5) with the reason kept in its history */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            register_id: number;
                            register_name: string;
                            /** @enum {string} */
                            status: "abierta" | "contada" | "cerrada";
                            float_cents: number;
                            opened_by_name: string | null;
                            /** Format: date-time */
                            opened_at: string;
                            /** Format: date-time */
                            closed_at: string | null;
                            expected_cents: number | null;
                            counted_cents: number | null;
                            difference_cents: number | null;
                            store_name: string | null;
                            closed_by_name: string | null;
                            close_comment: string | null;
                            denominations: {
                                [key: string]: number;
                            } | null;
                            by_method: {
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                count: number;
                                amount_cents: number;
                            }[];
                            cash_sales_cents: number | null;
                            in_cents: number | null;
                            out_cents: number | null;
                            refunds_cents: number;
                            sales_count: number;
                            movements: {
                                id: number;
                                /** @enum {string} */
                                kind: "manual" | "refund" | "abono" | "cancel" | "store_credit";
                                /** @enum {string} */
                                direction: "in" | "out";
                                amount_cents: number;
                                reason: string;
                                sale_folio: string | null;
                                created_by_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            events: {
                                /** @enum {string} */
                                action: "open" | "count" | "close" | "reopen";
                                note: string | null;
                                user_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            can_operate: boolean;
                            sees_expected: boolean;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/cash/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    day?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description «Cuadre del día»: the day’s ledger against sessions and methods (roles 1, 2, 5) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date */
                            day: string;
                            sales_cents: number;
                            sales_count: number;
                            abonos_cents: number;
                            store_credit_added_cents: number;
                            store_credit_returned_cents: number;
                            ledger_cents: number;
                            sessions: {
                                session_id: number;
                                register_name: string;
                                sales_cash_cents: number;
                                abonos_cash_cents: number;
                                store_credit_cash_cents: number;
                            }[];
                            methods: {
                                /** @enum {string} */
                                source: "sale" | "abono" | "store_credit";
                                /** @enum {string} */
                                method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit";
                                amount_cents: number;
                            }[];
                            cash_without_session_cents: number;
                            accounted_cents: number;
                            difference_cents: number;
                            balanced: boolean;
                            unbalanced_tickets: {
                                sale_id: number;
                                folio: string;
                                total_cents: number;
                                paid_cents: number;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that may not do it (3; 4 unless the register lets it count its own session) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such register or session in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The register already has an open session, or the session is no longer open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/cash/sessions/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "80" | "carta";
                    print?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description «Corte X» of an open session or «Corte Z» of a closed one (80 mm or letter) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A role that may not see it */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Invalid format */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
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
    "/api/invoicing/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The fiscal profile (null until saved); never the CSD key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                rfc: string;
                                legal_name: string;
                                tax_regime: string;
                                postal_code: string;
                                series: string;
                                last_folio: number;
                                product_keys: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                global_periodicity: "01" | "02" | "03" | "04" | "05";
                                csd: {
                                    certificate_number: string;
                                    /** Format: date-time */
                                    valid_from: string;
                                    /** Format: date-time */
                                    valid_to: string;
                                    warning: string | null;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
                        rfc: string;
                        legal_name: string;
                        tax_regime: string;
                        postal_code: string;
                        series: string;
                        product_keys?: {
                            [key: string]: string;
                        };
                        /** @enum {string} */
                        global_periodicity?: "01" | "02" | "03" | "04" | "05";
                    };
                };
            };
            responses: {
                /** @description The saved profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                rfc: string;
                                legal_name: string;
                                tax_regime: string;
                                postal_code: string;
                                series: string;
                                last_folio: number;
                                product_keys: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                global_periodicity: "01" | "02" | "03" | "04" | "05";
                                csd: {
                                    certificate_number: string;
                                    /** Format: date-time */
                                    valid_from: string;
                                    /** Format: date-time */
                                    valid_to: string;
                                    warning: string | null;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid RFC (format or check digit), régimen, postal code or series */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/profile/csd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The CSD: .cer, .key and the key’s password. Checked, then stored encrypted. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        certificate: string;
                        /** Format: binary */
                        key: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The profile with the CSD’s number, validity and any expiry warning */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                rfc: string;
                                legal_name: string;
                                tax_regime: string;
                                postal_code: string;
                                series: string;
                                last_folio: number;
                                product_keys: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                global_periodicity: "01" | "02" | "03" | "04" | "05";
                                csd: {
                                    certificate_number: string;
                                    /** Format: date-time */
                                    valid_from: string;
                                    /** Format: date-time */
                                    valid_to: string;
                                    warning: string | null;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No fiscal profile yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a CSD (an e.firma), another RFC, expired, wrong password, key of another certificate */
                422: {
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
    "/api/invoicing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    status?: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Newest first, 50 a page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad filter */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description Seals the CFDI 4.0 of a paid ticket and asks the PAC to stamp it (a job, retried). */
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
                        sale_id: number;
                        public?: boolean;
                    };
                };
            };
            responses: {
                /** @description The invoice: timbrada, timbrando (the PAC will be retried) or rechazada with the PAC’s code */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Ticket not paid, already invoiced, or no fiscal profile / CSD */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The customer’s fiscal data, per field */
                422: {
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
    "/api/invoicing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description One invoice */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks the SAT, through the PAC, to cancel a stamped invoice with a motive (01 with the replacing UUID). Idempotent: the same request again answers the open one. The state is followed by a job. */
        post: {
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
                        /** @enum {string} */
                        motive: "01" | "02" | "03" | "04";
                        replacement_uuid?: string;
                    };
                };
            };
            responses: {
                /** @description The invoice with its cancellation (en_proceso, pendiente, cancelada, rechazada) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not stamped, past the deadline, no CSD, or a request with another motive is open */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Motive missing, or motive 01 without a stamped replacing invoice of the company */
                422: {
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
    "/api/invoicing/invoices/{id}/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The printed representation (letter page with the SAT QR); the browser saves it as PDF. */
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
                /** @description HTML page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not stamped yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
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
                /** @description The stamped CFDI, byte for byte as the PAC returned it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not stamped yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period in course and the last ones with tickets to invoice or global invoices, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {string} */
                                periodicity: "01" | "02" | "03" | "04" | "05";
                                periodicity_label: string;
                                periods: {
                                    period: {
                                        /** @enum {string} */
                                        periodicity: "01" | "02" | "03" | "04" | "05";
                                        /** Format: date */
                                        start: string;
                                        /** Format: date */
                                        end: string;
                                        month: string;
                                        year: number;
                                        label: string;
                                        closed: boolean;
                                    };
                                    ticket_count: number;
                                    total_cents: number;
                                    invoices: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                        receiver_rfc: string;
                                        receiver_name: string;
                                        total_cents: number;
                                        uuid: string | null;
                                        sale_ids: number[];
                                        error_code: string | null;
                                        error_message: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        stamped_at: string | null;
                                        /** @enum {string} */
                                        type: "I" | "E" | "P";
                                        payment_method: string;
                                        payment_cents: number | null;
                                        paid_invoices: {
                                            id: number;
                                            folio: string;
                                            installment: number;
                                            paid_cents: number;
                                            balance_cents: number;
                                        }[];
                                        related_invoice: {
                                            id: number;
                                            folio: string;
                                        } | null;
                                        credit_notes: {
                                            id: number;
                                            folio: string;
                                            /** @enum {string} */
                                            status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                            total_cents: number;
                                            uuid: string | null;
                                        }[];
                                        cancellation: {
                                            /** @enum {string} */
                                            status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                            /** @enum {string} */
                                            motive: "01" | "02" | "03" | "04";
                                            replacement_uuid: string | null;
                                            /** Format: date-time */
                                            requested_at: string;
                                            /** Format: date-time */
                                            cancelled_at: string | null;
                                            error_code: string | null;
                                            error_message: string | null;
                                        } | null;
                                        replaces: {
                                            id: number;
                                            folio: string;
                                        } | null;
                                        replacement: {
                                            /** @enum {string} */
                                            status: "sustituyendo" | "sustituida" | "detenida";
                                            invoice: {
                                                id: number;
                                                folio: string;
                                                /** @enum {string} */
                                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                            };
                                            message: string | null;
                                        } | null;
                                        pending_credit_notes: {
                                            id: number;
                                            amount_cents: number;
                                            kind: string;
                                            message: string | null;
                                        }[];
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No fiscal profile yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** @description Seals the global CFDI of a closed period from the tickets the person reviewed and asks the PAC to stamp it (the same job and idempotency as any invoice). Refused if the proposal changed meanwhile. */
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
                        /** Format: date */
                        start: string;
                        sale_ids: number[];
                    };
                };
            };
            responses: {
                /** @description The global invoice: timbrada, timbrando or rechazada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Period not over, no profile / CSD, nothing to invoice, or the tickets changed (someone stamped or invoiced them) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad period or ticket list */
                422: {
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
    "/api/invoicing/global/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    start: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period’s tickets, totals per IVA rate and form of payment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                period: {
                                    /** @enum {string} */
                                    periodicity: "01" | "02" | "03" | "04" | "05";
                                    /** Format: date */
                                    start: string;
                                    /** Format: date */
                                    end: string;
                                    month: string;
                                    year: number;
                                    label: string;
                                    closed: boolean;
                                };
                                tickets: {
                                    sale_id: number;
                                    folio: string;
                                    /** Format: date-time */
                                    paid_at: string;
                                    customer_name: string;
                                    net_cents: number;
                                    rate: 1600 | 800 | 0;
                                    base_cents: number;
                                    tax_cents: number;
                                }[];
                                ticket_count: number;
                                total_cents: number;
                                by_rate: {
                                    rate: 1600 | 800 | 0;
                                    base_cents: number;
                                    tax_cents: number;
                                    total_cents: number;
                                }[];
                                payment_form: string | null;
                                payment_form_label: string | null;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No fiscal profile yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not the first day of a period of the company’s periodicity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The installments of an invoice issued PPD: each payment complement (CFDI type P, Pagos 2.0) with its NumParcialidad, previous balance, amount paid and balance left; and the invoice’s balance. */
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
                /** @description The installments, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invoice_id: number;
                                payment_method: string;
                                total_cents: number;
                                paid_cents: number;
                                balance_cents: number;
                                installments: {
                                    installment: number;
                                    complement: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                        uuid: string | null;
                                    };
                                    /** Format: date-time */
                                    paid_at: string;
                                    previous_balance_cents: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The printed representation as a PDF file made on the server, with the SAT’s verification QR. */
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
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not stamped yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The invoice’s signed public link, its WhatsApp link and the customer’s e-mail. */
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
                /** @description Links and contacts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                public_url: string;
                                whatsapp_url: string | null;
                                email: string | null;
                                phone: string | null;
                                email_configured: boolean;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends the invoice’s PDF and XML by e-mail (a job, retried; waits for the stamp). */
        post: {
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
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Queued (or sent) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                email: string;
                                message: string;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No SMTP configured, or the invoice was refused by the PAC */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad e-mail address */
                422: {
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
    "/api/invoicing/self-invoicing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company’s rules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                enabled: boolean;
                                same_month: boolean;
                                max_total_cents: number | null;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
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
                        enabled: boolean;
                        same_month: boolean;
                        max_total_cents: number | null;
                    };
                };
            };
            responses: {
                /** @description The saved rules */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                enabled: boolean;
                                same_month: boolean;
                                max_total_cents: number | null;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No fiscal profile yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad amount */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/invoices/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sustituir: issues the replacement invoice of the same ticket with the corrected receiver (CfdiRelacionados 04), stamps it, then cancels this one with motive 01 and the new UUID. Idempotent: again while a replacement is live answers it. */
        post: {
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
                        public?: boolean;
                        rfc?: string;
                        business_name?: string;
                        tax_regime?: string;
                        postal_code?: string;
                        cfdi_use?: string;
                    };
                };
            };
            responses: {
                /** @description The replaced invoice, with its replacement and its state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                folio: string;
                                /** @enum {string} */
                                status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                receiver_rfc: string;
                                receiver_name: string;
                                total_cents: number;
                                uuid: string | null;
                                sale_ids: number[];
                                error_code: string | null;
                                error_message: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                stamped_at: string | null;
                                /** @enum {string} */
                                type: "I" | "E" | "P";
                                payment_method: string;
                                payment_cents: number | null;
                                paid_invoices: {
                                    id: number;
                                    folio: string;
                                    installment: number;
                                    paid_cents: number;
                                    balance_cents: number;
                                }[];
                                related_invoice: {
                                    id: number;
                                    folio: string;
                                } | null;
                                credit_notes: {
                                    id: number;
                                    folio: string;
                                    /** @enum {string} */
                                    status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    total_cents: number;
                                    uuid: string | null;
                                }[];
                                cancellation: {
                                    /** @enum {string} */
                                    status: "en_proceso" | "pendiente" | "cancelada" | "rechazada";
                                    /** @enum {string} */
                                    motive: "01" | "02" | "03" | "04";
                                    replacement_uuid: string | null;
                                    /** Format: date-time */
                                    requested_at: string;
                                    /** Format: date-time */
                                    cancelled_at: string | null;
                                    error_code: string | null;
                                    error_message: string | null;
                                } | null;
                                replaces: {
                                    id: number;
                                    folio: string;
                                } | null;
                                replacement: {
                                    /** @enum {string} */
                                    status: "sustituyendo" | "sustituida" | "detenida";
                                    invoice: {
                                        id: number;
                                        folio: string;
                                        /** @enum {string} */
                                        status: "timbrando" | "timbrada" | "rechazada" | "cancelada";
                                    };
                                    message: string | null;
                                } | null;
                                pending_credit_notes: {
                                    id: number;
                                    amount_cents: number;
                                    kind: string;
                                    message: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not stamped, past the deadline, several tickets, live credit notes, or no CSD */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The corrected receiver data, per field */
                422: {
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
    "/api/invoicing/invoices/{id}/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A discount or bonus after invoicing: refunds it (cash from the open session, card, transfer or store credit) and issues a credit note (Egreso, TipoRelacion 01). Never more than what is left. */
        post: {
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
                        /** Format: uuid */
                        request_id: string;
                        amount_cents?: number;
                        percent?: string;
                        reason: string;
                        /** @enum {string} */
                        refund_method: "cash" | "card" | "transfer" | "store_credit";
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description The credit note owed, issued or with why it waits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "devolucion" | "descuento";
                                invoice: {
                                    id: number;
                                    folio: string;
                                };
                                return_id: number | null;
                                sale_id: number | null;
                                amount_cents: number;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pendiente" | "emitida" | "descartada";
                                message: string | null;
                                attempts: number;
                                credit_note: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a valid income invoice, or its ticket is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Amount or percentage over what is left, no reason, no open cash session */
                422: {
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
    "/api/invoicing/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    sale_id?: string;
                    invoice_id?: string;
                    open?: "0" | "1";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Credit notes owed, of a ticket or an invoice; open=1 only those waiting */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "devolucion" | "descuento";
                                invoice: {
                                    id: number;
                                    folio: string;
                                };
                                return_id: number | null;
                                sale_id: number | null;
                                amount_cents: number;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pendiente" | "emitida" | "descartada";
                                message: string | null;
                                attempts: number;
                                credit_note: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A filter that is not an id */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/invoicing/credit-notes/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
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
                /** @description The credit note after trying again */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                /** @enum {string} */
                                kind: "devolucion" | "descuento";
                                invoice: {
                                    id: number;
                                    folio: string;
                                };
                                return_id: number | null;
                                sale_id: number | null;
                                amount_cents: number;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pendiente" | "emitida" | "descartada";
                                message: string | null;
                                attempts: number;
                                credit_note: {
                                    id: number;
                                    folio: string;
                                    status: string;
                                    uuid: string | null;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role without the capability */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not found */
                404: {
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
    "/api/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    sale_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The returns of a ticket, or the last 200, newest first, each with its photos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            description: string;
                            part_id: number | null;
                            /** @enum {string} */
                            reason: "no_funciona" | "no_era_la_pieza" | "danada_envio" | "arrepentimiento" | "otro";
                            notes: string | null;
                            within_warranty: boolean;
                            approved_by_name: string | null;
                            /** @enum {string} */
                            outcome: "refund_cash" | "refund_original" | "store_credit" | "exchange";
                            /** @enum {string|null} */
                            refund_method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit" | null;
                            amount_cents: number;
                            /** @enum {string|null} */
                            destination: "disponible" | "en_revision" | "merma" | null;
                            scrap_reason: string | null;
                            written_off_cents: number | null;
                            cost_unknown: boolean;
                            exchange_sale_id: number | null;
                            exchange_sale_folio: string | null;
                            ml_claim_id: string | null;
                            created_by_name: string | null;
                            /** Format: date-time */
                            created_at: string;
                            photos: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                        }[];
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3), or a Vendedor outside the warranty */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The line was already returned, or the ticket is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
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
                        sale_id: number;
                        line_id: number;
                        /** @enum {string} */
                        reason: "no_funciona" | "no_era_la_pieza" | "danada_envio" | "arrepentimiento" | "otro";
                        notes?: string | null;
                        amount_cents?: number;
                        /** @enum {string} */
                        outcome: "refund_cash" | "refund_original" | "store_credit" | "exchange";
                        register_id?: number | null;
                        /** @enum {string|null} */
                        destination?: "disponible" | "en_revision" | "merma" | null;
                        scrap_reason?: string | null;
                        exchange_code?: string | null;
                        exchange_payments?: {
                            /** @enum {string} */
                            method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "credit";
                            amount_cents: number;
                            received_cents?: number | null;
                            reference?: string | null;
                        }[];
                        /** @enum {string|null} */
                        exchange_difference?: "refund_cash" | "refund_original" | "store_credit" | null;
                    };
                };
            };
            responses: {
                /** @description The return, with its refund and where the part went */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            sale_id: number;
                            sale_folio: string;
                            line_id: number;
                            description: string;
                            part_id: number | null;
                            /** @enum {string} */
                            reason: "no_funciona" | "no_era_la_pieza" | "danada_envio" | "arrepentimiento" | "otro";
                            notes: string | null;
                            within_warranty: boolean;
                            approved_by_name: string | null;
                            /** @enum {string} */
                            outcome: "refund_cash" | "refund_original" | "store_credit" | "exchange";
                            /** @enum {string|null} */
                            refund_method: "cash" | "card" | "transfer" | "mercado_pago" | "store_credit" | "pending" | "credit" | null;
                            amount_cents: number;
                            /** @enum {string|null} */
                            destination: "disponible" | "en_revision" | "merma" | null;
                            scrap_reason: string | null;
                            written_off_cents: number | null;
                            cost_unknown: boolean;
                            exchange_sale_id: number | null;
                            exchange_sale_folio: string | null;
                            ml_claim_id: string | null;
                            created_by_name: string | null;
                            /** Format: date-time */
                            created_at: string;
                            photos: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3), or a Vendedor outside the warranty */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The line was already returned, or the ticket is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/returns/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Net sales, cancelled tickets and refunds by reason over days (today by default) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            sales_cents: number;
                            cancelled_count: number;
                            cancelled_cents: number;
                            refunds_cents: number;
                            net_cents: number;
                            by_reason: {
                                /** @enum {string} */
                                reason: "no_funciona" | "no_era_la_pieza" | "danada_envio" | "arrepentimiento" | "otro";
                                count: number;
                                amount_cents: number;
                            }[];
                            written_off_cents?: number;
                            scrapped_without_cost?: number;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3), or a Vendedor outside the warranty */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The line was already returned, or the ticket is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/api/returns/cancel-sale/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
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
                        reason: string;
                        register_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description A paid ticket cancelled (roles 1, 2): payments given back, parts back in stock, the ticket kept */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sale_id: number;
                            folio: string;
                            cash_cents: number;
                            credit_cents: number;
                            forgiven_cents: number;
                            other_cents: number;
                            parts_returned: number;
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3), or a Vendedor outside the warranty */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such ticket or line in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The line was already returned, or the ticket is not paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid input, with per-field Spanish messages */
                422: {
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
    "/api/returns/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Appends a photo of the returned part (the part photos’ pipeline: at most 20 MB and 50 megapixels; at most 8 per return). */
        post: {
            parameters: {
                query?: {
                    /** @description The client’s own name for this photo (a UUID): sent again, the stored photo is answered (200) and nothing is stored twice */
                    key?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description One image
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description This photo was already stored under its key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            };
                        };
                    };
                };
                /** @description The photo */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            };
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not sell (3) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such return in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description The image weighs more than 20 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not a JPEG, PNG, WebP (or HEIF), empty, too large, a bad key, or too many photos */
                422: {
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
    "/api/returns/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes a photo of a return (roles 1, 2, 5); the rest keep their order. */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted; the remaining photos in their order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                url: string | null;
                                url_thumbnail: string | null;
                                order: number;
                            }[];
                        };
                    };
                };
                /** @description No session */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A role that does not delete return photos (3, 4) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description No such return or photo in the user’s company */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Location: {
            id: number;
            name: string;
            stock: number;
            store_id: number;
            store: {
                id: number;
                name: string;
            };
        };
        PartImage: {
            id: number;
            url: string | null;
            url_thumbnail: string | null;
            order: number;
        };
        MarketplaceAccount: {
            id: number;
            name: string;
            user_id: string;
            store_id: number;
            store_name: string;
            store: {
                id: number;
                name: string;
            };
            client_id: string | null;
            needs_authorization: boolean;
            last_error: string | null;
        };
        Question: {
            id: number;
            ml_question_id: string;
            ml_item_id: string;
            text: string;
            status: string;
            status_label: string;
            /** Format: date-time */
            asked_at: string;
            answer: {
                text: string;
                /** Format: date-time */
                answered_at: string | null;
                by: string | null;
            } | null;
            /** @enum {string|null} */
            answer_state: "sending" | "failed" | null;
            answer_error: string | null;
            account: {
                id: number;
                name: string;
            };
            part: {
                id: number;
                name: string;
                sale_price: number | null;
                status_id: number;
                status_name: string;
                location: string | null;
                url_thumbnail: string | null;
                ml_id: string | null;
            } | null;
        };
        QuickAnswer: {
            id: number;
            text: string;
        };
        ListingHealth: {
            ml_id: string | null;
            ml_status: string | null;
            ml_sub_status: string[];
            state: string;
            last_sync: {
                ok: boolean;
                reason: string | null;
                /** Format: date-time */
                at: string | null;
            } | null;
            /** Format: date-time */
            read_at: string | null;
            account: {
                id: number;
                name: string;
            } | null;
        };
        MlOrder: {
            id: number;
            ml_order_id: string;
            ml_status: string;
            /** @enum {string} */
            stage: "por_preparar" | "lista_para_enviar" | "enviada" | "entregada" | "cancelada" | "con_reclamo";
            stage_label: string;
            /** Format: date-time */
            ordered_at: string;
            account: {
                id: number;
                name: string;
            };
            buyer: {
                nickname: string | null;
                name: string | null;
            };
            pack_id: string | null;
            shipment: {
                id: string | null;
                /** @enum {string} */
                kind: "me1" | "me2" | "flex" | "full" | "sin_envio";
                kind_label: string;
                status: string | null;
                substatus: string | null;
                carrier: string | null;
                tracking_number: string | null;
                /** Format: date-time */
                shipped_at: string | null;
                /** Format: date-time */
                label_printed_at: string | null;
                /** @enum {string} */
                label: "ready" | "not_me2" | "not_ready" | "cancelled" | "shipped";
                can_mark_shipped: boolean;
            };
            gross_cents: number;
            fee_cents: number;
            shipping_cost_cents: number;
            net_cents: number;
            unlinked: string | null;
            notice: string | null;
            needs_decision: boolean;
            cancel_reason: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            sale: {
                id: number;
                folio: string;
                status: string;
            } | null;
            items: {
                id: number;
                ml_item_id: string;
                title: string;
                quantity: number;
                unit_price_cents: number;
                sale_fee_cents: number;
                sale_line_id: number | null;
                part: {
                    id: number;
                    code: string;
                    name: string;
                    status_id: number;
                    status_name: string;
                    photo_url: string | null;
                    location_name: string | null;
                } | null;
                pull_order: {
                    id: number;
                    status: string;
                    status_label: string;
                } | null;
            }[];
        };
        ManagedUser: {
            id: number;
            name: string;
            email: string;
            avatar_url: string | null;
            roles: {
                role_id: number;
                name: string;
            }[];
            store: {
                id: number;
                name: string;
            };
            active: boolean;
            must_change_password: boolean;
            /** Format: date-time */
            last_sign_in_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        Company: {
            id: number;
            name: string;
            phone: string | null;
            address: string | null;
            description_template: string;
            active: boolean;
            logo_url: string | null;
            user_count: number;
            time_zone: string;
        };
        Profile: {
            id: number;
            name: string;
            email: string;
            avatar_url: string | null;
            roles: {
                role_id: number;
                name: string;
            }[];
            store: {
                id: number;
                name: string;
            };
            must_change_password: boolean;
        };
        BackupList: {
            backups: {
                name: string;
                created_at: string;
                size_bytes: number;
                /** @enum {string} */
                trigger: "automatic" | "manual" | "pre-migration";
                counts: {
                    [key: string]: number;
                } | null;
            }[];
            running: {
                started_at: string;
                /** @enum {string} */
                trigger: "automatic" | "manual" | "pre-migration";
            } | null;
            last_failure: {
                at: string;
                /** @enum {string} */
                trigger: "automatic" | "manual" | "pre-migration";
                message: string;
            } | null;
            schedule: {
                time: string | null;
                time_zone: string;
                keep_daily: number;
                keep_weekly: number;
            };
            directory: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
