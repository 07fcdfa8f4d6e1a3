// The timelines remote has no page of its own: the shell loads its exposed modules
// (./TimelinePage) through Module Federation and renders them inside its layout. This entry exists
// only so the build has a main chunk; the asynchronous import in index.ts gives the federation
// runtime the chance to negotiate the shared singletons (React, the router, @murmur/shared) before
// any module that uses them is evaluated.
export {};
