// The moderation remote has no page of its own: the shell loads its exposed modules (the
// moderation modal, the report dialog, the card's admin menu, announcement administration)
// through Module Federation. The asynchronous import in index.ts lets the federation runtime
// negotiate the shared singletons before any module that uses them is evaluated.
export {};
