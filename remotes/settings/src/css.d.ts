// Stylesheets are imported for their side effect; rspack bundles them (css/auto).
declare module '*.css';
