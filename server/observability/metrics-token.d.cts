/** Whether the request may read the metrics: no token configured, or the right one as `Authorization: Bearer …`. */
export declare function carriesToken(authorization: string | undefined, token: string | null): boolean;
