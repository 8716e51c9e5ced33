/** Marked once a loaded board has all its columns on screen; the web bench measures navigation → this. */
export const BOARD_RENDERED_MARK = 'teamboard:board-rendered';
