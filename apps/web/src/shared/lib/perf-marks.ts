/**
 * Marked once a loaded board has all its columns on screen; the web bench measures navigation → this.
 * In shared rather than the board feature: it is the contract between the app and its bench, which
 * reads it from outside the feature folders.
 */
export const BOARD_RENDERED_MARK = 'teamboard:board-rendered';

/**
 * Measured on every save of the local copy (`app/local-copy.ts`): from its start to the value
 * stored, and the part of it that holds the main thread (reading another tab's copy, writing the
 * JSON), with the value's length as `detail.bytes`. The web bench reports both for a first open.
 */
export const LOCAL_COPY_SAVE_MEASURE = 'teamboard:local-copy-save';
export const LOCAL_COPY_SERIALIZE_MEASURE = 'teamboard:local-copy-serialize';

/** Marked once a page has read the local copy, with the number of queries it held (`detail.queries`). */
export const LOCAL_COPY_RESTORED_MARK = 'teamboard:local-copy-restored';
