/**
 * Marked once a loaded board has all its columns on screen; the web bench measures navigation → this.
 * In shared rather than the board feature: it is the contract between the app and its bench, which
 * reads it from outside the feature folders.
 */
export const BOARD_RENDERED_MARK = 'teamboard:board-rendered';
