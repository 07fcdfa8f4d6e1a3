export declare const SERVER_ROUTES: readonly string[];
export declare const PAGE_ROUTES_UNDER_SERVER: readonly string[];
export declare const SHARED_STATIC_ROUTE: 'static';
export declare function firstSegment(pathname: string): string;
export declare function isServerRoute(pathname: string): boolean;
export declare function goesToServer(pathname: string, acceptsHtml: boolean): boolean;
