// The composer remote has no page of its own: the shell and the other remotes load its exposed
// modules (./Status, behind the 'composer/Status' slot) through Module Federation and render them
// where they need a post. This entry exists only so the build has a main chunk; the asynchronous
// import in index.ts lets the federation runtime negotiate the shared singletons (React, the
// router, react-intl, @murmur/shared) before any module that uses them is evaluated.
export {};
